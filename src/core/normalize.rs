//! The one text normaliser, used for indexing, querying and highlighting alike.
//!
//! A character folds to its searchable form: compatibility-decomposed (NFKD, so "ﬁ" → "fi",
//! "²" → "2"), diacritics dropped ("González" → "gonzalez"), lowercased, and every dash or
//! minus sign unified to "-". Invisible characters (controls, zero-width) fold to nothing.
//! ASCII — nearly all of the corpus — takes a fast path. Folding is idempotent (a property
//! test checks it), so folded text can be folded again safely.

use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;

use crate::core::corpus::is_invisible;

/// True for the dash and minus characters that fold to `-`.
pub fn is_dash(c: char) -> bool {
    matches!(c, '-' | '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' | '\u{FF0D}')
}

/// Appends the folded form of `c` to `out`.
pub fn push_folded(c: char, out: &mut String) {
    if c.is_ascii() {
        if c.is_ascii_whitespace() {
            out.push(' ');
        } else if !c.is_ascii_control() {
            out.push(c.to_ascii_lowercase());
        }
        return;
    }
    if is_dash(c) {
        out.push('-');
        return;
    }
    if is_invisible(c) || is_combining_mark(c) {
        return;
    }
    for decomposed in std::iter::once(c).nfkd() {
        if is_combining_mark(decomposed) || is_invisible(decomposed) {
            continue;
        }
        if is_dash(decomposed) {
            out.push('-');
            continue;
        }
        for lower in decomposed.to_lowercase() {
            if lower.is_ascii() || !is_combining_mark(lower) {
                out.push(lower);
            }
        }
    }
}

/// The folded form of a whole string.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_folded(c, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folds_case_diacritics_compatibility_and_dashes() {
        for (input, expected) in [
            ("González", "gonzalez"),
            ("Fused Gromov–Wasserstein", "fused gromov-wasserstein"),
            ("ﬁne-tuning", "fine-tuning"),
            ("x²", "x2"),
            ("DIF\u{200B}FUSION\u{2}", "diffusion"),
            ("Ångström", "angstrom"),
            ("naïve", "naive"),
            ("α-Entmax", "α-entmax"),
            ("e\u{301}", "e"),
        ] {
            assert_eq!(fold(input), expected, "{input:?}");
        }
    }
}
