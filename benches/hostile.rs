//! Criterion benchmarks of the worst inputs the explorer accepts from outside: the adversarial
//! seed abstracts of `tests/fixtures/seeds_hostile` (markup parse, per-paper derivations,
//! tokenizing), hostile links (URL parse) and hostile search text on the full corpus. Run with
//! `make bench`; figures go to BENCHMARKS.md ("Untrusted input"). Sanity checks first, so a fast
//! wrong answer fails.

#[path = "../tests/support/seed_dir.rs"]
mod seed_dir;

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group, criterion_main};
use paper_explorer::core::bench_support::replay::hostile_queries;
use paper_explorer::core::corpus::{Corpus, parse_seed_file};
use paper_explorer::core::derive::derive_paper;
use paper_explorer::core::facets::Vocabulary;
use paper_explorer::core::markup::parse_bounded;
use paper_explorer::core::search::{SearchEngine, Sort};
use paper_explorer::core::tokenize::Tokenizer;
use paper_explorer::core::url_state::UrlState;
use seed_dir::{FULL_CORPUS, read_seed_dir};

const ADVERSARIAL: &str = include_str!("../tests/fixtures/seeds_hostile/adversarial.txt");

fn hostile_benches(c: &mut Criterion) {
    let seed = parse_seed_file("adversarial.txt", ADVERSARIAL).expect("the fixture parses");
    let abstracts: Vec<String> = seed.paragraphs.iter().map(|p| p.text.to_string()).collect();
    assert_eq!(abstracts.len(), 8);

    let mut group = c.benchmark_group("hostile input");
    group.sample_size(10);
    for (i, text) in abstracts.iter().enumerate() {
        let label: String = text.chars().take(24).collect();
        let parsed = parse_bounded(text);
        println!("abstract {i} ({label}…): {} KB, {} markup steps", text.len() / 1024, parsed.steps);
        group.bench_function(format!("markup parse: {label}"), |b| {
            b.iter(|| parse_bounded(black_box(text)).steps)
        });
        group.bench_function(format!("derive name+gist+entities: {label}"), |b| {
            b.iter(|| derive_paper(black_box(text)).name.is_some())
        });
        group.bench_function(format!("tokenize: {label}"), |b| {
            let mut tokenizer = Tokenizer::new();
            b.iter(|| {
                let mut n = 0usize;
                tokenizer.tokenize(black_box(text), |_| n += 1);
                n
            })
        });
    }
    let vocabulary = Vocabulary::new(&["ICLR 2026 Papers".to_string()]);
    let many_keys: String = (0..25_000).map(|i| format!("k{i}=1&")).collect();
    let long_q = format!("q={}", "a-".repeat(50_000));
    group.bench_function("URL parse: 25,000 unknown keys", |b| {
        b.iter(|| UrlState::parse(black_box(&many_keys), &vocabulary).1.lines().len())
    });
    group.bench_function("URL parse: 100 KB search text", |b| {
        b.iter(|| UrlState::parse(black_box(&long_q), &vocabulary).0.query.len())
    });

    let files = read_seed_dir(Path::new(FULL_CORPUS)).unwrap_or_else(|| panic!("{FULL_CORPUS} is needed"));
    let corpus = Corpus::build(&files).expect("the full corpus parses");
    let engine = SearchEngine::build(corpus.papers.iter().map(|p| &*p.text));
    assert!(engine.search("diffusion", Sort::Relevance).hits.len() > 1_000);
    let queries = hostile_queries();
    for (name, query) in &queries {
        let results = engine.search(query, Sort::Relevance);
        println!("search {name}: {} hits, {} postings+positions read", results.hits.len(), results.work);
        group.bench_function(format!("search full corpus: {name}"), |b| {
            b.iter(|| engine.search(black_box(query), Sort::Relevance).hits.len())
        });
    }
    group.finish();
}

criterion_group!(benches, hostile_benches);
criterion_main!(benches);
