//! The explorer's logic, in pure Rust: no leptos, web-sys, js-sys or gloo in here (a test checks
//! it), so every part runs and is tested natively.
//!
//! Data flow: [`seeds`] (embedded text) → [`corpus`] (parse, ids) → [`tokenize`] +
//! [`normalize`] → [`index`] (postings) → [`derive`] (names, gists, entities; areas, topics,
//! types, modalities through the index) → [`facets`] (bitsets, disjunctive counts) →
//! [`query`] (lenient parse) → [`search`] (ranked hits, highlights) → [`url_state`] (the URL is
//! the view state) → the UI renders what [`explorer`] answers. [`markup`] turns abstracts into
//! a renderable tree; [`similar`] finds neighbours by TF-IDF cosine.

#[cfg(feature = "bench")]
pub mod bench_support;
pub mod bitset;
pub mod corpus;
pub mod derive;
pub mod explorer;
pub mod facets;
pub mod index;
pub mod markup;
pub mod normalize;
pub mod notices;
pub mod query;
pub mod search;
pub mod seeds;
pub mod similar;
pub mod text;
pub mod tokenize;
pub mod url_state;
pub mod view;
