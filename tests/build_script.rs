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
