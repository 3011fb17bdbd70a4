//! Model size: the parameter counts an abstract names ("Qwen2.5-7B", "a 1.5B model",
//! "Llama-3-70B"), bucketed. Read through the index: every dictionary term of the form
//! `<number>b` is a size in billions, unless every occurrence in a paper counts data ("100B
//! tokens"). Extractive: a paper gets a bucket only when its text names such a size.

use crate::core::derive::Category;
use crate::core::index::{DocId, Index, TermId};

pub const MODEL_SIZES: &[Category] = &[
    category! {"under-3b", "Under 3B", "The abstract names a model of under 3 billion parameters (e.g. 0.5B, 1.5B).", 1, [] },
    category! {"3b-14b", "3B–14B", "The abstract names a model of 3 to 14 billion parameters (e.g. 7B, 8B, 13B).", 1, [] },
    category! {"15b-plus", "15B and over", "The abstract names a model of 15 billion parameters or more (e.g. 32B, 70B, 405B).", 1, [] },
];

/// Words after a size that make it an amount of data, not a model ("100B tokens").
const DATA_WORDS: &[&str] =
    &["tokens", "token", "words", "samples", "images", "examples", "pairs", "bytes", "hours"];

/// The size in billions that a folded term names (`"7b"` → 7, `"1.5b"` → 1.5), if any.
pub fn billions(term: &str) -> Option<f64> {
    let number = term.strip_suffix('b')?;
    let plain = !number.is_empty()
        && number.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && number.bytes().filter(|&b| b == b'.').count() <= 1
        && number.as_bytes()[0].is_ascii_digit();
    let value: f64 = if plain { number.parse().ok()? } else { return None };
    (value > 0.0 && value <= 10_000.0).then_some(value)
}

fn bucket(billions: f64) -> u16 {
    if billions < 3.0 {
        0
    } else if billions < 15.0 {
        1
    } else {
        2
    }
}

/// Per paper, the size buckets its text names (indices into [`MODEL_SIZES`], ascending).
pub fn model_sizes(index: &Index) -> Vec<Vec<u16>> {
    let mut out: Vec<Vec<u16>> = vec![Vec::new(); index.doc_count()];
    let data_words: Vec<TermId> = DATA_WORDS.iter().filter_map(|w| index.term_id(w)).collect();
    for digit in b'0'..=b'9' {
        let first = [digit];
        let prefix = std::str::from_utf8(&first).unwrap_or("0");
        for term in index.prefix_range(prefix) {
            let Some(size) = billions(index.term(term)) else { continue };
            let value = bucket(size);
            let counts_data: Vec<DocId> = if data_words.is_empty() {
                Vec::new()
            } else {
                index.phrase_docs(&[vec![term], data_words.clone()], &mut 0)
            };
            let postings = index.postings(term);
            for (doc, tf) in postings.iter() {
                if tf == 1 && counts_data.binary_search(&doc).is_ok() {
                    continue;
                }
                if let Some(list) = out.get_mut(doc as usize)
                    && !list.contains(&value)
                {
                    list.push(value);
                }
            }
        }
    }
    out.iter_mut().for_each(|list| list.sort_unstable());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_sizes_and_skips_amounts_of_data() {
        assert_eq!(
            ["7b", "1.5b", "70b", "0.5b", "b", "1.2.3b", "ab", "7bn", ".5b"].map(billions),
            [Some(7.0), Some(1.5), Some(70.0), Some(0.5), None, None, None, None, None]
        );
        let index = Index::build([
            "We fine-tune Qwen2.5-7B and Llama-3-70B on math.",
            "Pretraining on 100B tokens makes a better model.",
            "A 1.5B model trained on 2T tokens beats a 7B one.",
            "No sizes here at all.",
        ]);
        assert_eq!(model_sizes(&index), vec![vec![1, 2], vec![], vec![0, 1], vec![]]);
    }
}
