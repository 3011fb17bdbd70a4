//! The view state and its one codec: [`UrlState`] ⇄ URL query string.
//!
//! The URL query string is the only source of view state. Keys (the public interface people
//! bookmark, documented in README.md, whose table a test checks against [`UrlKey::all`]): `q`,
//! one per facet group (`area`, `topic`, `type`, `mod`, `size`, `code`, `collection`), `sort`,
//! `paper`. Facet keys repeat for several values
//! (`area=reinforcement-learning&area=optimization`); a value prefixed with `-` is excluded.
//!
//! Parsing is lenient and never fails: unknown keys and malformed or unknown values are
//! dropped, each with a notice for the UI, and everything valid still applies. Rendering writes
//! only non-default values, in the canonical key order of [`UrlKey::all`] and value order of
//! the vocabulary, so equal views have equal URLs.

use crate::core::corpus::PaperId;
use crate::core::facets::{Facet, Filters, Selection, Vocabulary};
use crate::core::notices::Notices;
use crate::core::query::MAX_QUERY_CHARS;
use crate::core::search::Sort;

/// Every URL parameter the explorer understands; the single source of truth for their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlKey {
    /// The search box text, verbatim.
    Query,
    /// A facet group's selected and excluded values.
    Facet(Facet),
    /// Result order (`relevance`, the default, or `corpus`).
    Sort,
    /// The id of the open paper.
    Paper,
}

impl UrlKey {
    /// All keys, in the canonical order in which they are written: the query, every facet
    /// group of [`crate::core::facets::GROUPS`] (so no facet can be left out), sort, paper.
    pub fn all() -> impl Iterator<Item = UrlKey> {
        std::iter::once(UrlKey::Query)
            .chain(Facet::all().map(UrlKey::Facet))
            .chain([UrlKey::Sort, UrlKey::Paper])
    }

    pub fn as_str(self) -> &'static str {
        match self {
            UrlKey::Query => "q",
            UrlKey::Facet(facet) => facet.key(),
            UrlKey::Sort => "sort",
            UrlKey::Paper => "paper",
        }
    }

    pub fn from_name(name: &str) -> Option<UrlKey> {
        UrlKey::all().find(|key| key.as_str() == name)
    }
}

/// Everything that determines what the explorer shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlState {
    /// The search text exactly as typed (trailing spaces included, so typing is not disturbed).
    pub query: String,
    /// Selected and excluded facet values: groups in [`Facet`] order, only groups with
    /// selections, each list sorted by value with one entry per value.
    pub filters: Filters,
    pub sort: Sort,
    /// The paper whose detail view is open.
    pub paper: Option<PaperId>,
}

/// Longest user text quoted back in a notice.
const MAX_QUOTED_CHARS: usize = 40;

fn quoted(value: &str) -> String {
    let mut shown: String = value.chars().take(MAX_QUOTED_CHARS).collect();
    if value.chars().count() > MAX_QUOTED_CHARS {
        shown.push('…');
    }
    shown
}

