//! The method name: the name of the paper's own contribution, when the abstract gives one.
//!
//! Works on the abstract's plain text (markup removed, so `**Co**nvergent` reads "Convergent"
//! and `\textbf{MT-Video-Bench}` reads "MT-Video-Bench"). Patterns, strongest first:
//! 1. an introducing verb ("we propose/introduce/present …") followed by the name ("we introduce
//!    TPRU, a …"), by "called/named/dubbed X", or by a description ending in "(X)";
//! 2. "called/dubbed/named/termed X" anywhere; "Our method, X, …"; a sentence opening "X, a …";
//! 3. an acronym defined by the initials before it ("Convergent Meta Alignment (COMAL)");
//! 4. a single emphasised word (`\textit{LadderSym}`, `*Einstein Fields*` is two words: skipped).
//!
//! Never the field's common acronyms (LLM, RAG, DPO, GPT-4o, …, see [`super::lexicon`]) and
//! nothing from unresolved macros (they are not words in plain text). Never what the paper did
//! not make (rounds 17–19 of the reading check): prior work it adapts, varies, extends or is
//! inspired by ("a custom adaptation of the TrivialAugment (TA) algorithm"), models it
//! benchmarks, an acronym the background defined (also in the plural: "MIAs" … "MIA
//! framework"), a numbered label ("(H1) … (H2)"), a product's CamelCase name in parentheses.
//! `None` is a fine answer.

use crate::core::derive::entities::is_known_dataset;
use crate::core::derive::lexicon::COMMON_NAMES;
pub use crate::core::derive::words::{Word, words};
use crate::core::markup::Node;

/// Verbs that introduce a contribution (after "we" or "this paper/work").
pub const INTRO_VERBS: &[&str] = &[
    "propose", "proposes", "introduce", "introduces", "present", "presents", "develop", "develops", "design",
    "designs", "build", "builds", "construct", "constructs", "curate", "curates", "release", "releases",
    "create", "creates", "offer", "offers", "devise", "devises", "establish", "establishes", "contribute",
    "contributes", "unveil", "unveils",
];

/// The same verbs in the past tense, read only right after "we" ("In this work, we developed
/// RelaxNet, …": round 9); not in [`INTRO_VERBS`], which the index-wide contribution windows
/// read without a subject ("a recently developed method").
pub const INTRO_VERBS_PAST: &[&str] = &[
    "proposed", "introduced", "presented", "developed", "designed", "devised", "built", "constructed",
    "created",
];

/// An introducing verb in the present or the past tense (see [`INTRO_VERBS_PAST`]).
fn is_intro_verb(lower: &str) -> bool {
    INTRO_VERBS.contains(&lower) || INTRO_VERBS_PAST.contains(&lower)
}

/// "by introducing X, …".
const INTRO_GERUNDS: &[&str] =
    &["introducing", "proposing", "presenting", "developing", "designing", "building"];

/// Words that may stand between "we" and the verb ("we first propose").
const ADVERBS: &[&str] = &[
    "first", "further", "then", "also", "therefore", "thus", "hence", "now", "here", "instead",
    "additionally",
];

/// A name found in the abstract, with how sure the pattern is and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameMatch {
    pub name: String,
    /// Higher is surer (10: "we introduce X, …"; 4: an emphasised word).
    pub score: u8,
    /// Byte offset (in the plain text) just after the name.
    pub end: usize,
}

/// True for the field's common names, in any case and plural.
pub fn is_common(word: &str) -> bool {
    let lower = word.to_lowercase();
    // "LLMs" → "llm"; but "GPS" is not a plural of "GP".
    let plural =
        word.ends_with('s') && (word.chars().rev().nth(1).is_some_and(char::is_uppercase) || word == lower);
    let singular = if plural { &lower[..lower.len() - 1] } else { lower.as_ref() };
    let common = common_names();
    common.contains(lower.as_ref() as &str) || common.contains(singular)
}

/// [`COMMON_NAMES`] as a hash set (looked up for every candidate word).
fn common_names() -> &'static rustc_hash::FxHashSet<&'static str> {
    static SET: std::sync::OnceLock<rustc_hash::FxHashSet<&'static str>> = std::sync::OnceLock::new();
    SET.get_or_init(|| COMMON_NAMES.iter().copied().collect())
}

/// Looks like a coined name on its own: an inner capital or a digit next to letters
/// ("TPRU", "LadderSym", "iLLaVA", "T2V-Bench"), not a plain word or number.
pub fn is_coined(word: &str) -> bool {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() < 2 || chars.len() > 40 || !chars.iter().any(|c| c.is_alphabetic()) {
        return false;
    }
    // "R&D-Agent", "Ban&Pick" ("Q&A" is a common word).
    if !chars.iter().all(|c| c.is_alphanumeric() || matches!(c, '-' | '.' | '+' | '_' | '/' | '&')) {
        return false;
    }
    if !chars[0].is_alphabetic() && chars.iter().filter(|c| c.is_alphabetic()).count() < 3 {
        return false; // "2D", "3D", "4K"
    }
    // A capital inside a part ("LadderSym", "iLLaVA", "MT"), not just at the start of each part
    // of a Title-Case compound ("Mixture-of-Groups", "Self-Adaptive").
    let inner_capital =
        word.split(['-', '/', '.', '_', '+']).any(|part| part.chars().skip(1).any(char::is_uppercase));
    let digit_and_letter =
        chars.iter().any(|c| c.is_ascii_digit()) && chars.first().is_some_and(|c| c.is_alphabetic());
    (inner_capital || digit_and_letter) && !is_common(word)
}

/// A compound adjective rather than a name: "LLM-based", "RL-driven", "GPU-efficient".
fn is_modifier(word: &str) -> bool {
    const SUFFIXES: &[&str] = &[
        "-based", "-driven", "-aware", "-guided", "-free", "-level", "-style", "-like", "-specific",
        "-agnostic", "-augmented", "-conditioned", "-efficient", "-centric", "-only", "-friendly",
        "-generated", "-powered", "-enhanced", "-assisted", "-scale", "-wise",
    ];
    let lower = word.to_lowercase();
    SUFFIXES.iter().any(|s| lower.ends_with(s))
}

/// A capitalised word that is a name in a naming context ("Hydra, a novel architecture").
fn is_capitalised_name(word: &str) -> bool {
    let mut chars = word.chars();
    chars.next().is_some_and(char::is_uppercase)
        && word.chars().count() >= 3
        && word.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '.' | '+'))
        && !is_common(word)
}

