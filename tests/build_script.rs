//! `build.rs` stops the build on malformed seeds, naming `file:line` — proven by running
//! `cargo check` on the library with `SEEDS_DIR` pointing at malformed fixture folders.
//! It shares the build's target folder (after `cargo clippy` in `make test`, the dependencies
//! are already checked there, so this takes seconds).

use std::process::Command;

fn check_build_fails(seeds_dir: &str, expected: &[&str]) {
    let output = Command::new(env!("CARGO"))
        .args(["check", "--lib", "--quiet"])
        .env("SEEDS_DIR", seeds_dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "the build of {seeds_dir} should fail; stderr:\n{stderr}");
    for want in expected {
        assert!(stderr.contains(want), "stderr should contain {want:?}:\n{stderr}");
    }
}

#[test]
fn malformed_seeds_stop_the_build_naming_file_and_line() {
    check_build_fails(
        "tests/fixtures/seeds_malformed/title_only",
        &[
            "tests/fixtures/seeds_malformed/title_only/b_bad.txt:1: collection title \"Test Collection\" is followed by no abstracts",
        ],
    );
    check_build_fails(
        "tests/fixtures/seeds_malformed/not_utf8",
        &["tests/fixtures/seeds_malformed/not_utf8/bad.txt:5: not valid UTF-8 (invalid byte at byte offset"],
    );
    check_build_fails(
        "tests/fixtures/no_such_seed_folder",
        &["tests/fixtures/no_such_seed_folder: cannot read seed folder"],
    );
}

/// A seed folder (made for the test) holding one valid seed file under a hostile name.
fn folder_with_a_file_named(folder: &str, name: &std::ffi::OsStr) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(folder);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let seed = "Test Papers\n\nAn abstract that is long enough to count as one, about a seed file with a hostile name.\n";
    std::fs::write(dir.join(name), seed).expect("writing the seed");
    dir.display().to_string()
}

#[test]
fn hostile_file_names_stop_the_build_and_inject_nothing() {
    use std::os::unix::ffi::OsStrExt;
    let injecting = folder_with_a_file_named(
        "seeds_newline_name",
        std::ffi::OsStr::new("a\ncargo:rustc-cfg=pwned\ncargo:warning=injected.txt"),
    );
    check_build_fails(
        &injecting,
        &["the name contains control characters; rename it", "a\\u{a}cargo:rustc-cfg"],
    );
    let output = Command::new(env!("CARGO"))
        .args(["check", "--lib", "--quiet"])
        .env("SEEDS_DIR", &injecting)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    let all =
        format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!all.contains("warning: injected"), "a cargo directive was injected:\n{all}");
    assert!(!all.lines().any(|l| l.starts_with("cargo:")), "a raw cargo directive leaked:\n{all}");

    let not_utf8 =
        folder_with_a_file_named("seeds_non_utf8_name", std::ffi::OsStr::from_bytes(b"bad\xff.txt"));
    check_build_fails(&not_utf8, &["the name is not valid UTF-8; rename it"]);
}
