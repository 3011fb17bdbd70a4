//! Small text helpers for showing abstracts: invisible-character clean-up for display, sentence
//! splitting, and trimming at a word boundary.
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
    "ms", "prof", "st",
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
    let word = before[word_start..].to_lowercase();
    ABBREVIATIONS.iter().any(|a| word == *a)
        || (word.chars().count() == 1 && word.chars().all(char::is_uppercase))
}

/// The first sentence of `text` (or the whole text when it has one sentence).
pub fn first_sentence(text: &str) -> &str {
    let text = text.trim();
    match sentence_ends(text).first() {
        Some(&end) => &text[..end],
        None => text,
    }
}

/// `text` cut at the last word boundary before `max_chars` characters, with "…" appended when
/// something was cut.
pub fn trim_at_word_boundary(text: &str, max_chars: usize) -> Cow<'_, str> {
    let text = text.trim();
    let Some((cut, _)) = text.char_indices().nth(max_chars) else {
        return Cow::Borrowed(text);
    };
    let head = &text[..cut];
    let at_word = match head.rfind(char::is_whitespace) {
        Some(space) if space > 0 => &head[..space],
        _ => head,
    };
    let at_word = at_word.trim_end_matches(|c: char| c.is_whitespace() || ",;:(".contains(c));
    Cow::Owned(format!("{at_word}…"))
}

/// A headline from the first sentence alone, trimmed (used when no name or gist is derived).
pub fn first_sentence_headline(text: &str) -> String {
    trim_at_word_boundary(&display_text(first_sentence(text)), HEADLINE_CHARS).into_owned()
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
    fn trims_at_word_boundary() {
        assert_eq!(trim_at_word_boundary("short", 10), "short");
        assert_eq!(trim_at_word_boundary("one two three four", 10), "one two…");
        assert_eq!(trim_at_word_boundary("abcdefghijklmnop", 5), "abcde…");
        assert_eq!(trim_at_word_boundary("ééééé ééééé", 7), "ééééé…");
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
