//! The one text normaliser, used for indexing, querying and highlighting alike.
//!
//! A character folds to its searchable form: compatibility-decomposed (NFKD, so "ﬁ" → "fi",
//! "²" → "2"), diacritics dropped ("González" → "gonzalez"), lowercased, and every dash or
//! minus sign unified to "-". Invisible characters (controls, zero-width) fold to nothing.
//! ASCII — nearly all of the corpus — takes a fast path. Folding is idempotent (a property
//! test checks it), so folded text can be folded again safely.
//!
//! The definition is `core::fold_definition` (a test-only module here, built on
//! `unicode-normalization`'s tables); this module ships only its result: `build.rs` folds every
//! code point once and embeds the exceptions (~20,500 characters, ~14 KB brotli instead of the
//! tables' ~35 KB), and the first non-ASCII character decodes them into a sorted table (8 bytes a
//! character) searched by binary search. A native test checks that both give the same result
//! for every code point.

use std::sync::OnceLock;

pub use crate::core::corpus::is_dash;
use crate::core::corpus::push_folded_ascii;
use crate::core::varint;

/// `fold_definition::encode_table()`, written by `build.rs`.
static ENCODED_TABLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/fold_table.bin"));

/// The exceptions, sorted by code point: `spans[i]` packs where `code_points[i]` folds to
/// (`folded[start..start + len]`: start << 8 | len << 1) and whether it is a combining mark
/// (bit 0). Eight bytes a character: the table is ~20,500 of them.
struct FoldTable {
    code_points: Vec<u32>,
    spans: Vec<u32>,
    folded: String,
}

/// What one character folds to, and whether it is a combining mark.
struct Exception<'t> {
    folded: &'t str,
    combining_mark: bool,
}

impl FoldTable {
    /// Decodes `fold_definition::encode_table`'s format. Damaged bytes end the table where they
    /// start (never a panic); the native test proves the embedded bytes whole.
    fn decode(bytes: &[u8]) -> FoldTable {
        let mut table = FoldTable { code_points: Vec::new(), spans: Vec::new(), folded: String::new() };
        let mut at = 0;
        let mut next = || varint::read_checked(bytes, &mut at);
        // Sized once (the count is capped by the bytes, each entry taking two or more).
        let count = next().unwrap_or(0) as usize;
        table.code_points.reserve_exact(count.min(bytes.len() / 2));
        table.spans.reserve_exact(count.min(bytes.len() / 2));
        let mut code_point = 0u32;
        while let Some(gap) = next() {
            let Some(counts) = next() else { break };
            code_point = code_point.saturating_add(gap);
            let start = table.folded.len();
            for _ in 0..counts / 2 {
                let Some(c) = next().and_then(char::from_u32) else { return table };
                table.folded.push(c);
            }
            let len = table.folded.len() - start;
            if start >= 1 << 24 || len >= 1 << 7 {
                break;
            }
            table.code_points.push(code_point);
            table.spans.push(((start as u32) << 8) | ((len as u32) << 1) | (counts % 2));
        }
        table.folded.shrink_to_fit();
        table
    }

    fn get(&self, c: char) -> Option<Exception<'_>> {
        let at = self.code_points.binary_search(&(c as u32)).ok()?;
        let span = *self.spans.get(at)?;
        let start = (span >> 8) as usize;
        let folded = self.folded.get(start..start + ((span >> 1) & 0x7f) as usize)?;
        Some(Exception { folded, combining_mark: span & 1 == 1 })
    }
}

fn table() -> &'static FoldTable {
    static TABLE: OnceLock<FoldTable> = OnceLock::new();
    TABLE.get_or_init(|| FoldTable::decode(ENCODED_TABLE))
}

/// True for combining marks (accents and the like): they continue a word and fold to nothing.
pub fn is_combining_mark(c: char) -> bool {
    !c.is_ascii() && table().get(c).is_some_and(|e| e.combining_mark)
}

/// Appends the folded form of `c` to `out`.
pub fn push_folded(c: char, out: &mut String) {
    if c.is_ascii() {
        push_folded_ascii(c, out);
        return;
    }
    match table().get(c) {
        Some(exception) => out.push_str(exception.folded),
        None => out.push(c),
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
    use crate::core::fold_definition;

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

    /// The embedded table is the definition, for every code point: what it folds to and
    /// whether it is a combining mark.
    #[test]
    fn the_table_folds_every_code_point_as_the_definition_does() {
        let (mut shipped, mut defined) = (String::new(), String::new());
        let mut differences = Vec::new();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            shipped.clear();
            defined.clear();
            push_folded(c, &mut shipped);
            fold_definition::push_folded(c, &mut defined);
            if shipped != defined || is_combining_mark(c) != fold_definition::is_combining_mark(c) {
                differences.push(c);
            }
        }
        assert!(
            differences.is_empty(),
            "{} differ, first {:?}",
            differences.len(),
            &differences[..differences.len().min(10)]
        );
        assert!(table().code_points.len() > 10_000, "the table holds {}", table().code_points.len());
    }

    #[test]
    fn damaged_table_bytes_decode_without_panicking() {
        let bytes = fold_definition::encode_table();
        for cut in [0, 1, 2, 3, 100, bytes.len() / 2, bytes.len() - 1] {
            let table = FoldTable::decode(&bytes[..cut]);
            assert!(table.code_points.len() <= cut);
        }
        let table = FoldTable::decode(&[0xff; 64]);
        assert!(table.code_points.is_empty());
        // After one good entry (U+00C0 → "a"): a varint wider than 32 bits, a surrogate, a fold
        // of 128 bytes, a fold longer than the bytes left. Each ends the table there.
        let entry = |gap: u32, chars: &[u32]| {
            let mut bytes = Vec::new();
            varint::push(&mut bytes, gap);
            varint::push(&mut bytes, chars.len() as u32 * 2);
            chars.iter().for_each(|&c| varint::push(&mut bytes, c));
            bytes
        };
        let good = [vec![0xff, 0xff, 0xff, 0xff, 0x0f], entry(0xC0, &[u32::from('a')])].concat();
        for bad in [
            vec![0x80, 0x80, 0x80, 0x80, 0x7f, 0x02, b'a'],
            entry(1, &[0xD800]),
            entry(1, &[u32::from('x'); 128]),
            entry(1, &[u32::from('x'); 3])[..4].to_vec(),
        ] {
            let table = FoldTable::decode(&[good.clone(), bad.clone()].concat());
            assert_eq!(table.code_points, [0xC0], "{bad:?}");
            assert_eq!(table.get('\u{C0}').map(|e| e.folded), Some("a"));
        }
        let table = FoldTable::decode(&[good.clone(), entry(1, &[u32::from('x'); 127])].concat());
        assert_eq!(table.code_points, [0xC0, 0xC1], "a fold of 127 bytes is kept");
    }

    #[test]
    fn the_embedded_table_is_the_current_definitions() {
        assert!(ENCODED_TABLE == fold_definition::encode_table().as_slice(), "build.rs wrote a stale table");
    }
}
