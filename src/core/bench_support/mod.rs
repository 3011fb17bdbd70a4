//! What the benchmarks share, and nothing the app needs: compiled only with the `bench` cargo
//! feature (`make bench`, `make bench-browser`). [`replay`] is the as-you-type replay and the
//! hostile queries (plain `std`, so the native tests include it by `#[path]` too); this module
//! adds the facet filter states the recount benchmarks use.

pub mod replay;

use crate::core::bitset::Bitset;
use crate::core::facets::{Facet, Filters, Selection, Vocabulary};
use crate::core::search::{SearchEngine, Sort};

/// The matches of a query as a bitset (every paper for a blank query).
pub fn query_base(engine: &SearchEngine, query: &str, papers: usize) -> Bitset {
    if query.trim().is_empty() {
        return Bitset::full(papers);
    }
    let mut base = Bitset::empty(papers);
    for &hit in &engine.search(query, Sort::Relevance).hits {
        base.insert(hit as usize);
    }
    base
}

/// The filter states the benchmarks recount: none, each area selected, each area excluded,
/// each topic selected, and an area with a topic and an excluded type.
pub fn bench_states(vocabulary: &Vocabulary) -> Vec<Filters> {
    let mut states: Vec<Filters> = vec![Vec::new()];
    let one = |facet: Facet, value: u16, excluded: bool| vec![(facet, vec![Selection { value, excluded }])];
    for a in 0..vocabulary.values(Facet::AREA).len() as u16 {
        states.push(one(Facet::AREA, a, false));
        states.push(one(Facet::AREA, a, true));
    }
    for t in 0..vocabulary.values(Facet::TOPIC).len() as u16 {
        states.push(one(Facet::TOPIC, t, false));
    }
    states.push(vec![
        (Facet::AREA, vec![Selection { value: 0, excluded: false }, Selection { value: 6, excluded: false }]),
        (Facet::TOPIC, vec![Selection { value: 4, excluded: false }]),
        (Facet::TYPE, vec![Selection { value: 1, excluded: true }]),
    ]);
    states
}