impl UrlState {
    /// Parses a query string (with or without the leading `?`). Never fails: problems come back
    /// as human-readable notices (deduplicated and capped) and the offending part is ignored.
    /// Linear in the length of the query string; the search text is cut to
    /// [`MAX_QUERY_CHARS`] characters.
    pub fn parse(query_string: &str, vocabulary: &Vocabulary) -> (UrlState, Notices) {
        let query_string = query_string.strip_prefix('?').unwrap_or(query_string);
        let mut state = UrlState::default();
        let mut notices = Notices::new();
        let mut seen: Vec<UrlKey> = Vec::new();
        for (name, value) in form_urlencoded::parse(query_string.as_bytes()) {
            if name.is_empty() {
                continue;
            }
            let Some(key) = UrlKey::from_name(&name) else {
                notices.push(format!("Ignored unknown URL parameter '{}'", quoted(&name)));
                continue;
            };
            let single = !matches!(key, UrlKey::Facet(_));
            if single && seen.contains(&key) {
                notices.push(format!("Ignored repeated URL parameter '{}'", key.as_str()));
                continue;
            }
            seen.push(key);
            match key {
                UrlKey::Query => {
                    state.query = match value.char_indices().nth(MAX_QUERY_CHARS) {
                        Some((cut, _)) => {
                            notices.push(format!(
                                "Search text shortened to its first {MAX_QUERY_CHARS} characters"
                            ));
                            value[..cut].to_string()
                        }
                        None => value.into_owned(),
                    }
                }
                UrlKey::Paper => match PaperId::parse(&value) {
                    Some(id) => state.paper = Some(id),
                    None => notices.push(format!("No paper with id '{}'", quoted(&value))),
                },
                UrlKey::Sort => match Sort::from_slug(&value) {
                    Some(sort) => state.sort = sort,
                    None => notices.push(format!("Ignored unknown sort '{}'", quoted(&value))),
                },
                UrlKey::Facet(facet) => {
                    let (excluded, slug) = match value.strip_prefix('-') {
                        Some(slug) => (true, slug),
                        None => (false, value.as_ref()),
                    };
                    match vocabulary.position(facet, slug) {
                        Some(index) => state.toggle_raw(facet, index, excluded),
                        None => {
                            notices.push(format!("Ignored unknown {} '{}'", facet.noun(), quoted(&value)))
                        }
                    }
                }
            }
        }
        (state, notices)
    }

    /// Sets a value's selection, keeping the canonical form (last one wins for a value).
    fn toggle_raw(&mut self, facet: Facet, value: u16, excluded: bool) {
        let selection = Selection { value, excluded };
        match self.filters.iter_mut().find(|(f, _)| *f == facet) {
            Some((_, list)) => {
                list.retain(|s| s.value != value);
                list.push(selection);
                list.sort();
            }
            None => {
                self.filters.push((facet, vec![selection]));
                self.filters.sort_by_key(|(f, _)| *f);
            }
        }
    }

