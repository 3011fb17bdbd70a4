//! Acronyms and their expansions: whether the words before "(COMAL)" spell it by their initials
//! ("Convergent Meta Alignment"), by capitals ("cApability-adaptive cuRriculum") or by a
//! description's first capitals, for the acronym rule of [`super::find_name`]. An acronym that
//! keeps a word whole is spelled by its capitals ("Learning to Parallel Decode (Learn2PD)", stop
//! 30).

use super::*;

/// The parenthesised coined acronym that the words before it spell, within the first eight:
/// "Variational Inference based Probabilistic Prompt (VPrompt)".
pub(super) fn spelled_acronym<'a, 't>(words: &'a [Word<'t>]) -> Option<&'a Word<'t>> {
    let initial = |w: &Word<'_>| w.core.chars().next().map(|c| c.to_ascii_lowercase());
    (1..words.len().min(8)).find_map(|k| {
        let w = &words[k];
        let capitals: Vec<char> =
            w.core.chars().filter(char::is_ascii_uppercase).map(|c| c.to_ascii_lowercase()).collect();
        let initials: Vec<char> = words[..k].iter().filter_map(initial).collect();
        let spelled = capitals.len() >= 2
            && initial(&words[0]) == capitals.first().copied()
            && (initials_match(&words[..k], w.core) || is_subsequence(&capitals, &initials));
        (w.leading().starts_with('(') && coined_after(&words[..k], w.core) && spelled).then_some(w)
    })
}

