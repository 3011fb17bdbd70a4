//! Building the index: pass 1 ([`FirstPass`], behind [`IndexBuilder`]) tokenizes documents one
//! at a time into a [`TokenStream`] of provisional term ids and counts, per term, the bytes its
//! compressed postings and positions will take; pass 2 sorts the dictionary
//! ([`IndexBuilder::into_filler`]), allocates every array at its final size and fills the
//! postings document by document ([`IndexFiller`]), freeing the stream as it goes, so the app
//! can build the index in slices between frames and its peak memory stays near the final size.

use rustc_hash::FxHashMap;

use crate::core::index::stream::{StreamToken, TokenStream};
use crate::core::index::{CHECKPOINT, Index};
use crate::core::tokenize::{TokenKind, Tokenizer};
use crate::core::varint;

/// Occurrences of a term kept per document, as many as a `u8` frequency counts.
const KEPT_PER_DOC: u32 = u8::MAX as u32;

/// A term's provisional id and counters, stored in the hash table beside its key so that one
/// cache miss serves the lookup and the update.
#[derive(Clone, Copy, Debug)]
struct TermStats {
    id: u32,
    doc_frequency: u32,
    last_doc: u32,
    in_last_doc: u32,
    last_position: u32,
    /// Bytes of the term's document gaps and of its position gaps (see [`Index`]).
    doc_bytes: u32,
    position_bytes: u32,
}

/// The first 8 bytes of a term, big-endian: comparing these keys orders terms like comparing
/// the strings, up to ties that need the full strings.
fn sort_key(term: &str) -> u64 {
    let mut key = [0u8; 8];
    let n = term.len().min(8);
    key[..n].copy_from_slice(&term.as_bytes()[..n]);
    u64::from_be_bytes(key)
}

/// See [`Index::builder`].
pub struct IndexBuilder {
    pass: FirstPass,
    tokenizer: Tokenizer,
}

impl IndexBuilder {
    pub(super) fn new() -> IndexBuilder {
        IndexBuilder { pass: FirstPass::new(), tokenizer: Tokenizer::new() }
    }

    /// Indexes the next document (its id is the number of documents added before it).
    pub fn add(&mut self, text: &str) {
        self.pass.add(&mut self.tokenizer, text);
    }

    /// Documents added so far.
    pub fn doc_count(&self) -> usize {
        self.pass.doc_lengths.len()
    }

    /// Bytes held so far (for the heap measurements).
    pub fn heap_bytes(&self) -> usize {
        self.pass.stream.heap_bytes() + self.pass.terms.capacity() * 48 + self.pass.texts.capacity() * 16
    }

    pub fn finish(self) -> Index {
        self.pass.into_index()
    }

    /// Sorts the dictionary; the postings are then filled by [`IndexFiller::fill`] (a few
    /// documents at a time) or [`IndexFiller::finish`].
    pub fn into_filler(self) -> IndexFiller {
        self.pass.into_filler()
    }
}

/// Pass 1: tokenize every document once into a stream of provisional term ids.
pub(super) struct FirstPass {
    /// 64-bit hash of a term's text → its provisional id (in order of first appearance) and
    /// counters. Keys are hashes, not strings, so a lookup never compares text: with ~100,000
    /// terms the chance that two share a hash is ~3·10⁻¹⁰.
    terms: FxHashMap<u64, TermStats>,
    /// Provisional id → term text.
    texts: Vec<Box<str>>,
    /// Per-document token streams of provisional ids.
    stream: TokenStream,
    doc_lengths: Vec<u16>,
}

impl FirstPass {
    pub(super) fn new() -> FirstPass {
        FirstPass {
            terms: FxHashMap::default(),
            texts: Vec::new(),
            stream: TokenStream::default(),
            doc_lengths: Vec::new(),
        }
    }

