//! Search work that reads word positions: phrases (consecutive words, through
//! `Index::phrase_docs`) and the proximity boost for papers whose query words stand close
//! together.

use super::expand::Expansion;
use super::{PROXIMITY_BOOST, PROXIMITY_CANDIDATES, PROXIMITY_TERMS, Resolved, SearchEngine, sort_by_score};
use crate::core::index::{DocId, TermId};

impl SearchEngine {
    /// Documents in which one term of each part occurs at consecutive positions (see
    /// `Index::phrase_docs`); `work` grows by the postings and positions read.
    pub(super) fn phrase_docs(&self, parts: &[Expansion], work: &mut usize) -> Vec<DocId> {
        let terms: Vec<Vec<TermId>> = parts.iter().map(|p| p.terms().collect()).collect();
        self.index.phrase_docs(&terms, work)
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
                            *work += self.index.positions(p, list);
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
