//! Untrusted input gets bounded work: hostile seeds, links and search text, grown in size while
//! the work they cause is counted (never timed). ARCHITECTURE.md's "Untrusted input" section
//! lists each entry point, its bound, and the test here (or in the module) that proves it.

#[path = "../src/core/bench_support/replay.rs"]
#[allow(dead_code)]
mod replay;
#[path = "support/seed_dir.rs"]
mod seed_dir;

use std::sync::OnceLock;

use paper_explorer::core::corpus::{Corpus, MAX_QUOTED_CHARS, parse_seed_file};
use paper_explorer::core::derive::{DERIVE_PREFIX_BYTES, derivation_text, derive_paper};
use paper_explorer::core::markup::parse_bounded;
use paper_explorer::core::query::{MAX_QUERY_WORDS, parse};
use paper_explorer::core::search::{SearchEngine, Sort};
use replay::hostile_queries;
use seed_dir::full_corpus_files;

/// The full corpus, or `None` outside CI when it is not beside this clone.
fn full_corpus() -> Option<&'static Corpus<'static>> {
    static CORPUS: OnceLock<Option<Corpus<'static>>> = OnceLock::new();
    CORPUS
        .get_or_init(|| {
            let files = full_corpus_files()?;
            Some(Corpus::build(&files).expect("parses"))
        })
        .as_ref()
}

fn full_engine() -> Option<&'static SearchEngine> {
    static ENGINE: OnceLock<Option<SearchEngine>> = OnceLock::new();
    ENGINE
        .get_or_init(|| full_corpus().map(|c| SearchEngine::build(c.papers.iter().map(|p| &*p.text))))
        .as_ref()
}

#[test]
fn no_real_abstract_comes_near_the_markup_budget() {
    let Some(corpus) = full_corpus() else { return };
    let mut worst = (0.0f64, 0usize);
    for (i, paper) in corpus.papers.iter().enumerate() {
        let parsed = parse_bounded(&paper.text);
        assert!(!parsed.budget_exhausted, "paper {i} exhausted the markup budget");
        let ratio = parsed.steps as f64 / paper.text.len().max(1) as f64;
        if ratio > worst.0 {
            worst = (ratio, i);
        }
    }
    // The budget is 16 steps a byte (plus a constant); real markup needs at most 4.5 today.
    assert!(worst.0 < 6.0, "paper {} needs {:.2} markup steps a byte", worst.1, worst.0);
}

#[test]
fn hostile_queries_do_work_bounded_by_the_word_cap() {
    let Some(engine) = full_engine() else { return };
    // A phrase of the most frequent word twice: the costliest thing two words can ask for.
    let unit = engine.search("\"the the\"", Sort::Relevance).work / 2;
    assert!(unit > 19_000, "'the' should be in nearly every paper ({unit})");
    let bound = 2 * MAX_QUERY_WORDS * unit;
    let mut grown = Vec::new();
    for (name, query) in hostile_queries() {
        let results = engine.search(&query, Sort::Relevance);
        assert!(
            results.work <= bound,
            "{name}: {} postings and positions read (bound {bound})",
            results.work
        );
        let cut = query.chars().count() > 1_000 || query.split_whitespace().count() > MAX_QUERY_WORDS;
        assert!(!cut || !results.warnings.is_empty(), "{name}: the cut is not reported");
        grown.push((name, results.work));
    }
    // Growing a hostile query past the caps does not grow its work.
    for repeat in [100, 1_000, 10_000] {
        let query = format!("\"{}\"", "the ".repeat(repeat));
        let work = engine.search(&query, Sort::Relevance).work;
        assert!(work <= bound, "a phrase of {repeat} words read {work}");
    }
    eprintln!("work per hostile query (bound {bound}): {grown:?}");
}

#[test]
fn query_parsing_is_linear_and_its_result_bounded() {
    for n in [1_000, 10_000, 100_000] {
        for unit in ["a-", "\"x y ", "-", "é ", "qwen2.5-7b-"] {
            let query = parse(&unit.repeat(n));
            assert!(query.word_count() <= MAX_QUERY_WORDS, "{unit:?} × {n}");
        }
    }
}

