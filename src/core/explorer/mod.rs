//! The explorer's answers for a view: one place where the corpus, the search engine, the
//! derived facets and the URL state meet, so the UI only renders what this module computes.
//!
//! The search engine and the derived facets are built on first use: the first screen of an
//! empty query without filters (corpus order) needs neither, so the UI paints it first and
//! builds them right after, in slices between frames ([`build`]).

mod build;
mod map;

use std::sync::{Arc, Mutex, OnceLock};

use rustc_hash::FxHashMap;

use crate::core::bitset::Bitset;
use crate::core::corpus::{Corpus, Paper, PaperId, SeedIssue};
use crate::core::derive::label_model::EvidenceTerms;
use crate::core::derive::{CorpusFacets, PaperDerived, derive_headline, derive_paper};
use crate::core::facets::{Facet, FacetIndex, Vocabulary};
use crate::core::map::{ClusterLabel, MapLayout};
use crate::core::search::{SearchEngine, SearchResults};
use crate::core::seeds::embedded_seed_files;
use crate::core::similar::{Similar, norms, similar};
use crate::core::text::group_digits;
use crate::core::url_state::UrlState;
pub use build::BuildProgress;
pub use map::{CHART_BARS, Chart, ChartBar, MAP_LABELS};

/// Similar papers shown in the detail view.
pub const SIMILAR_PAPERS: usize = 5;
/// Per-paper derivations kept for papers seen recently (cards come back while typing).
const DERIVED_CACHE: usize = 2_048;

/// The loaded corpus and everything built from it.
pub struct Explorer {
    pub corpus: Corpus<'static>,
    pub vocabulary: Vocabulary,
    built: OnceLock<Built>,
    /// A build in progress ([`build`]).
    stage: Mutex<Option<build::Stage>>,
    similarity_norms: OnceLock<Vec<f32>>,
    /// Per paper: its derivations, and whether they include the entities (see [`Explorer::derived`]).
    derived: Mutex<FxHashMap<usize, (Arc<PaperDerived>, bool)>>,
    /// The map layout embedded at build time, checked against the corpus ([`map`]).
    map: OnceLock<Result<MapLayout, String>>,
    map_areas: OnceLock<Vec<Option<u8>>>,
    map_labels: OnceLock<Vec<(ClusterLabel, String)>>,
}

/// What is built from the corpus after the first paint: the search index and, through it, the
/// derived facets of every paper and their membership bitsets.
pub struct Built {
    pub engine: SearchEngine,
    pub facets: CorpusFacets,
    pub facet_index: FacetIndex,
    /// The label model's terms resolved in this index, for topic chips' tooltips.
    pub evidence: EvidenceTerms,
}

/// The results of a view: the papers to list and the facet counts around them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ViewResults {
    /// The search results, narrowed by the facet filters.
    pub search: SearchResults,
    /// Per group, per value: the disjunctive count (empty until the facets are built).
    pub counts: Vec<(Facet, Vec<usize>)>,
    /// True when a query or a filter narrows the list ("N of M papers").
    pub narrowed: bool,
}

impl ViewResults {
    pub fn hits(&self) -> &[u32] {
        &self.search.hits
    }

    /// The count of one value, if the counts are known.
    pub fn count(&self, facet: Facet, value: u16) -> Option<usize> {
        self.counts.iter().find(|(f, _)| *f == facet).and_then(|(_, c)| c.get(value as usize)).copied()
    }
}

