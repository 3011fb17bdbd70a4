//! Paper Explorer: a fully client-side explorer for a collection of paper abstracts.
//!
//! [`core`] is the pure-Rust logic (corpus parsing, search, URL state), tested natively;
//! [`ui`] is the thin Leptos layer that renders what core computes. `main.rs` mounts the app.

pub mod core;
pub mod ui;
