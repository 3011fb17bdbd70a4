//! The one text normaliser, used for indexing, querying and highlighting alike.
//!
//! A character folds to its searchable form: compatibility-decomposed (NFKD, so "ﬁ" → "fi",
//! "²" → "2"), diacritics dropped ("González" → "gonzalez"), lowercased, and every dash or
//! minus sign unified to "-". Invisible characters (controls, zero-width) fold to nothing.
//! ASCII — nearly all of the corpus — takes a fast path. Folding is idempotent (a property
//! test checks it), so folded text can be folded again safely.
//!
//! The definition is [`crate::core::fold_definition`] (built on `unicode-normalization`'s
//! tables); this module ships only its result: `build.rs` folds every code point once and
//! embeds the exceptions (~20,000 characters, ~14 KB brotli instead of the tables' ~35 KB), and
//! the first non-ASCII character decodes them into a sorted table searched by binary search.
//! A native test checks that both give the same result for every code point.

use std::sync::OnceLock;

pub use crate::core::corpus::is_dash;

/// `fold_definition::encode_table()`, written by `build.rs`.
static ENCODED_TABLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/fold_table.bin"));

/// One character of the table: what it folds to (`folded[start..end]`) and whether it is a
/// combining mark.
struct Exception {
    code_point: u32,
    start: u32,
    end: u32,
    combining_mark: bool,
}

struct FoldTable {
    exceptions: Vec<Exception>,
    folded: String,
}

impl FoldTable {
    /// Decodes `fold_definition::encode_table`'s format. Damaged bytes end the table where they
    /// start (never a panic); the native test proves the embedded bytes whole.
    fn decode(bytes: &[u8]) -> FoldTable {
        let mut table = FoldTable { exceptions: Vec::new(), folded: String::new() };
        let mut at = 0;
        let mut next = || -> Option<u32> {
            let mut value = 0u32;
            for shift in (0..35).step_by(7) {
                let byte = *bytes.get(at)?;
                at += 1;
                value |= u32::from(byte & 0x7f).checked_shl(shift)?;
                if byte < 0x80 {
                    return Some(value);
                }
            }
            None
        };
        let mut code_point = 0u32;
        while let Some(gap) = next() {
            let Some(counts) = next() else { break };
            code_point = code_point.saturating_add(gap);
            let start = table.folded.len() as u32;
            for _ in 0..counts / 2 {
                let Some(c) = next().and_then(char::from_u32) else { return table };
                table.folded.push(c);
            }
            let end = table.folded.len() as u32;
            table.exceptions.push(Exception { code_point, start, end, combining_mark: counts % 2 == 1 });
        }
        table
    }

    fn get(&self, c: char) -> Option<&Exception> {
        let at = self.exceptions.binary_search_by_key(&(c as u32), |e| e.code_point).ok()?;
        self.exceptions.get(at)
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
        if c.is_ascii_whitespace() {
            out.push(' ');
        } else if !c.is_ascii_control() {
            out.push(c.to_ascii_lowercase());
        }
        return;
    }
    let table = table();
    match table.get(c) {
        Some(exception) => {
            out.push_str(table.folded.get(exception.start as usize..exception.end as usize).unwrap_or(""))
        }
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
        assert!(table().exceptions.len() > 10_000, "the table holds {}", table().exceptions.len());
    }

    #[test]
    fn damaged_table_bytes_decode_without_panicking() {
        let bytes = fold_definition::encode_table();
        for cut in [0, 1, 2, 3, 100, bytes.len() / 2, bytes.len() - 1] {
            let table = FoldTable::decode(&bytes[..cut]);
            assert!(table.exceptions.len() <= cut);
        }
        let table = FoldTable::decode(&[0xff; 64]);
        assert!(table.exceptions.is_empty());
    }

    #[test]
    fn the_embedded_table_is_the_current_definitions() {
        assert!(ENCODED_TABLE == fold_definition::encode_table().as_slice(), "build.rs wrote a stale table");
    }
}
