//! Embeds the seed files into the app and validates them with the app's own parser.
//!
//! Every `*.txt` in `seeds/` (or in the folder named by `SEEDS_DIR`), sorted by file name, is
//! parsed with `src/core/corpus.rs` — the very module the app runs in the browser — and then
//! embedded with `include_str!` into `$OUT_DIR/seeds.rs`. A malformed seed stops the build with
//! `path/NAME.txt:LINE: what is wrong`; warnings (short abstracts, duplicates) are printed as
//! `cargo:warning` and the paper is kept.
//!
//! A seed folder is untrusted input: its folder and file names must be UTF-8 without control
//! characters (a newline in a name would otherwise inject `cargo:` directives), and everything
//! printed is escaped ([`corpus::escape_for_message`]) and quoted at most ~100 characters.
//!
//! It also writes `$OUT_DIR/fold_table.bin`: every code point folded once by
//! `src/core/fold_definition.rs` (on `unicode-normalization`'s tables), which the app's
//! `core::normalize` looks characters up in instead of shipping those tables.

/// The app's own modules this script runs: the seed parser, the map layout with the tokenizer
/// underneath (so the map and search agree on what a word is), and the definition of folding
/// in place of the app's table-driven `normalize`.
#[allow(dead_code)]
#[path = "src/core"]
mod core {
    pub mod corpus;
    pub mod layout;
    /// The definition of folding (`unicode-normalization`'s tables): the app embeds its result.
    #[path = "fold_definition.rs"]
    pub mod normalize;
    pub mod tokenize;
    pub mod varint;
}

use crate::core::{corpus, layout};

use std::path::{Path, PathBuf};
use std::{env, fs, process};

const DEFAULT_SEEDS_DIR: &str = "seeds";

fn main() {
    println!("cargo:rerun-if-env-changed=SEEDS_DIR");
    for module in ["corpus", "fold_definition", "layout", "tokenize", "varint"] {
        println!("cargo:rerun-if-changed=src/core/{module}.rs");
    }
    let dir = match env::var_os("SEEDS_DIR") {
        None => DEFAULT_SEEDS_DIR.to_string(),
        Some(dir) => match checked_name(&dir) {
            Ok(dir) => dir.to_string(),
            Err(problem) => fail(&[format!("SEEDS_DIR {problem}")], "SEEDS_DIR"),
        },
    };
    println!("cargo:rerun-if-changed={dir}");
    write_out("fold_table.bin", &core::normalize::encode_table());
    match embed_seeds(Path::new(&dir)) {
        Ok(code) => write_generated(&code),
        Err(errors) => fail(&errors, &dir),
    }
}

/// Prints the errors (escaped) and stops the build.
fn fail(errors: &[String], dir: &str) -> ! {
    const SHOWN: usize = 50;
    for error in errors.iter().take(SHOWN) {
        eprintln!("error: {}", corpus::escape_for_message(error, 400));
    }
    if errors.len() > SHOWN {
        eprintln!("error: … and {} more", errors.len() - SHOWN);
    }
    eprintln!(
        "error: the seed files in '{}' are malformed ({} problem(s)); fix them and build again",
        corpus::escape_for_message(dir, 200),
        errors.len()
    );
    process::exit(1);
}

/// A file or folder name as text, if it is UTF-8 without control characters; otherwise what is
/// wrong with it (the name shown escaped).
fn checked_name(name: &std::ffi::OsStr) -> Result<&str, String> {
    let Some(text) = name.to_str() else {
        let shown = corpus::escape_for_message(&name.to_string_lossy(), 100);
        return Err(format!("'{shown}': the name is not valid UTF-8; rename it"));
    };
    if text.chars().any(char::is_control) {
        let shown = corpus::escape_for_message(text, 100);
        return Err(format!("'{shown}': the name contains control characters; rename it"));
    }
    Ok(text)
}

/// Lists the seed files of `dir`: every `*.txt`, sorted by file name.
fn seed_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = fs::read_dir(dir).map_err(|e| {
        format!("{}: cannot read seed folder: {e}", corpus::escape_for_message(&dir.to_string_lossy(), 200))
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file() && path.extension().is_some_and(|ext| ext == "txt"))
        .collect();
    files.sort_by(|a, b| a.file_name().cmp(&b.file_name()));
    if files.is_empty() {
        return Err(format!(
            "{}: no *.txt seed files",
            corpus::escape_for_message(&dir.to_string_lossy(), 200)
        ));
    }
    Ok(files)
}

/// Validates every seed file of `dir` and returns the Rust code that embeds them.
fn embed_seeds(dir: &Path) -> Result<String, Vec<String>> {
    let files = seed_files(dir).map_err(|e| vec![e])?;
    let mut contents = Vec::new();
    let mut errors = Vec::new();
    for path in &files {
        let label = match checked_name(path.as_os_str()) {
            Ok(label) => label.to_string(),
            Err(problem) => {
                errors.push(format!("seed file {problem}"));
                continue;
            }
        };
        println!("cargo:rerun-if-changed={label}");
        match fs::read(path) {
            Ok(bytes) => contents.push((label, bytes)),
            Err(e) => errors.push(format!("{label}: cannot read: {e}")),
        }
    }
    let mut texts = Vec::new();
    for (label, bytes) in &contents {
        match corpus::seed_text(label, bytes) {
            Ok(text) => texts.push((label.as_str(), text)),
            Err(issue) => errors.push(issue.to_string()),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let built = corpus::Corpus::build(&texts)
        .map_err(|issues| issues.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    for warning in &built.warnings {
        // Escaped: a line break would end the directive and start another.
        println!("cargo:warning={}", corpus::escape_for_message(&warning.to_string(), 400));
    }
    let texts: Vec<&str> = built.papers.iter().map(|p| &*p.text).collect();
    let checksum = layout::ids_checksum(built.papers.iter().map(|p| p.id));
    write_out("map.bin", &layout::encode(&layout::layout(&texts), checksum));
    Ok(generated_code(&files))
}

fn generated_code(files: &[PathBuf]) -> String {
    let mut code = String::from(
        "/// `(file name, text)` of every embedded seed file, sorted by file name.\n\
         pub static SEED_FILES: &[(&str, &str)] = &[\n",
    );
    for path in files {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let absolute = fs::canonicalize(path).unwrap_or_else(|_| path.clone());
        code.push_str(&format!("    ({name:?}, include_str!({:?})),\n", absolute.display().to_string()));
    }
    code.push_str("];\n");
    code.push_str(
        "/// The map layout of those papers (`core::layout::encode`).\n\
         pub static MAP_LAYOUT: &[u8] = include_bytes!(concat!(env!(\"OUT_DIR\"), \"/map.bin\"));\n",
    );
    code
}

fn write_generated(code: &str) {
    write_out("seeds.rs", code.as_bytes());
}

fn write_out(name: &str, bytes: &[u8]) {
    let out_dir = env::var("OUT_DIR").unwrap_or_else(|_| ".".to_string());
    let target = Path::new(&out_dir).join(name);
    if let Err(e) = fs::write(&target, bytes) {
        eprintln!("error: cannot write {}: {e}", target.display());
        process::exit(1);
    }
}