/// The method name of an abstract, given its plain text and markup tree.
pub fn find_name(plain: &str, tree: &[Node]) -> Option<NameMatch> {
    let all = words(plain);
    let mut best: Option<NameMatch> = None;
    // A name is what the paper introduces: nothing first met before the contribution begins
    // ("GFlowNets are an emerging class …. We propose X" names X, never GFlowNets; "Temporal
    // point processes (TPPs) model … we propose a framework that extends LLM-based TPPs" names
    // nothing).
    let contribution = contribution_start(&all);
    // The words used before it, looked up for every candidate (a set: a hostile abstract of
    // repeated candidates costs one lookup each, not a scan).
    let used_before: rustc_hash::FxHashSet<&str> =
        all.iter().take_while(|w| w.core_end() <= contribution).map(|w| w.core).collect();
    // `builds_on`: the name's sentence builds on an earlier contribution ("Building on
    // LabanLite, we present LaMoGen"), so it wins a tie against the earlier name — unless it
    // is that name's variant ("So-Fake-R1" trained on So-Fake), the brand the titles keep.
    // The letter-digit words the text uses ("H1", "H2"), to tell a numbered label by lookups
    // rather than a scan of the text per candidate.
    let letter_digits: rustc_hash::FxHashSet<&str> =
        all.iter().map(|w| w.core).filter(|core| letter_digit(core).is_some()).collect();
    let mut consider = |name: &str, score: u8, end: usize, builds_on: bool| {
        let variant = |b: &NameMatch| name.contains(b.name.as_str()) || b.name.contains(name);
        let score = score + u8::from(builds_on && !best.as_ref().is_some_and(variant));
        if best.as_ref().is_some_and(|b| score <= b.score)
            || end <= contribution
            || used_before.contains(name)
            // "Flatness-Aware Regularization (FA- Regularization)": a cut word, not a name.
            || name.ends_with('-')
            // "(H1) increase channel capacity; (H2) …" (round 19): a numbered label, not a name.
            || numbered_label(&letter_digits, name)
            // "Membership inference attacks (MIAs) threaten … We propose a … MIA framework" (round 17).
            || used_before.contains(format!("{name}s").as_str())
            || is_modifier(name)
            || is_known_dataset(name)
            || not_introduced_here(&all, end)
            || names_a_metric(&all, end)
        {
            return;
        }
        // "named Meta Post-Refinement (MePo)": the name is the acronym the words spell — if it
        // passes the same checks; if not ("… (MePo) data"), neither the words nor it name anything.
        let (name, end) = match acronym_spelled_from(&all, end) {
            Some((acronym, acronym_end)) => {
                if is_known_dataset(acronym) || not_introduced_here(&all, acronym_end) {
                    return;
                }
                (acronym, acronym_end)
            }
            None => (name, end),
        };
        best = Some(NameMatch { name: name.to_string(), score, end });
    };
    for (i, word) in all.iter().enumerate() {
        let lower = word.lower();
        // 1. "we [adverb] propose …"
        let gerund = INTRO_GERUNDS.contains(&lower) && i > 0 && all[i - 1].lower() == "by";
        // "Based on IVS, we put forward an active view selection method (AVS)" (round 18).
        let put_forward = lower == "forward" && i > 0 && all[i - 1].lower() == "put";
        let verb = if put_forward { i - 1 } else { i };
        if ((is_intro_verb(lower) && introduced_by_we(&all, i))
            || gerund
            || (put_forward && introduced_by_we(&all, verb)))
            && let Some((name, score, end)) = after_intro_verb(&all, i)
        {
            // "Building on LabanLite, we present LaMoGen": the later name is the paper's.
            consider(name, score, end, builds_on_what_came_before(&all, verb));
        }
        // 2. "called X", "dubbed X", "which we term X", "abbreviated as X".
        if (NAMING_WORDS.contains(&lower) && !matches!(lower, "term" | "coin")
            || (matches!(lower, "term" | "coin") && i > 0 && all[i - 1].lower() == "we"))
            && !all.get(i.wrapping_sub(1)).is_some_and(|w| w.lower().ends_with("so-"))
            && !word.raw.to_lowercase().starts_with("so-")
        {
            // "we call it X", "we name our method X".
            let skip = all[i + 1..]
                .iter()
                .take(3)
                .take_while(|w| {
                    matches!(
                        w.lower(),
                        "it" | "our" | "this" | "the" | "method" | "model" | "approach" | "framework" | "as"
                    )
                })
                .count();
            // "called Variational Inference based Probabilistic Prompt (VPrompt)" (round 14): a
            // capitalised word that opens the words an acronym spells is not the name; the
            // acronym is, as sure as the word would have been.
            let named = all.get(i + 1 + skip).filter(|n| is_coined(n.core) || is_capitalised_name(n.core));
            let spelled =
                named.filter(|n| !is_coined(n.core)).and_then(|_| spelled_acronym(&all[i + 1 + skip..]));
            if let Some(acronym) = spelled {
                consider(acronym.core, 8, acronym.core_end(), false);
            } else if let Some(next) = named {
                consider(next.core, 8, next.core_end(), false);
            } else if let Some(acronym) = all[i + 1..]
                .iter()
                .take(7)
                .scan(false, |ended, w| {
                    // Up to and with the word that ends the sentence.
                    let before = *ended;
                    *ended = w.raw.ends_with(['.', ';']);
                    (!before).then_some(w)
                })
                .find(|w| w.leading().starts_with('('))
                .filter(|w| is_coined(w.core) && w.core.chars().filter(|c| c.is_uppercase()).count() >= 2)
            {
                // "a registration method based on graph signal processing (GSP), called graph
                // coherent point drift (GraphCPD)": the words named are spelled out and the
                // acronym after them is the name — surer than the verb's first acronym.
                consider(acronym.core, 11, acronym.core_end(), false);
            }
        }
        // "Our method, X, …" / "Our approach X …"
        if lower == "our"
            && let (Some(kind), Some(next)) = (all.get(i + 1), all.get(i + 2))
        {
            let kind_lower = kind.lower();
            let is_kind = [
                "method", "approach", "framework", "model", "system", "benchmark", "dataset", "algorithm",
                "pipeline", "agent", "tool", "library",
            ]
            .iter()
            .any(|k| kind_lower.starts_with(k));
            if is_kind
                && kind.trailing().starts_with(',')
                && (is_coined(next.core) || is_capitalised_name(next.core))
            {
                consider(next.core, 8, next.core_end(), false);
            }
        }
        // "… our proposed method, X, …", "a novel module, X, …", "The resulting model, X, …".
        if is_kind_noun(lower)
            && word.trailing().starts_with(',')
            && let Some(next) = all.get(i + 1).filter(|n| is_coined(n.core))
        {
            consider(next.core, 8, next.core_end(), false);
        }
        // "We address this challenge with GRAPE (…)", "we instantiate this attack paradigm with
        // BitHydra", "…, resulting in Nemotron-Research-Tool-N1, a series of …".
        if matches!(lower, "with" | "in")
            && let Some(next) = all.get(i + 1).filter(|n| is_coined(n.core) && !n.leading().starts_with('('))
        {
            let sentence = all[..i].iter().rev().take_while(|w| !w.raw.ends_with(['.', '!', '?'])).take(12);
            let solved_with = lower == "with"
                && sentence.clone().take(5).any(|w| SOLVED_WITH.contains(&w.lower()))
                && sentence.clone().any(|w| w.lower() == "we");
            let resulting_in = lower == "in" && i > 0 && all[i - 1].lower() == "resulting";
            let described = next.trailing().starts_with(['(', ','])
                || all.get(i + 2).is_some_and(|w| w.raw.starts_with('('));
            if (solved_with || resulting_in) && described {
                consider(next.core, 8, next.core_end(), false);
            }
        }
        // "the proposed framework CompressKV consistently outperforms …", "our agent MobileIPL
        // outperforms …".
        if matches!(lower, "proposed" | "our")
            && let Some(name) = kind_then_coined(&all[i + 1..])
        {
            consider(name.core, if lower == "proposed" { 8 } else { 7 }, name.core_end(), false);
        }
        // "our X pipeline", "our X model".
        if lower == "our"
            && let (Some(name), Some(kind)) = (all.get(i + 1), all.get(i + 2))
            && is_coined(name.core)
            && name.trailing().is_empty()
            && KIND_NOUNS.contains(&kind.lower().trim_end_matches([',', '.']))
        {
            consider(name.core, 8, name.core_end(), false);
        }
        // Sentence opening "X, a …" / "X is a …".
        let sentence_start = i == 0 || all[i - 1].raw.ends_with(['.', '!', '?']);
        if sentence_start && is_coined(word.core) {
            let next = all.get(i + 1).map(|w| w.lower());
            let appositive =
                word.trailing().starts_with(',') && next.is_some_and(|n| matches!(n, "a" | "an" | "the"));
            // "INFER is the first deepfake detection framework that …" too.
            let copula = next == Some("is")
                && all.get(i + 2).is_some_and(|w| match w.lower() {
                    "a" | "an" => true,
                    "the" => all.get(i + 3).is_some_and(|w| w.lower() == "first"),
                    _ => false,
                });
            if appositive || copula {
                consider(word.core, 6, word.core_end(), false);
            }
        }
        // 3. "Words Defining The Acronym (WDTA)".
        // "Neural Adaptive Shrinkage (Nash), a unified framework": a capitalised word spelled
        // from the capitalised words before it, then described, is such a name too.
        let described_word = is_capitalised_name(word.core)
            && word.trailing() == "),"
            && all.get(i + 1).is_some_and(|w| matches!(w.lower(), "a" | "an"));
        // Mostly capitals: "DeepSeek Chat (DeepThink)" is a product's own name, not an acronym
        // of the words before it (round 18, in a list of attacked chat interfaces).
        let acronym_like = {
            let upper = word.core.chars().filter(|c| c.is_uppercase()).count();
            upper >= 2 && upper * 4 >= word.core.chars().filter(|c| c.is_alphabetic()).count()
        };
        if word.leading().starts_with('(')
            && (is_coined(word.core) && acronym_like || described_word)
            && initials_match(&all[..i], word.core)
            && expansion_is_capitalised(&all[..i], word.core)
            && (sentence_is_about_the_paper(&all, i) || claims_novelty(&all, i))
            && !defined_as_a_tool(&all, i)
        {
            consider(word.core, 5, word.core_end(), false);
        }
        // "personalized feature translation (PFT) is proposed for SFDA" (round 20): the passive
        // introduction names its acronym (present tense: "(GRPO) was proposed" is prior work).
        if word.leading().starts_with('(')
            && word.trailing() == ")"
            && is_coined(word.core)
            && all.get(i + 1).is_some_and(|w| matches!(w.lower(), "is" | "are"))
            && all.get(i + 2).is_some_and(|w| INTRO_VERBS_PAST.contains(&w.lower()))
            && initials_match(&all[..i], word.core)
        {
            consider(word.core, 6, word.core_end(), false);
        }
        // "SCOUT (Spatial-Aware Continual Scene Understanding …)": a name, then its expansion.
        if is_coined(word.core)
            && word.trailing().is_empty()
            && let Some(open) = all.get(i + 1).filter(|n| n.raw.starts_with('('))
        {
            let close = all[i + 1..].iter().take(12).position(|w| w.raw.contains(')')).map(|p| i + 1 + p);
            if let Some(close) = close {
                let expansion = &all[i + 1..=close];
                if initials_match(expansion, word.core)
                    && open.core.chars().next().is_some_and(char::is_uppercase)
                    && !defined_as_a_tool(&all, i)
                {
                    consider(word.core, 8, word.core_end(), false);
                }
            }
        }
    }
    // 4. A single emphasised word.
    let emphasised = emphasised_name(tree);
    if let Some(name) = emphasised {
        let end = plain.find(&name).map_or(0, |p| p + name.len());
        consider(&name, 4, end, false);
    }
    // 5. The coined word the abstract keeps coming back to (at least three mentions).
    if let Some((name, end)) = most_mentioned(&all) {
        consider(name, 3, end, false);
    }
    // A dataset-looking name ("…Bench", "…-26k") loses a tie against a method's name.
    best.map(|mut b| {
        let mentions = |name: &str| all.iter().filter(|w| w.core == name).count();
        // "we develop a new … dataset, named DiffFMD" after "we design a novel … method (MVG-FL)"
        // (round 17): introduced as data, it gives way to a method named nearly as surely.
        let floor = if looks_like_data(&b.name) {
            Some(b.score)
        } else {
            named_as_data(&all, b.end).then(|| b.score.saturating_sub(1))
        };
        if let Some(floor) = floor
            && let Some(other) = all.iter().enumerate().find_map(|(i, w)| {
                let lower = w.lower();
                let verb = is_intro_verb(lower) && introduced_by_we(&all, i);
                verb.then(|| after_intro_verb(&all, i)).flatten().filter(|&(n, score, end)| {
                    score >= floor
                        && !looks_like_data(n)
                        && !introduced_as_data(&all, end)
                        && end > contribution
                        && !is_known_dataset(n)
                        && !not_introduced_here(&all, end)
                })
            })
            && mentions(other.0) >= mentions(&b.name)
        {
            b = NameMatch { name: other.0.to_string(), score: other.1, end: other.2 };
        }
        // "… RedSage … RedSage-Bench": a dataset named after the paper's own method or model
        // gives way to that name when the abstract uses it alone too — not a field's term the
        // background used first ("Graph retrieval-augmented generation (GraphRAG) … we propose
        // GraphRAG-Bench", round 17).
        if looks_like_data(&b.name)
            && let Some(stem) = data_stem(&b.name)
            // Not the stem as prior work ("a harder variant of VerifyBench", "built on X").
            && let Some(own) = all.iter().enumerate().find_map(|(k, w)| {
                let cited = k > 0 && matches!(all[k - 1].lower(), "of" | "on" | "from" | "upon");
                (w.core == stem && w.core_end() > contribution && !cited).then_some(w)
            })
            && !used_before.contains(stem)
        {
            b = NameMatch { name: stem.to_string(), score: b.score, end: own.core_end() };
        }
        b
    })
    // A field's term written in capitals once ("Deep Learning, a …" beside "deep learning") is
    // not a name: checked once for the chosen name, so the text is read once, not per candidate.
    .filter(|b| !(b.name.contains(' ') && contains_word_sequence(plain, &b.name.to_lowercase())))
}

