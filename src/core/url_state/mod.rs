//! The view state and its one codec: [`UrlState`] ⇄ URL query string.
//!
//! The URL query string is the only source of view state. Keys (the public interface people
//! bookmark, documented in README.md, whose table a test checks against [`UrlKey::all`]): `q`,
//! one per facet group (`area`, `topic`, `type`, `mod`, `size`, `code`, `collection`), `map`
//! (a brushed rectangle of the map, [`Brush`]), `list`, `ids`, `sort`, `view`, `paper`. Facet keys repeat for several values
//! (`area=reinforcement-learning&area=optimization`); a value prefixed with `-` is excluded.
//!
//! Parsing is lenient and never fails: unknown keys and malformed or unknown values are
//! dropped, each with a notice for the UI, and everything valid still applies. Rendering writes
//! only non-default values, in the canonical key order of [`UrlKey::all`] and value order of
//! the vocabulary, so equal views have equal URLs.

use crate::core::corpus::PaperId;
use crate::core::facets::{Facet, Filters, Selection, Vocabulary};
use crate::core::map::Brush;
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
    /// `map=x0,y0,x1,y1`: only the papers inside this rectangle of the map (map units).
    Map,
    /// `list=saved`: only the papers of the reader's reading list.
    List,
    /// `ids=<id>,<id>,…`: a shared list of papers, read-only.
    Ids,
    /// Result order (`relevance`, the default, or `corpus`).
    Sort,
    /// How results are laid out (`list`, the default, `compact` or `map`).
    View,
    /// The id of the open paper.
    Paper,
}

/// How the results are laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ViewMode {
    /// Cards with a snippet.
    #[default]
    List,
    /// One line per paper: headline and chips.
    Compact,
    /// The map of the conference, with charts of the results.
    Map,
}

impl ViewMode {
    pub const ALL: [ViewMode; 3] = [ViewMode::List, ViewMode::Compact, ViewMode::Map];

    pub fn slug(self) -> &'static str {
        match self {
            ViewMode::List => "list",
            ViewMode::Compact => "compact",
            ViewMode::Map => "map",
        }
    }

    pub fn from_slug(slug: &str) -> Option<ViewMode> {
        ViewMode::ALL.into_iter().find(|v| v.slug() == slug)
    }
}

/// The one value of `list`.
pub const SAVED_LIST: &str = "saved";
/// Papers a shared list (`ids=`) keeps; longer ones are cut with a notice.
pub const MAX_SHARED_IDS: usize = 1_000;

impl UrlKey {
    /// All keys, in the canonical order in which they are written: the query, every facet
    /// group of [`crate::core::facets::GROUPS`] (so no facet can be left out), the map brush,
    /// the lists, sort, view, paper.
    pub fn all() -> impl Iterator<Item = UrlKey> {
        std::iter::once(UrlKey::Query).chain(Facet::all().map(UrlKey::Facet)).chain([
            UrlKey::Map,
            UrlKey::List,
            UrlKey::Ids,
            UrlKey::Sort,
            UrlKey::View,
            UrlKey::Paper,
        ])
    }

