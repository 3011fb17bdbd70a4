//! Facet groups, their values, and disjunctive counting over bitsets.
//!
//! Semantics follow Algolia InstantSearch's disjunctive faceting: values within a group are
//! ORed, groups are ANDed, the text query applies to all, and an excluded value removes its
//! papers everywhere. A value's count is the number of papers that match the query, every
//! *other* group's selections, all exclusions, and this value — so selecting one area still
//! shows honest counts for the other areas.
//!
//! Membership is one bitset per value (19,622 papers → 307 `u64` words), so recounting every
//! value of every group is a few hundred thousand word operations.
//!
//! Every group is declared once, in [`GROUPS`] (`groups.rs`): its URL key, label, values and
//! how a paper's values are read from the derived [`CorpusFacets`]. The URL codec, the facet
//! panel, the detail view, the tests' oracle and README's URL table all read that table, so a
//! new facet is one entry there plus the derivation that fills its column.

mod groups;

pub use groups::{GROUPS, HAS_CODE};

use crate::core::bitset::Bitset;
use crate::core::derive::CorpusFacets;

/// A facet group: an index into [`GROUPS`], where every group is declared once (key, label,
/// noun, values, and how a paper's values are read from what was derived). The order of
/// [`GROUPS`] is the display and URL order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Facet(u8);

/// Declares one facet group (see [`GROUPS`]).
pub struct FacetGroup {
    /// The URL key (a public interface: never change it).
    pub key: &'static str,
    /// The group's heading.
    pub label: &'static str,
    /// How a notice names one of its values ("Ignored unknown topic 'foo'").
    pub noun: &'static str,
    /// Hidden when it has a single value (one collection needs no filter).
    pub hide_single_value: bool,
    /// The group's values, given the corpus's collection titles.
    pub values: fn(&[String]) -> Vec<FacetValue>,
    /// Appends the values a paper has (indices into `values`), strongest first.
    pub members: fn(&CorpusFacets, usize, &mut Vec<u16>),
}

impl Facet {
    /// Every group, in display (and URL) order.
    pub fn all() -> impl Iterator<Item = Facet> + Clone {
        (0..GROUPS.len() as u8).map(Facet)
    }

    pub fn group(self) -> &'static FacetGroup {
        &GROUPS[usize::from(self.0) % GROUPS.len()]
    }

    /// The URL key.
    pub fn key(self) -> &'static str {
        self.group().key
    }

    pub fn label(self) -> &'static str {
        self.group().label
    }

    pub fn noun(self) -> &'static str {
        self.group().noun
    }

    pub fn from_key(key: &str) -> Option<Facet> {
        Facet::all().find(|f| f.key() == key)
    }

    /// The values of paper `paper`, strongest first.
    pub fn members(self, facets: &CorpusFacets, paper: usize) -> Vec<u16> {
        let mut out = Vec::new();
        (self.group().members)(facets, paper, &mut out);
        out
    }
}

/// One value of a group: a stable slug (for URLs) and a label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacetValue {
    pub slug: String,
    pub label: String,
    pub description: String,
    /// The family the value belongs to (topics), for a grouped panel; empty otherwise.
    pub family: String,
}

impl FacetValue {
    pub fn new(slug: &str, label: &str, description: &str) -> FacetValue {
        FacetValue {
            slug: slug.to_string(),
            label: label.to_string(),
            description: description.to_string(),
            family: String::new(),
        }
    }
}

/// The values of every group for one corpus (collections come from the seeds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vocabulary {
    groups: Vec<Vec<FacetValue>>,
}

/// Lowercase ASCII words joined by dashes: "ICLR 2026 Papers" → "iclr-2026-papers".
pub fn slugify(text: &str) -> String {
    let mut slug = String::new();
    for word in text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.extend(word.chars().flat_map(char::to_lowercase));
    }
    slug
}

/// Characters of a facet finder's text that count ([`Vocabulary::finder_matches`]).
pub const MAX_FINDER_CHARS: usize = 100;

impl Vocabulary {
    /// The vocabulary for a corpus with these collection titles.
    pub fn new(collections: &[String]) -> Vocabulary {
        Vocabulary { groups: GROUPS.iter().map(|g| (g.values)(collections)).collect() }
    }

    pub fn values(&self, facet: Facet) -> &[FacetValue] {
        self.groups.get(usize::from(facet.0)).map_or(&[], Vec::as_slice)
    }

    /// The index of a value by slug.
    pub fn position(&self, facet: Facet, slug: &str) -> Option<u16> {
        self.values(facet).iter().position(|v| v.slug == slug).map(|p| p as u16)
    }

