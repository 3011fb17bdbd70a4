//! Phrase lookups on the index: the documents in which words stand at consecutive positions.
//! Used by the search engine (quoted phrases, compounds matched by their parts) and by the
//! derivations (cue phrases), which need nothing else of the engine. The derivations look up
//! the same phrase several times (a modality's evidence, a topic's anchors and a type's cues
//! share "vision language", "text to image", "language model*"), so while they run the index
//! remembers what each phrase found ([`PhraseMemo`], switched on by [`Index::remember_phrases`]),
//! and keeps the documents of the words most phrases share ("we", "that", "model") as bitsets
//! ([`DenseDocs`]), so a candidate is checked against them in O(1) instead of by walking their
//! postings (stop 39).

use super::{DocId, Index, PositionCursor, TermId};
use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// Bytes of documents (and terms) the [`PhraseMemo`] holds at most: a phrase found once the memo
/// is this full is not remembered. On the full corpus the derivations' distinct phrases find
/// ~130,000 documents (~0.5 MB), all during the derivations, which run below the index build's
/// memory peak.
pub(super) const PHRASE_MEMO_BYTES: usize = 1 << 20;

/// What each phrase found, while the derivations run (off otherwise: a search's phrases are
/// the user's and are not kept).
#[derive(Debug, Default)]
pub struct PhraseMemo {
    found: Mutex<Option<Remembered>>,
}

#[derive(Debug, Default)]
struct Remembered {
    by_phrase: FxHashMap<Vec<Vec<TermId>>, Vec<DocId>>,
    bytes: usize,
    dense: DenseTerms,
}

/// Bytes the [`DenseTerms`] hold at most (a term met once they are this full is walked as
/// before). On the full corpus the derivations' 117 frequent terms take 431 KB (3.7 KB each),
/// freed with the memo; like the memo they live below the index build's memory peak.
pub(super) const DENSE_BYTES: usize = 1 << 19;

/// A term gets a [`DenseDocs`] when it occurs in at least one document in this many: its bitset
/// then takes no more bytes than its documents as plain `u32`s would (about 1.5 times their
/// varint gaps in the index).
const DENSE_ONE_IN: usize = 8;

/// The frequent terms' [`DenseDocs`], built the first time a phrase needs each.
#[derive(Debug)]
struct DenseTerms {
    by_term: FxHashMap<TermId, DenseDocs>,
    bytes: usize,
    budget: usize,
}

impl Default for DenseTerms {
    fn default() -> DenseTerms {
        DenseTerms { by_term: FxHashMap::default(), bytes: 0, budget: DENSE_BYTES }
    }
}

impl DenseTerms {
    /// The bitset of `term`, built now if the term is frequent and the budget allows; `work`
    /// grows by the postings a build walks.
    fn of(&mut self, index: &Index, term: TermId, work: &mut usize) -> Option<&DenseDocs> {
        let docs = index.doc_count();
        if index.doc_frequency(term) * DENSE_ONE_IN < docs {
            return None;
        }
        if !self.by_term.contains_key(&term) {
            let bytes = DenseDocs::bytes_for(docs);
            if self.bytes + bytes > self.budget {
                return None;
            }
            let postings = index.postings(term);
            *work += postings.len();
            self.bytes += bytes;
            self.by_term.insert(term, DenseDocs::of(postings, docs));
        }
        self.by_term.get(&term)
    }
}

/// One term's documents as a bitset, with the number of its postings before each 64 documents:
/// whether a document holds the term, and at which posting, in O(1).
#[derive(Debug)]
struct DenseDocs {
    first: usize,
    words: Vec<u64>,
    before: Vec<u32>,
}

impl DenseDocs {
    fn bytes_for(docs: usize) -> usize {
        docs.div_ceil(64) * (std::mem::size_of::<u64>() + std::mem::size_of::<u32>())
    }

    fn of(postings: super::Postings<'_>, docs: usize) -> DenseDocs {
        let mut words = vec![0u64; docs.div_ceil(64)];
        for doc in postings.docs() {
            if let Some(word) = words.get_mut(doc as usize / 64) {
                *word |= 1 << (doc % 64);
            }
        }
        let mut count = 0u32;
        let before = words
            .iter()
            .map(|word| {
                let here = count;
                count += word.count_ones();
                here
            })
            .collect();
        DenseDocs { first: postings.first(), words, before }
    }

    /// The global posting index of `doc`, if the term occurs in it.
    fn posting(&self, doc: DocId) -> Option<usize> {
        let at = doc as usize / 64;
        let word = *self.words.get(at)?;
        let bit = doc % 64;
        if word >> bit & 1 == 0 {
            return None;
        }
        let below = (word & ((1u64 << bit) - 1)).count_ones();
        Some(self.first + (*self.before.get(at)? + below) as usize)
    }
}