/// The parenthesised coined acronym that the words before it spell, within the first eight:
/// "Variational Inference based Probabilistic Prompt (VPrompt)".
fn spelled_acronym<'a, 't>(words: &'a [Word<'t>]) -> Option<&'a Word<'t>> {
    let initial = |w: &Word<'_>| w.core.chars().next().map(|c| c.to_ascii_lowercase());
    (1..words.len().min(8)).find_map(|k| {
        let w = &words[k];
        let capitals: Vec<char> =
            w.core.chars().filter(char::is_ascii_uppercase).map(|c| c.to_ascii_lowercase()).collect();
        let initials: Vec<char> = words[..k].iter().filter_map(initial).collect();
        let spelled = capitals.len() >= 2
            && initial(&words[0]) == capitals.first().copied()
            && (initials_match(&words[..k], w.core) || is_subsequence(&capitals, &initials));
        (w.leading().starts_with('(') && is_coined(w.core) && spelled).then_some(w)
    })
}

/// The coined word after a kind noun at the start of `words` ("framework CompressKV", "agent
/// MobileIPL"), not a parenthesised acronym.
fn kind_then_coined<'a, 't>(words: &'a [Word<'t>]) -> Option<&'a Word<'t>> {
    let (kind, name) = (words.first()?, words.get(1)?);
    (kind.trailing().is_empty()
        && KIND_NOUNS.contains(&kind.lower())
        && is_coined(name.core)
        && !name.leading().starts_with('('))
    .then_some(name)
}

/// Verbs after which "with X" gives what the paper brings ("we address this challenge with
/// GRAPE (…)").
const SOLVED_WITH: &[&str] =
    &["address", "tackle", "instantiate", "realize", "implement", "overcome", "solve", "them", "this"];

/// Words that open a sentence building on what the abstract introduced before ("Building on
/// LabanLite, we present LaMoGen", "Leveraging the HIBA architecture, we introduce Xihe").
const BUILDING_ON: &[&str] = &["building", "based", "leveraging", "built", "combining", "upon", "grounded"];

/// Whether the sentence of the introducing verb at `verb` opens with [`BUILDING_ON`] words and a
/// comma before the verb: what it introduces is built from an earlier contribution (the name the
/// titles use: 7 of a 30-miss sample of the development part's names).
fn builds_on_what_came_before(all: &[Word<'_>], verb: usize) -> bool {
    // At most 17 words back (a sentence of repeated "we propose" costs its length, not its square).
    let window = verb.saturating_sub(17);
    let start = match all[window..verb].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])) {
        Some(p) => window + p + 1,
        None if window == 0 => 0,
        None => return false,
    };
    verb - start <= 16
        && all.get(start).is_some_and(|w| BUILDING_ON.contains(&w.lower()))
        && all[start..verb].iter().any(|w| w.raw.ends_with(','))
}

/// The acronym in parentheses that the words from the one ending at byte `end` spell, within
/// the sentence: "Meta Post-Refinement (MePo)" → MePo, "SURrogate GradiEnt Adaptation (SURGE)"
/// → SURGE. Its first letter must be the first word's, and no punctuation may come between.
fn acronym_spelled_from<'t>(all: &[Word<'t>], end: usize) -> Option<(&'t str, usize)> {
    const LONGEST_EXPANSION: usize = 10;
    let first = all.partition_point(|w| w.core_end() < end);
    let word = all.get(first).filter(|w| w.core_end() == end)?;
    for (k, candidate) in all.iter().enumerate().skip(first + 1).take(LONGEST_EXPANSION) {
        // The words run on to the parenthesis: "X, a Differentially Private Inference (DPI)"
        // spells something else than X.
        if !all[k - 1].trailing().is_empty() {
            return None;
        }
        if !candidate.leading().starts_with('(') {
            continue;
        }
        // One word before the acronym is a name in itself ("Cache-to-Cache (C2C)").
        if k == first + 1 {
            return None;
        }
        let acronym = candidate.core;
        let spelled = is_coined(acronym)
            && acronym.chars().filter(|c| c.is_uppercase()).count() >= 2
            && acronym
                .chars()
                .next()
                .is_some_and(|c| c.to_lowercase().eq(word.core.chars().take(1).flat_map(char::to_lowercase)))
            && initials_match(&all[first..k], acronym);
        return spelled.then(|| (acronym, candidate.core_end()));
    }
    None
}

/// Nouns that, right after a parenthesised acronym, show it qualifies something rather than
/// names the contribution: "differentially private (DP) data structures", "an equality
/// constrained multi-objective optimization (ECMO) problem", "a … weighting (DIPW) mechanism".
const HEAD_NOUNS: &[&str] = &[
    "problem", "problems", "data", "setting", "settings", "task", "tasks", "mechanism", "mechanisms",
    "module", "modules", "loss", "layer", "layers", "block", "blocks", "component", "components",
    "constraint", "constraints", "regime", "scenario", "scenarios", "term", "terms", "guarantee",
    "guarantees",
];

/// True for a letter and a digit ("H1") that the text numbers on ("H2"): a hypothesis's or a
/// step's label.
fn numbered_label(letter_digits: &rustc_hash::FxHashSet<&str>, name: &str) -> bool {
    let Some((letter, n)) = letter_digit(name) else { return false };
    [n.checked_sub(1), Some(n + 1)]
        .into_iter()
        .flatten()
        .filter_map(|m| char::from_digit(m, 10))
        .any(|m| letter_digits.contains(format!("{letter}{m}").as_str()))
}

/// A letter and a digit ("H1"), as the letter and the digit's value.
fn letter_digit(word: &str) -> Option<(char, u32)> {
    let mut chars = word.chars();
    let (Some(letter), Some(digit), None) = (chars.next(), chars.next(), chars.next()) else { return None };
    digit.to_digit(10).filter(|_| letter.is_alphabetic()).map(|n| (letter, n))
}

/// Nouns before "of" that make what follows someone else's work the paper varies ("an
/// adaptation of", "our variant of").
const PRIOR_WORK_OF: &[&str] =
    &["adaptation", "variant", "extension", "modification", "reimplementation", "subset"];

/// Words that give a name ("an extension of GRPO, called GRPO-X"): what follows them is named
/// here, whatever came before.
/// ("term" and "coin" only after "we": "a term", "coin flips").
const NAMING_WORDS: &[&str] = &[
    "called", "dubbed", "named", "termed", "coined", "denoted", "entitled", "abbreviated", "call", "name",
    "term", "coin",
];

/// True when the words around the name ending at byte `end` show it is not the paper's own:
/// an example of prior work ("models such as Gated Linear Attention (GLA) and Mamba", "e.g.",
/// "including"), or an acronym qualifying a head noun ("(DP) data structures").
fn not_introduced_here(all: &[Word<'_>], end: usize) -> bool {
    // Words are in text order, so their ends are sorted: a binary search, not a scan per name.
    let at = all.partition_point(|w| w.core_end() < end);
    if all.get(at).is_none_or(|w| w.core_end() != end) {
        return false;
    }
    let word = &all[at];
    let qualifies = word.leading().starts_with('(')
        && word.trailing().starts_with(')')
        && word.trailing().len() == 1
        && all.get(at + 1).is_some_and(|next| HEAD_NOUNS.contains(&next.lower()));
    let window = &all[at.saturating_sub(8)..at];
    let example = window.iter().enumerate().rev().find_map(|(k, w)| {
        if w.raw.ends_with(['.', '!', '?']) && !w.lower().starts_with("e.g")
            || INTRO_VERBS.contains(&w.lower())
            || INTRO_GERUNDS.contains(&w.lower())
        {
            return Some(false);
        }
        let lower = w.lower();
        if NAMING_WORDS.contains(&lower) {
            return Some(false);
        }
        let such_as = lower == "as" && k > 0 && window[k - 1].lower() == "such";
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
            // "… and benchmark Qwen3-8B and Llama-3.1-8B-Instruct": the verb, not the noun.
            || (lower == "benchmark"
                && w.trailing().is_empty()
                && k > 0
                && matches!(window[k - 1].lower(), "we" | "and" | "to")
                && !(k > 1 && window[k - 2].lower().starts_with("dataset")));
        (such_as || prior || lower == "including" || lower.starts_with("e.g")).then_some(true)
    });
    qualifies || example == Some(true)
}

/// Last words of an expansion that make its acronym a measure, not a method: "the Causal
/// Topological Intervention Score (CTIS)", "the representation score (RS)".
const METRIC_NOUNS: &[&str] =
    &["score", "scores", "metric", "metrics", "index", "measure", "criterion", "ratio", "curve", "distance"];

/// True when the name ending at byte `end` is a parenthesised acronym of a measure the paper
/// defines along the way (the reading check found such acronyms shown as the method's name).
fn names_a_metric(all: &[Word<'_>], end: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    at > 0
        && all.get(at).is_some_and(|w| w.core_end() == end && w.leading().starts_with('('))
        && METRIC_NOUNS.contains(&all[at - 1].lower())
}

/// Byte offset where the paper's own contribution begins: the start of the first sentence that
/// says what the paper does ("we propose …", "this paper introduces …", "in this work, …",
/// "here, we …"); 0 when no sentence does (then the whole abstract is the contribution).
fn contribution_start(words: &[Word<'_>]) -> usize {
    let says_what_it_does = |i: usize| {
        let lower = words[i].lower();
        let next = words.get(i + 1).map(|w| w.lower()).unwrap_or_default();
        (INTRO_VERBS.contains(&lower) && introduced_by_we(words, i))
            // "This paper addresses these challenges by proposing StreamDiT, …".
            || (INTRO_GERUNDS.contains(&lower) && i > 0 && words[i - 1].lower() == "by")
            || (matches!(lower, "in" | "here") && matches!(next, "this" | "we") && {
                let after = words.get(i + 2).map(|w| w.lower()).unwrap_or_default();
                next == "we" || matches!(after, "paper" | "work" | "study" | "article")
            })
            || (lower == "to" && next == "address" && words.get(i + 2).is_some_and(|w| w.lower() == "this"))
    };
    let Some(at) = (0..words.len()).find(|&i| says_what_it_does(i)) else {
        return 0;
    };
    let sentence = words[..at].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])).map_or(0, |p| p + 1);
    if sentence == 0 { 0 } else { words[sentence].start }
}

