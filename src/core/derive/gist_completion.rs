//! Completing a short description with what the name does (stop 34, round 37's gists that
//! "only restate the title"): "a simple optimizer for memory efficient pretraining" and the
//! name's next sentence "Across multiple LLaMA models, SCALE matches or exceeds …" give "a
//! simple optimizer for memory efficient pretraining that matches or exceeds …". Whole when the
//! card holds it ([`GIST_CHARS`]), else up to a first comma or free-standing dash ([`first_cut`]:
//! not inside a number, a range or a compound); never into a
//! parenthesis it cannot finish, nor as a bare lead-in to parts ("consists of three
//! components"). Since stop 36 a numbered list is cut before it is shown, even when it would fit
//! ("comprises three core components: (1) We design …" is a lead-in, and goes; "…, including:
//! (1) …" loses "including"; "consists of: (1) …" leaves nothing to show). Each step reads the
//! predicate once (a constant number of scans), so a hostile sentence costs time linear in its
//! length.

use crate::core::derive::charge;
use crate::core::derive::gist::{COUNTS, GIST_CHARS, only_announces_parts, verb_at};

/// A short description completed by what the name does, `"{clause} that {does}"`, when it fits in
/// [`GIST_CHARS`] (a numbered list in `does` cut first); else with `does` up to its first comma, colon, semicolon or parenthesis when that fits and
/// still says something (four words or more); else `None`, and the description stays alone
/// rather than being cut before its point (of 288 development gists completed whole, 133 were
/// cut).
pub fn completed_within_the_card(clause: &str, does: &str) -> Option<String> {
    // Each scan below is charged where it reads: a constant number of them per call.
    // "comprises three core components: (1) We design …" (round 39's later sentences): a
    // numbered list the card would show half of; what leads into it is judged alone.
    // Even when the whole list would fit (the readers judge a numbered list on a card weak); what
    // is left must still say something ("consists of: (1) …" leaves "consists": no completion).
    charge(does.len());
    let does =
        match [": (1)", ": 1)", ": (i)", ": i)", ": (a)"].iter().filter_map(|list| does.find(list)).min() {
            Some(at) => {
                let kept = without_list_lead_word(&does[..at]);
                let last = kept.rsplit(' ').next().unwrap_or("");
                if kept.split_whitespace().count() < 4 || DANGLING_WORDS.contains(&last) || last == "such" {
                    return None;
                }
                kept
            }
            None => does,
        };
    let fits = |does: &str| {
        charge(clause.len() + does.len());
        clause.chars().count() + " that ".len() + does.chars().count() <= GIST_CHARS
    };
    let does = if fits(does) {
        does
    } else {
        let cut = first_cut(does);
        let first_part = does[..cut].trim_end();
        // Before a parenthesis, the words must end a phrase: not "features associated (…" nor a
        // numbered list, "combines (1) …".
        let last = first_part.rsplit(' ').next().unwrap_or("");
        let after = &does[cut..];
        let numbered = ["(1", "(i)", "(a)", "(i "].iter().any(|list| after.starts_with(list));
        let unfinished = after.starts_with('(')
            && (numbered || last.ends_with("ed") || DANGLING_WORDS.contains(&last))
            || ends_on_an_article_and_adjective(first_part);
        (fits(first_part) && !unfinished && first_part.split_whitespace().count() >= 4)
            .then_some(first_part)?
    };
    // "consists of three key components", "employs a two-stage training pipeline" (the blind
    // comparison of stop 34): a lead-in to parts the card cannot show. What comes before a lead-in
    // joined to it ("addresses the outlier problem through three synergistic components",
    // "operates strictly with past frames and integrates three key components") stays.
    let does = if leads_into_parts(does) {
        let joined = [" through ", " with ", " via ", " using ", " by ", " and "]
            .iter()
            .filter_map(|joiner| {
                charge(does.len());
                does.rfind(joiner)
            })
            .max()
            .map(|at| &does[..at])?;
        let last = joined.rsplit(' ').next().unwrap_or("");
        let ends_a_phrase = !last.ends_with("ed")
            && !DANGLING_WORDS.contains(&last)
            && !ends_on_an_article_and_adjective(joined);
        (joined.split_whitespace().count() >= 4 && ends_a_phrase && !leads_into_parts(joined))
            .then_some(joined)?
    } else {
        does
    };
    (!only_announces_parts(does)).then(|| format!("{clause} that {does}"))
}

