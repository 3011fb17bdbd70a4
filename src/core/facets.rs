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

use crate::core::derive::CorpusFacets;
use crate::core::derive::areas::{AREAS, facet_areas};
use crate::core::derive::contribution::CONTRIBUTION_TYPES;
use crate::core::derive::modality::MODALITIES;
use crate::core::derive::topics::TOPICS;

/// The facet groups, in display (and URL) order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Facet {
    Area,
    Topic,
    Type,
    Modality,
    Code,
    Collection,
}

impl Facet {
    pub const ALL: [Facet; 6] =
        [Facet::Area, Facet::Topic, Facet::Type, Facet::Modality, Facet::Code, Facet::Collection];

    /// The URL key.
    pub fn key(self) -> &'static str {
        match self {
            Facet::Area => "area",
            Facet::Topic => "topic",
            Facet::Type => "type",
            Facet::Modality => "mod",
            Facet::Code => "code",
            Facet::Collection => "collection",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Facet::Area => "Area",
            Facet::Topic => "Topic",
            Facet::Type => "Type",
            Facet::Modality => "Data",
            Facet::Code => "Code",
            Facet::Collection => "Collection",
        }
    }

    /// How a notice names one of its values ("Ignored unknown topic 'foo'").
    pub fn noun(self) -> &'static str {
        match self {
            Facet::Area => "area",
            Facet::Topic => "topic",
            Facet::Type => "type",
            Facet::Modality => "data type",
            Facet::Code => "code value",
            Facet::Collection => "collection",
        }
    }

    pub fn from_key(key: &str) -> Option<Facet> {
        Facet::ALL.into_iter().find(|f| f.key() == key)
    }
}

/// One value of a group: a stable slug (for URLs) and a label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FacetValue {
    pub slug: String,
    pub label: String,
    pub description: String,
}

/// The values of every group for one corpus (collections come from the seeds).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vocabulary {
    groups: Vec<(Facet, Vec<FacetValue>)>,
}

/// The one value of the Code group.
pub const HAS_CODE: &str = "yes";

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

impl Vocabulary {
    /// The vocabulary for a corpus with these collection titles.
    pub fn new(collections: &[String]) -> Vocabulary {
        let value = |slug: &str, label: &str, description: &str| FacetValue {
            slug: slug.to_string(),
            label: label.to_string(),
            description: description.to_string(),
        };
        let categories = |list: &[crate::core::derive::Category]| {
            list.iter().map(|c| value(c.slug, c.label, c.description)).collect::<Vec<_>>()
        };
        let groups = vec![
            (Facet::Area, AREAS.iter().map(|(slug, full, short)| value(slug, short, full)).collect()),
            (Facet::Topic, categories(TOPICS)),
            (Facet::Type, categories(CONTRIBUTION_TYPES)),
            (Facet::Modality, categories(MODALITIES)),
            (
                Facet::Code,
                vec![value(HAS_CODE, "Links code", "The abstract links to code (GitHub, Hugging Face, …).")],
            ),
            (Facet::Collection, collections.iter().map(|c| value(&slugify(c), c, c)).collect()),
        ];
        Vocabulary { groups }
    }

    pub fn values(&self, facet: Facet) -> &[FacetValue] {
        self.groups.iter().find(|(f, _)| *f == facet).map_or(&[], |(_, v)| v.as_slice())
    }

    /// The index of a value by slug.
    pub fn position(&self, facet: Facet, slug: &str) -> Option<u16> {
        self.values(facet).iter().position(|v| v.slug == slug).map(|p| p as u16)
    }

    /// Groups shown to people: Collection only when there is more than one.
    pub fn visible(&self) -> impl Iterator<Item = Facet> + '_ {
        Facet::ALL.into_iter().filter(|&f| f != Facet::Collection || self.values(f).len() > 1)
    }
}

/// A set of papers, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bitset {
    words: Vec<u64>,
}

impl Bitset {
    pub fn empty(len: usize) -> Bitset {
        Bitset { words: vec![0; len.div_ceil(64)] }
    }

    pub fn full(len: usize) -> Bitset {
        let mut words = vec![u64::MAX; len.div_ceil(64)];
        if let Some(last) = words.last_mut()
            && !len.is_multiple_of(64)
        {
            *last = (1 << (len % 64)) - 1;
        }
        Bitset { words }
    }

