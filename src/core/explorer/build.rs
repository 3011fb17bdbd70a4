//! Building the search index and the derived facets in slices, so that the page stays
//! responsive while 19,622 papers are indexed: the UI calls [`Explorer::build_slice`] between
//! frames, each call doing a bounded piece of work, until it answers [`BuildProgress::Ready`].
//!
//! Stages: tokenize the papers a few at a time (until the caller's `out_of_time` says stop);
//! sort the dictionary (one slice); fill the postings a few papers at a time; derive the corpus
//! facets a part at a time (areas, topics, …); build the facet bitsets (one slice). Anything that needs the result before then ([`Explorer::built`]) finishes
//! the remaining stages at once, so a query typed during the build is answered as soon as it
//! can be.

use crate::core::derive::label_model::EvidenceTerms;
use crate::core::derive::{CorpusFacets, FacetsInProgress, embedded_label_model};
use crate::core::explorer::{Built, Explorer};
use crate::core::facets::FacetIndex;
use crate::core::index::{Index, IndexBuilder, IndexFiller};
use crate::core::search::SearchEngine;

/// Papers indexed between two looks at the caller's clock.
const PAPERS_PER_CHECK: usize = 16;

/// Where a sliced build stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuildProgress {
    /// `indexed` of `total` papers are in the index; later stages follow.
    Working {
        indexed: usize,
        total: usize,
    },
    Ready,
}

/// The unfinished build between two slices.
pub(super) enum Stage {
    Indexing(IndexBuilder),
    Filling(IndexFiller),
    Indexed(SearchEngine),
    Deriving(SearchEngine, Box<FacetsInProgress>),
    Faceted(SearchEngine, CorpusFacets),
}

/// What one step of the build gives: the stage to resume from, or the finished build.
enum Advanced {
    Stage(Stage),
    Done(Built),
}

impl Explorer {
    /// Does one slice of the build: indexes papers until `out_of_time()` (asked every
    /// [`PAPERS_PER_CHECK`] papers) or all are in; or, once they are, one later stage. Returns
    /// where the build stands; after `Ready`, [`Explorer::built_if_ready`] has the result.
    pub fn build_slice(&self, out_of_time: impl FnMut() -> bool) -> BuildProgress {
        if self.is_built() {
            return BuildProgress::Ready;
        }
        let mut stage = self.stage.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match self.advance(stage.take(), out_of_time) {
            Advanced::Done(built) => {
                let _ = self.built.set(built);
                BuildProgress::Ready
            }
            Advanced::Stage(next) => {
                let total = self.corpus.papers.len();
                let indexed = match &next {
                    Stage::Indexing(builder) => builder.doc_count(),
                    _ => total,
                };
                *stage = Some(next);
                BuildProgress::Working { indexed, total }
            }
        }
    }

    /// The rest of the build at once, from wherever the slices left it: the same steps, never
    /// out of time.
    pub(super) fn finish_build(&self) -> Built {
        let mut stage = self.stage.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
        loop {
            match self.advance(stage, || false) {
                Advanced::Done(built) => return built,
                Advanced::Stage(next) => stage = Some(next),
            }
        }
    }

