//! What folding a character means, defined with the Unicode tables of `unicode-normalization`;
//! the app ships the result of this definition, not the tables.
//!
//! A character folds to its searchable form: compatibility-decomposed (NFKD, so "ﬁ" → "fi",
//! "²" → "2"), diacritics dropped ("González" → "gonzalez"), lowercased, and every dash or
//! minus sign unified to "-". Invisible characters (controls, zero-width) and combining marks
//! fold to nothing.
//!
//! The crate's decomposition tables cost the app ~35 KB of its download (brotli), though folding
//! is a fixed function of one character. So `build.rs` compiles this file as its `normalize`
//! module (its tokenizer folds through it, for the map), runs [`push_folded`] over every code
//! point once and embeds [`encode_table`]'s ~14 KB (brotli) of exceptions; the app's
//! [`crate::core::normalize`] looks characters up there. A native test checks that the two agree
//! on all 1,114,112 code points, so this file stays the definition.

use unicode_normalization::UnicodeNormalization;

pub use crate::core::corpus::is_dash;
use crate::core::corpus::{is_invisible, push_folded_ascii};
use crate::core::varint;

/// True for combining marks (accents and the like): they continue a word and fold to nothing.
pub fn is_combining_mark(c: char) -> bool {
    unicode_normalization::char::is_combining_mark(c)
}

/// Appends the folded form of `c` to `out`.
pub fn push_folded(c: char, out: &mut String) {
    if c.is_ascii() {
        push_folded_ascii(c, out);
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

/// Every non-ASCII character whose folded form is not itself, or that is a combining mark, in
/// code point order, as varints ([`crate::core::varint`]) after their count: the gap from the previous such character; the count
/// of characters it folds to, times two, plus one for a combining mark; those characters' code
/// points. [`crate::core::normalize`] decodes it.
pub fn encode_table() -> Vec<u8> {
    let mut entries = Vec::new();
    let mut previous = 0u32;
    let mut folded = String::new();
    let mut count = 0u32;
    for c in (0x80..=0x10FFFF).filter_map(char::from_u32) {
        folded.clear();
        push_folded(c, &mut folded);
        let mark = is_combining_mark(c);
        let unchanged = folded.chars().eq(std::iter::once(c));
        if unchanged && !mark {
            continue;
        }
        varint::push(&mut entries, c as u32 - previous);
        previous = c as u32;
        varint::push(&mut entries, folded.chars().count() as u32 * 2 + u32::from(mark));
        for f in folded.chars() {
            varint::push(&mut entries, f as u32);
        }
        count += 1;
    }
    let mut out = Vec::with_capacity(entries.len() + 5);
    varint::push(&mut out, count);
    out.extend_from_slice(&entries);
    out
}