    pub fn insert(&mut self, i: usize) {
        if let Some(w) = self.words.get_mut(i / 64) {
            *w |= 1 << (i % 64);
        }
    }

    pub fn contains(&self, i: usize) -> bool {
        self.words.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
    }

    pub fn and_with(&mut self, other: &Bitset) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= b;
        }
    }

    pub fn or_with(&mut self, other: &Bitset) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a |= b;
        }
    }

    pub fn and_not_with(&mut self, other: &Bitset) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !b;
        }
    }

    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// `|self ∧ other|` without allocating.
    pub fn count_and(&self, other: &Bitset) -> usize {
        self.words.iter().zip(&other.words).map(|(a, b)| (a & b).count_ones() as usize).sum()
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
    members: Vec<(Facet, Vec<Bitset>)>,
}

impl FacetIndex {
    /// Membership bitsets from the derived facets and each paper's collection.
    pub fn build(vocabulary: &Vocabulary, facets: &CorpusFacets, collections: &[usize]) -> FacetIndex {
        let papers = collections.len();
        let mut members: Vec<(Facet, Vec<Bitset>)> = Facet::ALL
            .into_iter()
            .map(|f| (f, vec![Bitset::empty(papers); vocabulary.values(f).len()]))
            .collect();
        let mut add = |facet: Facet, value: usize, paper: usize| {
            if let Some(set) =
                members.iter_mut().find(|(f, _)| *f == facet).and_then(|(_, sets)| sets.get_mut(value))
            {
                set.insert(paper);
            }
        };
        for (paper, &collection) in collections.iter().enumerate() {
            if let Some(ranked) = facets.areas.get(paper) {
                for area in facet_areas(ranked) {
                    add(Facet::Area, area as usize, paper);
                }
            }
            for (facet, lists) in [
                (Facet::Topic, &facets.topics),
                (Facet::Type, &facets.types),
                (Facet::Modality, &facets.modalities),
            ] {
                for &v in lists.get(paper).map_or(&[][..], Vec::as_slice) {
                    add(facet, v as usize, paper);
                }
            }
            if facets.has_code.get(paper).copied().unwrap_or(false) {
                add(Facet::Code, 0, paper);
            }
            add(Facet::Collection, collection, paper);
        }
        FacetIndex { papers, members }
    }

    pub fn papers(&self) -> usize {
        self.papers
    }

    fn sets(&self, facet: Facet) -> &[Bitset] {
        self.members.iter().find(|(f, _)| *f == facet).map_or(&[], |(_, s)| s.as_slice())
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
        Facet::ALL
            .into_iter()
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

/// The matches of a query as a bitset (every paper for a blank query).
pub fn query_base(engine: &crate::core::search::SearchEngine, query: &str, papers: usize) -> Bitset {
    if query.trim().is_empty() {
        return Bitset::full(papers);
    }
    let mut base = Bitset::empty(papers);
    for &hit in &engine.search(query, crate::core::search::Sort::Relevance).hits {
        base.insert(hit as usize);
    }
    base
}

/// The filter states the benchmarks recount: none, each area selected, each area excluded,
/// each topic selected, and an area with a topic and an excluded type.
pub fn bench_states(vocabulary: &Vocabulary) -> Vec<Filters> {
    let mut states: Vec<Filters> = vec![Vec::new()];
    let one = |facet: Facet, value: u16, excluded: bool| vec![(facet, vec![Selection { value, excluded }])];
    for a in 0..vocabulary.values(Facet::Area).len() as u16 {
        states.push(one(Facet::Area, a, false));
        states.push(one(Facet::Area, a, true));
    }
    for t in 0..vocabulary.values(Facet::Topic).len() as u16 {
        states.push(one(Facet::Topic, t, false));
    }
    states.push(vec![
        (Facet::Area, vec![Selection { value: 0, excluded: false }, Selection { value: 6, excluded: false }]),
        (Facet::Topic, vec![Selection { value: 4, excluded: false }]),
        (Facet::Type, vec![Selection { value: 1, excluded: true }]),
    ]);
    states
}
