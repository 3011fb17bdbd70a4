//! The map's figures for EVALUATION.md and BENCHMARKS.md (`make eval`): how long the layout
//! takes on the full corpus, and how often a paper's nearest map neighbours share its author-given
//! primary area (labelled papers) or its derived top topic, against a random layout and against
//! the text-similarity graph the layout starts from.

use std::collections::HashMap;
use std::time::Instant;

use paper_explorer::core::corpus::{Corpus, PaperId};
use paper_explorer::core::derive::CorpusFacets;
use paper_explorer::core::layout::{
    NEIGHBOURS, embed, nearest_neighbours, neighbour_agreement, quantise, random_points, term_vectors,
};
use paper_explorer::core::search::SearchEngine;

use crate::labels::Labelled;

/// Nearest neighbours compared.
const K: usize = 5;

pub fn map_quality(corpus: &Corpus<'_>, labelled: &[Labelled]) {
    let texts: Vec<&str> = corpus.papers.iter().map(|p| &*p.text).collect();
    let started = Instant::now();
    let vectors = term_vectors(&texts);
    let vectors_ms = started.elapsed().as_secs_f64() * 1e3;
    let (graph, work) = nearest_neighbours(&vectors, NEIGHBOURS);
    let graph_ms = started.elapsed().as_secs_f64() * 1e3 - vectors_ms;
    let points = quantise(&embed(&graph));
    let total_ms = started.elapsed().as_secs_f64() * 1e3;
    println!("## Map of the conference ({} papers)\n", texts.len());
    println!(
        "Layout: {total_ms:.0} ms ({vectors_ms:.0} ms term vectors, {graph_ms:.0} ms neighbour graph reading {:.0} \
         postings a paper, {:.0} ms embedding), one thread, release build.\n",
        work as f64 / texts.len().max(1) as f64,
        total_ms - vectors_ms - graph_ms
    );
    let mut scratch = String::new();
    let areas_by_id: HashMap<PaperId, &str> = labelled
        .iter()
        .map(|l| (PaperId::of_abstract(&l.text, &mut scratch), l.primary_area.as_str()))
        .collect();
    let mut area_ids: HashMap<&str, u32> = HashMap::new();
    let areas: Vec<Option<u32>> = corpus
        .papers
        .iter()
        .map(|p| {
            areas_by_id.get(&p.id).map(|a| {
                let next = area_ids.len() as u32;
                *area_ids.entry(a).or_insert(next)
            })
        })
        .collect();
    let engine = SearchEngine::build(texts.iter().copied());
    let facets = CorpusFacets::build(engine.index(), &[]);
    let topics: Vec<Option<u32>> = facets.topics.iter().map(|t| t.first().map(|&t| u32::from(t))).collect();
    let random = random_points(points.len(), 7);
    let graph_share = |labels: &[Option<u32>]| {
        let (mut same, mut total) = (0usize, 0usize);
        for (i, list) in graph.iter().enumerate() {
            let Some(own) = labels[i] else { continue };
            for &(j, _) in list.iter().filter(|(j, _)| labels[*j as usize].is_some()).take(K) {
                same += usize::from(labels[j as usize] == Some(own));
                total += 1;
            }
        }
        same as f64 / total.max(1) as f64
    };
    println!("Share of each paper's {K} nearest map neighbours with the same label:\n");
    println!("| label | map | random layout | text neighbours (upper reference) |\n|---|---|---|---|");
    for (name, labels) in
        [("author's primary area (labelled papers)", &areas), ("derived top topic", &topics)]
    {
        println!(
            "| {name} | **{:.1}%** | {:.1}% | {:.1}% |",
            100.0 * neighbour_agreement(&points, labels, K),
            100.0 * neighbour_agreement(&random, labels, K),
            100.0 * graph_share(labels)
        );
    }
    println!();
}
