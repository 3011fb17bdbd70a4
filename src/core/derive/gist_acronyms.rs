//! A gist should not lean on an acronym the abstract defined before it. Rounds 11–13 of the
//! reading check judged gists weak for "MI", "IOD", "ARDMs", "GMs", "FM" and "FR": the card
//! shows the gist alone, and the sentence that spelled the acronym out is not on it.
//!
//! [`with_acronyms_spelled_out`] finds the abstract's own definitions ("mutual information
//! (MI)") and writes the first use of each defined acronym in the gist as the abstract defined
//! it ("mutual information (MI)"): still the abstract's words, now readable alone. Field terms
//! everybody knows (LLM, RL, GNN: [`is_common`]) and the paper's own name (shown beside the gist)
//! are left as they are, and so is an acronym the gist already spells out.
//!
//! One pass over the abstract's words finds the definitions (each looks back at most
//! [`MAX_EXPANSION_WORDS`] words); one pass over the gist's words uses them.

use std::borrow::Cow;

use crate::core::derive::name::is_common;
use crate::core::derive::words::{Word, words};

/// Words an acronym's spelled-out form may take ("Low-Rank Adaptation" is two).
const MAX_EXPANSION_WORDS: usize = 8;

/// Acronyms spelled out in one gist at most: more would crowd the card.
const MAX_SPELLED_OUT: usize = 2;

/// Only the gist's first this many bytes are read for acronyms: the card shows less.
const GIST_SCAN_BYTES: usize = 400;

/// The gist with its first use of each acronym the abstract defined earlier written as the
/// abstract defined it ("MI" → "mutual information (MI)").
pub fn with_acronyms_spelled_out<'g>(plain: &str, gist: &'g str, name: Option<&str>) -> Cow<'g, str> {
    let gist_words = words(gist);
    let mut candidates: Vec<&Word<'_>> = Vec::new();
    for word in gist_words.iter().take_while(|w| w.start < GIST_SCAN_BYTES) {
        let usable = word.leading().is_empty()
            && looks_like_acronym(word.core)
            && Some(word.core) != name
            && !is_common(word.core)
            && !candidates.iter().any(|c| c.core == word.core);
        if usable {
            candidates.push(word);
        }
    }
    // Defined in the gist itself ("mutual information (MI) estimation").
    candidates.retain(|c| !gist_words.iter().any(|w| w.core == c.core && w.leading() == "("));
    if candidates.is_empty() {
        return Cow::Borrowed(gist);
    }
    let definitions = definitions(plain);
    let gist_lower = gist.to_lowercase();
    let mut out = String::with_capacity(gist.len() + 64);
    let mut copied = 0;
    let mut spelled = 0;
    for word in candidates {
        if spelled == MAX_SPELLED_OUT {
            break;
        }
        // "GMs" used where "generative models (GMs)" or "generative model (GM)" was defined.
        // "INR" where "implicit neural representations (INRs)" was.
        let singular = word.core.strip_suffix('s').filter(|s| s.len() >= 2);
        let plural_defined = |acronym: &str| acronym.strip_suffix('s') == Some(word.core);
        let Some((expansion, defined)) = definitions.iter().find(|(_, acronym)| {
            *acronym == word.core || Some(*acronym) == singular || plural_defined(acronym)
        }) else {
            continue;
        };
        let expansion = match expansion.strip_suffix('s') {
            Some(one) if plural_defined(defined) => one,
            _ => expansion.as_str(),
        };
        if gist_lower.contains(&expansion.to_lowercase()) {
            continue;
        }
        let start = word.core_end() - word.core.len();
        let before = &gist[copied..start];
        // "an MI estimator" → "a mutual information (MI) estimator".
        let starts_with_vowel = expansion.starts_with(['a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U']);
        match (before.strip_suffix("an "), before.strip_suffix("a ")) {
            (Some(head), _) if !starts_with_vowel && (head.is_empty() || head.ends_with(' ')) => {
                out.push_str(head);
                out.push_str("a ");
            }
            (_, Some(head)) if starts_with_vowel && (head.is_empty() || head.ends_with(' ')) => {
                out.push_str(head);
                out.push_str("an ");
            }
            _ => out.push_str(before),
        }
        out.push_str(expansion);
        if Some(*defined) == singular {
            out.push('s');
        }
        out.push_str(" (");
        out.push_str(word.core);
        out.push(')');
        copied = word.core_end();
        spelled += 1;
    }
    if spelled == 0 {
        return Cow::Borrowed(gist);
    }
    out.push_str(&gist[copied..]);
    Cow::Owned(out)
}

/// Two to eight letters or digits with at least two capitals, starting with a letter: "MI",
/// "ARDMs", "IOD", "FM".
fn looks_like_acronym(word: &str) -> bool {
    let count = word.chars().count();
    (2..=8).contains(&count)
        && word.chars().next().is_some_and(char::is_alphabetic)
        && word.chars().all(|c| c.is_ascii_alphanumeric())
        && word.chars().filter(char::is_ascii_uppercase).count() >= 2
}

