//! Which dictionary terms a query word matches, and how well: exact, same English stem
//! (Snowball), prefix (the word being typed) or typo — each tier only ranks below the previous.
//!
//! Stems are computed lazily at query time for the few dictionary terms that could share the
//! word's stem (those starting with most of the stem), so the index never stems its ~90,000
//! terms at start-up. Typos are a fallback: only a word that matches nothing exactly, by stem
//! or by prefix is looked up with typos (see [`super::typo`]); the candidates share its first
//! letter.

use rust_stemmers::{Algorithm, Stemmer};

use crate::core::index::{Index, TermId};
use crate::core::search::typo::{allowed_typos, bounded_distance, bounded_prefix_distance};

/// How a term matched a query word; the weight multiplies its BM25 score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tier {
    Exact,
    Stem,
    Prefix,
    Typo,
}

impl Tier {
    pub fn weight(self) -> f32 {
        match self {
            Tier::Exact => 1.0,
            Tier::Stem => 0.8,
            Tier::Prefix => 0.6,
            Tier::Typo => 0.4,
        }
    }
}

/// Prefix expansions scored with BM25 (the most frequent ones); the rest only count as matches.
pub const SCORED_PREFIX_TERMS: usize = 64;
/// Stem candidates are not examined when a stem's prefix range is larger than this.
const MAX_STEM_CANDIDATES: usize = 4_000;

/// The terms a word matches.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Expansion {
    /// Scored terms with their tier.
    pub scored: Vec<(TermId, Tier)>,
    /// Terms that make a paper match without adding to its score (rare prefix expansions).
    pub unscored: Vec<TermId>,
    /// When the word was matched as a prefix: the prefix (for highlighting).
    pub prefix: Option<String>,
}

impl Expansion {
    pub fn is_empty(&self) -> bool {
        self.scored.is_empty() && self.unscored.is_empty()
    }

    /// Every matched term (scored first).
    pub fn terms(&self) -> impl Iterator<Item = TermId> + '_ {
        self.scored.iter().map(|&(t, _)| t).chain(self.unscored.iter().copied())
    }
}

fn is_plain_word(term: &str) -> bool {
    term.chars().all(char::is_alphabetic)
}

/// Terms with the same English stem as `word` (not `word` itself).
pub fn stem_matches(index: &Index, word: &str) -> Vec<TermId> {
    if !is_plain_word(word) {
        return Vec::new();
    }
    let stemmer = Stemmer::create(Algorithm::English);
    let stem = stemmer.stem(word);
    let keep = stem.chars().count().saturating_sub(2).max(3);
    let head: String = stem.chars().take(keep).collect();
    let range = index.prefix_range(&head);
    if range.len() > MAX_STEM_CANDIDATES {
        return Vec::new();
    }
    range
        .filter(|&t| {
            let term = index.term(t);
            term != word && is_plain_word(term) && stemmer.stem(term) == stem
        })
        .collect()
}

/// Expands one word. `prefix`: the word may be the start of a longer one.
pub fn expand_word(index: &Index, word: &str, prefix: bool) -> Expansion {
    let mut expansion = Expansion::default();
    if let Some(t) = index.term_id(word) {
        expansion.scored.push((t, Tier::Exact));
    }
    for t in stem_matches(index, word) {
        expansion.scored.push((t, Tier::Stem));
    }
    if prefix {
        let mut longer: Vec<TermId> =
            index.prefix_range(word).filter(|&t| !expansion.scored.iter().any(|&(s, _)| s == t)).collect();
        if !longer.is_empty() {
            expansion.prefix = Some(word.to_string());
        }
        if longer.len() > SCORED_PREFIX_TERMS {
            longer.sort_by_key(|&t| std::cmp::Reverse(index.doc_frequency(t)));
            expansion.unscored = longer.split_off(SCORED_PREFIX_TERMS);
        }
        expansion.scored.extend(longer.into_iter().map(|t| (t, Tier::Prefix)));
    }
    if expansion.is_empty() {
        expansion.scored = typo_matches(index, word, prefix).into_iter().map(|t| (t, Tier::Typo)).collect();
    }
    expansion
}

/// Terms within the allowed number of typos of `word` that share its first letter.
pub fn typo_matches(index: &Index, word: &str, prefix: bool) -> Vec<TermId> {
    let chars: Vec<char> = word.chars().collect();
    let max = allowed_typos(chars.len());
    let Some(first) = chars.first() else {
        return Vec::new();
    };
    if max == 0 {
        return Vec::new();
    }
    let mut buffer = [0u8; 4];
    let mut term_chars: Vec<char> = Vec::new();
    index
        .prefix_range(first.encode_utf8(&mut buffer))
        .filter(|&t| {
            let term = index.term(t);
            let len = term.chars().count();
            let length_ok = if prefix { len + max >= chars.len() } else { len.abs_diff(chars.len()) <= max };
            if !length_ok || !is_plain_word(term) {
                return false;
            }
            term_chars.clear();
            term_chars.extend(term.chars());
            if prefix {
                bounded_prefix_distance(&chars, &term_chars, max).is_some()
            } else {
                bounded_distance(&chars, &term_chars, max).is_some()
            }
        })
        .collect()
}