/// What comes before a cut numbered list without the word that led into it ("…, including" →
/// "…"; "integrates" stays, and is judged as a lead-in).
fn without_list_lead_word(before: &str) -> &str {
    let before = before.trim_end();
    match before.rsplit_once(' ') {
        Some((kept, last))
            if matches!(last, "including" | "namely" | "comprising" | "as")
                || DANGLING_WORDS.contains(&last) =>
        {
            kept.trim_end_matches([',', ' '])
        }
        _ => before,
    }
}

/// Where a predicate too long for the card is cut: its first comma (not one between digits,
/// "1,300"), colon, semicolon or parenthesis, or a free-standing dash ("streams--three-
/// dimensional", " – "), not one inside a word ("vision--language", "Relevance–Diversity") or a
/// range ("3--5%"). One pass over the bytes.
fn first_cut(does: &str) -> usize {
    let bytes = does.as_bytes();
    let digit = |at: Option<usize>| at.and_then(|at| bytes.get(at)).is_some_and(u8::is_ascii_digit);
    let space = |at: Option<usize>| at.and_then(|at| bytes.get(at)).is_none_or(u8::is_ascii_whitespace);
    for (at, c) in does.char_indices() {
        let cut = match c {
            ',' => !(digit(at.checked_sub(1)) && digit(Some(at + 1))),
            ':' | ';' | '(' => true,
            '–' | '—' => space(at.checked_sub(1)) && space(Some(at + c.len_utf8())),
            '-' => does[at..].starts_with("--") && (space(at.checked_sub(1)) || space(Some(at + 2))),
            _ => false,
        };
        if cut {
            charge(at);
            return at;
        }
    }
    charge(does.len());
    does.len()
}

/// Whether a predicate ends on a count of parts ("consists of three key components", "involves
/// two stages", "employs a two-stage training pipeline").
pub(crate) fn leads_into_parts(does: &str) -> bool {
    charge(does.len());
    let ws: Vec<&str> = does.split_whitespace().collect();
    let tail = &ws[ws.len().saturating_sub(4)..];
    let counted = tail
        .iter()
        .any(|w| COUNTS.contains(w) || w.split_once('-').is_some_and(|(count, _)| COUNTS.contains(&count)));
    counted && tail.last().is_some_and(|w| LEAD_IN_PARTS.contains(w))
}

/// The most words of an opening phrase before the name ([`predicate_after_opening`]).
const OPENING_WORDS: usize = 12;

/// What a sentence says the name does after a short opening phrase and its comma ("Across
/// multiple LLaMA models (60M–1B), SCALE matches or exceeds …" → "matches or exceeds …").
pub fn predicate_after_opening(sentence: &str, name: &str) -> Option<String> {
    charge(sentence.len());
    let ws: Vec<&str> = sentence.split_whitespace().take(OPENING_WORDS + 2).collect();
    let comma = ws.iter().position(|w| w.ends_with(','))?;
    let written = *ws.get(comma + 1)?;
    (comma < OPENING_WORDS && writes_the_name(written, name) && verb_at(&ws, comma + 2)).then_some(())?;
    let rest = sentence.split_once(&format!(", {written} "))?.1;
    Some(rest.trim_end_matches('.').to_string())
}

/// Whether `word` is the name as the abstract writes it: exactly, or in capitals ("Specifically,
/// FEDSLS offers …" after "the Federated Stochastic Line Search (FeDSLS) algorithm", round 77).
pub fn writes_the_name(word: &str, name: &str) -> bool {
    word == name || (word.eq_ignore_ascii_case(name) && !word.chars().any(|c| c.is_ascii_lowercase()))
}

/// Whether a part ends on an article and what looks like an adjective ("through a
/// differentiable" of "through a differentiable, matching-aware fusion module"): a noun phrase
/// the cut left without its noun. Conservative: "a signal" looks the same, and is only left
/// uncompleted.
fn ends_on_an_article_and_adjective(part: &str) -> bool {
    let mut ws = part.rsplit(' ');
    let (last, before) = (ws.next().unwrap_or(""), ws.next().unwrap_or(""));
    matches!(before, "a" | "an" | "the" | "its" | "their")
        && ADJECTIVE_ENDINGS.iter().any(|ending| last.ends_with(ending))
}

