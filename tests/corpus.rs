//! Seed parsing, data-driven over the fixtures in `tests/fixtures/parse/`, plus the real seeds
//! and the full ICLR 2026 corpus.

#[path = "support/seed_dir.rs"]
mod seed_dir;

use std::path::Path;

use seed_dir::{FULL_CORPUS, read_seed_dir};

use paper_explorer::core::corpus::{Corpus, PaperId, SeedIssue, seed_text};

const FIXTURES: &str = "tests/fixtures/parse";

/// Reads a fixture and builds a one-file corpus labelled with its path.
fn build(name: &str) -> Result<Corpus<'static>, Vec<SeedIssue>> {
    build_files(&[name])
}

fn build_files(names: &[&str]) -> Result<Corpus<'static>, Vec<SeedIssue>> {
    let mut files = Vec::new();
    for name in names {
        let label = format!("{FIXTURES}/{name}");
        let bytes: &'static [u8] =
            Box::leak(std::fs::read(&label).expect("fixture exists").into_boxed_slice());
        let text = seed_text(&label, bytes).map_err(|e| vec![e])?;
        files.push((Box::leak(label.into_boxed_str()) as &str, text));
    }
    Corpus::build(&files)
}

/// Expected shape of a parsed fixture: title, each paper's (line, text prefix), warnings.
struct Expect<'a> {
    title: &'a str,
    papers: &'a [(usize, &'a str)],
    warnings: &'a [&'a str],
}

fn check(name: &str, expect: Expect<'_>) {
    let corpus = build(name).unwrap_or_else(|e| panic!("{name} should parse: {e:?}"));
    assert_eq!(corpus.collections, vec![expect.title.to_string()], "{name}: title");
    let got: Vec<(usize, &str)> = corpus.papers.iter().map(|p| (p.line, &*p.text)).collect();
    assert_eq!(got.len(), expect.papers.len(), "{name}: papers {got:?}");
    for ((line, text), (want_line, want_prefix)) in got.iter().zip(expect.papers) {
        assert_eq!(line, want_line, "{name}: line of {text:?}");
        assert!(text.starts_with(want_prefix), "{name}: {text:?} should start with {want_prefix:?}");
    }
    let warnings: Vec<String> = corpus.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), expect.warnings.len(), "{name}: warnings {warnings:?}");
    for (got, want) in warnings.iter().zip(expect.warnings) {
        assert!(got.contains(want), "{name}: warning {got:?} should contain {want:?}");
    }
}

fn check_error(name: &str, expected: &str) {
    match build(name) {
        Ok(_) => panic!("{name} should not parse"),
        Err(errors) => {
            let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
            assert!(
                messages.iter().any(|m| m.contains(expected)),
                "{name}: errors {messages:?} should contain {expected:?}"
            );
        }
    }
}

const A: &str = "This abstract is long enough to avoid";
const B: &str = "Another abstract that is also comfortab";

#[test]
fn line_endings_bom_and_blank_lines() {
    for name in ["lf.txt", "crlf.txt", "bom.txt"] {
        check(name, Expect { title: "Test Collection", papers: &[(3, A), (5, B)], warnings: &[] });
    }
    check("blank_runs.txt", Expect { title: "Test Collection", papers: &[(9, A), (13, B)], warnings: &[] });
}

#[test]
fn crlf_leaves_no_carriage_returns() {
    let corpus = build("crlf.txt").expect("parses");
    assert!(corpus.papers.iter().all(|p| !p.text.contains('\r')));
    assert_eq!(corpus.collections[0], "Test Collection");
}

#[test]
fn inner_line_breaks_join_with_one_space() {
    let corpus = build("inner_breaks.txt").expect("parses");
    assert_eq!(
        corpus.papers[0].text,
        "This abstract is split across three lines of the seed file and keeps going long enough to pass the short check."
    );
    assert_eq!(corpus.papers[0].line, 3);
}

#[test]
fn malformed_files_are_errors_with_file_and_line() {
    check_error(
        "title_only.txt",
        "tests/fixtures/parse/title_only.txt:1: collection title \"Test Collection\" is followed by no abstracts",
    );
    check_error("empty.txt", "tests/fixtures/parse/empty.txt:1: empty seed file");
    check_error(
        "invalid_utf8.txt",
        "tests/fixtures/parse/invalid_utf8.txt:5: not valid UTF-8 (invalid byte at byte offset 161)",
    );
}

#[test]
fn duplicates_warn_and_keep_the_first() {
    check(
        "duplicates.txt",
        Expect {
            title: "Test Collection",
            papers: &[(3, A), (5, B)],
            warnings: &[
                "duplicates.txt:7: duplicate of the abstract at tests/fixtures/parse/duplicates.txt:3",
            ],
        },
    );
    // Whitespace differences do not make a different paper.
    check(
        "duplicate_spacing.txt",
        Expect {
            title: "Test Collection",
            papers: &[(3, A)],
            warnings: &["duplicate_spacing.txt:5: duplicate"],
        },
    );
}

#[test]
fn short_abstracts_and_missing_titles_warn_but_keep_the_paper() {
    check(
        "short.txt",
        Expect {
            title: "Test Collection",
            papers: &[(3, "Too short."), (5, B)],
            warnings: &["short.txt:3: suspiciously short abstract (10 characters)"],
        },
    );
    let corpus = build("no_title_line.txt").expect("parses");
    assert_eq!(corpus.papers.len(), 1);
    assert!(
        corpus.warnings[0].to_string().contains("no_title_line.txt:1: the collection title is very long")
    );
}

