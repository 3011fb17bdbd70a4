//! Architecture invariants that a compiler does not check: `src/core` stays pure Rust (no
//! browser crates), every source file opens with a `//!` doc, and the tool versions pinned in
//! the Makefile agree with Cargo.toml, Trunk.toml and tools/package.json.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("readable folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

#[test]
fn core_does_not_depend_on_the_browser() {
    let forbidden = ["leptos", "web_sys", "js_sys", "gloo", "wasm_bindgen"];
    for file in rust_files(Path::new("src/core")) {
        let text = std::fs::read_to_string(&file).expect("readable");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for name in forbidden {
                assert!(
                    !code.contains(&format!("{name}::")) && !code.contains(&format!("use {name}")),
                    "{}:{}: src/core must not use {name}",
                    file.display(),
                    n + 1
                );
            }
        }
    }
}

#[test]
fn every_source_file_opens_with_a_module_doc() {
    let mut files = rust_files(Path::new("src"));
    files.extend(rust_files(Path::new("tests")));
    files.extend(rust_files(Path::new("benches")));
    files.push(PathBuf::from("build.rs"));
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        assert!(text.starts_with("//!"), "{} must start with a //! doc", file.display());
    }
}

fn pinned(makefile: &str, name: &str) -> String {
    makefile
        .lines()
        .find_map(|l| l.strip_prefix(name).and_then(|rest| rest.trim_start().strip_prefix(":=")))
        .map(|v| v.trim().to_string())
        .unwrap_or_else(|| panic!("Makefile pins {name}"))
}

#[test]
fn tool_versions_agree_everywhere() {
    let read = |p: &str| std::fs::read_to_string(p).unwrap_or_else(|_| panic!("{p} readable"));
    let makefile = read("Makefile");
    let bindgen = pinned(&makefile, "WASM_BINDGEN_VERSION");
    let binaryen = pinned(&makefile, "BINARYEN_VERSION");
    assert!(
        read("Cargo.toml").contains(&format!("wasm-bindgen = \"={bindgen}\"")),
        "Cargo.toml pins wasm-bindgen {bindgen}"
    );
    assert!(read("Cargo.lock").contains(&format!("name = \"wasm-bindgen\"\nversion = \"{bindgen}\"")));
    let trunk = read("Trunk.toml");
    assert!(trunk.contains(&format!("wasm_bindgen = \"{bindgen}\"")), "Trunk.toml wasm_bindgen {bindgen}");
    assert!(trunk.contains(&format!("wasm_opt = \"version_{binaryen}\"")), "Trunk.toml wasm_opt {binaryen}");
    assert!(read("tools/package.json").contains(&format!("\"binaryen\": \"{binaryen}.0.0\"")));
    let axe = pinned(&makefile, "AXE_VERSION");
    assert!(read("tools/package.json").contains(&format!("\"axe-core\": \"{axe}\"")), "axe-core {axe}");
}

/// The layers of `src/core`, lowest first: a module may use only modules at or before its own
/// place. This list is the one statement of the order (ARCHITECTURE.md points here).
const CORE_LAYERS: &[&str] = &[
    "varint", "corpus", "seeds", "text", "fold_definition", "normalize", "notices", "reading_list", "bitset",
    "markup", "tokenize", "layout", "index", "query", "search", "similar", "derive", "facets", "map",
    "url_state", "explorer", "view", "export", "bench_support",
];

#[test]
fn core_modules_only_use_lower_layers() {
    let mut seen = Vec::new();
    for file in rust_files(Path::new("src/core")) {
        let relative = file.strip_prefix("src/core").expect("under src/core");
        let module = relative
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .map(|s| s.trim_end_matches(".rs").to_string())
            .unwrap_or_default();
        if module == "mod" {
            continue;
        }
        let Some(own) = CORE_LAYERS.iter().position(|m| *m == module) else {
            panic!("{}: module {module} is missing from CORE_LAYERS", file.display());
        };
        seen.push(module.clone());
        let text = std::fs::read_to_string(&file).expect("readable");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            for (at, _) in code.match_indices("crate::core::") {
                let used: String = code[at + "crate::core::".len()..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let layer = CORE_LAYERS.iter().position(|m| *m == used);
                assert!(
                    layer.is_some_and(|l| l <= own),
                    "{}:{}: {module} uses {used}, which is not below it in CORE_LAYERS",
                    file.display(),
                    n + 1
                );
            }
        }
    }
    for module in CORE_LAYERS {
        assert!(seen.iter().any(|s| s == module), "CORE_LAYERS names {module}, which is not in src/core");
    }
}

#[test]
fn readme_documents_every_url_key_and_value_list() {
    use paper_explorer::core::facets::{Facet, Vocabulary};
    use paper_explorer::core::url_state::UrlKey;
    let readme = std::fs::read_to_string("README.md").expect("README.md");
    let section = readme.split("## Links people can share").nth(1).expect("a URL section in README.md");
    let section = section.split("\n## ").next().unwrap_or(section);
    let rows: Vec<(&str, &str)> =
        section.lines().filter_map(|l| l.strip_prefix("| `")).filter_map(|l| l.split_once("` |")).collect();
    let documented: Vec<&str> = rows.iter().map(|(key, _)| *key).collect();
    let keys: Vec<&str> = UrlKey::all().map(UrlKey::as_str).collect();
    assert_eq!(documented, keys, "README's URL table must list every key, in canonical order");
    let vocabulary = Vocabulary::new(&["A Collection".to_string()]);
    for facet in Facet::all() {
        let values = vocabulary.values(facet);
        if values.len() > 15 || facet == Facet::COLLECTION {
            continue; // long lists (areas, topics) are referred to, not copied
        }
        let row = rows.iter().find(|(key, _)| *key == facet.key()).map_or("", |(_, row)| row);
        for value in values {
            assert!(
                row.contains(&format!("`{}`", value.slug)),
                "README's `{}` row lacks `{}`",
                facet.key(),
                value.slug
            );
        }
    }
}