/// Endings of adjectives ([`ends_on_an_article_and_adjective`]).
const ADJECTIVE_ENDINGS: &[&str] =
    &["able", "ible", "ive", "al", "ous", "ic", "ful", "less", "ary", "ent", "ant", "-aware", "-based"];

/// Words a phrase does not end on.
const DANGLING_WORDS: &[&str] = &[
    "of", "with", "to", "for", "the", "a", "an", "and", "or", "in", "on", "by", "from", "as", "into", "via",
];

/// What a lead-in counts ([`leads_into_parts`]).
const LEAD_IN_PARTS: &[&str] = &[
    "components", "stages", "streams", "strategies", "modules", "techniques", "steps", "parts", "phases",
    "innovations", "contributions", "designs", "mechanisms", "pillars", "branches", "pipeline", "framework",
    "process", "procedure", "elements", "ideas", "axes", "perspectives",
    // Round 39's later-sentence completions: "serves two critical functions".
    "functions", "purposes", "roles", "tracks", "levels",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::derive::LOOKED_AT;

    /// A hostile predicate (long runs of joiners, counts and marks) costs work in proportion to
    /// its length: twice the text, about twice the look.
    #[test]
    fn hostile_predicates_cost_linear_work() {
        let work = |does: &str| {
            LOOKED_AT.with(|seen| seen.set(0));
            let _ = completed_within_the_card("a simple optimizer for pretraining", does);
            let _ = predicate_after_opening(does, "SCALE");
            LOOKED_AT.with(|seen| seen.get())
        };
        for unit in [" and with three components", ", (", " -- ", "On X, SCALE beats Y, "] {
            let (small, large) = (work(&unit.repeat(20_000)), work(&unit.repeat(40_000)));
            assert!(large <= small * 21 / 10, "{unit:?}: {small} → {large}");
            assert!(small >= 20_000, "{unit:?}: the work is counted");
        }
        assert_eq!(completed_within_the_card("a method", &" and with three components".repeat(1_000)), None);
        // A lead-in that fits the card goes (the lead-in branch, not the cut).
        assert_eq!(
            completed_within_the_card("a method for graphs", "consists of three key components"),
            None
        );
        assert_eq!(
            completed_within_the_card(
                "a method for graphs",
                "scores the edges of a graph with three key components"
            )
            .as_deref(),
            Some("a method for graphs that scores the edges of a graph")
        );
    }

    /// The review of stop 34: no cut inside a number ("1,300"), a range ("3--5%") or a compound
    /// ("vision--language"), nor before a numbered list.
    #[test]
    fn cuts_keep_numbers_ranges_compounds_and_lists_whole() {
        assert_eq!(first_cut("spans 1,300 questions, and more"), "spans 1,300 questions".len());
        assert_eq!(
            first_cut("improves accuracy by 3--5% on tasks, and more"),
            "improves accuracy by 3--5% on tasks".len()
        );
        assert_eq!(
            first_cut("aligns a vision--language model, and more"),
            "aligns a vision--language model".len()
        );
        assert_eq!(first_cut("integrates four streams -- three"), "integrates four streams ".len());
        // "streams--three" reads like "vision--language": no cut.
        assert_eq!(first_cut("integrates four streams--three"), "integrates four streams--three".len());
        let long = "uses a two-stage pipeline that combines (1) retrieval of many documents and (2) a reranker \
                    that reads them all, with further words that make the predicate longer than any card can show \
                    on one line of the page, and a few more words to be sure that it is far too long for it";
        assert_eq!(completed_within_the_card("a framework for retrieval-augmented generation", long), None);
    }

    /// A cut inside an adjective list ("through a differentiable, matching-aware module") leaves
    /// no completion; a cut after a noun phrase does.
    #[test]
    fn a_cut_never_leaves_an_article_and_adjective() {
        let long = |first: &str| format!("{first}, {}", "and then a long list of further words ".repeat(8));
        let clause = "a framework for metric depth estimation";
        assert_eq!(
            completed_within_the_card(clause, &long("injects prompts through a differentiable")),
            None
        );
        assert_eq!(
            completed_within_the_card(clause, &long("injects prompts through a fusion module")).as_deref(),
            Some("a framework for metric depth estimation that injects prompts through a fusion module")
        );
    }
}
