//! The inverted index, sized for the full corpus (19,622 abstracts, ~4 M word positions).
//!
//! - **Dictionary:** every distinct term, sorted, stored as one string plus offsets; exact
//!   lookups and prefix ranges are binary searches.
//! - **Postings** (compressed-sparse-row): term `t` owns the global posting indices
//!   `posting_starts[t]..posting_starts[t + 1]`, in increasing document order. Documents are
//!   stored as [`varint`] gaps (the first of a term from 0) in one byte array, term
//!   frequencies as saturating `u8`s, one per posting.
//! - **Positions:** the word positions of each posting as varint gaps (the first from 0), in
//!   posting order: at most 255 per posting (as many as its frequency counts), and a position
//!   past 65,535 words is stored as 65,535. Read one posting at a time from its checkpoint
//!   ([`Index::positions`]), or a term's postings in order through a [`PositionCursor`] that
//!   skips only the positions between them ([`Index::positions_through`], stop 33).
//! - **Checkpoints** every [`CHECKPOINT`] postings: the byte offsets of that posting's document
//!   and positions and its document id, so finding one posting ([`Postings::find`]) or its
//!   positions ([`Index::positions`]) decodes at most 32 postings.
//! - **Document lengths** in words, for BM25.
//!
//! On the full corpus that is ~12 MB for 2.8 M postings and 4.1 M positions (plain `u32`
//! documents and `u16` positions took 24 MB), which matters because wasm memory never shrinks.
//! Built in two passes without per-term allocations ([`build`]): pass 1 tokenizes each document
//! once into a compact varint stream of term ids and sizes every term's bytes; pass 2 sorts the
//! dictionary and fills exactly-sized arrays. Both passes can run a few documents at a time
//! ([`Index::builder`]).

mod build;
mod phrase;
mod stream;

pub use build::{IndexBuilder, IndexFiller};

use crate::core::varint;
use build::FirstPass;

/// Postings between two checkpoints.
pub const CHECKPOINT: usize = 32;

pub type DocId = u32;
pub type TermId = u32;

/// The postings of one term: iterate them with [`Postings::iter`] (document, frequency), find
/// one with [`Postings::find`].
#[derive(Clone, Copy, Debug)]
pub struct Postings<'i> {
    index: &'i Index,
    first: usize,
    end: usize,
}

impl<'i> Postings<'i> {
    /// Global index of the first posting (the `i`-th is `first() + i`, for [`Index::positions`]
    /// and [`Index::tf`]).
    pub fn first(&self) -> usize {
        self.first
    }

    /// Number of documents.
    pub fn len(&self) -> usize {
        self.end - self.first
    }

    pub fn is_empty(&self) -> bool {
        self.end == self.first
    }

    /// (document, term frequency) in increasing document order.
    pub fn iter(&self) -> PostingIter<'i> {
        PostingIter {
            gaps: &self.index.doc_gaps,
            at: self.index.doc_offset(self.first),
            last: 0,
            tfs: self.index.tfs.get(self.first..self.end).unwrap_or(&[]).iter(),
        }
    }

    /// The documents, in increasing order.
    pub fn docs(self) -> impl Iterator<Item = DocId> + 'i {
        self.iter().map(|(doc, _)| doc)
    }

    /// The posting index (global) of `doc`, if the term occurs in it: a binary search over
    /// the term's checkpoints, then at most [`CHECKPOINT`] postings decoded.
    pub fn find(&self, doc: DocId) -> Option<usize> {
        let index = self.index;
        let first_checkpoint = self.first.div_ceil(CHECKPOINT);
        let checkpoints =
            index.checkpoint_docs.get(first_checkpoint..self.end.div_ceil(CHECKPOINT)).unwrap_or(&[]);
        let before = checkpoints.partition_point(|&d| d <= doc);
        let (mut posting, mut at, mut last) = if before == 0 {
            (self.first, index.doc_offset(self.first), 0)
        } else {
            let c = first_checkpoint + before - 1;
            let mut at = *index.doc_checkpoints.get(c)? as usize;
            varint::read(&index.doc_gaps, &mut at);
            if checkpoints[before - 1] == doc {
                return Some(c * CHECKPOINT);
            }
            (c * CHECKPOINT + 1, at, checkpoints[before - 1])
        };
        while posting < self.end {
            last = last.wrapping_add(varint::read(&index.doc_gaps, &mut at));
            if last >= doc {
                return (last == doc).then_some(posting);
            }
            posting += 1;
        }
        None
    }
}

/// Where the next [`Index::positions_through`] of one term may start reading: the posting after
/// the last one read and the byte at which its positions begin.
#[derive(Clone, Copy, Debug, Default)]
pub struct PositionCursor {
    next: Option<(usize, usize)>,
}

/// See [`Postings::iter`].
#[derive(Clone, Debug)]
pub struct PostingIter<'i> {
    gaps: &'i [u8],
    at: usize,
    last: DocId,
    tfs: std::slice::Iter<'i, u8>,
}

