//! Search: the results for a query, as positions in the corpus.
//!
//! This first engine is a plain filter: a paper matches when its folded text contains every
//! whitespace-separated word of the folded query; results keep corpus order. The UI only asks
//! [`SearchIndex::search`] for [`SearchResults`], so a ranking engine can replace this one
//! without touching the UI.

use crate::core::corpus::{Corpus, is_invisible};

/// Lowercases and drops invisible characters, so that "Dif\u{200B}fusion" finds "diffusion".
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|&c| !is_invisible(c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Per-paper folded text, ready to be searched.
pub struct SearchIndex {
    folded: Vec<String>,
}

/// What a query found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchResults {
    /// Corpus positions of the matching papers, best first.
    pub hits: Vec<usize>,
}

impl SearchIndex {
    pub fn build(corpus: &Corpus<'_>) -> SearchIndex {
        SearchIndex {
            folded: corpus.papers.iter().map(|p| fold(&p.text)).collect(),
        }
    }

    /// Papers containing every word of `query`; all papers, in corpus order, for a blank query.
    pub fn search(&self, query: &str) -> SearchResults {
        let query = fold(query);
        let words: Vec<&str> = query.split_whitespace().collect();
        let hits = self
            .folded
            .iter()
            .enumerate()
            .filter(|(_, text)| words.iter().all(|w| text.contains(w)))
            .map(|(i, _)| i)
            .collect();
        SearchResults { hits }
    }
}