/// "a new … dataset, named DiffFMD": a naming word right after a data noun.
fn named_as_data(all: &[Word<'_>], end: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    at >= 2 && NAMING_WORDS.contains(&all[at - 1].lower()) && is_data_noun(&all[at - 2])
}

/// "dataset", "benchmark", "corpus".
fn is_data_noun(word: &Word<'_>) -> bool {
    matches!(word.lower(), "dataset" | "benchmark" | "corpus")
}

/// True when the words around the name ending at `end` introduce data: "the benchmark X", "a
/// dataset, named X", "a … text-to-SQL benchmark".
fn introduced_as_data(all: &[Word<'_>], end: usize) -> bool {
    let at = all.partition_point(|w| w.core_end() < end);
    // "the benchmark X", "a dataset, named X" — not "Based on this dataset, we introduce X".
    at.checked_sub(1).and_then(|k| all.get(k)).is_some_and(is_data_noun)
        || named_as_data(all, end)
        // "a … text-to-SQL benchmark, called OCTOPUS": the word before the data noun is not a name.
        || all.get(at + 1).is_some_and(is_data_noun)
}

/// Names of data rather than methods: "VerifyBench-Hard", "SpatialLadder-26k", "UniMed-5M".
fn looks_like_data(name: &str) -> bool {
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
fn crafted_acronym(compound: &str, acronym: &str) -> bool {
    let initials: Vec<char> =
        compound.split('-').filter_map(|part| part.chars().next()).flat_map(char::to_lowercase).collect();
    acronym.chars().any(|c| c.is_lowercase() && !initials.contains(&c))
}

/// The coined name a dataset-like name extends ("RedSage-Bench" → "RedSage",
/// "SpatialLadder-26k" → "SpatialLadder"), if any.
fn data_stem(name: &str) -> Option<&str> {
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

/// The coined word mentioned most often (three times or more), with the end of its first use.
fn most_mentioned<'t>(words: &[Word<'t>]) -> Option<(&'t str, usize)> {
    // (word, mentions, end of its first use, defined as the field's term where first used)
    let mut counts: Vec<(&str, usize, usize, bool)> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        if !is_coined(w.core) {
            continue;
        }
        match counts.iter_mut().find(|c| c.0 == w.core) {
            Some(c) => c.1 += 1,
            None => {
                // "reasoning large language models (RLLMs)": lower-case words define the field's
                // term, however often the abstract repeats it.
                let field_term = w.leading().starts_with('(')
                    && initials_match(&words[..i], w.core)
                    && !expansion_is_capitalised(&words[..i], w.core);
                counts.push((w.core, 1, w.core_end(), field_term));
            }
        }
    }
    counts
        .into_iter()
        .filter(|c| c.1 >= 3 && !c.3)
        .max_by_key(|c| (c.1, std::cmp::Reverse(c.2)))
        .map(|c| (c.0, c.2))
}

/// "we propose", "We first introduce", "this paper presents", "this work introduces", "this
/// motivates us to propose".
fn introduced_by_we(words: &[Word<'_>], verb: usize) -> bool {
    let mut j = verb;
    while j > 0 && ADVERBS.contains(&words[j - 1].lower()) && verb - j < 2 {
        j -= 1;
    }
    let Some(subject) = j.checked_sub(1).map(|k| words[k].lower()) else {
        return false;
    };
    if subject == "and" {
        // "… we collect and present X": a "we" earlier in the same sentence.
        return words[..j - 1]
            .iter()
            .rev()
            .take_while(|w| !w.raw.ends_with(['.', '!', '?']))
            .take(20)
            .any(|w| w.lower() == "we");
    }
    // "This motivates us to propose X", "leads us to introduce X".
    let us_to = subject == "to" && j >= 2 && words[j - 2].lower() == "us";
    subject == "we"
        || us_to
        || (matches!(subject, "paper" | "work" | "study" | "article")
            && j >= 2
            && matches!(words[j - 2].lower(), "this" | "our"))
}

/// Nouns that, after a coined word, mark it as the name of what is introduced ("the
/// InstructEngine framework", "a SAMITE model").
const KIND_NOUNS: &[&str] = &[
    "framework", "model", "models", "method", "approach", "benchmark", "dataset", "system", "family",
    "architecture", "algorithm", "pipeline", "agent", "library", "suite", "toolkit", "paradigm", "strategy",
    "mechanism", "module", "network", "technique", "platform", "environment",
];

/// The name that follows an introducing verb, if any: an acronym defined by the described
/// words ("we propose Self-Adaptive Error Suppression SVD (SAES-SVD)"), the next word ("we
/// introduce X, …"), "called/named X", or a coined word inside the described object.
fn after_intro_verb<'t>(words: &[Word<'t>], verb: usize) -> Option<(&'t str, u8, usize)> {
    // "we propose LLM-based SQLAgent": one compound adjective before a coined name is skipped.
    // Not when an acronym follows that spells the adjective too ("Reliability-Driven HRL
    // (RD-HRL)").
    // Not when an acronym a few words on spells from the adjective ("Rule-based Process-AdaptIve
    // Reinforcement (RePAIR)").
    let spelled_from_the_adjective = (verb + 3..(verb + 8).min(words.len())).any(|k| {
        let w = &words[k];
        w.leading().starts_with('(')
            && is_coined(w.core)
            && (initials_match(&words[verb + 1..k], w.core)
                || spelled_by_capitals(&words[verb + 1..k], w.core))
    });
    let skip_modifier = words.get(verb + 1).is_some_and(|w| is_modifier(w.core))
        && words.get(verb + 2).is_some_and(|w| is_coined(w.core))
        && !spelled_from_the_adjective;
    object_of_intro_verb(words, if skip_modifier { verb + 1 } else { verb })
}