    /// The canonical query string, without the leading `?`; empty for the default view.
    pub fn to_query_string(&self, vocabulary: &Vocabulary) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        for key in UrlKey::all() {
            match key {
                UrlKey::Query => {
                    if !self.query.is_empty() {
                        out.append_pair(key.as_str(), &self.query);
                    }
                }
                UrlKey::Facet(facet) => {
                    for s in self.selections(facet) {
                        if let Some(v) = vocabulary.values(facet).get(s.value as usize) {
                            let value = if s.excluded { format!("-{}", v.slug) } else { v.slug.clone() };
                            out.append_pair(key.as_str(), &value);
                        }
                    }
                }
                UrlKey::Sort => {
                    if self.sort != Sort::default() {
                        out.append_pair(key.as_str(), self.sort.slug());
                    }
                }
                UrlKey::Paper => {
                    if let Some(id) = self.paper {
                        out.append_pair(key.as_str(), &id.to_string());
                    }
                }
            }
        }
        out.finish()
    }

    /// The selections of one group.
    pub fn selections(&self, facet: Facet) -> &[Selection] {
        self.filters.iter().find(|(f, _)| *f == facet).map_or(&[], |(_, l)| l.as_slice())
    }

    /// How a value is selected: `None`, included (`Some(false)`) or excluded (`Some(true)`).
    pub fn selection(&self, facet: Facet, value: u16) -> Option<bool> {
        self.selections(facet).iter().find(|s| s.value == value).map(|s| s.excluded)
    }

    /// The same view with a value set to `to` (`None` clears it).
    pub fn with_selection(&self, facet: Facet, value: u16, to: Option<bool>) -> UrlState {
        let mut next = self.clone();
        match to {
            Some(excluded) => next.toggle_raw(facet, value, excluded),
            None => {
                for (f, list) in next.filters.iter_mut() {
                    if *f == facet {
                        list.retain(|s| s.value != value);
                    }
                }
                next.filters.retain(|(_, list)| !list.is_empty());
            }
        }
        next
    }

    /// The same view without any facet selection.
    pub fn without_filters(&self) -> UrlState {
        UrlState { filters: Vec::new(), ..self.clone() }
    }

    /// The same view with another search text.
    pub fn with_query(&self, query: &str) -> UrlState {
        UrlState { query: query.to_string(), ..self.clone() }
    }

    /// The same view with another (or no) open paper.
    pub fn with_paper(&self, paper: Option<PaperId>) -> UrlState {
        UrlState { paper, ..self.clone() }
    }

    /// The same view in another order.
    pub fn with_sort(&self, sort: Sort) -> UrlState {
        UrlState { sort, ..self.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary() -> Vocabulary {
        Vocabulary::new(&["ICLR 2026 Papers".to_string(), "Workshop Papers".to_string()])
    }

    fn check(query_string: &str, expected_canonical: &str, notices: &[&str]) {
        let v = vocabulary();
        let (state, got_notices) = UrlState::parse(query_string, &v);
        assert_eq!(state.to_query_string(&v), expected_canonical, "canonical form of {query_string:?}");
        assert_eq!(got_notices.lines(), notices, "notices of {query_string:?}");
    }

    #[test]
    fn parses_leniently_and_renders_canonically() {
        check("", "", &[]);
        check("?q=diffusion+models", "q=diffusion+models", &[]);
        check("paper=0123456789AB&q=a%20b", "q=a+b&paper=0123456789ab", &[]);
        check(
            "q=x&paper=nope&utm=1",
            "q=x",
            &["No paper with id 'nope'", "Ignored unknown URL parameter 'utm'"],
        );
        check("q=first&q=second", "q=first", &["Ignored repeated URL parameter 'q'"]);
        check("q=%FF", "q=%EF%BF%BD", &[]);
        check("&&=&=x&q", "", &[]);
        check(
            "topic=world-models&area=optimization&area=reinforcement-learning&area=-datasets-and-benchmarks",
            "area=-datasets-and-benchmarks&area=reinforcement-learning&area=optimization&topic=world-models",
            &[],
        );
        check("topic=foo&topic=agents", "topic=agents", &["Ignored unknown topic 'foo'"]);
        check("code=yes&code=-yes", "code=-yes", &[]);
        check("sort=corpus&sort=relevance", "sort=corpus", &["Ignored repeated URL parameter 'sort'"]);
        check("sort=newest", "", &["Ignored unknown sort 'newest'"]);
        check("collection=workshop-papers&mod=-video", "mod=-video&collection=workshop-papers", &[]);
        check("x=1&x=1&x=1&q=a", "q=a", &["Ignored unknown URL parameter 'x'"]);
        check("paper=%E2%80%AEabc", "", &["No paper with id 'abc'"]);
    }

    #[test]
    fn hostile_query_strings_give_a_bounded_answer() {
        let v = vocabulary();
        let many_keys: String = (0..25_000).map(|i| format!("k{i}=1&")).collect();
        let (state, notices) = UrlState::parse(&format!("{many_keys}q=kept"), &v);
        assert_eq!(state.query, "kept");
        assert_eq!(notices.lines().len(), crate::core::notices::MAX_NOTICES + 1);

        let long = format!("q={}", "a-".repeat(50_000));
        let (state, notices) = UrlState::parse(&long, &v);
        assert_eq!(state.query.chars().count(), MAX_QUERY_CHARS);
        assert_eq!(notices.lines(), ["Search text shortened to its first 1000 characters"]);

        let repeated = "area=optimization&".repeat(20_000) + "area=-optimization";
        let (state, notices) = UrlState::parse(&repeated, &v);
        assert_eq!(state.to_query_string(&v), "area=-optimization");
        assert!(notices.is_empty());
    }

    #[test]
    fn selections_toggle_and_clear() {
        let v = vocabulary();
        let area = v.position(Facet::AREA, "optimization").unwrap_or(0);
        let state = UrlState::default().with_selection(Facet::AREA, area, Some(false));
        assert_eq!(state.to_query_string(&v), "area=optimization");
        let state = state.with_selection(Facet::AREA, area, Some(true));
        assert_eq!(state.to_query_string(&v), "area=-optimization");
        assert_eq!(state.with_selection(Facet::AREA, area, None), UrlState::default());
    }
}
