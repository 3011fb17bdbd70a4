//! In-browser benchmarks of the wasm build, called over WebDriver by `make bench-browser`
//! (`window.wasmBindings.bench_replay(...)`): the as-you-type replay timed with
//! `performance.now()`, plus the wasm heap size. Nothing here runs unless called, and none of it
//! ships: the module exists only with the `bench` cargo feature (`make bench-browser`).

use std::sync::OnceLock;

use wasm_bindgen::prelude::wasm_bindgen;

use crate::core::bench_support::replay::{hostile_queries, keystrokes, percentiles, queries};
use crate::core::bench_support::{bench_states, query_base};
use crate::core::explorer::Explorer;
use crate::core::search::Sort;
use crate::ui::perf::now;

static EXPLORER: OnceLock<&'static Explorer> = OnceLock::new();

/// Makes the page's explorer available to the benchmarks.
pub fn register(explorer: &'static Explorer) {
    let _ = EXPLORER.set(explorer);
}

/// Replays every prefix of every query (one per line) `repeat` times each and returns JSON:
/// keystroke count, p50/p95/max milliseconds per keystroke, the wasm heap in bytes, and the
/// results found over all keystrokes (compared with other engines by `make bench-anchors`).
#[wasm_bindgen]
pub fn bench_replay(query_file: &str, repeat: u32) -> String {
    let Some(explorer) = EXPLORER.get() else {
        return r#"{"error":"the explorer is not loaded"}"#.to_string();
    };
    let engine = explorer.engine();
    let queries = queries(query_file);
    let keys = keystrokes(&queries);
    let repeat = repeat.max(1);
    let mut hits = 0usize;
    let mut samples: Vec<f64> = keys
        .iter()
        .map(|q| {
            let start = now();
            for round in 0..repeat {
                let found = std::hint::black_box(engine.search(q, Sort::Relevance).hits.len());
                if round == 0 {
                    hits += found;
                }
            }
            (now() - start) / f64::from(repeat)
        })
        .collect();
    let (p50, p95, max) = percentiles(&mut samples);
    format!(
        r#"{{"queries":{},"keystrokes":{},"p50_ms":{p50:.4},"p95_ms":{p95:.4},"max_ms":{max:.4},"heap_bytes":{},"hits":{hits}}}"#,
        queries.len(),
        keys.len(),
        heap_bytes()
    )
}

/// Bytes of wasm linear memory (the whole heap, embedded corpus text included).
#[wasm_bindgen]
pub fn heap_bytes() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        (core::arch::wasm32::memory_size(0) * 65_536) as f64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0.0
    }
}

/// Times the corpus-wide derivations (facets through the index, membership bitsets) and the
/// per-paper derivations (name, gist, entities) of every abstract; returns JSON milliseconds.
#[wasm_bindgen]
pub fn bench_derive() -> String {
    let Some(explorer) = EXPLORER.get() else {
        return r#"{"error":"the explorer is not loaded"}"#.to_string();
    };
    let engine = explorer.engine();
    let start = now();
    let facets = crate::core::derive::CorpusFacets::build(engine.index(), &[]);
    let facets_ms = now() - start;
    let start = now();
    let named = explorer
        .corpus
        .papers
        .iter()
        .filter(|p| crate::core::derive::derive_paper(&p.text).name.is_some())
        .count();
    let per_paper_ms = now() - start;
    format!(
        r#"{{"papers":{},"facets_ms":{facets_ms:.1},"per_paper_ms":{per_paper_ms:.1},"named":{named},"topics_covered":{}}}"#,
        explorer.paper_count(),
        facets.topics.iter().filter(|t| !t.is_empty()).count()
    )
}

/// Times full facet recounts (every value of every group) for a spread of views: each area
/// selected, each area excluded, each topic selected, with no query and with three queries.
/// Returns JSON: recounts, p50/p95/max milliseconds.
#[wasm_bindgen]
pub fn bench_facets(repeat: u32) -> String {
    let Some(explorer) = EXPLORER.get() else {
        return r#"{"error":"the explorer is not loaded"}"#.to_string();
    };
    let states = bench_states(&explorer.vocabulary);
    let built = explorer.built();
    let repeat = repeat.max(1);
    let mut samples = Vec::new();
    for query in ["", "diffusion", "language model", "graph neural"] {
        let base = query_base(&built.engine, query, explorer.paper_count());
        for filters in &states {
            let start = now();
            for _ in 0..repeat {
                std::hint::black_box(built.facet_index.counts(&base, filters).len());
            }
            samples.push((now() - start) / f64::from(repeat));
        }
    }
    let (p50, p95, max) = percentiles(&mut samples);
    format!(r#"{{"recounts":{},"p50_ms":{p50:.4},"p95_ms":{p95:.4},"max_ms":{max:.4}}}"#, samples.len())
}

/// Times each hostile query of [`hostile_queries`] (whole, as a crafted link sends it) `repeat`
/// times; returns JSON: per query its name, milliseconds, hits and the work it read.
#[wasm_bindgen]
pub fn bench_hostile(repeat: u32) -> String {
    let Some(explorer) = EXPLORER.get() else {
        return r#"{"error":"the explorer is not loaded"}"#.to_string();
    };
    let engine = explorer.engine();
    let repeat = repeat.max(1);
    let rows: Vec<String> = hostile_queries()
        .into_iter()
        .map(|(name, query)| {
            let start = now();
            let mut results = engine.search(&query, Sort::Relevance);
            for _ in 1..repeat {
                results = engine.search(&query, Sort::Relevance);
            }
            let ms = (now() - start) / f64::from(repeat);
            format!(
                r#"{{"name":"{name}","ms":{ms:.3},"hits":{},"work":{}}}"#,
                results.hits.len(),
                results.work
            )
        })
        .collect();
    format!("[{}]", rows.join(","))
}
