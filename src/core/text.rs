//! Small text helpers for showing abstracts: invisible-character clean-up for display, sentence
//! splitting, and trimming where a phrase ends (a gist or headline cut to a card's length reads
//! "… across molecular sizes…" rather than "… across molecular sizes by rescaling the…").
//!
//! Everything works on `&str` and returns borrowed slices where it can; nothing here panics on
//! any input (slicing is only done at char boundaries found by `char_indices`).

use std::borrow::Cow;

use crate::core::corpus::is_invisible;

/// Headlines are trimmed to about this many characters.
pub const HEADLINE_CHARS: usize = 140;

/// True for characters never displayed: invisible ones (controls, zero-width) and the bidi
/// formatting controls (embeddings, overrides, isolates, marks), which could make displayed
/// text read differently from what it is ("evil\u{202E}txt.exe"). Ids and search are not
/// affected: they use [`is_invisible`] alone.
pub fn is_hidden_in_display(c: char) -> bool {
    is_invisible(c)
        || matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The text as it should be displayed: invisible and bidi-control characters removed.
/// Borrowed when there is nothing to remove, which is the common case.
pub fn display_text(text: &str) -> Cow<'_, str> {
    if text.chars().any(is_hidden_in_display) {
        Cow::Owned(text.chars().filter(|&c| !is_hidden_in_display(c)).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// The first `max` bytes of `text` at most, cut back to a character boundary.
pub fn prefix_at_char_boundary(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// A count with thousands separators: 19622 → "19,622".
pub fn group_digits(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// Abbreviations after which a period does not end a sentence (lowercase, without the period).
const ABBREVIATIONS: &[&str] = &[
    "e.g", "i.e", "et al", "al", "vs", "etc", "cf", "fig", "eq", "sec", "approx", "resp", "no", "dr", "mr",
    "ms", "prof", "st", "abbr", "abbrev", "viz",
];

/// Byte offsets of sentence ends in `text` (one past the closing punctuation).
pub fn sentence_ends(text: &str) -> Vec<usize> {
    let mut ends = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        let end = i + c.len_utf8();
        let Some(&(_, next)) = chars.peek() else {
            ends.push(end);
            break;
        };
        if !next.is_whitespace() {
            // "a novel 22k-trajectory dataset.Its subset …": a space lost after the period (a
            // word of three lower-case letters, then a capitalised word).
            if c == '.' && lost_space_after(&text[..i], &text[end..]) {
                ends.push(end);
            }
            continue;
        }
        let following = text[end..].trim_start().chars().next();
        let starts_sentence =
            following.is_some_and(|f| f.is_uppercase() || f.is_ascii_digit() || "\"'(“$\\".contains(f));
        if starts_sentence && !(c == '.' && ends_with_abbreviation(&text[..i])) {
            ends.push(end);
        }
    }
    ends
}

/// Whether `before` ends with three lower-case letters and `after` opens with a capital and a
/// lower-case letter: "dataset" + "Its …", not "e.g" + "The" nor "github" + "com".
fn lost_space_after(before: &str, after: &str) -> bool {
    let mut tail = before.chars().rev();
    let word = tail.by_ref().take(3).filter(char::is_ascii_lowercase).count() == 3;
    let mut head = after.chars();
    word && head.next().is_some_and(|c| c.is_ascii_uppercase())
        && head.next().is_some_and(|c| c.is_ascii_lowercase())
}

fn ends_with_abbreviation(before: &str) -> bool {
    let word_start = before
        .char_indices()
        .rev()
        .find(|&(_, c)| c.is_whitespace() || c == '(')
        .map_or(0, |(i, c)| i + c.len_utf8());
    // Not a single capital: "We study X. Then …" ends at "X." (a variable more often than an
    // initial in abstracts).
    let word = before[word_start..].to_lowercase();
    ABBREVIATIONS.iter().any(|a| word == *a)
}

/// The first sentence of `text` (or the whole text when it has one sentence).
pub fn first_sentence(text: &str) -> &str {
    let text = text.trim();
    match sentence_ends(text).first() {
        Some(&end) => &text[..end],
        None => text,
    }
}

/// Words that open a phrase of their own ("… a world model *by* …", "… *while* …"): a cut
/// before one leaves the phrase before it complete.
const PHRASE_OPENERS: &[&str] = &[
    "by", "while", "whereas", "via", "through", "thereby", "which", "where", "that", "and", "with", "using",
    "to", "for", "in", "on", "across", "without", "from", "into", "or", "achieving", "enabling", "allowing",
    "leading", "resulting", "yielding", "based", "when", "under", "at",
];

/// Words a phrase cannot end on ("… the", "… of their"): left after a word cut, they go.
const DANGLING: &[&str] = &[
    "a", "an", "the", "and", "or", "of", "to", "with", "for", "in", "on", "by", "from", "as", "that",
    "which", "while", "its", "their", "our", "this", "these", "those", "both", "each", "into", "through",
    "over", "across", "without", "thereby", "be", "is", "are", "via", "between", "than", "such", "using",
    "whose", "when", "where", "at", "can", "we", "it", "not", "more", "most", "novel", "new", "under",
    "within", "toward", "towards", "about", "among",
];

/// How far back (as a share of the length) a cut may go to end on a whole phrase.
const PHRASE_CUT_MIN_PERCENT: usize = 60;

/// `text` cut to at most `max_chars` characters where a phrase ends, with "…" appended when
/// something was cut: at the last clause punctuation (", ", "; ") past
/// [`PHRASE_CUT_MIN_PERCENT`] of the length and outside parentheses, else before the last word
/// that opens a phrase ("by", "while", "which", …), else at a word boundary without the words a
/// phrase cannot end on ("… of the"). One pass over the head: linear in `max_chars`.
pub fn trim_at_phrase_boundary(text: &str, max_chars: usize) -> Cow<'_, str> {
    let text = text.trim();
    let Some((cut, _)) = text.char_indices().nth(max_chars) else {
        return Cow::Borrowed(text);
    };
    let head = &text[..cut];
    let min_end = head.char_indices().nth(max_chars * PHRASE_CUT_MIN_PERCENT / 100).map_or(0, |(i, _)| i);
    // The head's whole words: the last one is cut through unless the text has a space after it.
    let next_is_space = text[cut..].starts_with(char::is_whitespace);
    let mut words: Vec<(usize, &str)> = Vec::new();
    let mut start = None;
    for (i, c) in head.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                words.push((s, &head[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let (Some(s), true) = (start, next_is_space) {
        words.push((s, &head[s..]));
    }
    let (mut after_punctuation, mut before_opener) = (None, None);
    let mut depth = 0i32;
    for (k, &(s, word)) in words.iter().enumerate() {
        let end = s + word.len();
        if depth == 0 && k > 0 && s >= min_end && is_phrase_opener(word) {
            before_opener = Some(words[k - 1].0 + words[k - 1].1.len());
        }
        depth += word.matches(['(', '[']).count() as i32 - word.matches([')', ']']).count() as i32;
        if depth == 0 && end >= min_end && k + 1 < words.len() && word.ends_with([',', ';']) {
            after_punctuation = Some(end);
        }
    }
    let kept = match after_punctuation.or(before_opener) {
        Some(end) => &head[..end],
        None => {
            let mut end = words.last().map_or(head.len(), |&(s, w)| s + w.len());
            for &(s, word) in words.iter().rev().take(4) {
                if s == 0 || !DANGLING.contains(&word.to_lowercase().as_str()) {
                    break;
                }
                end = s;
            }
            &head[..end]
        }
    };
    let kept = kept.trim_end_matches(|c: char| c.is_whitespace() || ",;:(-".contains(c));
    Cow::Owned(format!("{kept}…"))
}

fn is_phrase_opener(word: &str) -> bool {
    word.chars().all(|c| c.is_ascii_lowercase()) && PHRASE_OPENERS.contains(&word)
}

/// A headline from the first sentence alone, trimmed (used when no name or gist is derived).
pub fn first_sentence_headline(text: &str) -> String {
    trim_at_phrase_boundary(&display_text(first_sentence(text)), HEADLINE_CHARS).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_first_sentence(text: &str, expected: &str) {
        assert_eq!(first_sentence(text), expected, "text: {text:?}");
    }

    #[test]
    fn first_sentence_skips_abbreviations_and_decimals() {
        check_first_sentence("We study X. Then Y.", "We study X.");
        check_first_sentence(
            "Models, e.g. GPT-4o, reach 3.5 points. More text.",
            "Models, e.g. GPT-4o, reach 3.5 points.",
        );
        check_first_sentence("Smith et al. Show that. Next.", "Smith et al. Show that.");
        check_first_sentence("No period at all", "No period at all");
        check_first_sentence("Ends here.", "Ends here.");
        check_first_sentence("Is it? Yes.", "Is it?");
        // A space lost after the period still ends the sentence; a domain or "e.g." does not.
        check_first_sentence("A new dataset.Its subset is large. More.", "A new dataset.");
        check_first_sentence("See github.com for code. More.", "See github.com for code.");
        check_first_sentence("Models, e.g.The big ones, fail. More.", "Models, e.g.The big ones, fail.");
    }

    #[test]
    fn trims_where_a_phrase_ends() {
        let check = |text: &str, max: usize, expected: &str| {
            assert_eq!(trim_at_phrase_boundary(text, max), expected, "text: {text:?}");
        };
        check("a short gist", 40, "a short gist");
        // After the last clause punctuation past 60% of the length, not inside parentheses.
        check("a framework for graphs, which learns the kernel by gradients", 36, "a framework for graphs…");
        check("a model (fast, small) that learns the kernel", 30, "a model (fast, small)…");
        // Else before the last word that opens a phrase ("… by …").
        check(
            "a method that aligns the two encoders by contrastive training",
            50,
            "a method that aligns the two encoders…",
        );
        // Else at a word, without the words a phrase cannot end on.
        check(
            "a simple yet effective theory of the ones of the model",
            51,
            "a simple yet effective theory of the ones…",
        );
        check("abcdefghijklmnop", 5, "abcde…");
        check("ééééé ééééé", 7, "ééééé…");
        check("the the the the the the", 10, "the…");
    }

    #[test]
    fn phrase_trimming_is_bounded_and_total() {
        // Hostile shapes: one huge word, only openers, unbalanced brackets, multi-byte text.
        let inputs = [
            "x".repeat(100_000),
            "by ".repeat(50_000),
            "((((, , , ".repeat(10_000),
            "é, ".repeat(30_000),
            ") and, ".repeat(20_000),
        ];
        for text in &inputs {
            for max in [0, 1, 2, 7, 60, 180] {
                let trimmed = trim_at_phrase_boundary(text, max);
                assert!(trimmed.chars().count() <= max + 1, "{max}: {trimmed:?}");
            }
        }
    }

    #[test]
    fn groups_digits_by_thousands() {
        assert_eq!(
            [0, 38, 999, 1_000, 19_622, 1_234_567].map(group_digits),
            ["0", "38", "999", "1,000", "19,622", "1,234,567"]
        );
    }

    #[test]
    fn display_text_drops_invisible_characters_only() {
        assert_eq!(display_text("a\u{2}b\u{200B}c d"), "abc d");
        assert_eq!(display_text("evil\u{202E}txt.exe \u{2066}x\u{2069}\u{200F}"), "eviltxt.exe x");
        assert!(matches!(display_text("plain text"), Cow::Borrowed(_)));
    }
}