/// The abstract's "spelled-out form (ACRONYM)" definitions, in text order, each acronym once:
/// the run of words before the parenthesis whose initials spell the acronym's capitals
/// ("generative models (GMs)", "Low-Rank Adaptation (LoRA)"), a sentence's capital dropped.
fn definitions(plain: &str) -> Vec<(String, &str)> {
    let all = words(plain);
    let mut seen = rustc_hash::FxHashSet::default();
    let mut found = Vec::new();
    for (i, word) in all.iter().enumerate() {
        if !(word.leading() == "(" && word.trailing().starts_with(')') && looks_like_acronym(word.core)) {
            continue;
        }
        if !seen.insert(word.core) {
            continue;
        }
        let from = i.saturating_sub(MAX_EXPANSION_WORDS);
        if let Some(n) = expansion_words(&all[from..i], word.core) {
            let first = i - n;
            let Some(text) = all[first].span_to(&all[i - 1]) else { continue };
            let opens_sentence = first == 0 || all[first - 1].raw.ends_with(['.', '!', '?']);
            // "Generative models (GMs) …" opening a sentence, not "Low-Rank Adaptation".
            let only_the_sentence_capital = text.chars().skip(1).all(|c| !c.is_uppercase());
            let lowered = match text.chars().next() {
                Some(c) if opens_sentence && only_the_sentence_capital => {
                    c.to_lowercase().chain(text[c.len_utf8()..].chars()).collect()
                }
                _ => text.to_string(),
            };
            found.push((lowered, word.core));
        }
    }
    found
}

/// How many of the words `before` spell `acronym` out, if any: the fewest words whose initials
/// start with its first capital and come in its capitals' order, at least half as many as the
/// capitals, and whose letters hold all its capitals in order ("autoregressive diffusion
/// model" for ARDM).
fn expansion_words(before: &[Word<'_>], acronym: &str) -> Option<usize> {
    let capitals: Vec<char> =
        acronym.chars().filter(char::is_ascii_uppercase).map(|c| c.to_ascii_lowercase()).collect();
    before.last().filter(|w| w.trailing().is_empty())?;
    (1..=before.len()).find(|&n| {
        let run = &before[before.len() - n..];
        let initials: Vec<char> = run
            .iter()
            .flat_map(|w| w.core.split(['-', '/']))
            .filter(|part| {
                !matches!(*part, "of" | "and" | "to" | "in" | "for" | "the" | "on" | "with" | "as")
            })
            .filter_map(|part| part.chars().next())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        let punctuated = run[..n - 1].iter().any(|w| !w.trailing().is_empty());
        let letters: Vec<char> =
            run.iter().flat_map(|w| w.core.chars()).map(|c| c.to_ascii_lowercase()).collect();
        !punctuated
            && initials.first() == capitals.first()
            && initials.len() * 2 >= capitals.len()
            && is_subsequence(&initials, &capitals)
            && is_subsequence(&capitals, &letters)
    })
}

/// True when `needle`'s characters occur in `haystack` in order.
fn is_subsequence(needle: &[char], haystack: &[char]) -> bool {
    let mut rest = haystack.iter();
    needle.iter().all(|c| rest.any(|h| h == c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(plain: &str, gist: &str, name: Option<&str>, expected: &str) {
        assert_eq!(with_acronyms_spelled_out(plain, gist, name), expected, "gist: {gist:?}");
    }

    #[test]
    fn spells_out_what_the_abstract_defined() {
        let plain = "Estimating mutual information (MI) is hard. Generative models (GMs) fail. We propose \
                     InfoBridge, an MI estimator robust to GMs.";
        check(
            plain,
            "an MI estimator robust to GMs",
            Some("InfoBridge"),
            "a mutual information (MI) estimator robust to generative models (GMs)",
        );
        // Once each, and not when the gist spells it out already or it is the paper's name.
        check(plain, "MI and MI again", None, "mutual information (MI) and MI again");
        check(plain, "mutual information (MI) is estimated", None, "mutual information (MI) is estimated");
        check("Foo bar (FB) is old. We propose FB.", "FB does it", Some("FB"), "FB does it");
        // A plural used where the singular was defined.
        check(
            "An autoregressive diffusion model (ARDM) is slow.",
            "fast ARDMs",
            None,
            "fast autoregressive diffusion models (ARDMs)",
        );
        // The singular used where the plural was defined.
        check(
            "Models based on implicit neural representations (INRs) are slow.",
            "a framework for INR modeling",
            None,
            "a framework for implicit neural representation (INR) modeling",
        );
        // Field terms stay short; an undefined acronym stays as it is.
        check("Large language models (LLMs) help.", "LLMs that plan", None, "LLMs that plan");
        check("Nothing is defined here.", "an IOD method", None, "an IOD method");
        // A sentence's capital goes, a name's capitals stay.
        check(
            "Mixture-of-Basis-Experts (MoBE) is cheap.",
            "a better MoBE",
            None,
            "a better Mixture-of-Basis-Experts (MoBE)",
        );
    }

    #[test]
    fn hostile_abstracts_cost_one_pass() {
        // 20,000 parenthesised acronyms, each looking back a bounded window.
        let plain = "Alpha Beta (AB) ".repeat(20_000);
        let gist = "AB ".repeat(10_000);
        let out = with_acronyms_spelled_out(&plain, &gist, None);
        assert_eq!(out.matches("(AB)").count(), 1, "{}", &out[..60]);
    }
}
