//! Similar papers: the nearest abstracts by TF-IDF cosine, with the distinctive terms each
//! shares with the open paper ("why similar").
//!
//! Term weights are `(1 + ln tf) · idf` over the index's terms. Papers' vector norms are
//! computed once (one pass over all postings, on first use); a query walks the postings of the
//! open paper's [`QUERY_TERMS`] heaviest terms only, so opening a paper costs about a
//! millisecond on the full corpus.

use rustc_hash::FxHashMap;

use crate::core::index::{DocId, Index, TermId};
use crate::core::tokenize::Tokenizer;

/// Terms of the open paper that are looked up.
pub const QUERY_TERMS: usize = 48;
/// Shared terms shown per similar paper.
pub const SHARED_TERMS: usize = 4;

/// A similar paper and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Similar {
    pub doc: DocId,
    /// Cosine similarity in [0, 1].
    pub score: f32,
    /// The shared terms that weigh most, heaviest first.
    pub shared: Vec<String>,
}

fn idf(index: &Index, term: TermId) -> f32 {
    let n = index.doc_count() as f32;
    let df = index.doc_frequency(term) as f32;
    (1.0 + n / (1.0 + df)).ln()
}

fn weight(tf: u8) -> f32 {
    1.0 + (tf.max(1) as f32).ln()
}

/// Every paper's TF-IDF vector length.
pub fn norms(index: &Index) -> Vec<f32> {
    let mut squares = vec![0f32; index.doc_count()];
    for term in 0..index.term_count() as TermId {
        let idf = idf(index, term);
        let postings = index.postings(term);
        for (d, tf) in postings.iter() {
            let w = weight(tf) * idf;
            squares[d as usize] += w * w;
        }
    }
    squares.into_iter().map(|s| s.sqrt().max(f32::MIN_POSITIVE)).collect()
}

/// True for terms worth explaining a similarity with: words of three letters or more.
fn is_telling(term: &str) -> bool {
    term.chars().filter(|c| c.is_alphabetic()).count() >= 3
}

/// The `k` papers most similar to `doc` (whose text is `text`).
pub fn similar(index: &Index, norms: &[f32], doc: DocId, text: &str, k: usize) -> Vec<Similar> {
    let mut counts: FxHashMap<TermId, u8> = FxHashMap::default();
    Tokenizer::new().tokenize(text, |token| {
        if let Some(t) = index.term_id(token.term) {
            let c = counts.entry(t).or_insert(0);
            *c = c.saturating_add(1);
        }
    });
    let mut terms: Vec<(TermId, f32)> =
        counts.into_iter().map(|(t, tf)| (t, weight(tf) * idf(index, t))).collect();
    terms.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    terms.truncate(QUERY_TERMS);
    let mut scores: FxHashMap<DocId, f32> = FxHashMap::default();
    for &(term, wq) in &terms {
        let idf = idf(index, term);
        let postings = index.postings(term);
        for (d, tf) in postings.iter() {
            if d != doc {
                *scores.entry(d).or_insert(0.0) += wq * weight(tf) * idf;
            }
        }
    }
    let own_norm = norms.get(doc as usize).copied().unwrap_or(1.0);
    let mut ranked: Vec<(DocId, f32)> = scores
        .into_iter()
        .map(|(d, s)| (d, s / (own_norm * norms.get(d as usize).copied().unwrap_or(1.0))))
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    ranked.truncate(k);
    ranked
        .into_iter()
        .map(|(d, score)| {
            let mut shared: Vec<(f32, &str)> = terms
                .iter()
                .filter_map(|&(t, wq)| {
                    let posting = index.postings(t).find(d)?;
                    let term = index.term(t);
                    is_telling(term).then(|| (wq * weight(index.tf(posting)) * idf(index, t), term))
                })
                .collect();
            shared.sort_by(|a, b| b.0.total_cmp(&a.0));
            let mut names: Vec<String> = Vec::new();
            for (_, term) in shared {
                // "gpt-4o" already says "gpt": skip a part of a shared whole.
                if !names.iter().any(|n| {
                    n.split(['-', '.', '/']).any(|p| p == term) || term.split(['-', '.', '/']).any(|p| p == n)
                }) {
                    names.push(term.to_string());
                }
                if names.len() == SHARED_TERMS {
                    break;
                }
            }
            Similar { doc: d, score, shared: names }
        })
        .collect()
}
