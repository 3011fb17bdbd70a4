//! The explorer's side of the map view and the charts: the embedded layout checked against the
//! corpus, each paper's colour (its top area) and cluster labels (top topics), and per facet
//! group how the current results spread over its values against the whole corpus.

use crate::core::bitset::Bitset;
use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::Facet;
use crate::core::map::{ClusterLabel, MapLayout, cluster_labels};

/// Cluster labels written on the map.
pub const MAP_LABELS: usize = 10;
/// Bars per chart (the largest values of the group in the results).
pub const CHART_BARS: usize = 8;

/// One bar of a chart: a facet value's papers among the results and in the whole corpus.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartBar {
    pub value: u16,
    /// The value's URL slug (as on its facet chip).
    pub slug: String,
    pub label: String,
    /// Papers among the results with this value.
    pub count: usize,
    /// `count` as a share of the results (0–1).
    pub share: f64,
    /// Papers of the whole corpus with this value, as a share of it (0–1).
    pub overall: f64,
}

/// A chart of one facet group.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    pub facet: Facet,
    pub bars: Vec<ChartBar>,
}

impl Explorer {
    /// The map layout, if this build has one made for exactly these papers.
    pub fn map(&self) -> Option<&MapLayout> {
        self.map_layout().as_ref().ok()
    }

    /// Why there is no map (the layout does not match the papers), if there is none.
    pub fn map_problem(&self) -> Option<&str> {
        self.map_layout().as_ref().err().map(String::as_str)
    }

    fn map_layout(&self) -> &Result<MapLayout, String> {
        self.map.get_or_init(|| MapLayout::embedded(&self.corpus))
    }

    /// Each paper's top area (its colour on the map), once the facets are built.
    pub fn map_areas(&self) -> &[Option<u8>] {
        match self.built_if_ready() {
            Some(built) => self.map_areas.get_or_init(|| {
                built.facets.areas.iter().map(|areas| areas.first().map(|&(area, _)| area)).collect()
            }),
            None => &[],
        }
    }

    /// Labels for the largest topic clusters of the map (empty until the facets are built).
    pub fn map_labels(&self) -> &[(ClusterLabel, String)] {
        let (Some(built), Some(layout)) = (self.built_if_ready(), self.map()) else {
            return &[];
        };
        self.map_labels.get_or_init(|| {
            let top: Vec<Option<u16>> = built.facets.topics.iter().map(|t| t.first().copied()).collect();
            let topics = self.vocabulary.values(Facet::TOPIC);
            let min_papers = (self.paper_count() / 200).max(3);
            cluster_labels(layout, &top, topics.len(), MAP_LABELS, min_papers)
                .into_iter()
                .filter_map(|label| {
                    let name = topics.get(usize::from(label.topic))?.label.clone();
                    Some((label, name))
                })
                .collect()
        })
    }

    /// The papers of the results as a set (what the map lights up).
    pub fn result_set(&self, results: &ViewResults) -> Bitset {
        let mut set = Bitset::empty(self.paper_count());
        for &hit in results.hits() {
            set.insert(hit as usize);
        }
        set
    }

    /// Per visible facet group, its [`CHART_BARS`] largest values among the results: how many
    /// of the results have each (the facet panel's count for every group without a selection
    /// of its own; for a group with one, the panel counts what adding a value would give, the
    /// chart what the results hold), and that share against the whole corpus's. Empty until
    /// the facets are built.
    pub fn charts(&self, results: &ViewResults) -> Vec<Chart> {
        let Some(built) = self.built_if_ready() else {
            return Vec::new();
        };
        let results_set = self.result_set(results);
        let shown = results.hits().len().max(1) as f64;
        let papers = self.paper_count().max(1) as f64;
        self.vocabulary
            .visible()
            .filter_map(|facet| {
                let values = self.vocabulary.values(facet);
                let mut bars: Vec<ChartBar> = (0..values.len() as u16)
                    .filter_map(|value| {
                        let count = built.facet_index.count_within(facet, value, &results_set);
                        (count > 0).then(|| ChartBar {
                            value,
                            slug: values[usize::from(value)].slug.clone(),
                            label: values[usize::from(value)].label.clone(),
                            count,
                            share: count as f64 / shown,
                            overall: built.facet_index.total(facet, value) as f64 / papers,
                        })
                    })
                    .collect();
                bars.sort_by(|a, b| b.count.cmp(&a.count).then(a.value.cmp(&b.value)));
                bars.truncate(CHART_BARS);
                (!bars.is_empty()).then_some(Chart { facet, bars })
            })
            .collect()
    }
}