    pub(super) fn run<'t>(texts: impl IntoIterator<Item = &'t str>) -> FirstPass {
        let mut pass = FirstPass::new();
        let mut tokenizer = Tokenizer::new();
        for text in texts {
            pass.add(&mut tokenizer, text);
        }
        pass
    }

    /// Pass 1 for the next document.
    fn add(&mut self, tokenizer: &mut Tokenizer, text: &str) {
        let doc = self.doc_lengths.len() as u32;
        let mut last_token_position = u32::MAX;
        // The position pass 2 stores: one per distinct token position, saturating at u16::MAX.
        let mut position = 0u32;
        let mut parts = 0u32;
        tokenizer.tokenize(text, |token| {
            let same_position = token.position == last_token_position;
            if !same_position && last_token_position != u32::MAX {
                position = (position + 1).min(u16::MAX as u32);
            }
            last_token_position = token.position;
            let id = self.intern(token.term, doc, position);
            if token.kind == TokenKind::Part {
                parts += 1;
            }
            self.stream.push(StreamToken { term: id, same_position });
        });
        self.stream.end_document();
        self.doc_lengths.push(parts.min(u16::MAX as u32) as u16);
    }

    fn intern(&mut self, term: &str, doc: u32, position: u32) -> u32 {
        let key = xxhash_rust::xxh3::xxh3_64(term.as_bytes());
        let texts = &mut self.texts;
        let stats = self.terms.entry(key).or_insert_with(|| {
            texts.push(term.into());
            TermStats {
                id: texts.len() as u32 - 1,
                doc_frequency: 0,
                last_doc: u32::MAX,
                in_last_doc: 0,
                last_position: 0,
                doc_bytes: 0,
                position_bytes: 0,
            }
        });
        if stats.last_doc != doc {
            let gap = if stats.doc_frequency == 0 { doc } else { doc - stats.last_doc };
            stats.doc_bytes += varint::len(gap);
            stats.last_doc = doc;
            stats.in_last_doc = 0;
            stats.last_position = 0;
            stats.doc_frequency += 1;
        }
        if stats.in_last_doc < KEPT_PER_DOC {
            stats.in_last_doc += 1;
            stats.position_bytes += varint::len(position - stats.last_position);
            stats.last_position = position;
        }
        stats.id
    }

    /// Pass 2 at once: sort the dictionary, then fill the postings arrays.
    pub(super) fn into_index(self) -> Index {
        self.into_filler().finish()
    }

    /// Pass 2, first part: sort the dictionary and lay out the postings arrays.
    fn into_filler(self) -> IndexFiller {
        let FirstPass { terms, texts, stream, doc_lengths } = self;
        let mut stats = vec![(0u32, 0u32, 0u32); texts.len()];
        for t in terms.into_values() {
            stats[t.id as usize] = (t.doc_frequency, t.doc_bytes, t.position_bytes);
        }
        let mut sorted: Vec<(u64, Box<str>, u32)> =
            texts.into_iter().enumerate().map(|(id, t)| (sort_key(&t), t, id as u32)).collect();
        sorted.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
        let mut rank = vec![0u32; sorted.len()];
        let mut term_text = String::with_capacity(sorted.iter().map(|(_, t, _)| t.len()).sum());
        let mut term_starts = Vec::with_capacity(sorted.len() + 1);
        let mut posting_starts = Vec::with_capacity(sorted.len() + 1);
        let mut cursors = Vec::with_capacity(sorted.len());
        let mut end = Cursor::default();
        for (new_id, (_, term, old_id)) in sorted.iter().enumerate() {
            rank[*old_id as usize] = new_id as u32;
            term_starts.push(term_text.len() as u32);
            term_text.push_str(term);
            posting_starts.push(end.posting);
            cursors.push(end);
            let (postings, doc_bytes, position_bytes) = stats[*old_id as usize];
            end.posting += postings;
            end.doc_byte += doc_bytes;
            end.position_byte += position_bytes;
        }
        // Freed before the postings arrays are allocated: the build's peak is the moment after.
        drop((sorted, stats));
        term_starts.push(term_text.len() as u32);
        posting_starts.push(end.posting);
        let checkpoints = (end.posting as usize).div_ceil(CHECKPOINT);
        let index = Index {
            term_text,
            term_starts,
            posting_starts,
            doc_gaps: vec![0u8; end.doc_byte as usize],
            tfs: vec![0u8; end.posting as usize],
            position_gaps: vec![0u8; end.position_byte as usize],
            doc_checkpoints: vec![0u32; checkpoints],
            position_checkpoints: vec![0u32; checkpoints],
            checkpoint_docs: vec![0u32; checkpoints],
            doc_lengths,
            ..Index::default()
        };
        IndexFiller { index, rank, stream, cursors, next_doc: 0, scratch: Vec::new() }
    }
}