/// A term's postings are looked up candidate by candidate when they are this many times more
/// numerous than the candidates (a lookup costs a binary search and up to 32 decodes).
const LOOKUP_RATIO: usize = 16;

/// The work a lookup counts (what [`super::Postings::find`] may decode: half a checkpoint's span
/// on average, a whole one at most).
const LOOKUP_WORK: usize = super::CHECKPOINT / 2;

impl Index {
    /// Switches the phrase memo on (empty) or off (freed): see [`PhraseMemo`].
    pub fn remember_phrases(&self, on: bool) {
        if let Ok(mut found) = self.phrase_memo.found.lock() {
            *found = on.then(Remembered::default);
        }
    }

    /// [`Index::remember_phrases`] on, with bitsets of frequent terms up to `budget` bytes (the
    /// tests' small cap).
    #[cfg(test)]
    pub(super) fn remember_phrases_with_dense_budget(&self, budget: usize) {
        if let Ok(mut found) = self.phrase_memo.found.lock() {
            let mut memo = Remembered::default();
            memo.dense.budget = budget;
            *found = Some(memo);
        }
    }

    /// Bytes the frequent terms' bitsets hold (0 when the memo is off).
    pub fn remembered_dense_bytes(&self) -> usize {
        self.phrase_memo.found.lock().ok().and_then(|m| m.as_ref().map(|m| m.dense.bytes)).unwrap_or(0)
    }

    /// Bytes the phrase memo holds (0 when off).
    pub fn remembered_phrase_bytes(&self) -> usize {
        self.phrase_memo.found.lock().ok().and_then(|m| m.as_ref().map(|m| m.bytes)).unwrap_or(0)
    }

    /// [`Index::phrase_docs`], answered from the memo when it is on and holds `parts`; `work`
    /// grows by the documents copied from it.
    pub fn phrase_docs_remembered(&self, parts: &[Vec<TermId>], work: &mut usize) -> Vec<DocId> {
        let Ok(mut memo) = self.phrase_memo.found.lock() else {
            return self.phrase_docs(parts, work);
        };
        let Some(memo) = memo.as_mut() else {
            return self.phrase_docs(parts, work);
        };
        if let Some(docs) = memo.by_phrase.get(parts) {
            *work += docs.len();
            return docs.clone();
        }
        let docs = self.phrase_docs_among(parts, work, Some(&mut memo.dense));
        let terms: usize = parts.iter().map(Vec::len).sum();
        let bytes = (docs.len() + terms) * std::mem::size_of::<u32>();
        if memo.bytes + bytes <= PHRASE_MEMO_BYTES {
            memo.bytes += bytes;
            memo.by_phrase.insert(parts.to_vec(), docs.clone());
        }
        docs
    }

    /// Documents in which one term of each part occurs at consecutive positions.
    ///
    /// Candidates come from the rarest part; every other part's postings are merged against
    /// them (linear in both), or — when the candidates are fewer than one in [`LOOKUP_RATIO`] of a
    /// term's postings — each candidate is looked up through the term's checkpoints (≤ 32
    /// decodes each), or — when a term's postings are that much fewer than the candidates — each
    /// posting is found among the candidates by binary search (a prefix's many rare terms cost
    /// their postings, not terms × candidates); then positions are checked, only for a candidate
    /// every part occurs in, each term's through one [`PositionCursor`] (stop 33: seeking every
    /// posting's positions from its checkpoint was a third of the derivations). `work` grows by the
    /// postings walked, [`LOOKUP_WORK`] per candidate looked up, and the positions read.
    pub fn phrase_docs(&self, parts: &[Vec<TermId>], work: &mut usize) -> Vec<DocId> {
        self.phrase_docs_among(parts, work, None)
    }

