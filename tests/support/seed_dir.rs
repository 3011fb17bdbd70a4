//! Reads a folder of seed files the way `build.rs` does (every `*.txt`, sorted by name), leaked
//! to `'static` like embedded text. Shared by the native tests, benchmarks and `make eval`
//! through `#[path]`.

// Each including crate uses a different part.
#![allow(dead_code)]

use std::path::Path;

/// The full ICLR 2026 corpus, beside this clone.
pub const FULL_CORPUS: &str = "../shared/corpus/iclr2026/seeds";

/// `(path, text)` of every seed file in `dir`; `None` when the folder cannot be read.
pub fn read_seed_dir(dir: &Path) -> Option<Vec<(&'static str, &'static str)>> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).ok()?;
            let label: &'static str = Box::leak(p.display().to_string().into_boxed_str());
            Some((label, &*Box::leak(text.into_boxed_str())))
        })
        .collect()
}

/// The full corpus's seed files when they are beside this clone. Outside CI a missing corpus
/// skips the caller (with a printed reason); in CI (`CI` set) it fails the test loudly.
pub fn full_corpus_files() -> Option<Vec<(&'static str, &'static str)>> {
    let dir = Path::new(FULL_CORPUS);
    if !dir.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{FULL_CORPUS} is missing, and CI is set: it cannot be skipped"
        );
        eprintln!("SKIPPED: {FULL_CORPUS} is not beside this clone");
        return None;
    }
    Some(read_seed_dir(dir).expect("the full corpus is readable"))
}
