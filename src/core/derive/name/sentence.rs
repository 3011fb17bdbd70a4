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
    let last_use = words[from..i].iter().rposition(|w| USE.contains(&w.lower()));
    let last_intro = words[from..i].iter().rposition(|w| INTRO_VERBS.contains(&w.lower()));
    match (last_use, last_intro) {
        (Some(u), Some(v)) => u > v,
        (Some(_), None) => true,
        _ => false,
    }
}