impl Iterator for PostingIter<'_> {
    type Item = (DocId, u8);

    #[inline]
    fn next(&mut self) -> Option<(DocId, u8)> {
        let &tf = self.tfs.next()?;
        self.last = self.last.wrapping_add(varint::read(self.gaps, &mut self.at));
        Some((self.last, tf))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.tfs.size_hint()
    }
}

impl ExactSizeIterator for PostingIter<'_> {}

#[derive(Debug, Default)]
pub struct Index {
    term_text: String,
    term_starts: Vec<u32>,
    posting_starts: Vec<u32>,
    /// Per posting: its document minus the term's previous one (the first: the document).
    doc_gaps: Vec<u8>,
    tfs: Vec<u8>,
    /// Per posting, `tf` positions: each minus the previous one (the first: the position).
    position_gaps: Vec<u8>,
    /// Per checkpoint: byte offsets in `doc_gaps` and `position_gaps`, and the document.
    doc_checkpoints: Vec<u32>,
    position_checkpoints: Vec<u32>,
    checkpoint_docs: Vec<DocId>,
    doc_lengths: Vec<u16>,
    average_doc_length: f32,
    /// The derivations' phrase lookups, remembered while they run.
    phrase_memo: phrase::PhraseMemo,
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
        let (first, end) = match (self.posting_starts.get(t), self.posting_starts.get(t + 1)) {
            (Some(&s), Some(&e)) => (s as usize, e as usize),
            _ => (0, 0),
        };
        Postings { index: self, first, end }
    }

    /// The term frequency of one posting (global index).
    pub fn tf(&self, posting: usize) -> u8 {
        self.tfs.get(posting).copied().unwrap_or(0)
    }

    /// Appends the word positions of one posting (global index from [`Postings::find`]) to
    /// `out`; returns how many.
    pub fn positions(&self, posting: usize, out: &mut Vec<u16>) -> usize {
        self.positions_through(posting, &mut PositionCursor::default(), out)
    }

    /// [`Index::positions`] for one term's postings read in increasing order: the `cursor`
    /// remembers where the last read ended, so the next one skips only the positions between
    /// the two postings instead of those from its checkpoint (a phrase checks thousands of
    /// postings of "we", "that", "model" in document order).
    pub fn positions_through(
        &self,
        posting: usize,
        cursor: &mut PositionCursor,
        out: &mut Vec<u16>,
    ) -> usize {
        let from = posting - posting % CHECKPOINT;
        let (start, mut at) = match cursor.next {
            Some((next, at)) if (from..=posting).contains(&next) => (next, at),
            _ => match self.position_checkpoints.get(posting / CHECKPOINT) {
                Some(&checkpoint) => (from, checkpoint as usize),
                None => return 0,
            },
        };
        let skipped: usize = self.tfs.get(start..posting).unwrap_or(&[]).iter().map(|&tf| tf as usize).sum();
        varint::skip(&self.position_gaps, &mut at, skipped);
        let count = self.tf(posting) as usize;
        let mut position = 0u32;
        out.extend((0..count).map(|_| {
            position = position.wrapping_add(varint::read(&self.position_gaps, &mut at));
            position.min(u16::MAX as u32) as u16
        }));
        cursor.next = Some((posting + 1, at));
        count
    }

    /// Calls `visit` with each document of `term` and the term's word positions in it, in
    /// document order: one sequential walk of the term's positions (a term's positions are
    /// stored together), where [`Index::positions`] seeks from a checkpoint for each posting.
    pub fn for_each_positions(&self, term: TermId, mut visit: impl FnMut(DocId, &[u16])) {
        let postings = self.postings(term);
        let first = postings.first();
        let Some(&checkpoint) = self.position_checkpoints.get(first / CHECKPOINT) else {
            return;
        };
        let skipped: usize = self
            .tfs
            .get(first - first % CHECKPOINT..first)
            .unwrap_or(&[])
            .iter()
            .map(|&tf| tf as usize)
            .sum();
        let mut at = checkpoint as usize;
        varint::skip(&self.position_gaps, &mut at, skipped);
        let mut positions = Vec::new();
        for (doc, tf) in postings.iter() {
            positions.clear();
            let mut position = 0u32;
            for _ in 0..tf {
                position = position.wrapping_add(varint::read(&self.position_gaps, &mut at));
                positions.push(position.min(u16::MAX as u32) as u16);
            }
            visit(doc, &positions);
        }
    }

    /// Byte offset in `doc_gaps` of a posting: its checkpoint's, then the postings between.
    fn doc_offset(&self, posting: usize) -> usize {
        let Some(&checkpoint) = self.doc_checkpoints.get(posting / CHECKPOINT) else {
            return self.doc_gaps.len();
        };
        let mut at = checkpoint as usize;
        varint::skip(&self.doc_gaps, &mut at, posting % CHECKPOINT);
        at
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
            + 4 * (self.term_starts.capacity() + self.posting_starts.capacity())
            + self.doc_gaps.capacity()
            + self.tfs.capacity()
            + self.position_gaps.capacity()
            + 4 * (self.doc_checkpoints.capacity()
                + self.position_checkpoints.capacity()
                + self.checkpoint_docs.capacity())
            + 2 * self.doc_lengths.capacity()
    }
}

#[cfg(test)]
mod tests;
