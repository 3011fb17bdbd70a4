//! Feature selection shared by the trainers: the best-scored terms, and per paper the features
//! it has (sparse presence rows).

#![allow(dead_code)] // each trainer uses one of the two

use paper_explorer::core::index::Index;

/// The `keep` best `(score, term)` pairs' terms, sorted by term id, and for each of the `n`
/// papers of `index` the positions (in that list) of the terms it contains.
pub fn presence_rows(
    index: &Index,
    scored: Vec<(f64, u32)>,
    keep: usize,
    n: usize,
) -> (Vec<u32>, Vec<Vec<u32>>) {
    presence_rows_with(scored, keep, n, |t| index.postings(t).docs().collect())
}

/// [`presence_rows`] over features whose papers `docs_of` gives (a term, or a term inside the
/// contribution window).
pub fn presence_rows_with(
    mut scored: Vec<(f64, u32)>,
    keep: usize,
    n: usize,
    docs_of: impl Fn(u32) -> Vec<u32>,
) -> (Vec<u32>, Vec<Vec<u32>>) {
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.truncate(keep);
    let mut features: Vec<u32> = scored.iter().map(|s| s.1).collect();
    features.sort_unstable();
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (f, &t) in features.iter().enumerate() {
        for d in docs_of(t) {
            rows[d as usize].push(f as u32);
        }
    }
    (features, rows)
}
