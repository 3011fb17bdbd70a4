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
//! Built in two passes without per-term allocations: pass 1 tokenizes each document once into a
//! compact stream of term ids and counts; pass 2 sorts the dictionary and fills exactly-sized
//! arrays. Memory is ~5 bytes a posting plus 2 a position.

mod phrase;

use rustc_hash::FxHashMap;

use crate::core::tokenize::{TokenKind, Tokenizer};

/// Postings between two position checkpoints.
pub const CHECKPOINT: usize = 32;
/// Stream flag: this token shares the previous token's position.
const SAME_POSITION: u32 = 1 << 31;

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
        IndexBuilder { pass: FirstPass::new(), tokenizer: Tokenizer::new() }
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

/// A term's provisional id and counters, stored in the hash table beside its key so that one
/// cache miss serves the lookup and the update.
#[derive(Clone, Copy, Debug)]
struct TermStats {
    id: u32,
    doc_frequency: u32,
    occurrences: u32,
    last_doc: u32,
    in_last_doc: u32,
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
    /// Indexes the next document (its id is the number of documents added before it).
    pub fn add(&mut self, text: &str) {
        self.pass.add(&mut self.tokenizer, text);
    }

    /// Documents added so far.
    pub fn doc_count(&self) -> usize {
        self.pass.doc_lengths.len()
    }

    pub fn finish(self) -> Index {
        self.pass.into_index()
    }
}

/// Pass 1: tokenize every document once into a stream of provisional term ids.
struct FirstPass {
    /// 64-bit hash of a term's text → its provisional id (in order of first appearance) and
    /// counters. Keys are hashes, not strings, so a lookup never compares text: with ~100,000
    /// terms the chance that two share a hash is ~3·10⁻¹⁰.
    terms: FxHashMap<u64, TermStats>,
    /// Provisional id → term text.
    texts: Vec<Box<str>>,
    /// Per-document token streams: provisional id, flagged when the position repeats.
    stream: Vec<u32>,
    stream_starts: Vec<u32>,
    doc_lengths: Vec<u16>,
}

impl FirstPass {
    fn new() -> FirstPass {
        FirstPass {
            terms: FxHashMap::default(),
            texts: Vec::new(),
            stream: Vec::new(),
            stream_starts: vec![0],
            doc_lengths: Vec::new(),
        }
    }

