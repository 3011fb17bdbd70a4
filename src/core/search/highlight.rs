//! Match spans and snippets: which byte ranges of an abstract to mark for a query, and the
//! ~30-word window around the densest matches that a card shows.
//!
//! A document is re-tokenized with the same tokenizer as the index, so a span always covers a
//! token that matched. Only the cards on screen and the open paper are highlighted.

use std::ops::Range;

use rustc_hash::FxHashSet;

use crate::core::tokenize::{TokenKind, Tokenizer};

/// Words a snippet shows.
pub const SNIPPET_WORDS: usize = 30;

/// One word of a highlighted phrase: the terms it matched, or a prefix while typing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PhraseWord {
    pub terms: FxHashSet<String>,
    pub prefix: Option<String>,
}

impl PhraseWord {
    fn matches(&self, term: &str) -> bool {
        self.terms.contains(term) || self.prefix.as_deref().is_some_and(|p| term.starts_with(p))
    }
}

/// What a query's matches look like: single terms, prefixes, and phrases (marked only where
/// their words stand together).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HighlightTerms {
    pub terms: FxHashSet<String>,
    pub prefixes: Vec<String>,
    pub phrases: Vec<Vec<PhraseWord>>,
}

impl HighlightTerms {
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty() && self.prefixes.is_empty() && self.phrases.is_empty()
    }

    fn matches(&self, term: &str) -> bool {
        self.terms.contains(term) || self.prefixes.iter().any(|p| term.starts_with(p.as_str()))
    }

    /// Byte ranges of `text` to mark: sorted, disjoint, on char boundaries.
    pub fn spans(&self, text: &str) -> Vec<Range<usize>> {
        if self.is_empty() {
            return Vec::new();
        }
        let mut spans: Vec<Range<usize>> = Vec::new();
        let mut parts: Vec<(String, Range<usize>)> = Vec::new();
        Tokenizer::new().tokenize(text, |token| {
            if self.matches(token.term) {
                spans.push(token.range());
            }
            if !self.phrases.is_empty() && token.kind == TokenKind::Part {
                parts.push((token.term.to_string(), token.range()));
            }
        });
        for phrase in &self.phrases {
            if phrase.is_empty() || parts.len() < phrase.len() {
                continue;
            }
            for window in parts.windows(phrase.len()) {
                if window.iter().zip(phrase).all(|((term, _), word)| word.matches(term)) {
                    spans.push(window[0].1.start..window[window.len() - 1].1.end);
                }
            }
        }
        merge(spans)
    }

    /// The best window of about [`SNIPPET_WORDS`] words: the one with the most distinct matched
    /// terms, then the most matches, earliest first. Without matches, the opening words.
    pub fn snippet(&self, text: &str) -> Snippet {
        let spans = self.spans(text);
        let mut words: Vec<(Range<usize>, Option<String>)> = Vec::new();
        Tokenizer::new().tokenize(text, |token| {
            if token.kind == TokenKind::Part {
                let range = token.range();
                let hit = spans.iter().any(|s| s.start < range.end && range.start < s.end);
                words.push((range, hit.then(|| token.term.to_string())));
            }
        });
        let start_word = best_window(&words);
        let end_word = (start_word + SNIPPET_WORDS).min(words.len());
        let start = if start_word == 0 { 0 } else { words.get(start_word).map_or(0, |w| w.0.start) };
        let end = if end_word >= words.len() {
            text.len()
        } else {
            words.get(end_word - 1).map_or(text.len(), |w| w.0.end)
        };
        let spans = spans.into_iter().filter(|s| s.start >= start && s.end <= end).collect();
        Snippet { range: start..end, spans, cut_before: start > 0, cut_after: end < text.len() }
    }
}

fn best_window(words: &[(Range<usize>, Option<String>)]) -> usize {
    if words.len() <= SNIPPET_WORDS || words.iter().all(|w| w.1.is_none()) {
        return 0;
    }
    let mut best = (0usize, 0usize, 0usize);
    for start in 0..=words.len() - SNIPPET_WORDS {
        if words[start].1.is_none() && start > 0 {
            continue;
        }
        let window = &words[start..start + SNIPPET_WORDS];
        let hits: Vec<&String> = window.iter().filter_map(|w| w.1.as_ref()).collect();
        let mut distinct = hits.clone();
        distinct.sort();
        distinct.dedup();
        let score = (distinct.len(), hits.len());
        if score > (best.0, best.1) {
            best = (distinct.len(), hits.len(), start);
        }
    }
    // Start a few words before the first match, for context.
    best.2.saturating_sub(3)
}

/// Sorts and merges overlapping or touching ranges.
pub fn merge(mut spans: Vec<Range<usize>>) -> Vec<Range<usize>> {
    spans.sort_by_key(|s| (s.start, s.end));
    let mut merged: Vec<Range<usize>> = Vec::with_capacity(spans.len());
    for span in spans {
        match merged.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => merged.push(span),
        }
    }
    merged
}

/// A window of an abstract with its marked spans (byte ranges of the whole text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snippet {
    pub range: Range<usize>,
    pub spans: Vec<Range<usize>>,
    /// Text was left out before / after the window (show "…").
    pub cut_before: bool,
    pub cut_after: bool,
}

/// Splits `text[range]` into `(piece, marked)` runs by `spans` — what a renderer needs.
pub fn pieces<'t>(text: &'t str, range: Range<usize>, spans: &[Range<usize>]) -> Vec<(&'t str, bool)> {
    let mut out = Vec::new();
    let mut at = range.start;
    for span in spans {
        let (s, e) = (span.start.max(range.start), span.end.min(range.end));
        if s >= e || s < at {
            continue;
        }
        if let Some(plain) = text.get(at..s)
            && !plain.is_empty()
        {
            out.push((plain, false));
        }
        if let Some(marked) = text.get(s..e) {
            out.push((marked, true));
        }
        at = e;
    }
    if let Some(rest) = text.get(at..range.end)
        && !rest.is_empty()
    {
        out.push((rest, false));
    }
    out
}
