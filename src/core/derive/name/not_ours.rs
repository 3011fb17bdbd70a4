//! Names the paper did not make, for [`super::find_name`] to pass over: prior work it builds
//! on, adapts, extends or is inspired by ("a custom adaptation of the TrivialAugment (TA)
//! algorithm"), a metric, a numbered label ("(H1) … (H2)"), and the data it only uses (a
//! dataset "named" along the way, a known dataset's variant); since stop 32 also the acronym of
//! one of two or more parts ("a sparse token selection module (STSM) … a foreground refinement
//! module (FRM)", [`names_a_part`]).

use super::*;

/// Verbs after which "with X" gives what the paper brings ("we address this challenge with
/// GRAPE (…)").
pub(super) const SOLVED_WITH: &[&str] =
    &["address", "tackle", "instantiate", "realize", "implement", "overcome", "solve", "them", "this"];

/// Words that open a sentence building on what the abstract introduced before ("Building on
/// LabanLite, we present LaMoGen", "Leveraging the HIBA architecture, we introduce Xihe").
pub(super) const BUILDING_ON: &[&str] =
    &["building", "based", "leveraging", "built", "combining", "upon", "grounded"];

/// Whether the sentence of the introducing verb at `verb` opens with [`BUILDING_ON`] words and a
/// comma before the verb: what it introduces is built from an earlier contribution (the name the
/// titles use: 7 of a 30-miss sample of the development part's names).
pub(super) fn builds_on_what_came_before(all: &[Word<'_>], verb: usize) -> bool {
    // At most 17 words back (a sentence of repeated "we propose" costs its length, not its square).
    let window = verb.saturating_sub(17);
    charge(verb - window);
    let start = match all[window..verb].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])) {
        Some(p) => window + p + 1,
        None if window == 0 => 0,
        None => return false,
    };
    let Some(comma) = all[start..verb].iter().position(|w| w.raw.ends_with(',')) else { return false };
    // "Grounded in" builds on something before only with a name or a pointer back, not in
    // "Grounded in rigorous mathematical proof, we introduce …" (round 25).
    let points_back = all[start + 1..=start + comma].iter().any(|w| {
        w.core.chars().any(|c| c.is_uppercase() || c.is_ascii_digit())
            || matches!(w.lower(), "this" | "these" | "our" | "it" | "them" | "such" | "that")
    });
    let opening = all.get(start).map(Word::lower);
    // Stop 38 (round 46): "Leveraging" needs the pointer back too — "Leveraging recent advances
    // in differentiable dynamics, we introduce RRBS" builds on the field, not on an earlier name,
    // so the later "Leveraging this, we present RTG" wins ("Building upon paired data, we propose
    // OmniFace" still builds on the paper's data pipeline).
    verb - start <= 16
        && opening.is_some_and(|w| BUILDING_ON.contains(&w))
        && (!matches!(opening, Some("grounded" | "leveraging")) || points_back)
}

/// True for a letter and a digit ("H1") that the text numbers on ("H2"): a hypothesis's or a
/// step's label.
pub(super) fn numbered_label(letter_digits: &rustc_hash::FxHashSet<&str>, name: &str) -> bool {
    let Some((letter, n)) = letter_digit(name) else { return false };
    [n.checked_sub(1), Some(n + 1)]
        .into_iter()
        .flatten()
        .filter_map(|m| char::from_digit(m, 10))
        .any(|m| letter_digits.contains(format!("{letter}{m}").as_str()))
}

/// A letter and a digit ("H1"), as the letter and the digit's value.
pub(super) fn letter_digit(word: &str) -> Option<(char, u32)> {
    let mut chars = word.chars();
    let (Some(letter), Some(digit), None) = (chars.next(), chars.next(), chars.next()) else { return None };
    digit.to_digit(10).filter(|_| letter.is_alphabetic()).map(|n| (letter, n))
}

/// Nouns before "of" that make what follows someone else's work the paper varies ("an
/// adaptation of", "our variant of").
pub(super) const PRIOR_WORK_OF: &[&str] =
    &["adaptation", "variant", "extension", "modification", "reimplementation", "subset"];

/// Nouns of a problem the paper studies: what a naming word right after one names is the
/// problem, not the paper's method ("an overlooked problem, termed generalizable hallucination
/// detection (GHD)", round 29).
pub(super) const PROBLEM_NOUNS: &[&str] =
    &["problem", "phenomenon", "setting", "scenario", "issue", "challenge"];