    /// One step from `current` (`None`: not started).
    fn advance(&self, current: Option<Stage>, mut out_of_time: impl FnMut() -> bool) -> Advanced {
        let total = self.corpus.papers.len();
        let next = match current.unwrap_or_else(|| Stage::Indexing(Index::builder())) {
            Stage::Indexing(builder) if builder.doc_count() >= total => Stage::Filling(builder.into_filler()),
            Stage::Indexing(mut builder) => {
                while builder.doc_count() < total {
                    for paper in self.corpus.papers.iter().skip(builder.doc_count()).take(PAPERS_PER_CHECK) {
                        builder.add(&paper.text);
                    }
                    if out_of_time() {
                        break;
                    }
                }
                Stage::Indexing(builder)
            }
            Stage::Filling(mut filler) => {
                if filler.fill(&mut out_of_time) {
                    Stage::Indexed(SearchEngine::new(filler.finish()))
                } else {
                    Stage::Filling(filler)
                }
            }
            Stage::Indexed(engine) => {
                let collections: Vec<usize> = self.corpus.papers.iter().map(|p| p.collection).collect();
                Stage::Deriving(engine, Box::new(CorpusFacets::start(&collections, total)))
            }
            Stage::Deriving(engine, mut derivation) => {
                let mut done = derivation.step(engine.index());
                while !done && !out_of_time() {
                    done = derivation.step(engine.index());
                }
                if done {
                    let facets = derivation.finish(engine.index());
                    Stage::Faceted(engine, facets)
                } else {
                    Stage::Deriving(engine, derivation)
                }
            }
            Stage::Faceted(engine, facets) => {
                let facet_index = FacetIndex::build(&self.vocabulary, &facets);
                let evidence = EvidenceTerms::new(embedded_label_model());
                return Advanced::Done(Built { engine, facets, facet_index, evidence });
            }
        };
        Advanced::Stage(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str = "Test Papers\n\nDiffusion models denoise images step by step.\n\nGraph neural networks pass messages.\n\nWe study reinforcement learning agents.\n\nA benchmark for code generation.\n";

    fn explorer() -> Explorer {
        Explorer::from_seed_files(&[("a.txt", SEED)]).expect("valid seeds")
    }

    #[test]
    fn slices_give_what_one_build_gives() {
        let whole = explorer();
        let sliced = explorer();
        let mut calls = 0;
        // One look at the clock per slice, and it always says stop: the smallest slices.
        while sliced.build_slice(|| true) != BuildProgress::Ready {
            calls += 1;
            assert!(calls < 100, "the build never ends");
        }
        // Tokenize the 4 papers (fewer than one check's worth), sort the dictionary, fill the
        // postings, start the facets, derive their 41 parts (the areas in 1 — a few postings —,
        // the topic anchors in 19, the label model's window features in 7 (stop 40's retrained
        // model has more than 1,800), the topics in 5 (113 since stop 49, 28 a part), the
        // modalities in 3, the types in 5); the bitsets come with Ready.
        assert_eq!(calls, 45);
        let (a, b) = (whole.built(), sliced.built_if_ready().expect("built"));
        assert_eq!(format!("{:?}", a.engine.index()), format!("{:?}", b.engine.index()));
        assert_eq!(a.facets.topics, b.facets.topics);
        assert_eq!(a.facets.areas, b.facets.areas);
    }

    #[test]
    fn a_build_needed_midway_finishes_at_once() {
        let whole = explorer();
        let midway = explorer();
        assert_eq!(midway.build_slice(|| true), BuildProgress::Working { indexed: 4, total: 4 });
        let big =
            Explorer::from_seed_files(&[("a.txt", &*Box::leak(big_seed().into_boxed_str()))]).expect("valid");
        let mut looks = 0;
        let progress = big.build_slice(|| {
            looks += 1;
            looks >= 2
        });
        assert_eq!(progress, BuildProgress::Working { indexed: 2 * PAPERS_PER_CHECK, total: 100 });
        // Needed now (a query typed during the build): the rest is done at once.
        assert!(big.engine().index().doc_count() == 100);
        assert_eq!(big.build_slice(|| true), BuildProgress::Ready);
        assert_eq!(
            format!("{:?}", whole.built().engine.index()),
            format!("{:?}", midway.built().engine.index())
        );
    }

    #[test]
    fn the_smallest_slices_of_a_bigger_corpus_give_the_same_index() {
        let seed: &'static str = Box::leak(big_seed().into_boxed_str());
        let whole = Explorer::from_seed_files(&[("a.txt", seed)]).expect("valid");
        let sliced = Explorer::from_seed_files(&[("a.txt", seed)]).expect("valid");
        let mut calls = 0;
        while sliced.build_slice(|| true) != BuildProgress::Ready {
            calls += 1;
            assert!(calls < 100, "the build never ends");
        }
        // 100 papers: 7 tokenizing slices of 16, the dictionary, 2 filling slices of 64, the
        // facets' start and 41 parts.
        assert_eq!(calls, 52);
        let (a, b) = (whole.built(), sliced.built_if_ready().expect("built"));
        assert_eq!(format!("{:?}", a.engine.index()), format!("{:?}", b.engine.index()));
    }

    fn big_seed() -> String {
        let mut seed = String::from("Big Papers\n");
        for i in 0..100 {
            seed.push_str(&format!("\nPaper number {i} studies topic {} with care.\n", i % 7));
        }
        seed
    }
}
