//! The explorer's answers for a view: one place where the corpus, the search engine and the URL
//! state meet, so the UI only renders what this module computes.
//!
//! The search engine and the derived facets are built on first use: the first screen of an
//! empty query (corpus order) needs neither, so the UI paints it first and builds them right
//! after.

use std::sync::OnceLock;

use crate::core::corpus::{Corpus, Paper, PaperId, SeedIssue};
use crate::core::derive::CorpusFacets;
use crate::core::search::{SearchEngine, SearchResults, Sort};
use crate::core::seeds::embedded_seed_files;
use crate::core::url_state::UrlState;

/// The loaded corpus and everything built from it.
pub struct Explorer {
    pub corpus: Corpus<'static>,
    built: OnceLock<Built>,
}

/// What is built from the corpus after the first paint: the search index and, through it, the
/// derived facets of every paper.
pub struct Built {
    pub engine: SearchEngine,
    pub facets: CorpusFacets,
}

impl Explorer {
    /// Builds the explorer from `(file name, text)` seed files.
    pub fn from_seed_files(files: &[(&str, &'static str)]) -> Result<Explorer, Vec<SeedIssue>> {
        let corpus = Corpus::build(files)?;
        Ok(Explorer {
            corpus,
            built: OnceLock::new(),
        })
    }

    /// Builds the explorer from the seed files embedded at compile time.
    pub fn from_embedded_seeds() -> Result<Explorer, Vec<SeedIssue>> {
        Explorer::from_seed_files(embedded_seed_files())
    }

    /// The index and derived facets, built on first use.
    pub fn built(&self) -> &Built {
        self.built.get_or_init(|| {
            let engine = SearchEngine::build(self.corpus.papers.iter().map(|p| &*p.text));
            let facets = CorpusFacets::build(&engine);
            Built { engine, facets }
        })
    }

    /// True once [`Explorer::built`] has run.
    pub fn is_built(&self) -> bool {
        self.built.get().is_some()
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

    /// The results of a view. A blank query lists every paper without touching the index.
    pub fn results(&self, state: &UrlState) -> SearchResults {
        if state.query.trim().is_empty() {
            return SearchResults {
                hits: (0..self.paper_count() as u32).collect(),
                ..SearchResults::default()
            };
        }
        self.engine().search(&state.query, Sort::Relevance)
    }

    /// The open paper of a view, or a notice when the URL names a paper that does not exist.
    pub fn open_paper(&self, state: &UrlState) -> Result<Option<(usize, &Paper<'static>)>, String> {
        match state.paper {
            None => Ok(None),
            Some(id) => self
                .paper(id)
                .map(Some)
                .ok_or_else(|| format!("No paper with id '{id}'")),
        }
    }

    fn paper(&self, id: PaperId) -> Option<(usize, &Paper<'static>)> {
        let position = self.corpus.position(id)?;
        self.corpus.papers.get(position).map(|p| (position, p))
    }

    /// "38 papers" or "5 of 38 papers".
    pub fn count_label(&self, results: &SearchResults) -> String {
        let total = self.paper_count();
        let noun = if total == 1 { "paper" } else { "papers" };
        if results.searched {
            format!("{} of {total} {noun}", results.hits.len())
        } else {
            format!("{total} {noun}")
        }
    }
}
