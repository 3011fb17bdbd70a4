//! The inverted index, sized for the full corpus (19,622 abstracts, ~5 M term occurrences).
//!
//! - **Dictionary:** every distinct term, sorted, stored as one string plus offsets; exact
//!   lookups and prefix ranges are binary searches.
//! - **Postings** (compressed-sparse-row): for term `t`, the documents `docs[starts[t]..starts[t+1]]`
//!   in increasing order with their term frequencies `tfs` (saturating `u8`).
//! - **Positions:** word positions (`u16`) of every posting, stored in posting order; a
//!   checkpoint every [`CHECKPOINT`] postings makes finding one posting's positions O(32).
//! - **Document lengths** in words, for BM25.
//!
//! Built in two passes without per-term allocations ([`build`]): pass 1 tokenizes each document
//! once into a compact stream of term ids and counts; pass 2 sorts the dictionary and fills
//! exactly-sized arrays. Memory is ~5 bytes a posting plus 2 a position. Both passes can run a
//! few documents at a time ([`Index::builder`]).

mod build;
mod phrase;

pub use build::{IndexBuilder, IndexFiller};

use build::FirstPass;

/// Postings between two position checkpoints.
pub const CHECKPOINT: usize = 32;

pub type DocId = u32;
pub type TermId = u32;

/// The postings of one term.
#[derive(Clone, Copy, Debug)]
pub struct Postings<'i> {
    pub docs: &'i [DocId],
    pub tfs: &'i [u8],
    /// Global index of the first posting (for [`Index::positions`]).
    pub first: usize,
}

impl Postings<'_> {
    /// The posting index (global) of `doc`, if the term occurs in it.
    pub fn find(&self, doc: DocId) -> Option<usize> {
        self.docs.binary_search(&doc).ok().map(|i| self.first + i)
    }
}

#[derive(Debug, Default)]
pub struct Index {
    term_text: String,
    term_starts: Vec<u32>,
    posting_starts: Vec<u32>,
    docs: Vec<DocId>,
    tfs: Vec<u8>,
    positions: Vec<u16>,
    position_checkpoints: Vec<u32>,
    doc_lengths: Vec<u16>,
    average_doc_length: f32,
}

impl Index {
    /// Indexes the given documents; document `i` is the `i`-th text.
    pub fn build<'t>(texts: impl IntoIterator<Item = &'t str>) -> Index {
        let pass = FirstPass::run(texts);
        pass.into_index()
    }

    /// An index built a few documents at a time (the app builds in slices between frames):
    /// [`IndexBuilder::add`] each text in order, then [`IndexBuilder::finish`]. The result is the
    /// same as [`Index::build`]'s.
    pub fn builder() -> IndexBuilder {
        IndexBuilder::new()
    }

    pub fn doc_count(&self) -> usize {
        self.doc_lengths.len()
    }

    pub fn term_count(&self) -> usize {
        self.term_starts.len().saturating_sub(1)
    }

    /// The text of a term.
    pub fn term(&self, term: TermId) -> &str {
        let t = term as usize;
        match (self.term_starts.get(t), self.term_starts.get(t + 1)) {
            (Some(&s), Some(&e)) => self.term_text.get(s as usize..e as usize).unwrap_or(""),
            _ => "",
        }
    }

    /// The id of a term, if it occurs anywhere.
    pub fn term_id(&self, term: &str) -> Option<TermId> {
        let (mut low, mut high) = (0, self.term_count());
        while low < high {
            let mid = (low + high) / 2;
            match self.term(mid as TermId).cmp(term) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(mid as TermId),
            }
        }
        None
    }

    /// The ids of all terms starting with `prefix` (a contiguous range of the sorted dictionary).
    pub fn prefix_range(&self, prefix: &str) -> std::ops::Range<TermId> {
        let first = self.partition_point(|t| t < prefix);
        let end = self.partition_point(|t| t < prefix || t.starts_with(prefix));
        first as TermId..end.max(first) as TermId
    }

    fn partition_point(&self, before: impl Fn(&str) -> bool) -> usize {
        let (mut low, mut high) = (0, self.term_count());
        while low < high {
            let mid = (low + high) / 2;
            if before(self.term(mid as TermId)) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        low
    }

    /// Number of documents containing a term.
    pub fn doc_frequency(&self, term: TermId) -> usize {
        let t = term as usize;
        match (self.posting_starts.get(t), self.posting_starts.get(t + 1)) {
            (Some(&s), Some(&e)) => (e - s) as usize,
            _ => 0,
        }
    }

    pub fn postings(&self, term: TermId) -> Postings<'_> {
        let t = term as usize;
        let (s, e) = match (self.posting_starts.get(t), self.posting_starts.get(t + 1)) {
            (Some(&s), Some(&e)) => (s as usize, e as usize),
            _ => (0, 0),
        };
        Postings { docs: &self.docs[s..e], tfs: &self.tfs[s..e], first: s }
    }

    /// Word positions of one posting (global index from [`Postings::find`]).
    pub fn positions(&self, posting: usize) -> &[u16] {
        let Some(&checkpoint) = self.position_checkpoints.get(posting / CHECKPOINT) else {
            return &[];
        };
        let from = posting - posting % CHECKPOINT;
        let skipped: usize = self.tfs[from..posting].iter().map(|&tf| tf as usize).sum();
        let start = checkpoint as usize + skipped;
        let len = self.tfs.get(posting).copied().unwrap_or(0) as usize;
        self.positions.get(start..start + len).unwrap_or(&[])
    }

    pub fn doc_length(&self, doc: DocId) -> f32 {
        self.doc_lengths.get(doc as usize).copied().unwrap_or(0) as f32
    }

    pub fn average_doc_length(&self) -> f32 {
        self.average_doc_length
    }

    /// Bytes held by the index's arrays (for benchmarks and the heap budget).
    pub fn heap_bytes(&self) -> usize {
        self.term_text.capacity()
            + 4 * (self.term_starts.capacity() + self.posting_starts.capacity() + self.docs.capacity())
            + self.tfs.capacity()
            + 2 * (self.positions.capacity() + self.doc_lengths.capacity())
            + 4 * self.position_checkpoints.capacity()
    }
}
