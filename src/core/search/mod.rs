//! The search engine: BM25 relevance over the [`Index`], as-you-type prefixes, stems, typo
//! tolerance, phrases, exclusions, a proximity boost, and a "most of the words" fallback.
//!
//! Scoring is term-at-a-time into per-document accumulators: each required clause adds, per
//! paper, the best `tier weight × BM25` of the terms it matched; a paper must match every
//! required clause (AND) and no excluded one. The top [`PROXIMITY_CANDIDATES`] papers get a
//! small boost when the query's words stand close together. When no paper has every word,
//! the papers matching the most words are shown and the results say so.

pub mod expand;
pub mod highlight;
pub mod positions;
pub mod typo;

use std::sync::Mutex;

use rustc_hash::FxHashMap;

use crate::core::bitset::Bitset;
use crate::core::index::{CHECKPOINT, DocId, Index, TermId};
use crate::core::query::{Clause, Query, parse};
use expand::{Expansion, Tier, expand_word};
use highlight::{HighlightTerms, PhraseWord};

/// BM25 parameters.
pub const K1: f32 = 1.2;
pub const B: f32 = 0.75;
/// Papers (best first) whose word proximity is examined.
pub const PROXIMITY_CANDIDATES: usize = 200;
/// Boost for query words that stand next to each other (decays with distance).
pub const PROXIMITY_BOOST: f32 = 0.25;
/// Prefix expansions used inside an open phrase.
const PHRASE_PREFIX_TERMS: usize = 32;
/// Terms per clause whose positions the proximity boost looks at.
const PROXIMITY_TERMS: usize = 8;

/// How results are ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sort {
    #[default]
    Relevance,
    CorpusOrder,
}

impl Sort {
    pub const ALL: [Sort; 2] = [Sort::Relevance, Sort::CorpusOrder];

    /// The URL value (`sort=corpus`); the default's is never written.
    pub fn slug(self) -> &'static str {
        match self {
            Sort::Relevance => "relevance",
            Sort::CorpusOrder => "corpus",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Sort> {
        Sort::ALL.into_iter().find(|s| s.slug() == slug)
    }
}

/// What a query found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchResults {
    /// Matching papers, best first (or in corpus order); all papers for an empty query.
    pub hits: Vec<DocId>,
    /// Relevance score of each hit (same order); empty for an empty query.
    pub scores: Vec<f32>,
    /// `Some((matched, of))` when no paper has every word and these match `matched` of `of`.
    pub fallback: Option<(usize, usize)>,
    /// Query-language problems, for the notice area.
    pub warnings: Vec<String>,
    /// What to mark in the results.
    pub highlight: HighlightTerms,
    /// True when the query searched for something (the list is narrowed).
    pub searched: bool,
    /// Postings entries and word positions the query read: the work it caused, which the
    /// query caps bound (tests on the full corpus check it).
    pub work: usize,
}

/// The engine: the index plus each document's BM25 length normalisation.
pub struct SearchEngine {
    index: Index,
    /// `K1 · (1 − B + B · length / average length)` per document.
    length_norms: Vec<f32>,
    /// Word expansions already computed: typing re-sends the same finished words on every
    /// keystroke. Cleared when it grows past [`EXPANSION_CACHE`] entries.
    expansions: Mutex<FxHashMap<(String, bool), Expansion>>,
}

/// Word expansions kept between keystrokes.
const EXPANSION_CACHE: usize = 4_096;

/// One required clause resolved against the dictionary.
pub(crate) struct Resolved {
    /// Per part (one for a word or a compound matched whole).
    parts: Vec<Expansion>,
    /// Positions must be consecutive (a phrase, or a compound matched by its parts).
    consecutive: bool,
}

impl SearchEngine {
    pub fn new(index: Index) -> SearchEngine {
        let average = index.average_doc_length().max(1.0);
        let length_norms = (0..index.doc_count() as DocId)
            .map(|d| K1 * (1.0 - B + B * index.doc_length(d) / average))
            .collect();
        SearchEngine { index, length_norms, expansions: Mutex::new(FxHashMap::default()) }
    }