/// Where pass 2 writes a term's next posting: its global index, the byte offsets of its
/// document gap and positions, and the term's previous document (the gap's base).
#[derive(Clone, Copy, Debug, Default)]
struct Cursor {
    posting: u32,
    doc_byte: u32,
    position_byte: u32,
    last_doc: u32,
}

/// Pass 2, second part: the postings filled document by document, a few at a time if the
/// caller wants ([`IndexBuilder::into_filler`]).
pub struct IndexFiller {
    /// The index being filled: dictionary and array sizes final, postings and positions filled
    /// up to `next_doc`, the average length computed at the end.
    index: Index,
    /// Provisional term id → final (sorted) id.
    rank: Vec<u32>,
    stream: TokenStream,
    /// Per final term id.
    cursors: Vec<Cursor>,
    next_doc: usize,
    /// (term << 16 | position): sorting plain integers groups a document's terms fast.
    scratch: Vec<u64>,
}

impl IndexFiller {
    /// Documents per look at the caller's clock.
    const DOCS_PER_CHECK: usize = 64;

    /// Fills the postings of more documents until `out_of_time()` (asked every 64 documents)
    /// or all are done; true when all are.
    pub fn fill(&mut self, mut out_of_time: impl FnMut() -> bool) -> bool {
        while self.next_doc < self.index.doc_lengths.len() {
            let end = (self.next_doc + Self::DOCS_PER_CHECK).min(self.index.doc_lengths.len());
            for doc in self.next_doc..end {
                self.fill_doc(doc);
                self.stream.release_through(doc);
            }
            self.next_doc = end;
            if out_of_time() {
                break;
            }
        }
        self.next_doc >= self.index.doc_lengths.len()
    }

    /// Bytes held (for the heap measurements): the index and what is left of the stream.
    pub fn heap_bytes(&self) -> usize {
        self.index.heap_bytes()
            + self.stream.heap_bytes()
            + 4 * self.rank.capacity()
            + 16 * self.cursors.capacity()
    }

    fn fill_doc(&mut self, doc: usize) {
        self.scratch.clear();
        let mut position: u64 = 0;
        for (i, token) in self.stream.tokens(doc).enumerate() {
            if !token.same_position && i > 0 {
                position = (position + 1).min(u16::MAX as u64);
            }
            let term = self.rank.get(token.term as usize).copied().unwrap_or(0) as u64;
            self.scratch.push(term << 16 | position);
        }
        self.scratch.sort_unstable();
        let index = &mut self.index;
        for group in self.scratch.chunk_by(|a, b| a >> 16 == b >> 16) {
            let Some(cursor) = self.cursors.get_mut((group[0] >> 16) as usize) else { continue };
            let slot = cursor.posting as usize;
            cursor.posting += 1;
            if slot.is_multiple_of(CHECKPOINT)
                && let Some(c) = index.checkpoint_docs.get_mut(slot / CHECKPOINT)
            {
                *c = doc as u32;
                index.doc_checkpoints[slot / CHECKPOINT] = cursor.doc_byte;
                index.position_checkpoints[slot / CHECKPOINT] = cursor.position_byte;
            }
            varint::put(&mut index.doc_gaps, &mut cursor.doc_byte, doc as u32 - cursor.last_doc);
            cursor.last_doc = doc as u32;
            let kept = group.len().min(KEPT_PER_DOC as usize);
            if let Some(tf) = index.tfs.get_mut(slot) {
                *tf = kept as u8;
            }
            let mut last = 0u32;
            for &entry in group.iter().take(kept) {
                let position = (entry & 0xffff) as u32;
                varint::put(&mut index.position_gaps, &mut cursor.position_byte, position - last);
                last = position;
            }
        }
    }

    /// Fills what is left and returns the index.
    pub fn finish(mut self) -> Index {
        self.fill(|| false);
        // Pass 1 sized every term's bytes: the last term's cursor ends at the arrays' ends (a
        // term that over- or under-counted before it would decode wrongly, which the tests see).
        debug_assert!(self.cursors.last().is_none_or(|c| {
            (c.posting as usize, c.doc_byte as usize, c.position_byte as usize)
                == (self.index.tfs.len(), self.index.doc_gaps.len(), self.index.position_gaps.len())
        }));
        let mut index = self.index;
        let total: u64 = index.doc_lengths.iter().map(|&l| l as u64).sum();
        let docs = index.doc_lengths.len();
        index.average_doc_length = if docs == 0 { 0.0 } else { total as f32 / docs as f32 };
        index
    }
}