impl Explorer {
    /// Builds the explorer from `(file name, text)` seed files.
    pub fn from_seed_files(files: &[(&str, &'static str)]) -> Result<Explorer, Vec<SeedIssue>> {
        let corpus = Corpus::build(files)?;
        let vocabulary = Vocabulary::new(&corpus.collections);
        Ok(Explorer {
            corpus,
            vocabulary,
            built: OnceLock::new(),
            stage: Mutex::new(None),
            similarity_norms: OnceLock::new(),
            derived: Mutex::new(FxHashMap::default()),
            map: OnceLock::new(),
            map_areas: OnceLock::new(),
            map_labels: OnceLock::new(),
        })
    }

    /// Builds the explorer from the seed files embedded at compile time.
    pub fn from_embedded_seeds() -> Result<Explorer, Vec<SeedIssue>> {
        Explorer::from_seed_files(embedded_seed_files())
    }

    /// The index, derived facets and facet bitsets, built on first use (finishing a build
    /// that [`Explorer::build_slice`] started).
    pub fn built(&self) -> &Built {
        self.built.get_or_init(|| self.finish_build())
    }

    /// True once [`Explorer::built`] has run.
    pub fn is_built(&self) -> bool {
        self.built.get().is_some()
    }

    /// What is built, if it is (never builds it).
    pub fn built_if_ready(&self) -> Option<&Built> {
        self.built.get()
    }

    /// The search engine, indexing the corpus on first use.
    pub fn engine(&self) -> &SearchEngine {
        &self.built().engine
    }

    /// The derived facets of every paper (built with the index).
    pub fn facets(&self) -> &CorpusFacets {
        &self.built().facets
    }

    /// The collection title(s), as shown in the header.
    pub fn title(&self) -> String {
        self.corpus.collections.join(" · ")
    }

    pub fn paper_count(&self) -> usize {
        self.corpus.papers.len()
    }

    /// The results of a view. The first screen (no query, no filter) lists every paper without
    /// touching the index; its counts arrive once the index is built (`with_counts`).
    pub fn results(&self, state: &UrlState, with_counts: bool, saved: &[PaperId]) -> ViewResults {
        let searching = !state.query.trim().is_empty();
        let filtering = !state.filters.is_empty();
        let scope = self.scope(state, saved);
        let counts_available = with_counts && self.is_built();
        if !(searching || filtering || scope.is_some() || counts_available) {
            let search =
                SearchResults { hits: (0..self.paper_count() as u32).collect(), ..SearchResults::default() };
            return ViewResults { search, counts: Vec::new(), narrowed: false };
        }
        let mut search = if searching {
            self.built().engine.search(&state.query, state.sort)
        } else {
            SearchResults { hits: (0..self.paper_count() as u32).collect(), ..SearchResults::default() }
        };
        let mut keep = scope.clone();
        let mut base = Bitset::empty(self.paper_count());
        for &hit in &search.hits {
            if scope.as_ref().is_none_or(|s| s.contains(hit as usize)) {
                base.insert(hit as usize);
            }
        }
        let mut counts = Vec::new();
        if filtering || counts_available {
            let built = self.built();
            counts = built.facet_index.counts(&base, &state.filters);
            if filtering {
                keep = Some(built.facet_index.filter(&base, &state.filters));
            }
        }
        if let Some(keep) = keep {
            let mut scores = search.scores.iter();
            let (hits, kept_scores): (Vec<u32>, Vec<f32>) = search
                .hits
                .iter()
                .map(|&h| (h, scores.next().copied().unwrap_or(0.0)))
                .filter(|(h, _)| keep.contains(*h as usize))
                .unzip();
            search.hits = hits;
            if !search.scores.is_empty() {
                search.scores = kept_scores;
            }
        }
        ViewResults { search, counts, narrowed: searching || filtering || scope.is_some() }
    }

    /// The papers a view is limited to: the reading list (`list=saved`) or a shared list
    /// (`ids=`), and the brushed area of the map (`map=`); `None` for every paper.
    fn scope(&self, state: &UrlState, saved: &[PaperId]) -> Option<Bitset> {
        let ids: Option<&[PaperId]> = if !state.ids.is_empty() {
            Some(&state.ids)
        } else if state.saved_only {
            Some(saved)
        } else {
            None
        };
        let brushed = state.brush.and_then(|brush| self.map().map(|map| map.inside(brush)));
        let mut scope = match ids {
            None => return brushed,
            Some(ids) => {
                let mut scope = Bitset::empty(self.paper_count());
                for &id in ids {
                    if let Some(position) = self.corpus.position(id) {
                        scope.insert(position);
                    }
                }
                scope
            }
        };
        if let Some(brushed) = brushed {
            scope.and_with(&brushed);
        }
        Some(scope)
    }

    /// A notice when the list a view shows (shared, or the reading list) names papers this
    /// collection does not hold.
    pub fn missing_papers_notice(&self, state: &UrlState, saved: &[PaperId]) -> Option<String> {
        let (ids, list) = if !state.ids.is_empty() {
            (&state.ids[..], "the shared list")
        } else if state.saved_only {
            (saved, "your reading list")
        } else {
            return None;
        };
        let unknown = ids.len() - self.known_papers(ids).len();
        (unknown > 0).then(|| {
            let (noun, verb) = if unknown == 1 { ("paper", "is") } else { ("papers", "are") };
            format!("{unknown} {noun} of {list} {verb} not in this collection and {verb} skipped")
        })
    }

    /// The ids of `ids` that name papers of this collection, in order.
    pub fn known_papers(&self, ids: &[PaperId]) -> Vec<PaperId> {
        ids.iter().copied().filter(|&id| self.corpus.position(id).is_some()).collect()
    }

    /// The open paper of a view, or a notice when the URL names a paper that does not exist.
    pub fn open_paper(&self, state: &UrlState) -> Result<Option<(usize, &Paper<'static>)>, String> {
        match state.paper {
            None => Ok(None),
            Some(id) => self.paper(id).map(Some).ok_or_else(|| format!("No paper with id '{id}'")),
        }
    }

    /// The id of the paper at `position`.
    pub fn paper_id(&self, position: usize) -> Option<PaperId> {
        self.corpus.papers.get(position).map(|p| p.id)
    }

    fn paper(&self, id: PaperId) -> Option<(usize, &Paper<'static>)> {
        let position = self.corpus.position(id)?;
        self.corpus.papers.get(position).map(|p| (position, p))
    }

    /// Name, gist and entities of one paper (the detail view), derived on first request and
    /// kept for the papers seen recently.
    pub fn derived(&self, position: usize) -> Arc<PaperDerived> {
        self.derived_with(position, true)
    }

    /// Name and gist of one paper (a card; the entities may be empty), kept like
    /// [`Explorer::derived`]: as-you-type results bring the same cards back on every keystroke,
    /// and a card never pays for the entities only the detail view shows.
    pub fn derived_headline(&self, position: usize) -> Arc<PaperDerived> {
        self.derived_with(position, false)
    }

    fn derived_with(&self, position: usize, entities: bool) -> Arc<PaperDerived> {
        let cached = self.derived.lock().ok().and_then(|cache| cache.get(&position).cloned());
        if let Some((hit, complete)) = cached
            && (complete || !entities)
        {
            return hit;
        }
        let text = self.corpus.papers.get(position).map_or("", |p| &*p.text);
        let derived = Arc::new(if entities { derive_paper(text) } else { derive_headline(text) });
        if let Ok(mut cache) = self.derived.lock() {
            if cache.len() >= DERIVED_CACHE {
                cache.clear();
            }
            cache.insert(position, (derived.clone(), entities));
        }
        derived
    }

    /// The papers before and after `position` in a result list (for previous/next).
    pub fn neighbours(&self, hits: &[u32], position: usize) -> (Option<PaperId>, Option<PaperId>) {
        let Some(at) = hits.iter().position(|&h| h as usize == position) else {
            return (None, None);
        };
        let id = |i: Option<usize>| {
            i.and_then(|i| hits.get(i)).and_then(|&h| self.corpus.papers.get(h as usize)).map(|p| p.id)
        };
        (id(at.checked_sub(1)), id(Some(at + 1)))
    }

    /// The papers most similar to the one at `position`.
    pub fn similar(&self, position: usize) -> Vec<Similar> {
        let Some(paper) = self.corpus.papers.get(position) else {
            return Vec::new();
        };
        let index = self.engine().index();
        let norms = self.similarity_norms.get_or_init(|| norms(index));
        similar(index, norms, position as u32, &paper.text, SIMILAR_PAPERS)
    }

    /// "19,622 papers" or "5 of 19,622 papers".
    pub fn count_label(&self, results: &ViewResults) -> String {
        let total = self.paper_count();
        let noun = if total == 1 { "paper" } else { "papers" };
        if results.narrowed || results.search.searched {
            format!("{} of {} {noun}", group_digits(results.search.hits.len()), group_digits(total))
        } else {
            format!("{} {noun}", group_digits(total))
        }
    }
}