    /// Indexes the texts (document `i` is text `i`).
    pub fn build<'t>(texts: impl IntoIterator<Item = &'t str>) -> SearchEngine {
        SearchEngine::new(Index::build(texts))
    }

    pub fn index(&self) -> &Index {
        &self.index
    }

    fn idf(&self, term: TermId) -> f32 {
        let n = self.index.doc_count() as f32;
        let df = self.index.doc_frequency(term) as f32;
        (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
    }

    fn bm25(&self, idf: f32, tf: u8, doc: DocId) -> f32 {
        let tf = tf as f32;
        let norm = self.length_norms.get(doc as usize).copied().unwrap_or(K1);
        idf * tf * (K1 + 1.0) / (tf + norm)
    }

    /// Parses and runs a query typed by a person.
    pub fn search(&self, input: &str, sort: Sort) -> SearchResults {
        self.run(&parse(input), sort)
    }

    /// Runs a parsed query.
    pub fn run(&self, query: &Query, sort: Sort) -> SearchResults {
        let n = self.index.doc_count();
        let mut results = SearchResults { warnings: query.warnings.clone(), ..SearchResults::default() };
        let required: Vec<&Clause> = query.required().collect();
        let mut work = 0usize;
        let excluded = self.excluded_docs(query, &mut work);
        if required.is_empty() {
            results.hits = (0..n as DocId).filter(|&d| !excluded.contains(d as usize)).collect();
            results.searched = query.clauses.iter().any(|c| c.excluded);
            results.work = work;
            return results;
        }
        results.searched = true;
        let resolved: Vec<Resolved> = required.iter().map(|c| self.resolve(c)).collect();
        for r in &resolved {
            collect_highlights(&self.index, r, &mut results.highlight);
        }
        let mut scores = vec![0f32; n];
        let mut matched = vec![0u8; n];
        let mut clause_scores = vec![0f32; n];
        let mut touched: Vec<DocId> = Vec::new();
        for r in &resolved {
            if r.consecutive {
                self.score_phrase(r, &mut clause_scores, &mut touched, &mut work);
            } else if let Some(part) = r.parts.first() {
                self.score_word(part, &mut clause_scores, &mut touched, &mut work);
            }
            for &d in &touched {
                let i = d as usize;
                scores[i] += clause_scores[i];
                matched[i] = matched[i].saturating_add(1);
                clause_scores[i] = 0.0;
            }
            touched.clear();
        }
        let want = resolved.len() as u8;
        let best = (0..n).filter(|&d| !excluded.contains(d)).map(|d| matched[d]).max().unwrap_or(0);
        results.work = work;
        if best == 0 {
            return results;
        }
        if best < want {
            results.fallback = Some((best as usize, want as usize));
        }
        let mut hits: Vec<(DocId, f32)> = (0..n)
            .filter(|&d| matched[d] == best && !excluded.contains(d))
            .map(|d| (d as DocId, scores[d]))
            .collect();
        if sort == Sort::Relevance {
            sort_by_score(&mut hits);
            if best == want && resolved.len() > 1 {
                self.boost_proximity(&resolved, &mut hits, &mut results.work);
            }
        }
        results.hits = hits.iter().map(|h| h.0).collect();
        results.scores = hits.iter().map(|h| h.1).collect();
        results
    }

    /// Resolves a required clause into per-part term expansions.
    fn resolve(&self, clause: &Clause) -> Resolved {
        // A phrase, or a compound shortened by the query caps (no whole): its parts, in a row.
        if clause.phrase || (clause.whole.is_none() && clause.parts.len() > 1) {
            return Resolved { parts: self.phrase_parts(clause), consecutive: clause.parts.len() > 1 };
        }
        if let Some(whole) = &clause.whole {
            let expansion = self.exact_or_prefix(whole, clause.prefix, expand::SCORED_PREFIX_TERMS, false);
            if !expansion.is_empty() {
                return Resolved { parts: vec![expansion], consecutive: false };
            }
            // Not written as one compound anywhere: its parts, next to each other.
            return Resolved { parts: self.phrase_parts(clause), consecutive: true };
        }
        let word = clause.parts.first().map_or("", String::as_str);
        Resolved { parts: vec![self.expand_cached(word, clause.prefix)], consecutive: false }
    }

    /// Each part of a clause as a phrase word: exact, the last one a prefix while typing.
    fn phrase_parts(&self, clause: &Clause) -> Vec<Expansion> {
        let last = clause.parts.len().saturating_sub(1);
        clause
            .parts
            .iter()
            .enumerate()
            .map(|(i, part)| {
                self.exact_or_prefix(part, clause.prefix && i == last, PHRASE_PREFIX_TERMS, true)
            })
            .collect()
    }

    fn expand_cached(&self, word: &str, prefix: bool) -> Expansion {
        let key = (word.to_string(), prefix);
        if let Ok(cache) = self.expansions.lock()
            && let Some(expansion) = cache.get(&key)
        {
            return expansion.clone();
        }
        let expansion = expand_word(&self.index, word, prefix);
        if let Ok(mut cache) = self.expansions.lock() {
            if cache.len() >= EXPANSION_CACHE {
                cache.clear();
            }
            cache.insert(key, expansion.clone());
        }
        expansion
    }

    /// Exact term, plus (when typing) the `limit` most frequent longer terms, scored; the other
    /// longer terms only count as matches — except inside a phrase (`consecutive`), where each
    /// term costs a position check per candidate paper, so they are left out.
    fn exact_or_prefix(&self, word: &str, prefix: bool, limit: usize, consecutive: bool) -> Expansion {
        let mut expansion = Expansion::default();
        if let Some(t) = self.index.term_id(word) {
            expansion.scored.push((t, Tier::Exact));
        }
        if prefix {
            let mut longer: Vec<TermId> =
                self.index.prefix_range(word).filter(|&t| self.index.term(t) != word).collect();
            if !longer.is_empty() {
                expansion.prefix = Some(word.to_string());
            }
            longer.sort_by_key(|&t| std::cmp::Reverse(self.index.doc_frequency(t)));
            let rest = longer.split_off(longer.len().min(limit));
            if !consecutive {
                expansion.unscored = rest;
            }
            expansion.scored.extend(longer.into_iter().map(|t| (t, Tier::Prefix)));
        }
        expansion
    }

    /// Adds each document's best score for one word into `clause_scores`.
    fn score_word(
        &self,
        expansion: &Expansion,
        clause_scores: &mut [f32],
        touched: &mut Vec<DocId>,
        work: &mut usize,
    ) {
        for &(term, tier) in &expansion.scored {
            let idf = self.idf(term) * tier.weight();
            let postings = self.index.postings(term);
            *work += postings.len();
            for (doc, tf) in postings.iter() {
                let score = self.bm25(idf, tf, doc);
                let slot = &mut clause_scores[doc as usize];
                if *slot == 0.0 {
                    touched.push(doc);
                }
                if score > *slot {
                    *slot = score;
                }
            }
        }
        for &term in &expansion.unscored {
            let postings = self.index.postings(term);
            *work += postings.len();
            for doc in postings.docs() {
                let slot = &mut clause_scores[doc as usize];
                if *slot == 0.0 {
                    touched.push(doc);
                    *slot = f32::MIN_POSITIVE;
                }
            }
        }
    }

    /// Scores documents where the parts occur at consecutive positions.
    fn score_phrase(
        &self,
        resolved: &Resolved,
        clause_scores: &mut [f32],
        touched: &mut Vec<DocId>,
        work: &mut usize,
    ) {
        let docs = self.phrase_docs(&resolved.parts, work);
        let mut scores = vec![0f32; docs.len()];
        let mut best = vec![0f32; docs.len()];
        for part in &resolved.parts {
            best.iter_mut().for_each(|b| *b = 0.0);
            for &(term, tier) in &part.scored {
                let weight = self.idf(term) * tier.weight();
                let postings = self.index.postings(term);
                let mut keep_best = |i: usize, doc: DocId, tf: u8| {
                    best[i] = best[i].max(self.bm25(weight, tf, doc));
                };
                // Walk the postings beside the sorted documents when that reads less than
                // looking each document up (a lookup decodes up to a checkpoint's worth).
                if postings.len() <= docs.len() * CHECKPOINT / 4 {
                    *work += postings.len();
                    let mut i = 0;
                    for (doc, tf) in postings.iter() {
                        while docs.get(i).is_some_and(|&d| d < doc) {
                            i += 1;
                        }
                        match docs.get(i) {
                            Some(&d) if d == doc => keep_best(i, doc, tf),
                            Some(_) => {}
                            None => break,
                        }
                    }
                } else {
                    for (i, &doc) in docs.iter().enumerate() {
                        if let Some(posting) = postings.find(doc) {
                            keep_best(i, doc, self.index.tf(posting));
                        }
                    }
                }
            }
            scores.iter_mut().zip(&best).for_each(|(s, b)| *s += b);
        }
        for (&doc, score) in docs.iter().zip(scores) {
            clause_scores[doc as usize] = score.max(f32::MIN_POSITIVE);
            touched.push(doc);
        }
    }

    /// Papers matched by an excluded clause.
    fn excluded_docs(&self, query: &Query, work: &mut usize) -> Bitset {
        let mut set = Bitset::empty(self.index.doc_count());
        for clause in query.excluded() {
            let parts: Vec<Expansion> = clause
                .parts
                .iter()
                .map(|p| {
                    let mut e = self.exact_or_prefix(p, false, 0, false);
                    if !clause.phrase {
                        e.scored.extend(
                            expand::stem_matches(&self.index, p).into_iter().map(|t| (t, Tier::Stem)),
                        );
                    }
                    e
                })
                .collect();
            let whole = clause.whole.as_deref().and_then(|w| self.index.term_id(w));
            if let Some(t) = whole {
                *work += self.index.postings(t).len();
                self.index.postings(t).docs().for_each(|d| set.insert(d as usize));
            } else if parts.len() > 1 {
                self.phrase_docs(&parts, work).into_iter().for_each(|d| set.insert(d as usize));
            } else if let Some(part) = parts.first() {
                part.terms().for_each(|t| {
                    *work += self.index.postings(t).len();
                    self.index.postings(t).docs().for_each(|d| set.insert(d as usize))
                });
            }
        }
        set
    }
}

