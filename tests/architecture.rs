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
}
