//! The map: the layout `build.rs` embeds is the layout of the embedded papers, byte for byte and
//! run after run; it keeps like with like far better than a random layout (synthetic topics, and
//! the default seeds' derived areas); its neighbour search is bounded on hostile seeds; and the
//! brush, viewport, drawing, hit test, labels and charts agree with the explorer's results.

use paper_explorer::core::bitset::Bitset;
use paper_explorer::core::explorer::{CHART_BARS, Explorer, MAP_LABELS};
use paper_explorer::core::facets::Facet;
use paper_explorer::core::layout::{
    NEIGHBOUR_WORK, NEIGHBOURS, decode, encode, ids_checksum, layout, nearest_neighbours,
    nearest_neighbours_within, neighbour_agreement, random_points, term_vectors,
};
use paper_explorer::core::map::{AREA_COLOURS, Brush, MapLayout, Viewport, area_colour, render};
use paper_explorer::core::seeds::embedded_map_layout;
use paper_explorer::core::url_state::{UrlState, ViewMode};

fn explorer() -> Explorer {
    Explorer::from_embedded_seeds().expect("the default seeds load")
}

#[test]
fn the_embedded_map_is_the_layout_of_the_embedded_papers_byte_for_byte() {
    let explorer = explorer();
    let texts: Vec<&str> = explorer.corpus.papers.iter().map(|p| &*p.text).collect();
    let checksum = ids_checksum(explorer.corpus.papers.iter().map(|p| p.id));
    let first = layout(&texts);
    assert_eq!(first, layout(&texts), "two runs on the same papers give the same map");
    assert_eq!(encode(&first, checksum), embedded_map_layout(), "build.rs embeds exactly this layout");
    let map = explorer.map().expect("the embedded map matches the papers");
    assert_eq!(map.points.len(), explorer.paper_count());
    let distinct: std::collections::HashSet<[u16; 2]> = map.points.iter().copied().collect();
    assert!(distinct.len() > explorer.paper_count() * 9 / 10, "points are spread out: {}", distinct.len());
}

#[test]
fn a_map_made_for_other_papers_is_refused() {
    let explorer = explorer();
    let bytes = embedded_map_layout();
    let checksum = ids_checksum(explorer.corpus.papers.iter().map(|p| p.id));
    let n = explorer.paper_count();
    assert!(decode(bytes, n, checksum).is_ok());
    assert!(decode(bytes, n + 1, checksum).is_err(), "another paper count");
    assert!(decode(bytes, n, checksum ^ 1).is_err(), "other ids");
    assert!(decode(&bytes[..bytes.len() - 1], n, checksum).is_err(), "truncated");
    assert!(decode(b"PEMAP", n, checksum).is_err(), "too short for a header");
    assert!(MapLayout::decode(b"garbage-garbage-garbage", &explorer.corpus).is_err());
}

/// `topics` groups of `per_topic` abstracts; each abstract draws words from its topic's own
/// vocabulary and from a vocabulary every topic shares.
fn synthetic(topics: usize, per_topic: usize) -> (Vec<String>, Vec<Option<u32>>) {
    let mut state = 12345u64;
    let mut next = move |n: usize| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n
    };
    let (mut texts, mut labels) = (Vec::new(), Vec::new());
    for topic in 0..topics {
        for _ in 0..per_topic {
            let words: Vec<String> = (0..60)
                .map(|i| {
                    if i % 3 == 0 {
                        format!("shared{}word", next(300))
                    } else {
                        format!("topic{topic}term{}", next(40))
                    }
                })
                .collect();
            texts.push(words.join(" "));
            labels.push(Some(topic as u32));
        }
    }
    (texts, labels)
}

#[test]
fn the_layout_keeps_papers_of_a_topic_together_far_better_than_chance() {
    let (texts, labels) = synthetic(6, 60);
    let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
    let points = layout(&texts);
    let mapped = neighbour_agreement(&points, &labels, 5);
    let random = neighbour_agreement(&random_points(points.len(), 3), &labels, 5);
    assert!(mapped >= 0.9, "map neighbours share the topic {mapped:.2} of the time");
    assert!(random <= 0.3, "random neighbours share it {random:.2} of the time");
}

