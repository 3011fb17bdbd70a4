//! Criterion benchmarks on the full ICLR 2026 corpus (`../shared/corpus/iclr2026/seeds`):
//! parsing the seeds into a corpus and building the search index. Run with `make bench`;
//! figures are recorded in BENCHMARKS.md. Each benchmark first asserts a sanity figure, so a
//! fast wrong answer fails instead of looking good.

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use paper_explorer::core::corpus::Corpus;
use paper_explorer::core::search::SearchIndex;

const FULL_CORPUS: &str = "../shared/corpus/iclr2026/seeds";
const FULL_PAPERS: usize = 19_622;

/// The full corpus's seed files as `(label, text)`, leaked for `'static` like embedded text.
pub fn full_corpus_files() -> Vec<(&'static str, &'static str)> {
    let dir = Path::new(FULL_CORPUS);
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{FULL_CORPUS} is needed for the benchmarks: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("UTF-8 seed file");
            let label: &'static str = Box::leak(p.display().to_string().into_boxed_str());
            (label, &*Box::leak(text.into_boxed_str()))
        })
        .collect()
}

fn corpus_benches(c: &mut Criterion) {
    let files = full_corpus_files();
    let corpus = Corpus::build(&files).expect("the full corpus parses");
    assert_eq!(corpus.papers.len(), FULL_PAPERS);
    let mut group = c.benchmark_group("full corpus");
    group.sample_size(10);
    group.bench_function("parse seeds (19,622 abstracts)", |b| {
        b.iter(|| Corpus::build(black_box(&files)).map(|c| c.papers.len()))
    });
    group.bench_function("build search index", |b| {
        b.iter(|| SearchIndex::build(black_box(&corpus)))
    });
    group.finish();
}

criterion_group!(benches, corpus_benches);
criterion_main!(benches);
