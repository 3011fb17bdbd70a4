//! Cue phrases, matched against the whole corpus at once through the search index.
//!
//! A cue is written as text: `"diffusion"` (one term, exact after folding), `"hallucinat*"`
//! (every term with that prefix), or `"point cloud"` (a phrase: consecutive words). Matching a
//! cue walks postings instead of re-reading 19,622 abstracts, so all topics, types and
//! modalities of the full corpus cost tens of milliseconds. A phrase several cue lists share
//! is looked up once per derivation ([`Index::phrase_docs_remembered`]; stop 31: 1,582 phrase
//! lookups were 1,251 distinct phrases, and the repeats cost 45 of the native 279 ms).

use crate::core::bitset::Bitset;
use crate::core::index::{DocId, Index, TermId};
use crate::core::tokenize::part_terms;

/// A parsed cue: per word, the terms it stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cue {
    words: Vec<(String, bool)>,
}

impl Cue {
    /// Parses `"word"`, `"prefix*"` or `"a phrase"`.
    pub fn parse(spec: &str) -> Cue {
        let prefix = spec.ends_with('*');
        let mut words: Vec<(String, bool)> =
            part_terms(spec.trim_end_matches('*')).into_iter().map(|w| (w, false)).collect();
        if let Some(last) = words.last_mut() {
            last.1 = prefix;
        }
        Cue { words }
    }

    /// Calls `found` for each document this cue matches (a document may come more than once
    /// when a prefix stands for several of its terms): no counting, sorting or collecting.
    pub fn for_each_doc(&self, index: &Index, mut found: impl FnMut(DocId)) {
        match self.terms(index).as_slice() {
            [] => {}
            [single] => single.iter().for_each(|&t| index.postings(t).docs().for_each(&mut found)),
            phrase => index.phrase_docs_remembered(phrase, &mut 0).into_iter().for_each(found),
        }
    }

    /// Per word, the index terms it stands for.
    fn terms(&self, index: &Index) -> Vec<Vec<TermId>> {
        self.words
            .iter()
            .map(|(word, prefix)| {
                if *prefix {
                    index.prefix_range(word).collect()
                } else {
                    index.term_id(word).into_iter().collect()
                }
            })
            .collect()
    }

    /// The documents this cue matches, with how often (a phrase counts once a document).
    pub fn matches(&self, index: &Index) -> Vec<(DocId, u32)> {
        match self.terms(index).as_slice() {
            [] => Vec::new(),
            [single] => {
                let mut hits: Vec<(DocId, u32)> = single
                    .iter()
                    .flat_map(|&t| index.postings(t).iter().map(|(d, tf)| (d, u32::from(tf))))
                    .collect();
                if single.len() > 1 {
                    hits.sort_unstable_by_key(|h| h.0);
                    hits.dedup_by(|b, a| {
                        let same = a.0 == b.0;
                        if same {
                            a.1 += b.1;
                        }
                        same
                    });
                }
                hits
            }
            phrase => index.phrase_docs_remembered(phrase, &mut 0).into_iter().map(|d| (d, 1)).collect(),
        }
    }
}

/// The papers any of `cues` matches (each parsed as by [`Cue::parse`]).
pub fn papers_matching_any(index: &Index, cues: &[&str]) -> Bitset {
    let mut papers = Bitset::empty(index.doc_count());
    for cue in cues {
        Cue::parse(cue).for_each_doc(index, |doc| papers.insert(doc as usize));
    }
    papers
}

/// Sums the hits of several cues per document into `counts` (one slot per document).
pub fn count_cues(index: &Index, cues: &[Cue], counts: &mut [u32]) {
    for cue in cues {
        for (doc, hits) in cue.matches(index) {
            if let Some(slot) = counts.get_mut(doc as usize) {
                *slot += hits;
            }
        }
    }
}