#[test]
fn on_the_default_seeds_map_neighbours_share_the_derived_area_more_often_than_random_ones() {
    let explorer = explorer();
    let areas: Vec<Option<u32>> = explorer.map_areas_after_build().iter().map(|a| a.map(u32::from)).collect();
    let map = explorer.map().expect("a map");
    let mapped = neighbour_agreement(&map.points, &areas, 3);
    let random: f64 = (1..=20)
        .map(|seed| neighbour_agreement(&random_points(map.points.len(), seed), &areas, 3))
        .sum::<f64>()
        / 20.0;
    assert!(mapped > random + 0.1, "map {mapped:.2} vs random {random:.2}");
}

trait BuiltAreas {
    fn map_areas_after_build(&self) -> Vec<Option<u8>>;
}

impl BuiltAreas for Explorer {
    fn map_areas_after_build(&self) -> Vec<Option<u8>> {
        self.built();
        self.map_areas().to_vec()
    }
}

/// `papers` abstracts of 40 words each from a vocabulary of 200, so that every word is in about
/// 15% of the papers (under the 20% cut): every paper shares words with most others.
fn overlapping(papers: usize) -> Vec<String> {
    let mut state = 99u64;
    (0..papers)
        .map(|_| {
            (0..40)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    format!("word{} ", (state >> 33) % 200)
                })
                .collect()
        })
        .collect()
}

#[test]
fn the_neighbour_search_reads_a_bounded_number_of_postings_per_paper_on_hostile_seeds() {
    const BUDGET: usize = 500;
    let mut bounded = Vec::new();
    for papers in [500usize, 1_000, 2_000] {
        let texts = overlapping(papers);
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let vectors = term_vectors(&texts);
        let (_, unbounded) = nearest_neighbours_within(&vectors, NEIGHBOURS, usize::MAX);
        let (graph, work) = nearest_neighbours_within(&vectors, NEIGHBOURS, BUDGET);
        assert_eq!(graph.len(), papers);
        assert!(graph.iter().all(|g| g.len() == NEIGHBOURS), "every paper still finds neighbours");
        assert!(work <= papers * BUDGET, "{work} postings for {papers} papers");
        assert!(
            unbounded > 2 * work,
            "the budget matters here: {unbounded} postings unbounded, {work} bounded"
        );
        bounded.push(work);
    }
    // Quadratic without the budget (each paper reads ~15% of all papers per word); linear with it.
    assert!(bounded[2] <= 4 * bounded[0] + 4 * BUDGET, "work grows linearly: {bounded:?}");
    // The real constant is large enough never to bind on real abstracts of the default seeds.
    let explorer = explorer();
    let texts: Vec<&str> = explorer.corpus.papers.iter().map(|p| &*p.text).collect();
    let vectors = term_vectors(&texts);
    assert_eq!(
        nearest_neighbours(&vectors, NEIGHBOURS),
        nearest_neighbours_within(&vectors, NEIGHBOURS, usize::MAX)
    );
    const { assert!(NEIGHBOUR_WORK >= 10 * BUDGET) };
}

#[test]
fn a_brush_parses_strictly_and_round_trips_through_the_url() {
    assert_eq!(Brush::parse("10,20,300,400"), Some(Brush { x0: 10, y0: 20, x1: 300, y1: 400 }));
    assert_eq!(Brush::parse("300,400,10,20"), Brush::parse("10,20,300,400"), "any corner order");
    for bad in [
        "",
        "1,2,3",
        "1,2,3,4,5",
        "a,b,c,d",
        "1,2,70000,4",
        "-1,2,3,4",
        "5,5,5,9",
        "1,2,3,4,".repeat(1000).as_str(),
    ] {
        assert_eq!(Brush::parse(bad), None, "{bad:.40}");
    }
    let explorer = explorer();
    let (state, notices) = UrlState::parse("view=map&map=100,200,30000,40000&q=x", &explorer.vocabulary);
    assert!(notices.is_empty());
    assert_eq!(state.view, ViewMode::Map);
    assert_eq!(state.brush, Some(Brush { x0: 100, y0: 200, x1: 30000, y1: 40000 }));
    assert_eq!(state.to_query_string(&explorer.vocabulary), "q=x&map=100,200,30000,40000&view=map");
    let (kept, notices) = UrlState::parse("q=x&map=1,2,three,4", &explorer.vocabulary);
    assert_eq!(kept.query, "x", "the rest of the view is kept");
    assert_eq!(kept.brush, None);
    assert_eq!(notices.lines(), ["Ignored malformed map area '1,2,three,4'"], "dropped with a notice");
    assert_eq!(state.without_filters().brush, None, "Clear all clears the map area too");
}