    pub fn as_str(self) -> &'static str {
        match self {
            UrlKey::Query => "q",
            UrlKey::Facet(facet) => facet.key(),
            UrlKey::Map => "map",
            UrlKey::List => "list",
            UrlKey::Ids => "ids",
            UrlKey::Sort => "sort",
            UrlKey::View => "view",
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
    /// Only the papers inside this rectangle of the map (`map=`).
    pub brush: Option<Brush>,
    /// Only the reader's saved papers (`list=saved`).
    pub saved_only: bool,
    /// A shared list of papers (`ids=`), in the order shared; empty for none.
    pub ids: Vec<PaperId>,
    pub sort: Sort,
    pub view: ViewMode,
    /// The paper whose detail view is open.
    pub paper: Option<PaperId>,
}

/// The papers of a shared list: ids separated by commas, malformed ones dropped and repeats
/// kept once, at most [`MAX_SHARED_IDS`]; each problem is a notice. Linear in the text.
fn parse_ids(value: &str, notices: &mut Notices) -> Vec<PaperId> {
    let mut ids: Vec<PaperId> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let (mut malformed, mut cut) = (0usize, false);
    for part in value.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match PaperId::parse(part) {
            Some(id) if seen.insert(id) => {
                if ids.len() < MAX_SHARED_IDS {
                    ids.push(id);
                } else {
                    cut = true;
                }
            }
            Some(_) => {}
            None => malformed += 1,
        }
    }
    if malformed > 0 {
        let noun = if malformed == 1 { "id" } else { "ids" };
        notices.push(format!("Ignored {malformed} malformed paper {noun} in the shared list"));
    }
    if cut {
        notices.push(format!("The shared list was shortened to its first {MAX_SHARED_IDS} papers"));
    }
    ids
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
                UrlKey::List => match value.as_ref() {
                    SAVED_LIST => state.saved_only = true,
                    other => notices.push(format!("Ignored unknown list '{}'", quoted(other))),
                },
                UrlKey::Ids => state.ids = parse_ids(&value, &mut notices),
                UrlKey::Map => match Brush::parse(&value) {
                    Some(brush) => state.brush = Some(brush),
                    None => notices.push(format!("Ignored malformed map area '{}'", quoted(&value))),
                },
                UrlKey::View => match ViewMode::from_slug(&value) {
                    Some(view) => state.view = view,
                    None => notices.push(format!("Ignored unknown view '{}'", quoted(&value))),
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
                        None if let Some(index) = vocabulary.renamed(facet, slug) => {
                            state.toggle_raw(facet, index, excluded);
                            let now = vocabulary
                                .values(facet)
                                .get(usize::from(index))
                                .map_or("", |v| v.label.as_str());
                            notices.push(format!("The {} '{}' is now '{now}'", facet.noun(), quoted(slug)));
                        }
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
        let mut pairs: Vec<String> = Vec::new();
        let encoded = |key: UrlKey, value: &str| {
            let value: String = form_urlencoded::byte_serialize(value.as_bytes()).collect();
            format!("{}={value}", key.as_str())
        };
        for key in UrlKey::all() {
            match key {
                UrlKey::Query if !self.query.is_empty() => pairs.push(encoded(key, &self.query)),
                UrlKey::Facet(facet) => {
                    for s in self.selections(facet) {
                        if let Some(v) = vocabulary.values(facet).get(s.value as usize) {
                            let value = if s.excluded { format!("-{}", v.slug) } else { v.slug.clone() };
                            pairs.push(encoded(key, &value));
                        }
                    }
                }
                UrlKey::Map => {
                    if let Some(brush) = self.brush {
                        pairs.push(format!("{}={}", key.as_str(), brush.to_param()));
                    }
                }
                UrlKey::List if self.saved_only => pairs.push(encoded(key, SAVED_LIST)),
                UrlKey::Ids if !self.ids.is_empty() => {
                    // Hex ids and commas need no escaping: the link stays readable.
                    let ids: Vec<String> = self.ids.iter().map(PaperId::to_string).collect();
                    pairs.push(format!("{}={}", key.as_str(), ids.join(",")));
                }
                UrlKey::Sort if self.sort != Sort::default() => pairs.push(encoded(key, self.sort.slug())),
                UrlKey::View if self.view != ViewMode::default() => {
                    pairs.push(encoded(key, self.view.slug()))
                }
                UrlKey::Paper => {
                    if let Some(id) = self.paper {
                        pairs.push(encoded(key, &id.to_string()));
                    }
                }
                _ => {}
            }
        }
        pairs.join("&")
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

    /// The same view without any facet selection or map area.
    pub fn without_filters(&self) -> UrlState {
        UrlState { filters: Vec::new(), brush: None, ..self.clone() }
    }

    /// The same view limited to another (or no) map area.
    pub fn with_brush(&self, brush: Option<Brush>) -> UrlState {
        UrlState { brush, ..self.clone() }
    }

    /// The same view with another search text.
    pub fn with_query(&self, query: &str) -> UrlState {
        UrlState { query: query.to_string(), ..self.clone() }
    }

    /// The same view with another (or no) open paper.
    pub fn with_paper(&self, paper: Option<PaperId>) -> UrlState {
        UrlState { paper, ..self.clone() }
    }

    /// The same view with the reading list alone (or everything).
    pub fn with_saved_only(&self, saved_only: bool) -> UrlState {
        UrlState { saved_only, ids: Vec::new(), paper: None, ..self.clone() }
    }

    /// The same view in another layout.
    pub fn with_view(&self, view: ViewMode) -> UrlState {
        UrlState { view, ..self.clone() }
    }

    /// The same view in another order.
    pub fn with_sort(&self, sort: Sort) -> UrlState {
        UrlState { sort, ..self.clone() }
    }
}

#[cfg(test)]
mod tests;
