//! Building the index: pass 1 ([`FirstPass`], behind [`IndexBuilder`]) tokenizes documents one
//! at a time into a stream of provisional term ids; pass 2 sorts the dictionary
//! ([`IndexBuilder::into_filler`]) and fills the postings document by document
//! ([`IndexFiller`]), so the app can build the index in slices between frames.

use rustc_hash::FxHashMap;

use crate::core::index::{CHECKPOINT, Index};
use crate::core::tokenize::{TokenKind, Tokenizer};

/// Stream flag: this token shares the previous token's position.
const SAME_POSITION: u32 = 1 << 31;

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
    /// Per-document token streams: provisional id, flagged when the position repeats.
    stream: Vec<u32>,
    stream_starts: Vec<u32>,
    doc_lengths: Vec<u16>,
}

impl FirstPass {
    pub(super) fn new() -> FirstPass {
        FirstPass {
            terms: FxHashMap::default(),
            texts: Vec::new(),
            stream: Vec::new(),
            stream_starts: vec![0],
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

    /// Pass 2 at once: sort the dictionary, then fill the postings arrays.
    pub(super) fn into_index(self) -> Index {
        self.into_filler().finish()
    }

    /// Pass 2, first part: sort the dictionary and lay out the postings arrays.
    fn into_filler(self) -> IndexFiller {
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
        let posting_cursor: Vec<u32> = posting_starts[..posting_starts.len() - 1].to_vec();
        let index = Index {
            term_text,
            term_starts,
            posting_starts,
            docs: vec![0u32; postings as usize],
            tfs: vec![0u8; postings as usize],
            positions: vec![0u16; positions as usize],
            doc_lengths,
            ..Index::default()
        };
        IndexFiller {
            index,
            rank,
            stream,
            stream_starts,
            posting_cursor,
            position_cursor: position_starts,
            next_doc: 0,
            scratch: Vec::new(),
        }
    }
}

/// Pass 2, second part: the postings filled document by document, a few at a time if the
/// caller wants ([`IndexBuilder::into_filler`]).
pub struct IndexFiller {
    /// The index being filled: dictionary and array sizes final, postings and positions filled
    /// up to `next_doc`, checkpoints and average length computed at the end.
    index: Index,
    /// Provisional term id → final (sorted) id.
    rank: Vec<u32>,
    stream: Vec<u32>,
    stream_starts: Vec<u32>,
    posting_cursor: Vec<u32>,
    position_cursor: Vec<u32>,
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
            }
            self.next_doc = end;
            if out_of_time() {
                break;
            }
        }
        self.next_doc >= self.index.doc_lengths.len()
    }

    fn fill_doc(&mut self, doc: usize) {
        self.scratch.clear();
        let (s, e) = (self.stream_starts[doc] as usize, self.stream_starts[doc + 1] as usize);
        let mut position: i64 = -1;
        for &entry in &self.stream[s..e] {
            if entry & SAME_POSITION == 0 {
                position += 1;
            }
            let term = self.rank[(entry & !SAME_POSITION) as usize] as u64;
            self.scratch.push(term << 16 | position.clamp(0, u16::MAX as i64) as u64);
        }
        self.scratch.sort_unstable();
        for group in self.scratch.chunk_by(|a, b| a >> 16 == b >> 16) {
            let term = (group[0] >> 16) as usize;
            let slot = self.posting_cursor[term] as usize;
            self.posting_cursor[term] += 1;
            self.index.docs[slot] = doc as u32;
            let kept = group.len().min(u8::MAX as usize);
            self.index.tfs[slot] = kept as u8;
            let at = self.position_cursor[term] as usize;
            for (k, &entry) in group.iter().take(kept).enumerate() {
                self.index.positions[at + k] = entry as u16;
            }
            self.position_cursor[term] += kept as u32;
        }
    }

    /// Fills what is left and returns the index.
    pub fn finish(mut self) -> Index {
        self.fill(|| false);
        let mut index = self.index;
        index.position_checkpoints = checkpoints(&index.tfs);
        let total: u64 = index.doc_lengths.iter().map(|&l| l as u64).sum();
        let docs = index.doc_lengths.len();
        index.average_doc_length = if docs == 0 { 0.0 } else { total as f32 / docs as f32 };
        index
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
