//! Search work that reads word positions: phrases (consecutive words) and the proximity boost
//! for papers whose query words stand close together.

use super::expand::{Expansion, Tier};
use super::{PROXIMITY_BOOST, PROXIMITY_CANDIDATES, PROXIMITY_TERMS, Resolved, SearchEngine, sort_by_score};
use crate::core::index::{DocId, TermId};

impl SearchEngine {
    /// Documents in which one of each word's terms stand at consecutive positions (exact terms,
    /// for cue phrases).
    pub fn docs_with_phrase(&self, words: &[Vec<TermId>]) -> Vec<DocId> {
        let parts: Vec<Expansion> = words
            .iter()
            .map(|terms| Expansion {
                scored: terms.iter().map(|&t| (t, Tier::Exact)).collect(),
                ..Expansion::default()
            })
            .collect();
        self.phrase_docs(&parts, &mut 0)
    }

    /// Documents in which one term of each part occurs at consecutive positions.
    ///
    /// Candidates come from the rarest part; every other part's postings are merged against
    /// them (linear in the postings, no per-document lookups), then positions are checked.
    /// `work` grows by the postings and positions read.
    pub(super) fn phrase_docs(&self, parts: &[Expansion], work: &mut usize) -> Vec<DocId> {
        if parts.iter().any(Expansion::is_empty) {
            return Vec::new();
        }
        let cost = |p: &Expansion| p.terms().map(|t| self.index.doc_frequency(t)).sum::<usize>();
        let Some((driver, _)) = parts.iter().enumerate().min_by_key(|(_, p)| cost(p)) else {
            return Vec::new();
        };
        let mut candidates: Vec<DocId> =
            parts[driver].terms().flat_map(|t| self.index.postings(t).docs.iter().copied()).collect();
        *work += candidates.len();
        candidates.sort_unstable();
        candidates.dedup();
        // Per part: (candidate index, global posting) for every occurrence among the candidates.
        let occurrences: Vec<Vec<(u32, usize)>> = parts
            .iter()
            .map(|part| {
                let mut found = Vec::new();
                for term in part.terms() {
                    let postings = self.index.postings(term);
                    *work += postings.docs.len();
                    let (mut i, mut j) = (0, 0);
                    while i < candidates.len() && j < postings.docs.len() {
                        match candidates[i].cmp(&postings.docs[j]) {
                            std::cmp::Ordering::Less => i += 1,
                            std::cmp::Ordering::Greater => j += 1,
                            std::cmp::Ordering::Equal => {
                                found.push((i as u32, postings.first + j));
                                i += 1;
                                j += 1;
                            }
                        }
                    }
                }
                found.sort_unstable();
                found
            })
            .collect();
        let mut cursors = vec![0usize; parts.len()];
        let mut lists: Vec<Vec<u16>> = vec![Vec::new(); parts.len()];
        let mut found = Vec::new();
        'docs: for (c, &doc) in candidates.iter().enumerate() {
            for ((list, part), cursor) in lists.iter_mut().zip(&occurrences).zip(cursors.iter_mut()) {
                list.clear();
                while part.get(*cursor).is_some_and(|&(i, _)| (i as usize) < c) {
                    *cursor += 1;
                }
                while let Some(&(i, posting)) = part.get(*cursor) {
                    if i as usize != c {
                        break;
                    }
                    let positions = self.index.positions(posting);
                    *work += positions.len();
                    list.extend_from_slice(positions);
                    *cursor += 1;
                }
            }
            if lists.iter().any(Vec::is_empty) {
                continue 'docs;
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

    /// Multiplies the scores of the best candidates by a boost that grows as the clauses'
    /// nearest occurrences come closer, then re-sorts them.
    pub(super) fn boost_proximity(&self, resolved: &[Resolved], hits: &mut [(DocId, f32)], work: &mut usize) {
        let top = hits.len().min(PROXIMITY_CANDIDATES);
        let mut lists: Vec<Vec<u16>> = vec![Vec::new(); resolved.len()];
        for hit in hits[..top].iter_mut() {
            for (list, r) in lists.iter_mut().zip(resolved) {
                list.clear();
                for part in r.parts.iter().take(1) {
                    for &(term, _) in part.scored.iter().take(PROXIMITY_TERMS) {
                        if let Some(p) = self.index.postings(term).find(hit.0) {
                            list.extend_from_slice(self.index.positions(p));
                            *work += self.index.positions(p).len();
                        }
                    }
                }
                list.sort_unstable();
            }
            if let Some(window) = smallest_window(&lists) {
                let k = lists.len() as f32;
                hit.1 *= 1.0 + PROXIMITY_BOOST * (k - 1.0) / (window as f32 - 1.0).max(k - 1.0);
            }
        }
        sort_by_score(&mut hits[..top]);
    }
}

/// The smallest span of positions (last − first + 1) holding one position from every list.
pub fn smallest_window(lists: &[Vec<u16>]) -> Option<usize> {
    if lists.is_empty() || lists.iter().any(Vec::is_empty) {
        return None;
    }
    let mut cursors = vec![0usize; lists.len()];
    let mut best = usize::MAX;
    loop {
        let (mut low, mut low_list, mut high) = (u16::MAX, 0, 0u16);
        for (i, list) in lists.iter().enumerate() {
            let p = list[cursors[i]];
            if p < low {
                low = p;
                low_list = i;
            }
            high = high.max(p);
        }
        best = best.min((high - low) as usize + 1);
        cursors[low_list] += 1;
        if cursors[low_list] >= lists[low_list].len() {
            return Some(best);
        }
    }
}