/// The acronym in parentheses that the words from the one ending at byte `end` spell, within
/// the sentence: "Meta Post-Refinement (MePo)" → MePo, "SURrogate GradiEnt Adaptation (SURGE)"
/// → SURGE. Its first letter must be the first word's, and no punctuation may come between —
/// but the commas of a list of capitalised words spelling it one word per letter ("Probe,
/// Learn, Distill (PLD)", "Plan, Execute, and Verify (PEV)").
pub(super) fn acronym_spelled_from<'t>(all: &[Word<'t>], end: usize) -> Option<(&'t str, usize)> {
    const LONGEST_EXPANSION: usize = 10;
    let first = word_ending_at(all, end)?;
    let word = &all[first];
    // "Probe, Learn, Distill (PLD)" (round 38, stop 35): capitalised words listed with commas
    // spell the acronym one word per letter.
    let mut listed = false;
    for (k, candidate) in all.iter().enumerate().skip(first + 1).take(LONGEST_EXPANSION) {
        // The words run on to the parenthesis: "X, a Differentially Private Inference (DPI)"
        // spells something else than X.
        let capitalised = |w: &Word<'_>| w.core.starts_with(char::is_uppercase);
        // "Plan, Execute, and Verify (PEV)": the list's "and" joins it (the stop's review).
        let joins = |w: &Word<'_>| matches!(w.core, "and" | "&");
        if all[k - 1].trailing() == ","
            && capitalised(&all[k - 1])
            && (capitalised(candidate) || joins(candidate))
        {
            listed = true;
        } else if !all[k - 1].trailing().is_empty() {
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
        let spelled = coined_after(&all[first..k], acronym)
            && acronym.chars().filter(|c| c.is_uppercase()).count() >= 2
            && acronym
                .chars()
                .next()
                .is_some_and(|c| c.to_lowercase().eq(word.core.chars().take(1).flat_map(char::to_lowercase)))
            && initials_match(&all[first..k], acronym)
            && (!listed || one_word_per_letter(&all[first..k], acronym));
        return spelled.then(|| (acronym, candidate.core_end()));
    }
    None
}

/// True when `acronym` is exactly the initials of `words`, one letter per word ("Probe, Learn,
/// Distill" → PLD).
fn one_word_per_letter(words: &[Word<'_>], acronym: &str) -> bool {
    let initials = words
        .iter()
        .filter(|w| !matches!(w.core, "and" | "&"))
        .filter_map(|w| w.core.chars().next())
        .flat_map(char::to_lowercase);
    initials.eq(acronym.chars().flat_map(char::to_lowercase))
}

/// True when the letters of `acronym` are, in order, initials of the words just before it
/// (looking back at most twice its length), as in "Sparsity-Aware and Fast Adaptive SNN
/// (SAFA-SNN)" or "**L**ikelihood-**R**egularized … (LRPO)".
pub(super) fn initials_match(before: &[Word<'_>], acronym: &str) -> bool {
    let letters: Vec<char> =
        acronym.chars().filter(|c| c.is_alphabetic()).flat_map(char::to_lowercase).collect();
    if letters.len() < 2 {
        return false;
    }
    let window = before.len().saturating_sub(letters.len() * 2);
    charge(before.len() - window);
    // A word run together from two inside the expansion ("Stochastic IterativeMomentum for
    // Shapley Value Approximation (SIM-Shapley)", round 45) has an initial at each capital that
    // follows a small letter; not the word right before the acronym ("SinoMultiAffect (SMA)"
    // is a name and its short form).
    let last = before.len().saturating_sub(1);
    let initials: Vec<char> = before[window..]
        .iter()
        .enumerate()
        .flat_map(|(j, w)| w.core.split(['-', '/']).map(move |part| (window + j < last, part)))
        .flat_map(|(inside, part)| {
            let humps = part.chars().zip(part.chars().skip(1)).filter_map(move |(a, b)| {
                (inside && a.is_lowercase() && b.is_ascii_uppercase()).then_some(b)
            });
            part.chars().next().into_iter().chain(humps)
        })
        .flat_map(char::to_lowercase)
        .collect();
    let text: String = before[window..].iter().map(|w| w.core.to_lowercase()).collect::<Vec<_>>().join(" ");
    // Initials in order, or letters in order as a subsequence of the described words; a word
    // kept whole in the acronym is spelled by its capitals ("Learning to Parallel Decode
    // (Learn2PD)": L, P, D are initials; stop 30).
    let capitals: Vec<char> =
        acronym.chars().filter(char::is_ascii_uppercase).flat_map(char::to_lowercase).collect();
    is_subsequence(&letters[..1], &initials)
        && is_subsequence(&letters, &text.chars().collect::<Vec<_>>())
        && (letters.iter().filter(|l| initials.contains(l)).count() * 2 >= letters.len()
            // Three capitals, or two and a digit or hyphen ("Co-Gym"): "(CooperAtive Reinforcement
            // …)" is no acronym.
            || (capitals.len() >= 3 || capitals.len() >= 2 && acronym.contains(|c: char| c.is_ascii_digit() || c == '-'))
                && is_subsequence(&capitals, &initials))
}

/// True when the capitals of the words before an acronym spell it, as authors mark it:
/// "SURrogate GradiEnt Adaptation (SURGE)", "LAnguage Grounded UNified Alignment (LAGUNA)".
pub(super) fn spelled_by_capitals(before: &[Word<'_>], acronym: &str) -> bool {
    let wanted: Vec<char> = acronym.chars().filter(|c| c.is_ascii_uppercase()).collect();
    // From the last word that starts the run of capitalised words before the acronym.
    // More capitalised words than the acronym has capitals, and two, cannot spell it: the run is
    // counted no further (a row of "(AAB) (AAC) …" costs its length, not its square).
    let most = wanted.len() + 3;
    let run = before.iter().rev().take(most).take_while(|w| w.core.starts_with(char::is_uppercase)).count();
    charge(run);
    if run == most {
        return false;
    }
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
pub(super) fn first_capitals_spell(described: &[Word<'_>], acronym: &str) -> bool {
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
pub(super) fn expansion_is_capitalised(before: &[Word<'_>], acronym: &str) -> bool {
    let letters = acronym.chars().filter(|c| c.is_alphabetic()).count();
    // A sentence's first word is capitalised whatever it is ("Reasoning large language models
    // (RLLMs) …").
    let opens_a_sentence = |j: usize| j == 0 || before[j - 1].raw.ends_with(['.', '!', '?']);
    (before.len().saturating_sub(letters)..before.len())
        .any(|j| !opens_a_sentence(j) && before[j].core.chars().next().is_some_and(char::is_uppercase))
}

/// The acronym a backronym spells, from the word ending at byte `end`: "PRioritized cOncept
/// learninG via Relative Error-driven Sample Selection -- PROGRESS --" (round 45). The authors
/// mark the letters inside the words ("cOncept", "learninG"), so at least two of the words carry
/// a capital that does not open them, and the capitals of the words up to the acronym (set off
/// by a dash or a parenthesis, within twelve words) are its letters in order.
pub(super) fn backronym_from<'t>(all: &[Word<'t>], end: usize) -> Option<(&'t str, usize)> {
    const LONGEST_EXPANSION: usize = 12;
    let first = word_ending_at(all, end)?;
    let marked = |w: &Word<'_>| {
        w.core.chars().any(char::is_lowercase) && w.core.chars().skip(1).any(|c| c.is_ascii_uppercase())
    };
    let is_dash = |w: &Word<'_>| matches!(w.core, "-" | "--" | "---" | "–");
    let mut capitals: Vec<char> = Vec::new();
    let mut marked_words = 0;
    for k in first..all.len().min(first + LONGEST_EXPANSION) {
        charge(1);
        let w = &all[k];
        let set_off = w.leading().starts_with('(') || (k > first && is_dash(&all[k - 1]));
        let acronym_letters: Vec<char> = w.core.chars().filter(|c| c.is_alphabetic()).collect();
        if k > first
            && set_off
            && acronym_letters.len() >= 3
            && acronym_letters.iter().all(char::is_ascii_uppercase)
        {
            return (marked_words >= 2 && capitals == acronym_letters).then(|| (w.core, w.core_end()));
        }
        if is_dash(w) {
            continue;
        }
        if !w.trailing().is_empty() && !w.trailing().starts_with("--") {
            return None;
        }
        marked_words += usize::from(marked(w));
        capitals.extend(w.core.chars().filter(char::is_ascii_uppercase));
    }
    None
}

pub(crate) fn is_subsequence(needle: &[char], haystack: &[char]) -> bool {
    let mut it = haystack.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// True when the parenthesised `acronym` after `before` is a coined word, or a common acronym
/// the words coin anew ([`coins_a_common_acronym`]).
pub(super) fn coined_after(before: &[Word<'_>], acronym: &str) -> bool {
    is_coined(acronym) || coins_a_common_acronym(before, acronym)
}

/// True when a common acronym is coined anew by the words before it: "Segmental Advantage
/// Estimation (SAE)" (round 60), "Prediction Inconsistency Detection (PID)". Only for the
/// acronyms [`STANDARD_EXPANSIONS`] lists, and only when none of the field's meanings stands in
/// the words (a variant of the field's term, "Progressive Group Relative Policy Optimization
/// (GRPO)" or "Multi-level Mixture-of-Experts (MoE)", stays common). The caller checks that the
/// words spell it.
pub(super) fn coins_a_common_acronym(before: &[Word<'_>], acronym: &str) -> bool {
    let lower = acronym.to_lowercase();
    let singular = lower.strip_suffix('s').filter(|_| acronym.ends_with('s') && acronym.len() > 2);
    let Some((_, meanings)) =
        STANDARD_EXPANSIONS.iter().find(|(short, _)| *short == lower || Some(*short) == singular)
    else {
        return false;
    };
    if acronym.chars().filter(char::is_ascii_uppercase).count() < 2 {
        return false;
    }
    // The words the acronym may abbreviate, split as the table writes them.
    let window = before.len().saturating_sub(12);
    charge(before.len() - window);
    let expansion: Vec<String> = before[window..]
        .iter()
        .flat_map(|w| w.core.split(['-', '/']))
        .filter(|part| !part.is_empty())
        .map(str::to_lowercase)
        .collect();
    // The meaning's words in order, at most one other word between two of them (the review:
    // "process-supervised reward models (PRMs)" is the field's process reward model).
    let states = |meaning: &str| {
        let wanted: Vec<&str> = meaning.split(' ').collect();
        (0..expansion.len()).any(|first| {
            let mut at = first;
            wanted.iter().enumerate().all(|(k, m)| {
                let reach = if k == 0 { 1 } else { 2 };
                match (at..(at + reach).min(expansion.len())).find(|&j| expansion[j].starts_with(m)) {
                    Some(j) => {
                        at = j + 1;
                        true
                    }
                    None => false,
                }
            })
        })
    };
    !meanings.iter().any(|meaning| states(meaning))
}