/// [`after_intro_verb`] once the words before the object are settled (`verb` is the word just
/// before it).
fn object_of_intro_verb<'t>(words: &[Word<'t>], verb: usize) -> Option<(&'t str, u8, usize)> {
    let first = words.get(verb + 1)?;
    // Only the 21 words the object may take are looked at (not the rest of a long sentence, once
    // per introducing verb).
    let sentence_end = words[verb..]
        .iter()
        .take(21)
        .position(|w| w.raw.ends_with(['.', '!', '?']))
        .map_or(words.len(), |p| verb + p + 1);
    let object = &words[verb + 1..sentence_end.min(verb + 21)];
    // An acronym spelled by the described words, from the first one ("we propose Self-Adaptive
    // Error Suppression SVD (SAES-SVD)") — unless the first word is itself a name ("X, a …").
    let content = object
        .iter()
        .position(|w| !matches!(w.lower(), "a" | "an" | "the" | "our" | "new" | "novel"))
        .unwrap_or(0);
    let first_initial =
        object.get(content).and_then(|w| w.core.chars().next()).map(|c| c.to_ascii_lowercase());
    // "we propose Cache-to-Cache (C2C)": a name of three or more hyphenated parts, spelled out
    // by the acronym after it, is what the authors call their work (their titles use it).
    if let (Some(compound), Some(acronym)) = (object.get(content), object.get(content + 1))
        && compound.trailing().is_empty()
        && compound.core.split('-').filter(|part| !part.is_empty()).count() >= 3
        && compound.core.starts_with(char::is_uppercase)
        && acronym.leading().starts_with('(')
        && is_coined(acronym.core)
        && initials_match(std::slice::from_ref(compound), acronym.core)
        && !crafted_acronym(compound.core, acronym.core)
    {
        return Some((compound.core, 10, compound.core_end()));
    }
    // "we introduce SOLA (SVG-Oriented Language-to-Animation), a … (SVGs)": a coined word
    // followed by its parenthesised expansion is the name, not a later acronym of the description.
    if is_coined(first.core)
        && first.trailing().is_empty()
        && words.get(verb + 2).is_some_and(|w| w.raw.starts_with('('))
        && !initials_match(std::slice::from_ref(first), words[verb + 2].core)
    {
        return Some((first.core, 10, first.core_end()));
    }
    if !first.trailing().starts_with([',', ':']) {
        for (k, w) in object.iter().enumerate().take(16) {
            let spelled = w.core.chars().next().map(|c| c.to_ascii_lowercase()) == first_initial;
            if k > 0
                && spelled
                && w.leading().starts_with('(')
                && is_coined(w.core)
                && (initials_match(&object[..k], w.core)
                    || spelled_by_capitals(&object[..k], w.core)
                    || object
                        .get(content..k)
                        .is_some_and(|described| first_capitals_spell(described, w.core)))
            {
                return Some((w.core, 10, w.core_end()));
            }
        }
    }
    let next_lower = words.get(verb + 2).map(|w| w.lower()).unwrap_or_default();
    // "we introduce Qronos---a new … algorithm" (round 19): a dash written with hyphens too.
    let closes = first.trailing().starts_with([',', ':', ';', '.'])
        || first.trailing().strip_prefix("--").is_some_and(|rest| {
            matches!(rest.trim_start_matches('-'), "a" | "an" | "the" | "which" | "that")
        })
        || words.get(verb + 2).is_some_and(|w| w.raw.starts_with('('))
        || matches!(
            next_lower,
            "which"
                | "that"
                | "to"
                | "as"
                | "for"
                | "—"
                | "–"
                | "-"
                | "with"
                | "in"
                | "on"
                | "by"
                | "a"
                | "an"
        );
    // "we introduce KDE Trust, a post-hoc method": the whole multi-word name, not its first word.
    if let Some(name) = title_case_name(words, verb + 1) {
        return Some(name);
    }
    // "we present Focusing, a 3D VAE …", "we introduce Falcon, a large-scale dataset": a
    // capitalised everyday word the authors then describe is their name for it.
    let described = first.trailing() == ","
        && matches!(next_lower, "a" | "an")
        && first.core.chars().next().is_some_and(char::is_uppercase)
        && first.core.chars().skip(1).all(char::is_lowercase)
        && first.core.chars().count() >= 4;
    if is_coined(first.core) || (closes && is_capitalised_name(first.core)) || described {
        return Some((first.core, 10, first.core_end()));
    }
    // Inside a parenthesised list of examples ("several LLMs (ChatGPT, DeepSeek, Qwen, and
    // Llama)", "triggers (EWMA, CUSUM, and …)"; round 15) no word is the paper's name.
    let mut in_examples = false;
    for (k, w) in object.iter().enumerate() {
        if in_examples {
            in_examples = !w.raw.contains(')');
            continue;
        }
        if w.leading().starts_with('(') && w.trailing().starts_with(',') && !w.trailing().contains(')') {
            in_examples = true;
            continue;
        }
        let lower = w.lower();
        if matches!(lower, "called" | "named" | "dubbed" | "termed") {
            let next = object.get(k + 1)?;
            // "named Cog Attention, that …" (round 9): the capitalised words together.
            if let Some(whole) = named_run(&object[k + 1..]) {
                return Some(whole);
            }
            // "called Variational Inference based Probabilistic Prompt (VPrompt)" (round 14).
            if !is_coined(next.core)
                && let Some(acronym) = spelled_acronym(&object[k + 1..])
            {
                return Some((acronym.core, 10, acronym.core_end()));
            }
            return (is_coined(next.core) || is_capitalised_name(next.core)).then_some((
                next.core,
                10,
                next.core_end(),
            ));
        }
        // "a chunk based self-supervised learning (Chunk SSL) algorithm" (round 17): a capitalised
        // word the description used and the acronym its words spell, together.
        if let Some(acronym) = object.get(k + 1)
            && w.leading() == "("
            && w.trailing().is_empty()
            && acronym.trailing().starts_with(')')
            && is_capitalised_name(w.core)
            && !is_coined(w.core)
            && is_coined(acronym.core)
            && object[..k].iter().any(|u| u.lower() == w.lower())
            && initials_match(&object[..k], acronym.core)
            && let Some(name) = w.span_to(acronym).filter(|n| n.split(' ').count() == 2)
        {
            return Some((name, 9, acronym.core_end()));
        }
        if w.leading().starts_with('(') && is_coined(w.core) {
            // A kind noun before it and a crafted mixed case ("a new unlearning framework via post
            // judgment and multi-round thinking (PoRT)", round 16): the framework's own name.
            // (Not a plural's "s": "(CUAs)", "(UMMs)" are the field's classes.)
            let crafted = w.core.trim_end_matches('s').chars().skip(1).any(char::is_lowercase)
                && !w.core.contains('-')
                && object[..k].iter().any(|u| is_kind_noun(u.lower()));
            // "a framework using partial information decomposition (PID)": a tool it uses.
            if object[..k].iter().any(|u| TOOL_WORDS.contains(&u.lower())) && !crafted {
                continue;
            }
            // "bounds under varying signal-to-noise ratios (SNR)", "the confident block diagonal
            // structures (CBDS) are learned" (round 9): a term defined in lower case, not a name —
            // unless a kind noun introduced it and its mixed case was crafted ("a new unlearning
            // framework via post judgment and multi-round thinking (PoRT)", round 16).
            // Not right after the kind noun it ends: "an active view selection method (AVS)"
            // (round 18) names the method — not a model or a module ("a small vision-language
            // model (sVLM)", "an adaptive gating module (AGM)").
            let names_the_kind = k > 0
                && matches!(
                    object[k - 1].lower(),
                    "method" | "framework" | "algorithm" | "approach" | "strategy" | "paradigm" | "pipeline"
                );
            if initials_match(&object[..k], w.core)
                && !expansion_is_capitalised(&object[..k], w.core)
                && !crafted
                && !names_the_kind
            {
                continue;
            }
            // "ORIENT (ORthogonality-Intrinsic Elastic NeTwork)": the name, not its expansion.
            if !w.raw.contains(')')
                && let Some(name) = k.checked_sub(1).and_then(|p| object.get(p)).filter(|p| is_coined(p.core))
            {
                return Some((name.core, 9, name.core_end()));
            }
            return Some((w.core, 9, w.core_end()));
        }
        if k == 0 || !is_coined(w.core) || w.leading().starts_with('(') {
            continue;
        }
        let followed = object.get(k + 1).map(|n| n.lower()).unwrap_or_default();
        // "a novel training framework GOAT, which …", "a novel framework, ObjectClear, which …":
        // the coined word the kind noun names.
        let after_kind = is_kind_noun(object[k - 1].lower());
        if after_kind
            && (w.trailing().starts_with([',', '.'])
                || matches!(followed, "that" | "which" | "to" | "for" | "with"))
        {
            return Some((w.core, 10, w.core_end()));
        }
        // "the InstructEngine framework", "a SAMITE model" — but "the first OSSFL framework,
        // FedOpenMatch" (round 18) names FedOpenMatch.
        let named_next = object.get(k + 1).is_some_and(|kind| kind.trailing().starts_with(','))
            && object.get(k + 2).is_some_and(|n| is_coined(n.core));
        if w.trailing().is_empty()
            && !named_next
            && KIND_NOUNS.iter().any(|n| followed.trim_end_matches([',', '.']) == *n)
        {
            return Some((w.core, 9, w.core_end()));
        }
        // "a … framework ETA that …", "… paradigm, MC-LLaVA." — a coined word then a clause or the end.
        let clause = matches!(followed, "that" | "which" | "to" | "for" | "with");
        if w.trailing().starts_with([',', '.']) || (w.trailing().is_empty() && clause) {
            return Some((w.core, 7, w.core_end()));
        }
    }
    None
}

/// A kind noun ("framework", "method,"), a comma after it allowed.
fn is_kind_noun(lower: &str) -> bool {
    KIND_NOUNS.contains(&lower.trim_end_matches(','))
}

/// After "named/called/dubbed/termed": two to four capitalised words with nothing between them
/// ("named Cog Attention, that …", "called Internal Confidence"), one of them not a common word.
fn named_run<'t>(words: &[Word<'t>]) -> Option<(&'t str, u8, usize)> {
    let capitalised = |w: &Word<'_>| {
        w.core.chars().next().is_some_and(char::is_uppercase)
            && w.core.chars().all(|c| c.is_alphanumeric() || c == '-')
            && w.leading().is_empty()
    };
    let mut len = 0;
    while len < 4 && words.get(len).is_some_and(capitalised) {
        len += 1;
        if !words[len - 1].trailing().is_empty() {
            break;
        }
    }
    let run = words.get(..len).filter(|run| run.len() >= 2)?;
    let (first, last) = (run.first()?, run.last()?);
    // The name ends there: at punctuation, a clause or the end — not "Unifying Self and
    // collEctive rewards (USE)", whose acronym names it.
    let ends = !last.trailing().is_empty()
        || words.get(len).is_none_or(|next| {
            matches!(next.lower(), "that" | "which" | "to" | "for" | "with" | "is" | "as" | "in" | "on")
        });
    // "called Reinforced Diffusion on Graphs (ReDiG)": the acronym that follows names it.
    let acronym_follows =
        words.iter().skip(len).take(8).any(|w| w.leading().starts_with('(') && is_coined(w.core));
    if !ends || acronym_follows {
        return None;
    }
    let name = first.span_to(last)?;
    (name.split(' ').count() == len && !run.iter().all(|w| is_common(w.core))).then_some((
        name,
        10,
        last.core_end(),
    ))
}

/// "we present Frame Guidance, a training-free guidance …": two to four capitalised words
/// right after the verb, closed by a comma and an article — a multi-word name, taken as written
/// (and dropped by [`find_name`] when the abstract also writes it in lowercase).
fn title_case_name<'t>(words: &[Word<'t>], first: usize) -> Option<(&'t str, u8, usize)> {
    for len in 2..=4 {
        let run = words.get(first..first + len)?;
        let (last, inner) = run.split_last()?;
        let capitalised = |w: &Word<'_>| {
            w.core.chars().next().is_some_and(char::is_uppercase)
                && w.core.chars().all(|c| c.is_alphanumeric() || c == '-')
                && w.leading().is_empty()
        };
        if !run.iter().all(capitalised) || inner.iter().any(|w| !w.trailing().is_empty()) {
            return None;
        }
        let appositive = last.trailing() == ","
            && words.get(first + len).is_some_and(|n| matches!(n.lower(), "a" | "an" | "the"));
        // "we propose Lookahead Anchoring, which leverages … Lookahead Anchoring achieves" (round
        // 17): a clause after it, and the words again as a name further on (within 200 words).
        let named_again = || {
            let ahead = &words[first + len..];
            ahead[..ahead.len().min(200)].windows(len).any(|again| {
                again.iter().zip(run).all(|(a, r)| a.core == r.core)
                    && again[..len - 1].iter().all(|a| a.trailing().is_empty())
            })
        };
        let clause = last.trailing() == ","
            && words.get(first + len).is_some_and(|n| n.lower() == "which")
            && named_again();
        // "we introduce VFM Bench, designed to …" (round 18): an acronym and a data word.
        let data_name = len == 2
            && last.trailing() == ","
            && matches!(last.core, "Bench" | "Benchmark" | "Dataset" | "Suite" | "Arena" | "Gym")
            && is_coined(run[0].core);
        if (appositive || clause || data_name) && !run.iter().all(|w| is_common(w.core)) {
            let name = run[0].span_to(last)?;
            // As written, but only with single spaces between its words ("Frame~Guidance" or a
            // line break inside is not taken).
            if name.split(' ').count() != len {
                return None;
            }
            return Some((name, 10, last.core_end()));
        }
    }
    None
}

/// True when `text` has `phrase` as whole words ("keyframe guidance" does not hold "frame
/// guidance").
fn contains_word_sequence(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// True when the sentence around word `i` speaks of the paper's own work ("we", "our", "this
/// paper/work").
fn sentence_is_about_the_paper(words: &[Word<'_>], i: usize) -> bool {
    // Within 60 words each way: a "sentence" of 10,000 repeated "Shaping(ORS), a" must not cost
    // a scan of the whole text per acronym.
    const REACH: usize = 60;
    let from = i.saturating_sub(REACH);
    let start =
        words[from..i].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])).map_or(from, |p| from + p + 1);
    let until = (i + REACH).min(words.len());
    let end =
        words[i..until].iter().position(|w| w.raw.ends_with(['.', '!', '?'])).map_or(until, |p| i + p + 1);
    words[start..end].windows(2).any(|pair| {
        let (a, b) = (pair[0].lower(), pair[1].lower());
        a == "we" || a == "our" || (a == "this" && matches!(b, "paper" | "work"))
    })
}

