//! The explorer's answers for a view: one place where the corpus, the search index and the URL
//! state meet, so the UI only renders what this module computes.

use crate::core::corpus::{Corpus, Paper, PaperId, SeedIssue};
use crate::core::search::SearchIndex;
use crate::core::seeds::embedded_seed_files;
use crate::core::url_state::UrlState;

/// The loaded corpus and everything built from it at start-up.
pub struct Explorer {
    pub corpus: Corpus<'static>,
    pub index: SearchIndex,
}

/// What the list part of the view shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ResultsView {
    /// Corpus positions of the papers to list, best first.
    pub hits: Vec<usize>,
    /// True when a search narrows the list (the count then reads "N of M papers").
    pub filtered: bool,
}

impl Explorer {
    /// Builds the explorer from `(file name, text)` seed files.
    pub fn from_seed_files(files: &[(&str, &'static str)]) -> Result<Explorer, Vec<SeedIssue>> {
        let corpus = Corpus::build(files)?;
        let index = SearchIndex::build(&corpus);
        Ok(Explorer { corpus, index })
    }

    /// Builds the explorer from the seed files embedded at compile time.
    pub fn from_embedded_seeds() -> Result<Explorer, Vec<SeedIssue>> {
        Explorer::from_seed_files(embedded_seed_files())
    }

    /// The collection title(s), as shown in the header.
    pub fn title(&self) -> String {
        self.corpus.collections.join(" · ")
    }

    pub fn paper_count(&self) -> usize {
        self.corpus.papers.len()
    }

    /// The list of results for a view.
    pub fn results(&self, state: &UrlState) -> ResultsView {
        let filtered = !state.query.trim().is_empty();
        ResultsView {
            hits: self.index.search(&state.query).hits,
            filtered,
        }
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
    pub fn count_label(&self, results: &ResultsView) -> String {
        let total = self.paper_count();
        let noun = if total == 1 { "paper" } else { "papers" };
        if results.filtered {
            format!("{} of {total} {noun}", results.hits.len())
        } else {
            format!("{total} {noun}")
        }
    }
}
