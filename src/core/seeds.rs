//! The seed files embedded at compile time by `build.rs` (already validated there).
//!
//! Only the raw text is embedded: parsing happens at start-up with [`crate::core::corpus`].

include!(concat!(env!("OUT_DIR"), "/seeds.rs"));

/// `(file name, text)` of every embedded seed file, sorted by file name.
pub fn embedded_seed_files() -> &'static [(&'static str, &'static str)] {
    SEED_FILES
}

/// The map layout `build.rs` computed for the embedded papers ([`crate::core::layout`]).
pub fn embedded_map_layout() -> &'static [u8] {
    MAP_LAYOUT
}