    /// Which values of a group a "Find a topic…" box's text finds: those whose label,
    /// description or family contains it (case-insensitive). Only the first
    /// [`MAX_FINDER_CHARS`] characters count, so any text costs at most that per value.
    pub fn finder_matches(&self, facet: Facet, text: &str) -> Vec<bool> {
        let capped: String = text.chars().take(MAX_FINDER_CHARS).collect();
        let wanted = capped.trim().to_lowercase();
        self.values(facet)
            .iter()
            .map(|v| {
                wanted.is_empty()
                    || [&v.label, &v.description, &v.family]
                        .iter()
                        .any(|t| t.to_lowercase().contains(&wanted))
            })
            .collect()
    }

    /// The value a retired slug now means (old shared links keep working): topics renamed or
    /// merged when the topic vocabulary was learned from author keywords.
    pub fn renamed(&self, facet: Facet, slug: &str) -> Option<u16> {
        if facet != Facet::TOPIC {
            return None;
        }
        let (_, now) = crate::core::derive::topics::TOPIC_ALIASES.iter().find(|(old, _)| *old == slug)?;
        self.position(facet, now)
    }

    /// Groups shown to people (a group of one collection is not).
    pub fn visible(&self) -> impl Iterator<Item = Facet> + '_ {
        Facet::all().filter(|&f| !f.group().hide_single_value || self.values(f).len() > 1)
    }
}

/// A selected or excluded value of a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Selection {
    pub value: u16,
    pub excluded: bool,
}

/// The selections of every group (each list sorted by value, one entry per value).
pub type Filters = Vec<(Facet, Vec<Selection>)>;

/// Which papers have which facet values.
#[derive(Clone, Debug, Default)]
pub struct FacetIndex {
    papers: usize,
    /// Per group (in [`Facet`] order), per value: its papers.
    members: Vec<Vec<Bitset>>,
}

impl FacetIndex {
    /// Membership bitsets from the derived facets, through each group's `members`.
    pub fn build(vocabulary: &Vocabulary, facets: &CorpusFacets) -> FacetIndex {
        let papers = facets.papers();
        let mut members: Vec<Vec<Bitset>> =
            Facet::all().map(|f| vec![Bitset::empty(papers); vocabulary.values(f).len()]).collect();
        let mut values = Vec::new();
        for (facet, sets) in Facet::all().zip(members.iter_mut()) {
            for paper in 0..papers {
                values.clear();
                (facet.group().members)(facets, paper, &mut values);
                for &v in &values {
                    if let Some(set) = sets.get_mut(usize::from(v)) {
                        set.insert(paper);
                    }
                }
            }
        }
        FacetIndex { papers, members }
    }

    pub fn papers(&self) -> usize {
        self.papers
    }

    fn sets(&self, facet: Facet) -> &[Bitset] {
        self.members.get(usize::from(facet.0)).map_or(&[], Vec::as_slice)
    }

    /// Papers with the value in the whole corpus.
    pub fn total(&self, facet: Facet, value: u16) -> usize {
        self.sets(facet).get(usize::from(value)).map_or(0, Bitset::count)
    }

    /// Papers of `papers` with the value.
    pub fn count_within(&self, facet: Facet, value: u16, papers: &Bitset) -> usize {
        self.sets(facet).get(usize::from(value)).map_or(0, |set| papers.count_and(set))
    }

    /// True when the paper has the value.
    pub fn has(&self, facet: Facet, value: u16, paper: usize) -> bool {
        self.sets(facet).get(value as usize).is_some_and(|s| s.contains(paper))
    }

    /// Papers allowed by one group's selections: in any included value (all papers when none
    /// is included) and in no excluded value.
    fn group_filter(&self, facet: Facet, selections: &[Selection], include_own: bool) -> Bitset {
        let sets = self.sets(facet);
        let included: Vec<&Selection> = selections.iter().filter(|s| !s.excluded).collect();
        let mut allowed = if include_own && !included.is_empty() {
            let mut any = Bitset::empty(self.papers);
            for s in included {
                if let Some(set) = sets.get(s.value as usize) {
                    any.or_with(set);
                }
            }
            any
        } else {
            Bitset::full(self.papers)
        };
        for s in selections.iter().filter(|s| s.excluded) {
            if let Some(set) = sets.get(s.value as usize) {
                allowed.and_not_with(set);
            }
        }
        allowed
    }

    /// The papers that pass every group's selections, within `base` (the query's matches).
    pub fn filter(&self, base: &Bitset, filters: &Filters) -> Bitset {
        let mut result = base.clone();
        for (facet, selections) in filters {
            result.and_with(&self.group_filter(*facet, selections, true));
        }
        result
    }

    /// Disjunctive counts: for each group, for each value, the papers matching `base`, the
    /// other groups' selections, every exclusion, and the value.
    pub fn counts(&self, base: &Bitset, filters: &Filters) -> Vec<(Facet, Vec<usize>)> {
        Facet::all()
            .map(|facet| {
                let mut scope = base.clone();
                for (other, selections) in filters {
                    scope.and_with(&self.group_filter(*other, selections, *other != facet));
                }
                let counts = self.sets(facet).iter().map(|set| scope.count_and(set)).collect();
                (facet, counts)
            })
            .collect()
    }
}