    fn run<'t>(texts: impl IntoIterator<Item = &'t str>) -> FirstPass {
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
        let mut last_position = u32::MAX;
        let mut parts = 0u32;
        tokenizer.tokenize(text, |token| {
            let id = self.intern(token.term, doc);
            let flag = if token.position == last_position { SAME_POSITION } else { 0 };
            last_position = token.position;
            if token.kind == TokenKind::Part {
                parts += 1;
            }
            self.stream.push(id | flag);
        });
        self.stream_starts.push(self.stream.len() as u32);
        self.doc_lengths.push(parts.min(u16::MAX as u32) as u16);
    }

    fn intern(&mut self, term: &str, doc: u32) -> u32 {
        let key = xxhash_rust::xxh3::xxh3_64(term.as_bytes());
        let texts = &mut self.texts;
        let stats = self.terms.entry(key).or_insert_with(|| {
            texts.push(term.into());
            TermStats {
                id: texts.len() as u32 - 1,
                doc_frequency: 0,
                occurrences: 0,
                last_doc: u32::MAX,
                in_last_doc: 0,
            }
        });
        if stats.last_doc != doc {
            stats.last_doc = doc;
            stats.in_last_doc = 0;
            stats.doc_frequency += 1;
        }
        // At most 255 occurrences a document are kept, as many as a `u8` frequency counts.
        if stats.in_last_doc < u8::MAX as u32 {
            stats.in_last_doc += 1;
            stats.occurrences += 1;
        }
        stats.id
    }

    /// Pass 2: sort the dictionary, then fill the postings arrays document by document.
    fn into_index(self) -> Index {
        let FirstPass { terms, texts, stream, stream_starts, doc_lengths } = self;
        let mut stats = vec![(0u32, 0u32); texts.len()];
        for t in terms.into_values() {
            stats[t.id as usize] = (t.doc_frequency, t.occurrences);
        }
        let mut sorted: Vec<(u64, Box<str>, u32)> =
            texts.into_iter().enumerate().map(|(id, t)| (sort_key(&t), t, id as u32)).collect();
        sorted.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.cmp(&b.1)));
        let mut rank = vec![0u32; sorted.len()];
        let mut term_text = String::with_capacity(sorted.iter().map(|(_, t, _)| t.len()).sum());
        let mut term_starts = Vec::with_capacity(sorted.len() + 1);
        let mut posting_starts = Vec::with_capacity(sorted.len() + 1);
        let mut position_starts = Vec::with_capacity(sorted.len() + 1);
        let (mut postings, mut positions) = (0u32, 0u32);
        for (new_id, (_, term, old_id)) in sorted.iter().enumerate() {
            rank[*old_id as usize] = new_id as u32;
            term_starts.push(term_text.len() as u32);
            term_text.push_str(term);
            posting_starts.push(postings);
            position_starts.push(positions);
            postings += stats[*old_id as usize].0;
            positions += stats[*old_id as usize].1;
        }
        term_starts.push(term_text.len() as u32);
        posting_starts.push(postings);
        drop(sorted);

        let mut docs = vec![0u32; postings as usize];
        let mut tfs = vec![0u8; postings as usize];
        let mut all_positions = vec![0u16; positions as usize];
        let mut posting_cursor: Vec<u32> = posting_starts[..posting_starts.len() - 1].to_vec();
        let mut position_cursor = position_starts;
        drop(stats);
        // (term << 16 | position): sorting plain integers groups a document's terms fast.
        let mut scratch: Vec<u64> = Vec::new();
        for doc in 0..doc_lengths.len() {
            scratch.clear();
            let (s, e) = (stream_starts[doc] as usize, stream_starts[doc + 1] as usize);
            let mut position: i64 = -1;
            for &entry in &stream[s..e] {
                if entry & SAME_POSITION == 0 {
                    position += 1;
                }
                let term = rank[(entry & !SAME_POSITION) as usize] as u64;
                scratch.push(term << 16 | position.clamp(0, u16::MAX as i64) as u64);
            }
            scratch.sort_unstable();
            for group in scratch.chunk_by(|a, b| a >> 16 == b >> 16) {
                let term = (group[0] >> 16) as usize;
                let slot = posting_cursor[term] as usize;
                posting_cursor[term] += 1;
                docs[slot] = doc as u32;
                let kept = group.len().min(u8::MAX as usize);
                tfs[slot] = kept as u8;
                let at = position_cursor[term] as usize;
                for (k, &entry) in group.iter().take(kept).enumerate() {
                    all_positions[at + k] = entry as u16;
                }
                position_cursor[term] += kept as u32;
            }
        }
        drop(stream);
        let position_checkpoints = checkpoints(&tfs);
        let total: u64 = doc_lengths.iter().map(|&l| l as u64).sum();
        let average_doc_length =
            if doc_lengths.is_empty() { 0.0 } else { total as f32 / doc_lengths.len() as f32 };
        Index {
            term_text,
            term_starts,
            posting_starts,
            docs,
            tfs,
            positions: all_positions,
            position_checkpoints,
            doc_lengths,
            average_doc_length,
        }
    }
}

/// Position offsets of every [`CHECKPOINT`]-th posting.
fn checkpoints(tfs: &[u8]) -> Vec<u32> {
    let mut checkpoints = Vec::with_capacity(tfs.len() / CHECKPOINT + 1);
    let mut offset = 0u32;
    for (i, &tf) in tfs.iter().enumerate() {
        if i % CHECKPOINT == 0 {
            checkpoints.push(offset);
        }
        offset += tf as u32;
    }
    checkpoints
}
