//! The explorer's logic, in pure Rust: no leptos, web-sys, js-sys or gloo in here (a test checks
//! it), so every part runs and is tested natively.
//!
//! Data flow, which is also the layer order (`tests/architecture.rs` enforces it): [`corpus`]
//! (parse, ids) and [`seeds`] (embedded text) → [`text`], [`normalize`], [`notices`],
//! [`reading_list`], [`bitset`], [`markup`] → [`tokenize`] → [`index`] (postings, phrases) → [`query`] (lenient
//! parse) → [`search`] (ranked hits, highlights) → [`similar`] → [`derive`] (names, gists,
//! entities; areas, topics, types, modalities, model sizes through the index) → [`facets`] (the
//! one table of facet groups, bitsets, disjunctive counts) → [`map`] (brush, viewport, points
//! drawn as pixels; the positions come from [`layout`], run by `build.rs`, after [`tokenize`])
//! → [`url_state`] (the URL is the view
//! state) → [`explorer`] (a view's results) → [`view`] (plain data the UI renders) →
//! [`export`] (CSV, JSON, Markdown, BibTeX).

#[cfg(feature = "bench")]
pub mod bench_support;
pub mod bitset;
pub mod corpus;
pub mod derive;
pub mod explorer;
pub mod export;
pub mod facets;
#[cfg(test)]
pub mod fold_definition;
pub mod index;
pub mod layout;
pub mod map;
pub mod markup;
pub mod normalize;
pub mod notices;
pub mod query;
pub mod reading_list;
pub mod search;
pub mod seeds;
pub mod similar;
pub mod text;
pub mod tokenize;
pub mod url_state;
pub mod varint;
pub mod view;