#[test]
fn a_brush_filters_the_results_and_the_facet_counts() {
    let explorer = explorer();
    let map = explorer.map().expect("a map").clone();
    let mut xs: Vec<u16> = map.points.iter().map(|p| p[0]).collect();
    xs.sort_unstable();
    let brush = Brush { x0: 0, y0: 0, x1: xs[xs.len() / 2], y1: u16::MAX };
    let inside: Vec<u32> =
        (0..map.points.len()).filter(|&p| brush.contains(map.points[p])).map(|p| p as u32).collect();
    assert!(!inside.is_empty() && inside.len() < explorer.paper_count());
    let state = UrlState { brush: Some(brush), ..UrlState::default() };
    explorer.built();
    let results = explorer.results(&state, true, &[]);
    assert_eq!(results.hits(), inside.as_slice());
    assert!(results.narrowed);
    let area_total: usize =
        results.counts.iter().find(|(f, _)| *f == Facet::AREA).map_or(0, |(_, c)| c.iter().sum());
    let everywhere = explorer.results(&UrlState::default(), true, &[]);
    let area_everywhere: usize =
        everywhere.counts.iter().find(|(f, _)| *f == Facet::AREA).map_or(0, |(_, c)| c.iter().sum());
    assert!(area_total < area_everywhere, "facet counts respect the brush");
    assert_eq!(explorer.map().expect("map").inside(brush).count(), inside.len());
}

#[test]
fn the_viewport_zooms_around_the_pointer_and_maps_pixels_back_to_points() {
    let view = Viewport::fit(800.0, 500.0);
    for point in [[0u16, 0], [65535, 65535], [30000, 1234]] {
        let back = view.to_map(view.to_pixel(point));
        assert!(
            back[0].abs_diff(point[0]) <= 100 && back[1].abs_diff(point[1]) <= 100,
            "{point:?} → {back:?}"
        );
    }
    let (cx, cy) = view.to_pixel([65535, 65535]);
    assert!(cx <= 800.0 && cy <= 500.0, "the whole map fits");
    let zoomed = view.zoomed((200.0, 100.0), 4.0);
    assert!((zoomed.scale / view.scale - 4.0).abs() < 1e-9);
    assert_eq!(
        zoomed.to_map((200.0, 100.0)),
        view.to_map((200.0, 100.0)),
        "the point under the pointer stays"
    );
    assert_eq!(view.zoomed((0.0, 0.0), 0.01).scale, view.scale, "never smaller than the whole map");
    assert!(view.zoomed((0.0, 0.0), 1e9).scale <= view.scale * 64.0 + 1e-9);
    for far in [(1e12, -1e12), (-1e12, 1e12), (f64::NAN, 0.0)] {
        let panned = zoomed.panned(far);
        let centre = panned.to_map((400.0, 250.0));
        let exact = (panned.origin.0 + 400.0 / panned.scale, panned.origin.1 + 250.0 / panned.scale);
        assert!(
            (0.0..=65535.0).contains(&exact.0) && (0.0..=65535.0).contains(&exact.1),
            "{far:?} → {centre:?}"
        );
    }
    let small = view.resized(300.0, 200.0);
    let (x, y) = small.to_pixel([65535, 65535]);
    assert!(x <= 300.0 && y <= 200.0, "the whole map stays whole in a smaller canvas");
    let back = zoomed.resized(300.0, 200.0).resized(800.0, 500.0);
    assert!((back.scale / zoomed.scale - 1.0).abs() < 1e-9, "the zoom is kept across resizes");
    let area = view.visible_area().expect("an area");
    assert_eq!((area.x0, area.y0, area.x1, area.y1), (0, 0, 65535, 65535), "the whole map is visible");
    let part = zoomed.visible_area().expect("an area");
    assert!(part.y1 - part.y0 < 65535 / 3, "zoomed in: a part {part:?}");
}

