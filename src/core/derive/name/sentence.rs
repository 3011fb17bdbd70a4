//! Where a word stands in the abstract: whether its sentence is about the paper (not the
//! background before the contribution), claims novelty ("the first …"), or defines a tool the
//! paper only uses, for [`super::find_name`].

use super::*;

/// Byte offset where the paper's own contribution begins: the start of the first sentence that
/// says what the paper does ("we propose …", "this paper introduces …", "in this work, …",
/// "here, we …"); 0 when no sentence does (then the whole abstract is the contribution).
pub(super) fn contribution_start(words: &[Word<'_>]) -> usize {
    let says_what_it_does = |i: usize| {
        let lower = words[i].lower();
        let next = words.get(i + 1).map(|w| w.lower()).unwrap_or_default();
        // "We describe ReXMoE, a …" (round 33); not a past tense ("In prior work, we introduced
        // DiffNet" is background).
        ((INTRO_VERBS.contains(&lower) || matches!(lower, "describe" | "describes")) && introduced_by_we(words, i))
            // "This paper addresses these challenges by proposing StreamDiT, …".
            || (INTRO_GERUNDS.contains(&lower) && i > 0 && words[i - 1].lower() == "by")
            || (matches!(lower, "in" | "here") && matches!(next, "this" | "we") && {
                let after = words.get(i + 2).map(|w| w.lower()).unwrap_or_default();
                next == "we" || matches!(after, "paper" | "work" | "study" | "article")
            })
            || (lower == "to" && next == "address" && words.get(i + 2).is_some_and(|w| w.lower() == "this"))
            // "This paper challenges this costly approach by …" (round 49): a sentence that opens
            // with the paper doing something (a verb in the present tense after it) — not only
            // studying a problem ("This paper investigates low-resource languages (LRLs)": the
            // acronyms it defines are the field's).
            || (lower == "this"
                && words[i].core == "This"
                && matches!(next, "paper" | "work" | "study" | "article")
                && (i == 0 || words[i - 1].raw.ends_with(['.', '!', '?']))
                && words.get(i + 2).is_some_and(|w| {
                    w.core.starts_with(char::is_lowercase)
                        && w.core.ends_with('s')
                        && !w.core.ends_with("ss")
                        && !STUDY_VERBS.contains(&w.lower())
                        // "This work was supported by …", "This paper has been …".
                        && !matches!(w.lower(), "was" | "has" | "does")
                }))
            // "We address this inefficiency with TRAPO (…)" (round 32): before it, TRAPO was
            // taken for background and a part proposed later ("We further propose …") named.
            // Only with what it is addressed with: "We address this problem by estimating the
            // Average Treatment Effect (ATE)" defines the field's terms.
            || (matches!(lower, "address" | "tackle" | "overcome")
                && i > 0
                && words[i - 1].lower() == "we"
                && matches!(next, "this" | "these" | "such")
                && words[i + 1..].iter().take(5).any(|w| w.lower() == "with"))
    };
    let Some(at) = (0..words.len()).find(|&i| says_what_it_does(i)) else {
        return 0;
    };
    let sentence = words[..at].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])).map_or(0, |p| p + 1);
    if sentence == 0 { 0 } else { words[sentence].start }
}

/// True when the sentence around word `i` speaks of the paper's own work ("we", "our", "this
/// paper/work").
pub(super) fn sentence_is_about_the_paper(words: &[Word<'_>], i: usize) -> bool {
    // Within 60 words each way: a "sentence" of 10,000 repeated "Shaping(ORS), a" must not cost
    // a scan of the whole text per acronym.
    const REACH: usize = 60;
    let from = i.saturating_sub(REACH);
    let start =
        words[from..i].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])).map_or(from, |p| from + p + 1);
    let until = (i + REACH).min(words.len());
    let end =
        words[i..until].iter().position(|w| w.raw.ends_with(['.', '!', '?'])).map_or(until, |p| i + p + 1);
    charge(until - from);
    words[start..end].windows(2).any(|pair| {
        let (a, b) = (pair[0].lower(), pair[1].lower());
        a == "we" || a == "our" || (a == "this" && matches!(b, "paper" | "work"))
    })
}