    /// [`Index::phrase_docs`], checking candidates against the `dense` bitsets of frequent terms
    /// when given (the derivations; a search keeps nothing).
    fn phrase_docs_among(
        &self,
        parts: &[Vec<TermId>],
        work: &mut usize,
        mut dense: Option<&mut DenseTerms>,
    ) -> Vec<DocId> {
        if parts.is_empty() || parts.iter().any(Vec::is_empty) {
            return Vec::new();
        }
        let cost = |p: &Vec<TermId>| p.iter().map(|&t| self.doc_frequency(t)).sum::<usize>();
        let Some((driver, _)) = parts.iter().enumerate().min_by_key(|(_, p)| cost(p)) else {
            return Vec::new();
        };
        let mut candidates: Vec<DocId> =
            parts[driver].iter().flat_map(|&t| self.postings(t).docs()).collect();
        *work += candidates.len();
        candidates.sort_unstable();
        candidates.dedup();
        // Per part: (candidate index, the term's place in the part, global posting) for every
        // occurrence among the candidates.
        let mut occurrences: Vec<Vec<(u32, u32, usize)>> = Vec::with_capacity(parts.len());
        for part in parts {
            let mut found = Vec::new();
            for (slot, &term) in (0u32..).zip(part) {
                // A frequent term ("we", "that", "model"): each candidate is a bit test.
                if let Some(docs) = dense.as_deref_mut().and_then(|d| d.of(self, term, work)) {
                    *work += candidates.len();
                    each_candidate_looked_up(&candidates, slot, |c| docs.posting(c), &mut found);
                    continue;
                }
                let postings = self.postings(term);
                // Few candidates against a long list ("language model*"): look each up
                // through the checkpoints instead of walking the whole list.
                if candidates.len() * LOOKUP_RATIO < postings.len() {
                    // A lookup: a binary search over checkpoints and up to 32 decodes.
                    *work += candidates.len() * LOOKUP_WORK;
                    each_candidate_looked_up(&candidates, slot, |c| postings.find(c), &mut found);
                    continue;
                }
                // A short list against many candidates (each of the many terms of a prefix,
                // "generated video*"): find each posting among the candidates, so the cost
                // follows the postings, not terms × candidates.
                if postings.len() * LOOKUP_RATIO < candidates.len() {
                    *work += postings.len();
                    for (j, doc) in postings.docs().enumerate() {
                        if let Ok(i) = candidates.binary_search(&doc) {
                            found.push((i as u32, slot, postings.first() + j));
                        }
                    }
                    continue;
                }
                let mut docs = postings.docs().enumerate().peekable();
                let mut i = 0;
                // Every step of the merge is work (a posting or a candidate passed).
                while let (Some(&candidate), Some(&(j, doc))) = (candidates.get(i), docs.peek()) {
                    *work += 1;
                    match candidate.cmp(&doc) {
                        std::cmp::Ordering::Less => i += 1,
                        std::cmp::Ordering::Greater => {
                            docs.next();
                        }
                        std::cmp::Ordering::Equal => {
                            found.push((i as u32, slot, postings.first() + j));
                            i += 1;
                            docs.next();
                        }
                    }
                }
            }
            found.sort_unstable();
            occurrences.push(found);
        }
        let mut cursors = vec![0usize; parts.len()];
        // One position cursor per term: each term's postings are read in document order.
        let mut position_cursors: Vec<Vec<PositionCursor>> =
            parts.iter().map(|part| vec![PositionCursor::default(); part.len()]).collect();
        let mut lists: Vec<Vec<u16>> = vec![Vec::new(); parts.len()];
        let mut found = Vec::new();
        'docs: for (c, &doc) in candidates.iter().enumerate() {
            // Positions are read only for a candidate every part occurs in.
            for (part, cursor) in occurrences.iter().zip(cursors.iter_mut()) {
                while part.get(*cursor).is_some_and(|&(i, _, _)| (i as usize) < c) {
                    *cursor += 1;
                }
                if part.get(*cursor).is_none_or(|&(i, _, _)| i as usize != c) {
                    continue 'docs;
                }
            }
            for (((list, part), cursor), terms) in
                lists.iter_mut().zip(&occurrences).zip(cursors.iter_mut()).zip(position_cursors.iter_mut())
            {
                list.clear();
                while let Some(&(i, slot, posting)) = part.get(*cursor) {
                    if i as usize != c {
                        break;
                    }
                    if let Some(term_cursor) = terms.get_mut(slot as usize) {
                        *work += self.positions_through(posting, term_cursor, list);
                    }
                    *cursor += 1;
                }
            }
            for list in lists.iter_mut().skip(1) {
                list.sort_unstable();
            }
            let consecutive = lists[0].iter().any(|&start| {
                lists
                    .iter()
                    .enumerate()
                    .skip(1)
                    .all(|(i, l)| l.binary_search(&(start.saturating_add(i as u16))).is_ok())
            });
            if consecutive {
                found.push(doc);
            }
        }
        found
    }
}

/// Adds to `found` (candidate index, the term's place in its part, global posting) for each
/// candidate `posting_of` finds: a bitset test or a lookup through the checkpoints.
fn each_candidate_looked_up(
    candidates: &[DocId],
    slot: u32,
    posting_of: impl Fn(DocId) -> Option<usize>,
    found: &mut Vec<(u32, u32, usize)>,
) {
    found.extend(candidates.iter().enumerate().filter_map(|(i, &c)| Some((i as u32, slot, posting_of(c)?))));
}