#[test]
fn every_point_is_drawn_lit_in_its_area_colour_or_dimmed_and_found_under_the_pointer() {
    let explorer = explorer();
    let areas = explorer.map_areas_after_build();
    let map = explorer.map().expect("a map");
    let view = Viewport::fit(640.0, 480.0);
    let mut pixels = Vec::new();
    assert_eq!(render(map, &areas, None, &view, &mut pixels), explorer.paper_count());
    assert_eq!(pixels.len(), 640 * 480 * 4);
    let mut lit = Bitset::empty(explorer.paper_count());
    lit.insert(0);
    render(map, &areas, Some(&lit), &view, &mut pixels);
    let (x, y) = view.to_pixel(map.points[0]);
    let at = ((y as usize) * 640 + x as usize) * 4;
    assert_eq!(pixels[at..at + 3], area_colour(areas[0]), "the lit paper is drawn on top in its colour");
    assert!(AREA_COLOURS.contains(&area_colour(areas[0])));
    for paper in 0..explorer.paper_count() {
        let found = map.nearest(&view, view.to_pixel(map.points[paper]), 6.0, None).expect("a point");
        assert_eq!(map.points[found], map.points[paper], "the point under the pointer");
    }
    assert_eq!(map.nearest(&view, (-100.0, -100.0), 6.0, None), None);
    // Two papers 10 pixels apart: at the dimmed one's own pixel, the lit one within reach wins.
    let pair = MapLayout { points: vec![[30_000, 30_000], [31_000, 30_000]] };
    let mut first_lit = Bitset::empty(2);
    first_lit.insert(0);
    let view = Viewport { origin: (29_000.0, 29_000.0), scale: 0.01, size: (100.0, 100.0) };
    let dimmed_pixel = view.to_pixel(pair.points[1]);
    assert_eq!(pair.nearest(&view, dimmed_pixel, 15.0, None), Some(1), "nearest of all");
    assert_eq!(pair.nearest(&view, dimmed_pixel, 15.0, Some(&first_lit)), Some(0), "the lit one wins");
    assert_eq!(pair.nearest(&view, dimmed_pixel, 5.0, Some(&first_lit)), Some(1), "only within reach");
}

#[test]
fn labels_name_the_largest_topic_clusters_and_charts_repeat_the_facet_counts() {
    let explorer = explorer();
    explorer.built();
    let labels = explorer.map_labels();
    assert!(!labels.is_empty() && labels.len() <= MAP_LABELS);
    assert!(labels.windows(2).all(|w| w[0].0.papers >= w[1].0.papers), "largest first");
    let (state, _) = UrlState::parse("q=learning", &explorer.vocabulary);
    let results = explorer.results(&state, true, &[]);
    let charts = explorer.charts(&results);
    // With an area selected, the area chart shows how the results spread (shares ≤ 100%).
    let area = charts
        .iter()
        .find(|c| c.facet == Facet::AREA)
        .and_then(|c| c.bars.first())
        .expect("an area")
        .slug
        .clone();
    let (filtered, _) = UrlState::parse(&format!("q=learning&area={area}"), &explorer.vocabulary);
    let narrowed = explorer.results(&filtered, true, &[]);
    for chart in explorer.charts(&narrowed) {
        for bar in &chart.bars {
            let papers = narrowed
                .hits()
                .iter()
                .filter(|&&h| chart.facet.members(explorer.facets(), h as usize).contains(&bar.value))
                .count();
            assert_eq!(bar.count, papers, "{}: papers of the results with it", bar.label);
            assert!(bar.share <= 1.0);
        }
    }
    assert!(charts.iter().any(|c| c.facet == Facet::AREA) && charts.iter().any(|c| c.facet == Facet::TOPIC));
    for chart in &charts {
        assert!(chart.bars.len() <= CHART_BARS);
        assert!(chart.bars.windows(2).all(|w| w[0].count >= w[1].count));
        for bar in &chart.bars {
            assert_eq!(Some(bar.count), results.count(chart.facet, bar.value), "{}", bar.label);
            let expected = bar.count as f64 / results.hits().len() as f64;
            assert!((bar.share - expected).abs() < 1e-9);
            assert!(bar.overall > 0.0 && bar.overall <= 1.0);
        }
    }
}