#[test]
fn invisible_characters_are_kept_but_do_not_change_the_id() {
    let corpus = build("invisible.txt").expect("parses");
    let paper = &corpus.papers[0];
    assert!(paper.text.contains('\u{200B}') && paper.text.contains('\u{2}'), "original text is kept");
    let mut scratch = String::new();
    let clean = paper.text.replace(['\u{200B}', '\u{2}', '\u{200D}'], "");
    assert_eq!(PaperId::of_abstract(&clean, &mut scratch), paper.id);
}

#[test]
fn ids_depend_on_content_not_position() {
    let one = build_files(&["lf.txt"]).expect("parses");
    let two = build_files(&["other/moved.txt", "crlf.txt"]).expect("parses");
    let id_of = |corpus: &Corpus<'_>, prefix: &str| {
        corpus.papers.iter().find(|p| p.text.starts_with(prefix)).map(|p| p.id)
    };
    assert_eq!(id_of(&one, B), id_of(&two, B));
    assert_eq!(id_of(&one, A), id_of(&two, A));
    // The two files repeat A and B: the second file's copies are duplicates, and each paper
    // remembers the collection and file it first came from.
    assert_eq!(two.papers.len(), 3);
    assert_eq!(two.collections, vec!["Another Collection".to_string(), "Test Collection".to_string()]);
    assert!(two.papers.iter().all(|p| p.collection == 0 && p.file == 0));
    // A known id, so a change of the hash (which would break every shared link) is noticed.
    assert_eq!(id_of(&one, A).map(|id| id.to_string()), Some("b5d1433fdb64".to_string()));
}

#[test]
fn paper_ids_round_trip_and_reject_junk() {
    let corpus = build("lf.txt").expect("parses");
    for paper in &corpus.papers {
        assert_eq!(PaperId::parse(&paper.id.to_string()), Some(paper.id));
        assert_eq!(corpus.get(paper.id).map(|p| p.line), Some(paper.line));
    }
    for junk in
        ["", "xyz", "0123456789abc", "0123456789a", "0123456789ag", "+123456789ab", "１２３４５６７８９０ab"]
    {
        assert_eq!(PaperId::parse(junk), None, "{junk:?}");
    }
}

fn build_dir(dir: &Path) -> Corpus<'static> {
    let files = read_seed_dir(dir).unwrap_or_else(|| panic!("{} should be readable", dir.display()));
    Corpus::build(&files).unwrap_or_else(|e| panic!("{} should parse: {e:?}", dir.display()))
}

fn assert_distinct_ids(corpus: &Corpus<'_>) {
    let mut ids: Vec<PaperId> = corpus.papers.iter().map(|p| p.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), corpus.papers.len(), "ids are distinct");
}

#[test]
fn the_project_seeds_hold_38_iclr_papers() {
    let corpus = build_dir(Path::new("seeds"));
    assert_eq!(corpus.papers.len(), 38);
    assert_eq!(corpus.collections, vec!["ICLR 2026 Papers".to_string()]);
    assert_distinct_ids(&corpus);
    assert!(corpus.warnings.is_empty(), "{:?}", corpus.warnings);
}

#[test]
fn the_embedded_seeds_are_the_project_seeds() {
    // `make test` builds the library with the default seeds (SEEDS_DIR=seeds).
    let names: Vec<&str> =
        paper_explorer::core::seeds::embedded_seed_files().iter().map(|(n, _)| *n).collect();
    assert_eq!(names, vec!["000_dd9f3096acd77cee.txt", "004_c2a2180d2a0c32d6.txt"]);
}

#[test]
fn the_full_iclr_2026_corpus_parses_to_19622_papers() {
    let dir = Path::new(FULL_CORPUS);
    if !dir.is_dir() {
        assert!(
            std::env::var_os("CI").is_none(),
            "{FULL_CORPUS} is missing, and CI is set: the full-corpus test cannot be skipped in CI"
        );
        eprintln!("SKIPPED: {FULL_CORPUS} is not beside this clone, so the full corpus is not checked");
        return;
    }
    let corpus = build_dir(dir);
    assert_eq!(corpus.papers.len(), 19_622);
    assert_eq!(corpus.collections, vec!["ICLR 2026 Papers".to_string()]);
    assert_distinct_ids(&corpus);
}

mod properties {
    use paper_explorer::core::corpus::{id_text, is_id_text, is_invisible, parse_seed_file};
    use proptest::prelude::*;

    /// The obvious (slow) definition of id text, to check the fast one against.
    fn reference_id_text(text: &str) -> String {
        let visible: String = text.chars().filter(|&c| !is_invisible(c)).collect();
        visible.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    proptest! {
        #[test]
        fn id_text_matches_its_definition(
            text in "\\PC*|[ a\\t\\u{200B}\\u{2}\\u{a0}b]*|[ ab\\t\\n\\r\\u{b}\\u{c}\\u{1c}\\u{7f}\\u{85}\\u{2028}\\u{ad}é—]*"
        ) {
            let mut out = String::new();
            id_text(&text, &mut out);
            prop_assert_eq!(&out, &reference_id_text(&text));
            if is_id_text(&text) {
                prop_assert_eq!(&out, &text);
            }
        }

        #[test]
        fn any_text_parses_without_panicking(text in "\\PC*|[\\r\\n ab\\u{feff}]*") {
            let _ = parse_seed_file("any.txt", &text);
        }
    }
}