/// Words that give a name ("an extension of GRPO, called GRPO-X"): what follows them is named
/// here, whatever came before.
/// ("term" and "coin" only after "we": "a term", "coin flips").
pub(super) const NAMING_WORDS: &[&str] = &[
    "called", "dubbed", "named", "termed", "coined", "denoted", "entitled", "abbreviated", "call", "name",
    "term", "coin",
];

/// How many words before a name [`not_introduced_here`] reads for an example list.
const EXAMPLE_LIST_WORDS: usize = 16;

/// True when the words around the name ending at byte `end` show it is not the paper's own:
/// an example of prior work ("models such as Gated Linear Attention (GLA) and Mamba", "e.g.",
/// "including"), or an acronym qualifying a head noun ("(DP) data structures").
/// Nouns of a part of a method: an acronym right after one names the part ("we introduce a sparse
/// token selection module (STSM) … we design a foreground refinement module (FRM)", round 33).
/// Not "unit" or "head": "a graphics processing unit (GPU)", "a gated recurrent unit (GRU)".
const PART_NOUNS: &[&str] = &["module", "modules", "block", "blocks", "layer", "component"];

/// Whether the name ending at `end` is the parenthesised acronym of a part ([`PART_NOUNS`]) and
/// the abstract names another part that way: one part named alone may be the paper's whole
/// contribution ("a Thermodynamics-Inspired Layer (TEL)"), two are parts of something unnamed.
/// `parts` counts the abstract's part acronyms ([`part_acronyms`]).
pub(super) fn names_a_part(all: &[Word<'_>], end: usize, parts: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    parts >= 2 && at < all.len() && all[at].core_end() == end && is_part_acronym(all, at)
}

/// How many parenthesised acronyms follow a part noun from the contribution on (one pass):
/// the background's "fully connected layer (FC)" is no part of the paper's method.
pub(super) fn part_acronyms(all: &[Word<'_>], contribution: usize) -> usize {
    charge(all.len());
    (1..all.len()).filter(|&at| all[at].core_end() > contribution && is_part_acronym(all, at)).count()
}

/// "a sparse token selection module (STSM)": a part noun in lower case — a capitalised one is
/// the name's own word ("the Holistic Protean Block (HPB)", a paper about that block).
fn is_part_acronym(all: &[Word<'_>], at: usize) -> bool {
    // The abstract's first word has no noun before it.
    let Some(noun) = at.checked_sub(1).and_then(|before| all.get(before)) else { return false };
    all[at].leading().starts_with('(')
        && noun.core.starts_with(|c: char| c.is_ascii_lowercase())
        && PART_NOUNS.contains(&noun.lower())
}

pub(super) fn not_introduced_here(all: &[Word<'_>], end: usize) -> bool {
    // Words are in text order, so their ends are sorted: a binary search, not a scan per name.
    let Some(at) = word_ending_at(all, end) else { return false };
    let word = &all[at];
    let qualifies = word.leading().starts_with('(')
        && word.trailing().starts_with(')')
        && word.trailing().len() == 1
        && all.get(at + 1).is_some_and(|next| HEAD_NOUNS.contains(&next.lower()));
    // "the Knowledge Goal Quantified-Quality (KGQQ) Theorem" (round 21): a result, not a name.
    let result = all.get(at + 1).is_some_and(|next| {
        matches!(next.core, "Theorem" | "Lemma" | "Corollary" | "Conjecture" | "Proposition")
    });
    // Sixteen words for an example list: "such as Physics-Informed Neural Networks (PINNs),
    // Fourier Neural Operators (FNO), Deep Operator Networks (DeepONet)" (stop 30).
    let window = &all[at.saturating_sub(EXAMPLE_LIST_WORDS)..at];
    // Words before the last eight only open an example list ("such as", "including", "e.g."),
    // not "extends" (the AC/DC framework "that extends coevolution to …").
    let near = window.len().saturating_sub(8);
    charge(window.len());
    let example = window.iter().enumerate().rev().find_map(|(k, w)| {
        // "we build on the Bayesian last layer (BLL) model" (round 38's development check): what
        // the paper builds on is prior work ("build" is an introducing verb otherwise).
        // Also "Building upon this module, ReasonDiff further introduces …": the name's later
        // use there is not where it is introduced (the review of stop 34 asked to spare "Building
        // on X, Name (N) …"; on the development part that moved ReasonDiff's gist to "further
        // introduces …", so it stays).
        let builds_on = matches!(w.lower(), "build" | "builds" | "built" | "building")
            && window.get(k + 1).is_some_and(|next| matches!(next.lower(), "on" | "upon"));
        if builds_on {
            return Some(k >= near);
        }
        if w.raw.ends_with(['.', '!', '?']) && !w.lower().starts_with("e.g")
            || INTRO_VERBS.contains(&w.lower())
            || INTRO_GERUNDS.contains(&w.lower())
        {
            return Some(false);
        }
        let lower = w.lower();
        // "Across tasks such as summarization and translation, our Adaptive Token Router (ATR)
        // …": what "our" or "we" opens is the paper's own (the stop's review).
        if NAMING_WORDS.contains(&lower) || matches!(lower, "our" | "we") {
            return Some(false);
        }
        let such_as = lower == "as" && k > 0 && window[k - 1].lower() == "such";
        // "200 meeting transcripts from the Topic-Conversation Relevance (TCR) dataset" (round
        // 47), "a gain in the RippleEdit dataset" (round 48): data the paper uses, when only its
        // capitalised name stands between.
        // Not inside an expansion ("Reinforcement Learning from Policy Feedback (RLPF)").
        let source = matches!(lower, "from" | "in" | "on")
            && k >= near
            && window.get(k + 1).is_some_and(|the| the.lower() == "the")
            && window[k + 2..].iter().all(|u| u.core.starts_with(char::is_uppercase))
            && all.get(at + 1).is_some_and(|noun| {
                matches!(
                    noun.lower(),
                    "dataset" | "datasets" | "corpus" | "database" | "benchmark" | "collection"
                )
            });
        // Prior work the paper builds from (round 17): "a custom adaptation of the TrivialAugment
        // (TA) algorithm", "our variant of Humanity's Last Exam (HLE)", "we extend one analytical
        // linear method (PSID)".
        // Lower case: "Learned Extension of Objects (LEO)" spells the name out.
        let prior = (lower == "of"
            && k > 0
            && PRIOR_WORK_OF.contains(&window[k - 1].lower())
            && window[k - 1].core.starts_with(char::is_lowercase))
            // Lower case: "Cognitively Inspired Reflective Evolution (CIRE)" is the name's own.
            || (matches!(lower, "extend" | "extends" | "extending" | "inspired")
                && w.core.starts_with(char::is_lowercase))
            // "we provide the first convergence guarantee for Optimistic Multiplicative Weights
            // Update (OMWU)" (round 46): what the paper analyses, not what it makes.
            || (matches!(lower, "for" | "of")
                && k > 0
                && window[k - 1].core.starts_with(char::is_lowercase)
                && matches!(
                    window[k - 1].lower(),
                    "guarantee" | "guarantees" | "analysis" | "analyses" | "bound" | "bounds" | "convergence"
                ))
            // "Inspired by Stochastic Value Gradients (SVG), our method …" (round 29).
            || (lower == "inspired" && window.get(k + 1).is_some_and(|next| next.lower() == "by"))
            // "a previously introduced stable learning approach, SNN" (round 21).
            || (lower == "previously"
                && window.get(k + 1).is_some_and(|next| {
                    matches!(next.lower(), "introduced" | "proposed" | "developed" | "published" | "reported")
                }))
            // "… and benchmark Qwen3-8B and Llama-3.1-8B-Instruct": the verb, not the noun.
            || (lower == "benchmark"
                && w.trailing().is_empty()
                && k > 0
                && matches!(window[k - 1].lower(), "we" | "and" | "to")
                && !(k > 1 && window[k - 2].lower().starts_with("dataset")));
        let prior = prior && k >= near;
        // "We first establish a baseline Multi-Agent System (MAS)" (round 48): what the paper
        // improves on.
        // Before the capitalised expansion; "… with Optimal Reward baseline (OPO)" spells a name.
        let baseline = matches!(w.core, "baseline" | "baselines")
            && k >= near
            && window
                .get(k + 1)
                .is_some_and(|n| n.core.starts_with(char::is_uppercase) && n.leading().is_empty());
        (such_as || source || prior || baseline || lower == "including" || lower.starts_with("e.g"))
            .then_some(true)
    });
    // One the paper's method works with: "combined with any existing GCRL algorithm" (round 36);
    // written in lower case ("Scaling the Prior (StP)", "Trust The Typical (T3)" are names).
    let others = at > 0 && OTHERS_OF_A_KIND.contains(&all[at - 1].core);
    qualifies || result || others || example == Some(true)
}

/// Words before a name that make it one of those the paper works with, not its own.
const OTHERS_OF_A_KIND: &[&str] =
    &["existing", "any", "prior", "previous", "standard", "conventional", "typical", "popular"];

/// Last words of an expansion that make its acronym a measure, not a method: "the Causal
/// Topological Intervention Score (CTIS)", "the representation score (RS)".
pub(super) const METRIC_NOUNS: &[&str] =
    &["score", "scores", "metric", "metrics", "index", "measure", "criterion", "ratio", "curve", "distance"];

/// How a parenthesised acronym ending at byte `end` names a measure the paper defines ("the
/// representation score (RS)", since round 59 also "the … (QWK) metric"): not at all, as the
/// object of "we introduce" (since round 77 also "we study … and introduce") within six words (nine before an acronym whose noun follows it)
/// ("we introduce the Knowledge Fitness Criterion (KFC), a general evaluation paradigm", round
/// 21: a contribution, but weaker than a method named later), or along the way (never a name;
/// the reading check found such acronyms shown as the method's name). Only a capitalised
/// expansion is introduced.
pub(super) fn names_a_metric(all: &[Word<'_>], end: usize) -> Option<Measure> {
    let at = all.partition_point(|w| w.core_end() < end);
    // The noun before the acronym or, with the acronym inside the noun phrase, after it ("the
    // Quadratic Weighted Kappa (QWK) metric", round 59's development check).
    let acronym = at > 0 && all.get(at).is_some_and(|w| w.core_end() == end && w.leading().starts_with('('));
    let noun_before = acronym && METRIC_NOUNS.contains(&all[at - 1].lower());
    let noun_after = acronym
        && all[at].trailing() == ")"
        && all.get(at + 1).is_some_and(|w| METRIC_NOUNS.contains(&w.lower()));
    if !noun_before && !noun_after {
        return None;
    }
    // The words before the noun phrase's head: before the noun, or before the acronym when the
    // noun follows it (its expansion then stands where the noun would).
    let from = if noun_before { at.saturating_sub(7) } else { at.saturating_sub(10) };
    let before = if noun_before { &all[from..at - 1] } else { &all[from..at] };
    let verb = before.iter().rposition(|w| INTRO_VERBS.contains(&w.lower()));
    let unbroken = |from: usize| before[from..].iter().all(|w| !w.raw.ends_with([',', '.', ';', ':']));
    // Capitalised as a name ("the Knowledge Fitness Criterion"), not "the representation score".
    let capitalised = expansion_is_capitalised(&all[..at], all[at].core);
    // "We study a spectrum of proxies … and introduce the Bellman-Wasserstein distance (BWD)"
    // (round 77): the authors' "and introduce" too.
    // Not "we first / further introduce a … Metric (FRM)", a step before the method.
    let by_the_authors = |v: usize| {
        v > 0
            && (before[v - 1].lower() == "we"
                || (before[v - 1].lower() == "and" && super::object::introduced_by_we(all, from + v)))
    };
    Some(if capitalised && verb.is_some_and(|v| by_the_authors(v) && unbroken(v)) {
        Measure::Introduced
    } else {
        Measure::AlongTheWay
    })
}

/// See [`names_a_metric`].
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Measure {
    Introduced,
    AlongTheWay,
}

/// "a new … dataset, named DiffFMD": a naming word right after a data noun.
pub(super) fn named_as_data(all: &[Word<'_>], end: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    at >= 2 && NAMING_WORDS.contains(&all[at - 1].lower()) && is_data_noun(&all[at - 2])
}

/// "dataset", "benchmark", "corpus", "database".
pub(super) fn is_data_noun(word: &Word<'_>) -> bool {
    matches!(word.lower(), "dataset" | "benchmark" | "corpus" | "database")
}

/// True when the words around the name ending at `end` introduce data: "the benchmark X", "a
/// dataset, named X", "a … text-to-SQL benchmark".
pub(super) fn introduced_as_data(all: &[Word<'_>], end: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    // "the benchmark X", "a dataset, named X" — not "Based on this dataset, we introduce X".
    at.checked_sub(1).and_then(|k| all.get(k)).is_some_and(is_data_noun)
        || named_as_data(all, end)
        // "a … text-to-SQL benchmark, called OCTOPUS": the word before the data noun is not a name.
        || all.get(at + 1).is_some_and(is_data_noun)
}

/// Names of data rather than methods: "VerifyBench-Hard", "SpatialLadder-26k", "UniMed-5M".
pub(super) fn looks_like_data(name: &str) -> bool {
    let lower = name.to_lowercase();
    lower.ends_with("bench")
        || lower.ends_with("-hard")
        || lower.ends_with("-lite")
        || lower.ends_with("-plus")
        || lower.rsplit('-').next().is_some_and(|last| {
            let mut chars = last.chars();
            let unit = chars.next_back();
            let digits = chars.as_str();
            !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
                && matches!(unit, Some('k' | 'm' | 'b'))
        })
}

/// True for an acronym with a lowercase letter that starts none of the compound's parts
/// ("Memory-as-State-Highways (MeSH)"): crafted to be the name, unlike "Explore-on-Graph (EoG)".
pub(super) fn crafted_acronym(compound: &str, acronym: &str) -> bool {
    let initials: Vec<char> =
        compound.split('-').filter_map(|part| part.chars().next()).flat_map(char::to_lowercase).collect();
    acronym.chars().any(|c| c.is_lowercase() && !initials.contains(&c))
}

/// The coined name a dataset-like name extends ("RedSage-Bench" → "RedSage",
/// "SpatialLadder-26k" → "SpatialLadder"), if any.
pub(super) fn data_stem(name: &str) -> Option<&str> {
    let lower = name.to_ascii_lowercase();
    let cut = if lower.ends_with("bench") { name.len() - "bench".len() } else { name.rfind('-')? };
    let stem = name.get(..cut)?.trim_end_matches('-');
    // Mixed case: an all-capitals stem is the field's acronym ("AMS-related … AMSbench"); a
    // stem that is itself a benchmark ("VerifyBench-Hard", "BrowseComp-Plus") may be someone
    // else's — unless the name is its harder or lighter variant, which the same paper builds
    // beside it ("VerifyBench and VerifyBench-Hard"). A model size ("Poivre-7B", "e3-1.7B")
    // names the paper's model, capitalised or not.
    let mixed_case = stem.chars().any(char::is_lowercase) && stem.chars().skip(1).any(char::is_uppercase);
    let variant = lower.ends_with("-hard") || lower.ends_with("-lite");
    let sized = lower.rsplit('-').next().is_some_and(|last| {
        last.len() >= 2
            && last.ends_with('b')
            && last[..last.len() - 1].chars().all(|c| c.is_ascii_digit() || c == '.')
    });
    let named_stem = is_coined(stem) || (sized && is_capitalised_name(stem));
    let shaped = mixed_case || variant || (sized && stem.chars().any(char::is_lowercase));
    (named_stem && shaped && (variant || !looks_like_data(stem)) && !lower.ends_with("-plus")).then_some(stem)
}

/// True when the name ending at byte `end` follows a naming word that follows `earlier` within
/// five words: "a simple CFT strategy (named MergeTune)" names a kind of CFT.
/// Not a list ("three Hippo-1 models (named High, Medium, and Low)", "(named Hippo-S and
/// Hippo-L)") nor a capitalised "Named"
/// inside an expansion ("DEnSNEL (Dense End-to-end Spoken Named Entity Localizer)").
pub(super) fn names_a_kind_of(all: &[Word<'_>], end: usize, earlier: &str) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    if all.get(at).is_none_or(|w| w.core_end() != end || w.trailing().starts_with(','))
        || all.get(at + 1).is_some_and(|next| matches!(next.lower(), "and" | "or"))
    {
        return false;
    }
    let window = &all[at.saturating_sub(5)..at];
    let naming = |w: &Word<'_>| NAMING_WORDS.contains(&w.lower()) && w.core.starts_with(char::is_lowercase);
    window.iter().rposition(naming).is_some_and(|naming| {
        window[..naming].iter().any(|w| w.core == earlier)
            && window[..naming].iter().all(|w| !w.raw.ends_with(['.', ';']))
    })
}

/// True when the word ending at byte `end` stands inside a complexity: "from O(D3) to O(D)",
/// "O(K log2 T/Δ2min) regret" (round 45) name nothing. Looks back at most eight words for the
/// "O(" that opens the parenthesis the word is in.
pub(super) fn inside_a_complexity(all: &[Word<'_>], end: usize) -> bool {
    let Some(at) = word_ending_at(all, end) else { return false };
    let opens = |k: usize| {
        let w = &all[k];
        let glued_to_o = k > 0
            && matches!(all[k - 1].raw, "O" | "o" | "Θ" | "Ω" | "Õ")
            && all[k - 1].end == w.start
            && w.leading().starts_with('(');
        glued_to_o || ["O(", "Θ(", "Ω(", "Õ("].iter().any(|o| w.raw.starts_with(o))
    };
    for k in (at.saturating_sub(8)..=at).rev() {
        charge(1);
        // A parenthesis closed, or a sentence ended, before the word: it is outside ("Attention
        // is O(N2). We propose FlashNet" names FlashNet; the stop's review).
        if k < at && (all[k].raw.contains(')') || all[k].raw.ends_with(['.', '!', '?'])) {
            return false;
        }
        if opens(k) {
            return true;
        }
    }
    false
}

/// True when the abstract calls the name classic within the next 40 words: "a verbalized
/// framework in Bayesian persuasion (BP), which extends classic BP to …" (round 46's
/// development check) names the field the paper extends, not the paper's own work.
pub(super) fn called_classic(all: &[Word<'_>], end: usize, name: &str) -> bool {
    let Some(at) = word_ending_at(all, end) else { return false };
    let ahead = all.get(at + 1..).unwrap_or(&[]);
    let ahead = &ahead[..ahead.len().min(40)];
    charge(ahead.len());
    ahead.windows(2).any(|pair| {
        pair[1].core == name
            && matches!(
                pair[0].lower(),
                "classic"
                    | "classical"
                    | "standard"
                    | "vanilla"
                    | "traditional"
                    | "conventional"
                    | "original"
            )
    })
}

/// True when the word ending at byte `end` is a known family's model followed by its size:
/// "large-scale (DeepSeek-R1 671B) models" (round 46's development check) runs a model, it does
/// not name the paper's ("our GUI grounding agent, GUI-Cursor 7B" does).
pub(super) fn sized_like_a_model(all: &[Word<'_>], end: usize) -> bool {
    let Some(at) = word_ending_at(all, end) else { return false };
    // A whole family's name at its start ("DeepSeek-R1", not "Octopus" for "octo"; the stop's
    // review).
    let family = |w: &Word<'_>| {
        crate::core::derive::lexicon::MODEL_FAMILIES.iter().any(|f| {
            f.len() >= 3
                && w.lower().strip_prefix(f).is_some_and(|rest| !rest.starts_with(char::is_alphabetic))
        })
    };
    all[at].trailing().is_empty()
        && family(&all[at])
        && all.get(at + 1).is_some_and(|size| {
            let digits = size.core.trim_end_matches(['B', 'M', 'b', 'm']);
            digits.len() < size.core.len()
                && !digits.is_empty()
                && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
        })
}

/// The index of the word whose core ends at byte `end` (a name's end), if one does: a binary
/// search, since words are in text order (the rules look it up once per candidate, not by a scan).
pub(super) fn word_ending_at(all: &[Word<'_>], end: usize) -> Option<usize> {
    let at = all.partition_point(|w| w.core_end() < end);
    all.get(at).is_some_and(|w| w.core_end() == end).then_some(at)
}

/// True when the name is described next as someone else's: "we evaluate ByteSampler, a recently
/// proposed sampling-time fix for …" (round 50) — "X, a|an|the" and right after it a word that
/// dates or credits it ("recently proposed", "existing", "popular", "widely used").
pub(super) fn described_as_prior_work(all: &[Word<'_>], end: usize) -> bool {
    let Some(at) = word_ending_at(all, end) else { return false };
    if !all[at].trailing().starts_with(',') {
        return false;
    }
    let Some(article) = all.get(at + 1) else { return false };
    if !matches!(article.lower(), "a" | "an" | "the") {
        return false;
    }
    charge(2);
    // Right after the article: "a recently proposed …", "an existing …", the words that make a
    // name one of the others before it too ([`OTHERS_OF_A_KIND`]) — not "a learned prior for …",
    // "a previously unexplored …", "a plug-in for existing LLMs" (the stop's review).
    let first = all.get(at + 2).map(Word::lower);
    let second = all.get(at + 3).map(Word::lower);
    match first {
        Some(word) if OTHERS_OF_A_KIND.contains(&word) => true,
        Some("well-known" | "established") => true,
        Some("recently" | "widely" | "commonly" | "previously") => {
            matches!(second, Some("proposed" | "introduced" | "used" | "adopted"))
        }
        _ => false,
    }
}