#[test]
fn per_paper_derivations_read_a_bounded_prefix() {
    let huge = "We propose a method. ".repeat(11_000);
    assert_eq!(derivation_text(&huge).len(), DERIVE_PREFIX_BYTES);
    assert_eq!(derive_paper(&huge), derive_paper(derivation_text(&huge)));
    let multibyte = "é".repeat(10_000);
    assert!(derivation_text(&multibyte).len() <= DERIVE_PREFIX_BYTES);
    let _ = derive_paper(&multibyte);
}

/// Letters whose lower case is longer or shorter in bytes ("İ" 2 → 3, the Kelvin sign 3 → 1,
/// "Ⱥ" 2 → 3) put into every word of every default seed abstract, and into an abstract that
/// opens with a task: no derivation may slice the text at a lower-cased length (stop 30's review
/// found one that did).
#[test]
fn letters_that_change_length_when_lower_cased_panic_nothing() {
    let mut abstracts: Vec<String> = vec![
        "Text-based person retrieval faces hurdles. We propose a new ranking model. Text-based person \
         retrieval improves."
            .to_string(),
    ];
    // A task the abstract opens with, its words holding such letters, and a two-byte letter after.
    for letter in ["İ", "\u{212A}", "Ⱥ"] {
        abstracts.push(format!("{letter}{letter} retrieval éfaces hurdles. We propose a new ranking model."));
    }
    for entry in std::fs::read_dir("seeds").expect("the default seeds") {
        let text = std::fs::read_to_string(entry.expect("entry").path()).expect("a seed file");
        abstracts.extend(text.split("\n\n").skip(1).map(str::to_string));
    }
    assert!(abstracts.len() > 30, "read {} abstracts", abstracts.len());
    let mut derived = 0;
    for abstract_text in &abstracts {
        for letter in ["İ", "\u{212A}", "Ⱥ"] {
            let before_each_word =
                abstract_text.split(' ').map(|w| format!("{letter}{w}")).collect::<Vec<_>>().join(" ");
            let capitals = abstract_text.replace(['T', 'K', 'W'], letter);
            for text in [abstract_text.clone(), before_each_word, capitals] {
                let _ = derive_paper(&text);
                derived += 1;
            }
        }
    }
    assert_eq!(derived, abstracts.len() * 9);
}

#[test]
fn seed_files_with_lone_carriage_returns_split_into_lines() {
    let text = "Old Mac Papers\r\rFirst abstract, long enough to be an abstract of a paper about lines.\r\rSecond \
                abstract\rcontinues on a second line about carriage returns in seed files.\r";
    let seed = parse_seed_file("mac.txt", text).expect("parses");
    assert_eq!(seed.title, "Old Mac Papers");
    assert_eq!(seed.paragraphs.len(), 2);
    assert_eq!(seed.paragraphs[1].line, 5);
    assert!(seed.paragraphs[1].text.contains("abstract continues"));
}

#[test]
fn seed_messages_quote_little_and_escape_control_characters() {
    let title = format!("Title\u{1b}[31m{}", "x".repeat(10_000));
    let error = parse_seed_file("t.txt", &title).expect_err("a title alone is an error").to_string();
    assert!(error.len() < MAX_QUOTED_CHARS + 120, "{} bytes: {error:.200}", error.len());
    assert!(!error.contains('\u{1b}') && error.contains("\\u{1b}"), "{error:.120}");
    let files = [("a\nb.txt", "T\n\nshort\u{7}")];
    let corpus = Corpus::build(&files).expect("parses");
    for warning in &corpus.warnings {
        let shown = warning.to_string();
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
    }
}

#[test]
fn very_long_abstracts_are_reported() {
    let text = format!("T\n\n{}\n", "word ".repeat(5_000));
    let files = [("long.txt", &*Box::leak(text.into_boxed_str()))];
    let corpus = Corpus::build(&files).expect("parses");
    assert!(
        corpus.warnings.iter().any(|w| w.to_string().starts_with("long.txt:3: very long abstract (24 KB")),
        "{:?}",
        corpus.warnings
    );
}
