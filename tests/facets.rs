//! Facets and the URL: disjunctive counts against a brute-force recount for random corpora and
//! states (property test), exclusions, and the URL codec's round trip and leniency.

use paper_explorer::core::bitset::Bitset;
use paper_explorer::core::derive::CorpusFacets;
use paper_explorer::core::derive::areas::AREAS;
use paper_explorer::core::facets::{Facet, FacetIndex, Filters, Selection, Vocabulary};
use paper_explorer::core::search::Sort;
use paper_explorer::core::url_state::{UrlState, ViewMode};
use proptest::prelude::*;

const TOPICS_USED: u16 = 5;
const TYPES_USED: u16 = 3;

/// A random corpus: per paper an area ranking, topics, types, modalities, model sizes, code,
/// collection.
fn corpus_strategy() -> impl Strategy<Value = CorpusFacets> {
    let paper = (
        0..4u8,
        proptest::collection::vec(0..TOPICS_USED, 0..3),
        proptest::collection::vec(0..TYPES_USED, 0..2),
        proptest::collection::vec(0..2u16, 0..2),
        any::<bool>(),
        0..2u16,
        proptest::collection::vec(0..3u16, 0..3),
    );
    proptest::collection::vec(paper, 1..40).prop_map(|papers| {
        let mut facets = CorpusFacets::default();
        for (area, mut topics, mut types, mut mods, code, collection, mut sizes) in papers {
            sizes.sort_unstable();
            sizes.dedup();
            topics.sort_unstable();
            topics.dedup();
            types.sort_unstable();
            types.dedup();
            mods.sort_unstable();
            mods.dedup();
            facets.areas.push(vec![(area, 0.9), ((area + 1) % 4, 0.05)]);
            facets.topics.push(topics);
            facets.types.push(types);
            facets.modalities.push(mods);
            facets.has_code.push(code);
            facets.model_sizes.push(sizes);
            facets.collections.push(collection);
        }
        facets
    })
}

fn filters_strategy() -> impl Strategy<Value = Filters> {
    let selection = |max: u16| proptest::collection::vec((0..max, any::<bool>()), 0..3);
    (selection(4), selection(TOPICS_USED), selection(TYPES_USED), selection(3), selection(1), selection(2))
        .prop_map(|(a, t, ty, size, c, col)| {
            let mut filters: Filters = Vec::new();
            for (facet, list) in [
                (Facet::AREA, a),
                (Facet::TOPIC, t),
                (Facet::TYPE, ty),
                (Facet::MODEL_SIZE, size),
                (Facet::CODE, c),
                (Facet::COLLECTION, col),
            ] {
                let mut selections: Vec<Selection> = Vec::new();
                for (value, excluded) in list {
                    selections.retain(|s| s.value != value);
                    selections.push(Selection { value, excluded });
                }
                selections.sort();
                if !selections.is_empty() {
                    filters.push((facet, selections));
                }
            }
            filters
        })
}

/// The values a paper has in a group: what the facet table says (the counts are checked
/// against a brute-force reading of it).
fn values_of(facets: &CorpusFacets, facet: Facet, paper: usize) -> Vec<u16> {
    facet.members(facets, paper)
}

/// Does a paper pass one group's selections (optionally ignoring the group's inclusions)?
fn passes(values: &[u16], selections: &[Selection], include_own: bool) -> bool {
    let included: Vec<u16> = selections.iter().filter(|s| !s.excluded).map(|s| s.value).collect();
    let excluded = selections.iter().any(|s| s.excluded && values.contains(&s.value));
    let in_included = !include_own || included.is_empty() || included.iter().any(|v| values.contains(v));
    in_included && !excluded
}