/// True when the acronym at `i` is described as new: "… the Directed Sheaf Neural Network
/// (DSNN), the first SNN model to …" (round 17), "(X), a novel …".
fn claims_novelty(words: &[Word<'_>], i: usize) -> bool {
    let next = |k: usize| words.get(i + k).map(|w| w.lower());
    words[i].trailing() == "),"
        && (matches!((next(1), next(2)), (Some("the"), Some("first")))
            || matches!((next(1), next(2)), (Some("a"), Some("novel" | "new"))))
}

/// Words that introduce something the paper uses rather than makes.
const TOOL_WORDS: &[&str] = &[
    "using", "use", "uses", "via", "leveraging", "following", "adopting", "employing", "upon", "with",
    // Round 9: "we employ Combinatorial Thompson Sampling (CTS)".
    "employ", "employs", "adopt", "adopts", "utilize", "utilizes", "utilizing", "utilise", "leverage",
    "leverages", "apply", "applies", "applying",
];

/// True when the acronym at `i` is defined as something the paper uses ("Using the Erotetic
/// Theory of Reasoning (ETR), we …", "fine-tuned with Low-Rank Adaptation (LoRA)"): a word of
/// use comes shortly before it, after any introducing verb of its sentence.
fn defined_as_a_tool(words: &[Word<'_>], i: usize) -> bool {
    const USE: &[&str] = TOOL_WORDS;
    let window = i.saturating_sub(12);
    let from = words[window..i]
        .iter()
        .rposition(|w| w.raw.ends_with(['.', '!', '?']))
        .map_or(window, |p| window + p + 1);
    let last_use = words[from..i].iter().rposition(|w| USE.contains(&w.lower()));
    let last_intro = words[from..i].iter().rposition(|w| INTRO_VERBS.contains(&w.lower()));
    match (last_use, last_intro) {
        (Some(u), Some(v)) => u > v,
        (Some(_), None) => true,
        _ => false,
    }
}

/// True when the letters of `acronym` are, in order, initials of the words just before it
/// (looking back at most twice its length), as in "Sparsity-Aware and Fast Adaptive SNN
/// (SAFA-SNN)" or "**L**ikelihood-**R**egularized … (LRPO)".
fn initials_match(before: &[Word<'_>], acronym: &str) -> bool {
    let letters: Vec<char> =
        acronym.chars().filter(|c| c.is_alphabetic()).flat_map(char::to_lowercase).collect();
    if letters.len() < 2 {
        return false;
    }
    let window = before.len().saturating_sub(letters.len() * 2);
    let initials: Vec<char> = before[window..]
        .iter()
        .flat_map(|w| w.core.split(['-', '/']))
        .filter_map(|part| part.chars().next())
        .flat_map(char::to_lowercase)
        .collect();
    let text: String = before[window..].iter().map(|w| w.core.to_lowercase()).collect::<Vec<_>>().join(" ");
    // Initials in order, or letters in order as a subsequence of the described words.
    is_subsequence(&letters[..1], &initials)
        && is_subsequence(&letters, &text.chars().collect::<Vec<_>>())
        && letters.iter().filter(|l| initials.contains(l)).count() * 2 >= letters.len()
}

/// True when the capitals of the words before an acronym spell it, as authors mark it:
/// "SURrogate GradiEnt Adaptation (SURGE)", "LAnguage Grounded UNified Alignment (LAGUNA)".
fn spelled_by_capitals(before: &[Word<'_>], acronym: &str) -> bool {
    let wanted: Vec<char> = acronym.chars().filter(|c| c.is_ascii_uppercase()).collect();
    // From the last word that starts the run of capitalised words before the acronym.
    let run = before.iter().rev().take_while(|w| w.core.starts_with(char::is_uppercase)).count();
    let capitals: Vec<char> = before[before.len() - run..]
        .iter()
        .flat_map(|w| w.core.chars())
        .filter(char::is_ascii_uppercase)
        .collect();
    wanted.len() >= 3
        && capitals.first() == wanted.first()
        && capitals.len() <= wanted.len() + 2
        && is_subsequence(&wanted, &capitals)
}

/// True when the first capitals of a long capitalised description are the acronym: "the
/// Variance-aware Channel Recalibration Network for Low Light Image with Distribution Alignment
/// (VCR)" (round 18), where the words just before it spell something else.
fn first_capitals_spell(described: &[Word<'_>], acronym: &str) -> bool {
    let wanted: Vec<char> = acronym.chars().filter(char::is_ascii_uppercase).collect();
    let capitals: Vec<char> = described
        .iter()
        .take(12)
        .flat_map(|w| w.core.chars())
        .filter(char::is_ascii_uppercase)
        .take(wanted.len())
        .collect();
    wanted.len() >= 2
        && wanted.len() == acronym.chars().filter(|c| c.is_alphabetic()).count()
        && capitals == wanted
        && described.first().is_some_and(|w| w.core.starts_with(char::is_uppercase))
}

/// Whether one of the words an acronym abbreviates (the last as many words before it as it has
/// letters) is capitalised: "Meta Post-Refinement (MePo)" is coined, "rate-distortion (RD)",
/// "graph signal processing (GSP)" and "execution accuracy (EX)" are the field's terms.
fn expansion_is_capitalised(before: &[Word<'_>], acronym: &str) -> bool {
    let letters = acronym.chars().filter(|c| c.is_alphabetic()).count();
    // A sentence's first word is capitalised whatever it is ("Reasoning large language models
    // (RLLMs) …").
    let opens_a_sentence = |j: usize| j == 0 || before[j - 1].raw.ends_with(['.', '!', '?']);
    (before.len().saturating_sub(letters)..before.len())
        .any(|j| !opens_a_sentence(j) && before[j].core.chars().next().is_some_and(char::is_uppercase))
}

pub(crate) fn is_subsequence(needle: &[char], haystack: &[char]) -> bool {
    let mut it = haystack.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// The first emphasised single coined word in the tree (`\textit{LadderSym}`, `**GoR**`).
fn emphasised_name(nodes: &[Node]) -> Option<String> {
    for node in nodes {
        let inner = match node {
            Node::Strong(c) | Node::Em(c) | Node::Code(c) => c,
            Node::Math(c) | Node::Span(c) | Node::Sub(c) | Node::Sup(c) => {
                if let Some(found) = emphasised_name(c) {
                    return Some(found);
                }
                continue;
            }
            _ => continue,
        };
        let mut text = String::new();
        crate::core::markup::push_plain(inner, &mut text, true);
        let word = text.trim();
        if !word.contains(char::is_whitespace) && (is_coined(word) || is_capitalised_name(word)) {
            return Some(word.to_string());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::markup::{parse, plain_text};

    fn check(abstract_text: &str, expected: Option<&str>) {
        let found = find_name(&plain_text(abstract_text), &parse(abstract_text)).map(|m| m.name);
        assert_eq!(found.as_deref(), expected, "{abstract_text:?}");
    }

    #[test]
    fn introduced_names() {
        check(
            "To address this problem, we introduce TPRU, a large-scale dataset sourced from diverse scenarios.",
            Some("TPRU"),
        );
        check("We address this challenge by introducing Hydra, a novel architecture.", Some("Hydra"));
        check("In this work, we present LiveMCP-101, a benchmark of 101 tasks.", Some("LiveMCP-101"));
        check("We introduce **Jarvis**, an innovative framework for assistants.", Some("Jarvis"));
        check(
            "To address this, we propose $\\texttt{LLINBO}$: LLM-in-the-Loop BO, a hybrid framework.",
            Some("LLINBO"),
        );
        check(
            "We propose a dual evidence-aware uncertainty learning framework ETA that identifies unknowns.",
            Some("ETA"),
        );
        check(
            "we propose Recursive Introspection Mask Diffusion Vision Language Model (RIV), which equips models.",
            Some("RIV"),
        );
        check("This paper presents a method called FlowSeek for retrieval.", Some("FlowSeek"));
        check(
            "In this paper, we propose a new probabilistic registration method based on graph signal \
             processing (GSP), called graph coherent point drift (GraphCPD). It works.",
            Some("GraphCPD"),
        );
        // An acronym of the field's lower-case terms is not a name the paper coins.
        check(
            "We exploit the connection between rate-distortion (RD) and entropic optimal transport to \
             propose a novel stochastic control formulation.",
            None,
        );
        check("Our method attains an execution accuracy (EX) of 65.78% on BIRD.", None);
        check("We propose a new approach, dubbed Tiny-Mixer, for mixing.", Some("Tiny-Mixer"));
        // A compound adjective is not a name; the name after it is.
        check("We propose LLM-based SQLAgent, a framework for text-to-SQL.", Some("SQLAgent"));
        check("We propose an LLM-driven pipeline for tables.", None);
        // The acronym the introduced words spell, not their first word.
        check(
            "In this work, we propose Visual Consistency Learning (ViCO), a novel training algorithm.",
            Some("ViCO"),
        );
        check(
            "We introduce a novel method named Unifying Self and collEctive rewards (USE). USE works.",
            Some("USE"),
        );
        check(
            "We introduce a framework called Ensemble Learning based Prompt Optimization (ELPO) to achieve more.",
            Some("ELPO"),
        );
        // Words after a comma describe the name; their acronym is something else.
        check("We propose DP-Fusion, a Differentially Private Inference (DPI) mechanism.", Some("DP-Fusion"));
        check("We present Hydra, a Highly Scalable Architecture (HSA) for graphs.", Some("Hydra"));
        // A hyphenated name of three parts or more is the name, not the acronym it spells —
        // unless the acronym is crafted from more than the parts' initials.
        check(
            "Thus, we propose Cache-to-Cache (C2C), a new paradigm for communication.",
            Some("Cache-to-Cache"),
        );
        check("We introduce Explore-on-Graph (EoG), a novel framework.", Some("Explore-on-Graph"));
        check("We introduce a Memory-as-State-Highways (MeSH) scheme, which helps.", Some("MeSH"));
        check(
            "We introduce Consensus-Evolve (C-Evolve), an evolutionary algorithm.",
            Some("Consensus-Evolve"),
        );
        // "which we term X", "abbreviated as X", "entitled X".
        check(
            "We find latent structures, which we term GraphGhosts, that guide reasoning.",
            Some("GraphGhosts"),
        );
        check(
            "We propose a merging-aware optimizer (abbreviated as MergOPT) that injects noise.",
            Some("MergOPT"),
        );
        check("Our proposed agent, entitled EReLELA, achieves similar performance.", Some("EReLELA"));
        // "This motivates us to propose X".
        check("This motivates us to propose RegionE, an adaptive generation framework.", Some("RegionE"));
        // A benchmark named after the paper's model gives way to the model's name; a field's
        // acronym or someone else's benchmark does not.
        check(
            "We introduce VideoCanvasBench, a benchmark. We address it with VideoCanvas, a framework.",
            Some("VideoCanvas"),
        );
        check(
            "Memory is costly for AMS designs. We introduce AMSbench, a benchmark suite. AMS is hard.",
            Some("AMSbench"),
        );
        check(
            "We introduce BrowseComp-Plus, a benchmark derived from BrowseComp by fixing it.",
            Some("BrowseComp-Plus"),
        );
        check(
            "We introduce VerifyBench-Hard, a harder variant of VerifyBench built by filtering.",
            Some("VerifyBench-Hard"),
        );
        // A line-broken "so- called" names nothing.
        check("We study the so- called Hydra network, a model of attention.", None);
        // The spelled acronym passes the candidate checks: here it qualifies a head noun.
        check("We use a scheme named Meta Post-Refinement (MePo) data for training.", None);
    }

    #[test]
    fn acronyms_and_emphasis() {
        check(
            "We propose a meta-algorithm, **Co**nvergent **M**eta **Al**ignment Algorithm (COMAL), for alignment.",
            Some("COMAL"),
        );
        check(
            "We build a method for few-shot learning, i.e., Sparsity-Aware and Fast Adaptive SNN (SAFA-SNN). It helps.",
            Some("SAFA-SNN"),
        );
        check("We present TivTok (Time-Invariant Tokenizer), a transformer-based tokenizer.", Some("TivTok"));
        check(
            "We propose a novel neural network architecture ORIENT (ORthogonality-Intrinsic Elastic NeTwork), for all.",
            Some("ORIENT"),
        );
        check("We propose Stable Video Infinity (SVI) that can generate long videos.", Some("SVI"));
        // A multi-word name in an appositive; not a run of common words, not without the article.
        check(
            "In this work, we present Frame Guidance, a training-free guidance for controllable video generation. \
             Frame Guidance enables control across tasks, including keyframe guidance.",
            Some("Frame Guidance"),
        );
        check("We present Deep Learning, a review of why deep learning works.", None);
        check("We present Frame Guidance, trained on videos.", None);
        check("We present Frame~Guidance, a training-free guidance.", None);
        // A tool in parentheses after "using" is not a name even when followed by its expansion.
        check(
            "We introduce a novel framework using PID (Partial Information Decomposition) to measure.",
            None,
        );
        check("\\textit{LadderSym} is a transformer for music.", Some("LadderSym"));
        check("Our approach, iLLaVA, delivers consistent improvements.", Some("iLLaVA"));
        // An acronym of something the paper uses is not its name.
        check(
            "We study reasoning errors. Using the Erotetic Theory of Reasoning (ETR), we generate 383 problems.",
            None,
        );
        check("We fine-tune models with Low-Rank Adaptation (LoRA) on our data.", None);
    }

    #[test]
    fn not_names() {
        check("Large Language Models (LLMs) hallucinate. We study why.", None);
        check("We propose a simple method that improves GPT-4o on math.", None);
        check("Retrieval-Augmented Generation (RAG) helps. We evaluate RAG with DPO.", None);
        check("We introduce \\ours{}, a method for alignment.", None);
        check("Smith et al. propose GraphX, but it is slow; we study its limits.", None);
        check("", None);
        // An acronym qualifying a head noun, an example of prior work, a tool used, a dataset
        // (the misses of round 3 of the reading check).
        check(
            "In this work, we propose differentially private (DP) data structures for edit distance.",
            None,
        );
        check(
            "We reformulate the task into an equality constrained multi-objective optimization (ECMO) problem.",
            None,
        );
        check(
            "Recent models, such as Gated Linear Attention (GLA) and Mamba, achieve duality. We characterize them.",
            None,
        );
        check(
            "We introduce a novel framework using partial information decomposition (PID) to measure information.",
            None,
        );
        check("We develop compression models for denoising (SVHN, CIFAR-10) and inpainting.", None);
        // A measure defined along the way, a field's term repeated (round 6 of the reading check).
        check(
            "We propose a framework for manifolds, introducing the Causal Topological Intervention Score (CTIS) to quantify shifts.",
            None,
        );
        check("To overcome this, we introduce the representation score (RS) to diagnose gaps.", None);
        check(
            "Reasoning large language models (RLLMs) gained attention. RLLMs think longer. To test RLLMs on finance, we utilize five LLMs.",
            None,
        );
    }

    #[test]
    fn a_name_met_before_the_contribution_is_the_fields() {
        check(
            "Temporal point processes (TPPs) model event sequences. In this paper, we propose a novel framework \
             that extends LLM-based TPPs to the visual modality.",
            None,
        );
    }

    #[test]
    fn whole_names_before_their_descriptions() {
        check(
            "We introduce SOLA (SVG-Orientied Language-to-Animation), a novel pipeline that produces animated scalable vector graphics (SVGs) from prompts.",
            Some("SOLA"),
        );
        check(
            "To overcome these limitations, we introduce KDE Trust, a post-hoc method that models distributions.",
            Some("KDE Trust"),
        );
        check(
            "Models predict energies. In this work, we developed RelaxNet, a dynamics-aware, equivariant deep learning model.",
            Some("RelaxNet"),
        );
        // Round 9: a lower-case term and a tool are not names.
        check(
            "Overfitting is studied. Specifically, we present generalization error bounds under varying \
             signal-to-noise ratios (SNR), in three stages.",
            None,
        );
        check(
            "Each segment is a bandit arm, and we employ Combinatorial Thompson Sampling (CTS) to explore subsets.",
            None,
        );
        // Round 9: a multi-word name after "named".
        check(
            "We propose a novel attention mechanism, named Cog Attention, that enables attention weights to be negative.",
            Some("Cog Attention"),
        );
        // The capitals of the expansion spell the acronym: the acronym, not the first word.
        check(
            "Binary networks lose gradients. To address this, we propose SURrogate GradiEnt Adaptation (SURGE), \
             a novel learnable gradient compensation framework.",
            Some("SURGE"),
        );
    }

    #[test]
    fn round_fifteen_names() {
        // The models a study evaluates, listed in parentheses, are not its name; nor a word of
        // such a list that a later rule would read as "X, …".
        check(
            "Models fall short. We contribute to this work by evaluating several LLMs (ChatGPT, DeepSeek, \
             Qwen, and Llama) on formal language tasks.",
            None,
        );
        check(
            "Rollouts drift. Second, we propose dynamic re-encoding: online change-point triggers (EWMA, \
             CUSUM, and two-sample tests) that detect drift.",
            None,
        );
        // A field's activation or kernel is no name ("deep ReLU networks").
        check(
            "The NTK is studied. In this work, we explore the evolution of the functional dimension of deep \
             ReLU networks during training.",
            None,
        );
    }

    #[test]
    fn round_sixteen_names() {
        // A kind noun and a crafted mixed case make a lower-case expansion's acronym a name, even
        // after "via".
        check(
            "Unlearning is fragile. To address this, we propose a new unlearning framework via post \
             judgment and multi-round thinking (PoRT), which consists of three key modules.",
            Some("PoRT"),
        );
        // An algorithm the paper runs and a venue it cites are not its name.
        check(
            "Causal discovery is hard. We close this gap by introducing a game-theoretic framework for \
             causal discovery, where a DDQN agent competes against a baseline.",
            None,
        );
        check(
            "Boolean functions matter. We build on the result of prior work (ICALP 2011) and combine it \
             with compressed sensing to construct our tester.",
            None,
        );
    }

    #[test]
    fn stop_twenty_four_names() {
        // The coined word a kind noun names, over a dataset introduced with "named" before it.
        check(
            "Removal is hard. We present a new dataset for removal, named OBER, which pairs images. \
             Building on OBER, we propose a novel framework, ObjectClear, which attends to effects.",
            Some("ObjectClear"),
        );
        check(
            "Tools are hard. Thus, we propose a novel training framework GOAT, which fine-tunes agents. \
             In addition, we introduce GOATBench, a new benchmark.",
            Some("GOAT"),
        );
        // A benchmark the abstract keeps naming stays the name beside the agent built with it.
        check(
            "Agents are untested. We introduce GovBench, a benchmark of tasks. GovBench has 150 tasks. \
             We further propose DataGovAgent, an agent. On GovBench, current models fail.",
            Some("GovBench"),
        );
    }

    #[test]
    fn described_names_at_a_sentence_start_or_spelled_in_capitals() {
        check(
            "Fakes spread. Detectors fail to generalise. INFER is the first deepfake detection framework \
             that reads future frames.",
            Some("INFER"),
        );
        check(
            "Shrinkage is old. We introduce Neural Adaptive Shrinkage (Nash), a unified framework for \
             denoising.",
            Some("Nash"),
        );
        // A model size or a harder variant gives way to the name the abstract also uses alone.
        check(
            "Grounding is hard. We propose Poivre-7B, a vision-language model that points before it \
             answers. Poivre beats larger models.",
            Some("Poivre"),
        );
        check(
            "Verifiers matter. We introduce two benchmarks, VerifyBench and VerifyBench-Hard, designed \
             to assess verifiers. VerifyBench has 2,000 items.",
            Some("VerifyBench"),
        );
        // A capitalised everyday word right after the verb, then described.
        check(
            "Safety data are scarce. To bridge this gap, we introduce Falcon, a large-scale \
             vision-language safety dataset. We also train FalconEye on it.",
            Some("Falcon"),
        );
        // Round 14: "called" before words that spell the acronym names the acronym.
        check(
            "Prompts are fixed. In this work, we propose a novel framework called Variational Inference \
             based Probabilistic Prompt (VPrompt) that introduces a latent variable.",
            Some("VPrompt"),
        );
        // Not a capitalised word in parentheses that nothing describes.
        check("Games are old. We study equilibria of Markov Games (Nash) in general.", None);
    }

    #[test]
    fn stop_twenty_three_names() {
        // What a paper builds on its first contribution is the name its title uses…
        check(
            "Motion is hard. We introduce LabanLite, a motion representation. Building on LabanLite, we \
             present LaMoGen, a generation framework.",
            Some("LaMoGen"),
        );
        // …unless it is that contribution's variant, whose brand the title keeps.
        check(
            "Forgery is hard. We introduce So-Fake, a dataset of forged images. Building on So-Fake, we \
             present So-Fake-R1, a detector.",
            Some("So-Fake"),
        );
        // "by proposing" opens the contribution: the name is not "used before" it.
        check(
            "Videos are short. This paper addresses these challenges by proposing StreamDiT, a streaming \
             model. StreamDiT is trained with flow matching. We design mixed training for StreamDiT.",
            Some("StreamDiT"),
        );
        check(
            "KV caches are large. Results show that the proposed framework CompressKV outperforms baselines.",
            Some("CompressKV"),
        );
        // A footnote mark and an ampersand belong to no name's end, and to some names' middle.
        check("Attacks are weak. To address this, we propose MAPA*: a multi-turn attack.", Some("MAPA"));
        check(
            "Experts are wasted. We introduce Ban&Pick, a post-training strategy for MoE.",
            Some("Ban&Pick"),
        );
        check("Questions are hard. We introduce Q&A, a simple idea.", None);
        check(
            "Rewards are sparse. We instantiate this attack paradigm with BitHydra, which flips bits.",
            Some("BitHydra"),
        );
        check(
            "Tools are hard. We train models with rules, resulting in Nemotron-Research-Tool-N1, a series of models.",
            Some("Nemotron-Research-Tool-N1"),
        );
        // "evaluated with GPT-4o" brings nothing.
        check("Agents are slow. We evaluate the agents with GPT4o, which is strong.", None);
        // A dash written with hyphens ends the name.
        check("Emotions matter. We introduce HEART--a novel framework for emotions.", Some("HEART"));
        check(
            "Rewards are sparse. We propose Rule-based Process-AdaptIve Reinforcement (RePAIR) that builds rewards.",
            Some("RePAIR"),
        );
        // An adjective the acronym spells is part of the name.
        check(
            "Rewards are sparse. We analyse the mechanism and propose Reliability-Driven HRL (RD-HRL) as the solution.",
            Some("RD-HRL"),
        );
        check(
            "Phones are hard. Experiments show that our agent MobileIPL outperforms baselines.",
            Some("MobileIPL"),
        );
        // A hostile sentence of 20,000 introducing verbs: each looks back a bounded window.
        let hostile = format!(
            "Building on LabanLite, {}we present LaMoGen, a framework.",
            "we propose ".repeat(20_000)
        );
        assert!(find_name(&hostile, &[]).is_none_or(|m| m.name.len() < 20));
        // Round 17–19's forms, repeated: each looks a bounded window ahead (200 words for a name
        // said again, three words for a count, one parenthesis for "Shaping(ORS)").
        for unit in [
            "we propose Lookahead Anchoring, which ", "(H1) we put forward ", "Shaping(ORS), a ",
            "we introduce X---a ",
        ] {
            let hostile = unit.repeat(5_000);
            assert!(find_name(&hostile, &[]).is_none_or(|m| m.name.len() < 40), "{unit}");
        }
        // "and then propose" a long way after "we".
        check(
            "Optimisation is hard. We analyse why the standard reconstruction only loss may lead to distribution \
             mismatch and then propose HiBBO, a novel BO framework.",
            Some("HiBBO"),
        );
    }

    /// Round 17 of the reading check (seed 2041): names of prior work, evaluated models and
    /// background acronyms shown as the paper's own, and own names missed.
    #[test]
    fn round_17_names() {
        // Bold italics (`***…***`) around the name: read as the name, not as literal stars.
        check(
            "Models struggle. Inspired by people, we propose ***Let Androids Dream (LAD)***, a novel framework \
             for image implication. It beats GPT-4o on Open-Style Question (OSQ).",
            Some("LAD"),
        );
        // An acronym defined in the background in the plural is not the paper's name in the singular.
        check(
            "Membership inference attacks (MIAs) threaten privacy. We propose a cost-effective label-only MIA \
             framework based on model extraction.",
            None,
        );
        // A prior method the paper adapts, extends or varies is not its name.
        check(
            "Data are scarce. In this research, we present a novel generative framework for images. We integrate \
             a custom adaptation of the TrivialAugment (TA) algorithm and apply inpainting.",
            None,
        );
        check(
            "We demonstrate that thinking first helps. On MATH-500 and our variant of Humanity's Last Exam (HLE), \
             we evaluate three settings. HLE is hard. HLE is new. HLE is long.",
            None,
        );
        check(
            "Signals matter. Here we extend one analytical linear method (PSID) beyond causal prediction. We \
             provide derivations extending PSID. PSID with smoothing wins over PSID.",
            None,
        );
        check(
            "Sharp minima hurt. We contribute to this question by introducing Flatness-Aware Regularization \
             (FA- Regularization). It penalizes sharpness.",
            None,
        );
        // Round 18.
        check(
            "Views matter. We first propose a baseline view selection method (IVS) that considers geometry. \
             Based on IVS, we put forward an active view selection method (AVS) that jointly optimizes the \
             selection. AVS wins.",
            Some("AVS"),
        );
        check(
            "Mapping is human. In this paper, we introduce VFM Bench, designed to evaluate the VFM ability.",
            Some("VFM Bench"),
        );
        check(
            "Data are open. In this paper, we formally propose the open-set semi-supervised federated learning \
             (OSSFL) problem, and develop the first OSSFL framework, FedOpenMatch. FedOpenMatch wins.",
            Some("FedOpenMatch"),
        );
        check(
            "Images are dark. To address these challenges, we propose the Variance-aware Channel Recalibration \
             Network for Low Light Image with Distribution Alignment (VCR), a novel framework for enhancement.",
            Some("VCR"),
        );
        check(
            "Guards are weak. In this work, we introduce a new attack that circumvents prompt guards. Our method \
             jailbreaks production models, even under the chat interfaces of Google Gemini (2.5 Flash/Pro), \
             DeepSeek Chat (DeepThink), xAI Grok (3), and Mistral Le Chat (Magistral).",
            None,
        );
        // An acronym a naming word gives is named there, whatever prior work stood before it.
        check(
            "Spikes are hard. We propose a novel algorithm inspired by SWIM, which we coin S-SWIM. S-SWIM is fast.",
            Some("S-SWIM"),
        );
        // A parenthesised "(NEW)" is skipped as a word of the object and read as an acronym: no
        // empty description is sliced (it used to panic).
        for hostile in ["We propose a (NEW) Network for graphs.", "We propose the (NOVEL) (NEW) Net."] {
            let _ = find_name(&plain_text(hostile), &parse(hostile));
        }
        // Round 19.
        check(
            "Reasoning is latent. We study latent reasoning and test two hypotheses: (H1) increase channel \
             capacity; (H2) learn communication via joint finetuning. H2 wins over H1.",
            None,
        );
        check(
            "Spikes are hard. Concretely, we propose a novel algorithm for training SNNs inspired by the SWIM \
             algorithm for RFM-ANNs, which we coin S-SWIM. S-SWIM is fast.",
            Some("S-SWIM"),
        );
        check(
            "Quantization errs. We introduce Qronos---a new post-training quantization algorithm that corrects \
             errors. Qronos is fast.",
            Some("Qronos"),
        );
        check(
            "Rewards are sparse. To address this gap, we propose Occupancy Reward Shaping(ORS), a novel \
             reward-shaping approach. ORS wins.",
            Some("ORS"),
        );
        check(
            "Expressions vary. In this paper, personalized feature translation (PFT) is proposed for SFDA. \
             PFT wins.",
            Some("PFT"),
        );
        // An acronym described as the first of its kind, though no "we" is in its sentence.
        check(
            "Sheaf Neural Networks (SNNs) are powerful. To address this limitation, we introduce the Directed \
             Cellular Sheaf, a generalized cellular sheaf. LF serves as the backbone of the Directed Sheaf Neural \
             Network (DSNN), the first SNN model to embed a directional bias. DSNN wins.",
            Some("DSNN"),
        );
        // What the paper introduces while extending prior work is its own.
        check(
            "Radiance fields are big. In this work, we extend the approach of QVFs by introducing QNeRF, the \
             first hybrid quantum-classical model.",
            Some("QNeRF"),
        );
        // "benchmark" as a verb: the models it benchmarks are not introduced.
        check(
            "Agents evolve. We identify a risk. We construct controllable testbeds and benchmark Qwen3-8B and \
             Llama-3.1-8B-Instruct.",
            None,
        );
        // A benchmark named after the field's term defined in the background keeps its own name.
        check(
            "Graph retrieval-augmented generation (GraphRAG) has emerged. Is GraphRAG effective? To address this, \
             we propose GraphRAG-Bench, a comprehensive benchmark designed to evaluate GraphRAG models.",
            Some("GraphRAG-Bench"),
        );
        // A capitalised word and an acronym in the parentheses: the name is both.
        check(
            "Speech matters. In this work, we propose a chunk based self-supervised learning (Chunk SSL) algorithm \
             as a unified solution. Chunk SSL is optimized with a masked loss.",
            Some("Chunk SSL"),
        );
        // Two capitalised words after the verb, then a clause, named again later.
        check(
            "Identity drifts. To address this, we propose Lookahead Anchoring, which leverages keyframes from \
             future timesteps. When applied to three models, Lookahead Anchoring achieves superior results.",
            Some("Lookahead Anchoring"),
        );
        // The method the paper designs wins over the dataset it names along the way.
        check(
            "Forgeries spread. We design a novel weakly-supervised localization method (MVG-FL) that leverages \
             statistics. Additionally, we develop a new large-scale face manipulated image dataset, named \
             DiffFMD, which is composed of generators.",
            Some("MVG-FL"),
        );
    }
}