/// True when the acronym at `i` is described as new: "… the Directed Sheaf Neural Network
/// (DSNN), the first SNN model to …" (round 17), "(X), a novel …".
pub(super) fn claims_novelty(words: &[Word<'_>], i: usize) -> bool {
    let next = |k: usize| words.get(i + k).map(|w| w.lower());
    words[i].trailing() == "),"
        && (matches!((next(1), next(2)), (Some("the"), Some("first")))
            || matches!((next(1), next(2)), (Some("a"), Some("novel" | "new"))))
}

/// Words that introduce something the paper uses rather than makes.
pub(super) const TOOL_WORDS: &[&str] = &[
    "using", "use", "uses", "via", "leveraging", "following", "adopting", "employing", "upon", "with",
    // Round 9: "we employ Combinatorial Thompson Sampling (CTS)".
    "employ", "employs", "adopt", "adopts", "utilize", "utilizes", "utilizing", "utilise", "leverage",
    "leverages", "apply", "applies", "applying",
];

/// True when the acronym at `i` is defined as something the paper uses ("Using the Erotetic
/// Theory of Reasoning (ETR), we …", "fine-tuned with Low-Rank Adaptation (LoRA)"): a word of
/// use comes shortly before it, after any introducing verb of its sentence.
pub(super) fn defined_as_a_tool(words: &[Word<'_>], i: usize) -> bool {
    const USE: &[&str] = TOOL_WORDS;
    let window = i.saturating_sub(12);
    let from = words[window..i]
        .iter()
        .rposition(|w| w.raw.ends_with(['.', '!', '?']))
        .map_or(window, |p| window + p + 1);
    // "methods based on Kolmogorov-Arnold Networks (KANs)" (round 75), see [`based_on_a_tool`].
    let last_use = (from..i).rev().find(|&k| USE.contains(&words[k].lower()) || based_on_a_tool(words, k, i));
    let last_use = last_use.map(|k| k - from);
    let last_intro = words[from..i].iter().rposition(|w| INTRO_VERBS.contains(&w.lower()));
    match (last_use, last_intro) {
        (Some(u), Some(v)) => u > v,
        (Some(_), None) => true,
        _ => false,
    }
}

/// Whether `words[k]` is the "on" of "… based on X (ACR)", the acronym at `acronym` within
/// seven words after it: X named as something the work rests on. Not "Based on these chunks, we
/// define …" (a sentence opening on what came before), "based on a Knowledge-Guided Bayesian
/// Flow Network (KGBFN)" or "based on our Hierarchical Token Router (HTR)" (described as new or
/// the authors' own) nor "based on promoting the Linear SEParability (LSEP)" (a gerund in lower
/// case: what the method does; not "existing" or "underlying"). Stop 49: 7 development names
/// change, 6 tools the paper rests on go (ECOC, MNL, HJ, JEPA, CMI, OT) and "LeIn" becomes
/// "LeIn-PINN"; without the exceptions three of the papers' own names went too (PAG, KGBFN,
/// LSEP).
pub(super) fn based_on_a_tool(words: &[Word<'_>], k: usize, acronym: usize) -> bool {
    let Some(based) = k.checked_sub(1).and_then(|b| words.get(b)) else { return false };
    let Some(on) = words.get(k) else { return false };
    let next = words.get(k + 1).map(|w| (w.lower(), w.core)).unwrap_or_default();
    let gerund = next.1.starts_with(char::is_lowercase)
        && next.0.len() > 4
        && next.0.ends_with("ing")
        && !matches!(next.0, "existing" | "underlying" | "following" | "leading");
    on.lower() == "on"
        && based.core == "based"
        && acronym > k
        && acronym - k <= 8
        && !matches!(next.0, "a" | "an" | "our" | "novel" | "new" | "proposed")
        && !gerund
}

/// What a paper does to a problem it only studies (see [`contribution_start`]).
const STUDY_VERBS: &[&str] = &[
    "studies", "investigates", "considers", "addresses", "examines", "explores", "analyzes", "analyses",
    "revisits", "tackles", "focuses",
];

/// Verbs whose "that" clause states a finding ("we establish that …").
const FINDING_VERBS: &[&str] =
    &["establish", "show", "prove", "find", "demonstrate", "reveal", "observe", "argue", "conclude"];

/// What a method's result does, after its acronym in a finding's clause.
const RESULT_VERBS: &[&str] = &[
    "outperforms", "matches", "enables", "achieves", "improves", "surpasses", "yields", "attains", "reduces",
];

/// True when the acronym at `i` stands in a finding's clause ("we establish that: (1) Linear
/// Self-Attention (LSA) models cannot …", round 49): a model class the theorem is about, not the
/// paper's own — unless the clause calls it the paper's ("we show that our … (FB)").
pub(super) fn inside_a_finding(words: &[Word<'_>], i: usize) -> bool {
    // Within 20 words back, in the same sentence.
    let from = i.saturating_sub(20);
    charge(i - from);
    let start =
        words[from..i].iter().rposition(|w| w.raw.ends_with(['.', '!', '?'])).map_or(from, |p| from + p + 1);
    let clause = words[start..i]
        .windows(2)
        .rposition(|pair| FINDING_VERBS.contains(&pair[0].lower()) && pair[1].lower() == "that");
    // Nor when it outperforms or enables something: a method's result ("we show that
    // permutation-augmented DST (PA-DST) matches unstructured baselines").
    let does_better = words
        .get(i + 1..(i + 3).min(words.len()))
        .is_some_and(|after| after.iter().any(|w| RESULT_VERBS.contains(&w.lower())));
    // Nor when it is described next ("… (RLA), a framework that …"): the paper's own.
    let described = words[i].trailing().starts_with("),")
        && words.get(i + 1).is_some_and(|w| matches!(w.lower(), "a" | "an"));
    // "Our results suggest no fundamental differences … in terms of Minimal Embeddable Dimension
    // (MED)" (round 75): a sentence of the authors' results is a finding's clause too.
    // Only with a verb of finding after the noun: not "Our analysis framework, Spectral Probing
    // (SPT), …" nor "Our findings motivate a criterion, Gradient-Aligned Pruning (GAP)" (the
    // stop's second review).
    let results = words.get(start).is_some_and(|w| w.lower() == "our")
        && words.get(start + 1).is_some_and(|w| {
            matches!(w.lower(), "results" | "findings" | "experiments" | "analysis" | "analyses")
        })
        && words.get(start + 2).is_some_and(|w| {
            // The shared verbs of finding, in the third person too ("show(s)", "reveal(s)"),
            // and the hedged ones results take ("suggest", "indicate").
            let verb = w.lower().strip_suffix('s').unwrap_or(w.lower());
            FINDING_VERBS.contains(&verb) || matches!(verb, "suggest" | "indicate" | "confirm")
        })
        && i > start + 2;
    let clause = clause.or(results.then_some(0));
    !does_better
        && !described
        && clause.is_some_and(|at| {
            !words[start + at + 2..i].iter().any(|w| {
                matches!(w.lower(), "our" | "novel" | "new" | "proposed" | "resulting")
                        // "We show that current methods fail and propose … (SMR)" (the stop's
                        // review): the clause ended at the introducing verb.
                        || INTRO_VERBS.contains(&w.lower())
            })
        })
}
