//! Criterion benchmarks on the full ICLR 2026 corpus (`../shared/corpus/iclr2026/seeds`):
//! parsing the seeds, building the search index, and the as-you-type replay of
//! `benches/queries.txt` (every prefix of 212 queries) with its p50/p95 per keystroke. Run with
//! `make bench`; figures go to BENCHMARKS.md. Sanity figures are asserted first, so a fast wrong
//! answer fails instead of looking good.

#[path = "../tests/support/seed_dir.rs"]
mod seed_dir;

use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use paper_explorer::core::bench_support::replay::{keystrokes, percentiles, queries};
use paper_explorer::core::bench_support::{bench_states, query_base};
use paper_explorer::core::corpus::Corpus;
use paper_explorer::core::search::{SearchEngine, Sort};
use seed_dir::{FULL_CORPUS, read_seed_dir};

const FULL_PAPERS: usize = 19_622;
const QUERIES: &str = include_str!("queries.txt");

/// The full corpus's seed files, or a clear stop.
fn full_corpus_files() -> Vec<(&'static str, &'static str)> {
    read_seed_dir(Path::new(FULL_CORPUS))
        .unwrap_or_else(|| panic!("{FULL_CORPUS} is needed for the benchmarks"))
}

fn corpus_benches(c: &mut Criterion) {
    let files = full_corpus_files();
    let corpus = Corpus::build(&files).expect("the full corpus parses");
    assert_eq!(corpus.papers.len(), FULL_PAPERS);
    let texts: Vec<&str> = corpus.papers.iter().map(|p| &*p.text).collect();
    let engine = SearchEngine::build(texts.iter().copied());
    assert!(engine.search("diffusion", Sort::Relevance).hits.len() > 1_000);
    let text_bytes: usize = texts.iter().map(|t| t.len()).sum();
    println!(
        "index: {} terms, {:.1} MB of arrays for {:.1} MB of text",
        engine.index().term_count(),
        engine.index().heap_bytes() as f64 / 1e6,
        text_bytes as f64 / 1e6
    );

    // Per-keystroke latency of the replay (criterion reports means; people feel the tail).
    let queries = queries(QUERIES);
    let keys = keystrokes(&queries);
    let timed: Vec<(f64, &str)> = keys
        .iter()
        .map(|q| {
            let start = Instant::now();
            black_box(engine.search(q, Sort::Relevance).hits.len());
            (start.elapsed().as_secs_f64() * 1e3, *q)
        })
        .collect();
    let mut samples: Vec<f64> = timed.iter().map(|t| t.0).collect();
    let (p50, p95, max) = percentiles(&mut samples);
    let mut slowest = timed.clone();
    slowest.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (ms, q) in slowest.iter().take(8) {
        println!("slow keystroke: {ms:.2} ms {q:?}");
    }
    println!(
        "replay: {} queries, {} keystrokes: p50 {p50:.3} ms, p95 {p95:.3} ms, max {max:.3} ms",
        queries.len(),
        keys.len()
    );

    let mut group = c.benchmark_group("full corpus");
    group.sample_size(10);
    group.bench_function("parse seeds (19,622 abstracts)", |b| {
        b.iter(|| Corpus::build(black_box(&files)).map(|c| c.papers.len()))
    });
    group.bench_function("build search index", |b| {
        b.iter(|| SearchEngine::build(black_box(texts.iter().copied())))
    });
    let collections: Vec<usize> = corpus.papers.iter().map(|p| p.collection).collect();
    let facets = paper_explorer::core::derive::CorpusFacets::build(engine.index(), &collections);
    let vocabulary = paper_explorer::core::facets::Vocabulary::new(&corpus.collections);
    let facet_index = paper_explorer::core::facets::FacetIndex::build(&vocabulary, &facets);
    let states = bench_states(&vocabulary);
    let base = query_base(&engine, "language model", corpus.papers.len());
    assert!(base.count() > 1_000);
    let mut recounts: Vec<f64> = states
        .iter()
        .map(|filters| {
            let start = Instant::now();
            black_box(facet_index.counts(&base, filters).len());
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    let (p50, p95, max) = percentiles(&mut recounts);
    println!("facet recount ({} states): p50 {p50:.3} ms, p95 {p95:.3} ms, max {max:.3} ms", states.len());
    group.bench_function("derive facets (areas, topics, types, modalities, code)", |b| {
        b.iter(|| paper_explorer::core::derive::CorpusFacets::build(black_box(engine.index()), &collections))
    });
    group.bench_function("derive name + gist + entities (19,622 abstracts)", |b| {
        b.iter(|| {
            texts.iter().filter(|t| paper_explorer::core::derive::derive_paper(t).name.is_some()).count()
        })
    });
    group.bench_function("full facet recount, all groups", |b| {
        b.iter(|| states.iter().map(|f| facet_index.counts(&base, f).len()).sum::<usize>())
    });
    group.bench_function("as-you-type replay (all keystrokes)", |b| {
        b.iter(|| keys.iter().map(|q| engine.search(q, Sort::Relevance).hits.len()).sum::<usize>())
    });
    group.finish();
}

criterion_group!(benches, corpus_benches);
criterion_main!(benches);