fn vocabulary() -> Vocabulary {
    Vocabulary::new(&["First Collection".to_string(), "Second Collection".to_string()])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn disjunctive_counts_match_a_brute_force_recount(
        facets in corpus_strategy(),
        filters in filters_strategy(),
        query_mask in any::<u64>(),
    ) {
        let n = facets.papers();
        let index = FacetIndex::build(&vocabulary(), &facets);
        let mut base = Bitset::empty(n);
        let in_query: Vec<bool> = (0..n).map(|p| query_mask & (1 << (p % 64)) != 0 || p % 7 == 0).collect();
        for p in (0..n).filter(|&p| in_query[p]) {
            base.insert(p);
        }
        let counts = index.counts(&base, &filters);
        for (facet, per_value) in &counts {
            for (value, &count) in per_value.iter().enumerate() {
                let expected = (0..n)
                    .filter(|&p| in_query[p])
                    .filter(|&p| values_of(&facets, *facet, p).contains(&(value as u16)))
                    .filter(|&p| filters.iter().all(|(g, sel)| passes(&values_of(&facets, *g, p), sel, g != facet)))
                    .count();
                prop_assert_eq!(count, expected, "{:?} value {} with {:?}", facet, value, filters);
            }
        }
        let result = index.filter(&base, &filters);
        for (p, &queried) in in_query.iter().enumerate() {
            let expected = queried && filters.iter().all(|(g, sel)| passes(&values_of(&facets, *g, p), sel, true));
            prop_assert_eq!(result.contains(p), expected);
        }
    }

    #[test]
    fn the_url_codec_round_trips(
        query in "\\PC{0,30}",
        filters in filters_strategy(),
        corpus_order in any::<bool>(),
        paper in proptest::option::of(0u64..(1 << 48)),
        saved_only in any::<bool>(),
        ids in proptest::collection::btree_set(0u64..(1 << 48), 0..5),
        view in 0..3usize,
        brush in proptest::option::of((any::<u16>(), any::<u16>(), any::<u16>(), any::<u16>())),
    ) {
        let v = vocabulary();
        let id = |n: u64| paper_explorer::core::view::PaperId::parse(&format!("{n:012x}"));
        let state = UrlState {
            query,
            filters,
            brush: brush.and_then(|(a, b, c, d)| paper_explorer::core::map::Brush::spanning([a, b], [c, d])),
            saved_only,
            ids: ids.into_iter().filter_map(id).collect(),
            sort: if corpus_order { Sort::CorpusOrder } else { Sort::Relevance },
            view: ViewMode::ALL[view],
            paper: paper.and_then(id),
        };
        let rendered = state.to_query_string(&v);
        let (parsed, notices) = UrlState::parse(&rendered, &v);
        prop_assert_eq!(&parsed, &state, "via {}", rendered);
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(parsed.to_query_string(&v), rendered);
    }

    #[test]
    fn any_query_string_parses_without_panicking(input in "\\PC{0,80}|[a-z=&%+\\-?#0-9]{0,80}") {
        let _ = UrlState::parse(&input, &vocabulary());
    }
}

#[test]
fn an_excluded_value_removes_its_papers_everywhere() {
    let facets = CorpusFacets {
        areas: vec![vec![(0, 1.0)], vec![(1, 1.0)], vec![(1, 1.0)]],
        topics: vec![vec![0], vec![0, 1], vec![1]],
        types: vec![vec![], vec![], vec![]],
        modalities: vec![vec![], vec![], vec![]],
        model_sizes: vec![vec![], vec![], vec![]],
        has_code: vec![false, true, false],
        collections: vec![0, 0, 0],
    };
    let index = FacetIndex::build(&vocabulary(), &facets);
    let all = Bitset::full(3);
    // Exclude topic 1: papers 1 and 2 leave every count, including the topic group's own.
    let filters: Filters = vec![(Facet::TOPIC, vec![Selection { value: 1, excluded: true }])];
    let counts = index.counts(&all, &filters);
    let of = |f: Facet| counts.iter().find(|(g, _)| *g == f).map(|(_, c)| c.clone()).unwrap_or_default();
    assert_eq!(of(Facet::AREA)[..2], [1, 0]);
    assert_eq!(of(Facet::TOPIC)[..2], [1, 0]);
    assert_eq!(of(Facet::CODE), [0]);
    assert_eq!(index.filter(&all, &filters).count(), 1);
    assert_eq!(AREAS.len(), 21);
}

#[test]
fn the_topic_finder_finds_by_label_description_and_family_and_reads_a_bounded_prefix() {
    let v = vocabulary();
    let topics = v.values(Facet::TOPIC);
    let found = |text: &str| -> Vec<&str> {
        v.finder_matches(Facet::TOPIC, text)
            .iter()
            .zip(topics)
            .filter(|(m, _)| **m)
            .map(|(_, t)| t.slug.as_str())
            .collect()
    };
    assert!(found("DIFFUSION").contains(&"diffusion-models"), "case-insensitive, by label");
    assert!(found("task arithmetic").contains(&"model-merging"), "by description");
    assert_eq!(found("").len(), topics.len(), "no text finds every topic");
    assert_eq!(found("   ").len(), topics.len());
    assert!(found("no topic is called this").is_empty());
    // Hostile text of growing size: only the first MAX_FINDER_CHARS characters count, so a long
    // text costs what its prefix costs — here "diffusion" and blanks, with the rest ignored.
    let max = paper_explorer::core::facets::MAX_FINDER_CHARS;
    for size in [1_000, 100_000, 1_000_000] {
        let text = format!("diffusion{}{}", " ".repeat(max - 9), "zq".repeat(size));
        assert!(found(&text).contains(&"diffusion-models"), "{size}: the text after the cap counted");
        let wide = "é\u{202E}\u{0301}".repeat(size);
        assert!(found(&wide).is_empty());
    }
}