/// Sorts by descending score, then corpus order. Scores are non-negative, so their bit patterns
/// order like the numbers; packing (inverted score, doc) into one integer sorts plain `u64`s,
/// several times faster than comparing floats.
pub(crate) fn sort_by_score(hits: &mut [(DocId, f32)]) {
    let mut keys: Vec<u64> = hits
        .iter()
        .map(|&(doc, score)| (u64::from(!score.max(0.0).to_bits()) << 32) | u64::from(doc))
        .collect();
    keys.sort_unstable();
    for (hit, key) in hits.iter_mut().zip(keys) {
        *hit = (key as u32, f32::from_bits(!((key >> 32) as u32)));
    }
}

/// Records what a required clause matched, for highlighting: its terms and prefix, or, for a
/// phrase, the words that must stand together.
fn collect_highlights(index: &Index, resolved: &Resolved, out: &mut HighlightTerms) {
    if resolved.consecutive {
        let words = resolved
            .parts
            .iter()
            .map(|part| PhraseWord {
                terms: part.scored.iter().map(|&(t, _)| index.term(t).to_string()).collect(),
                prefix: part.prefix.clone(),
            })
            .collect();
        out.phrases.push(words);
        return;
    }
    for part in &resolved.parts {
        for &(term, _) in &part.scored {
            out.terms.insert(index.term(term).to_string());
        }
        if let Some(prefix) = &part.prefix
            && !out.prefixes.contains(prefix)
        {
            out.prefixes.push(prefix.clone());
        }
    }
}
