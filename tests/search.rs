//! The search engine, data-driven over `tests/fixtures/search/corpus.txt` (documents 0–9; the
//! comment on each case says why the expected order is right), plus property tests and sanity
//! checks on the full ICLR 2026 corpus.

#[path = "support/seed_dir.rs"]
mod seed_dir;

use std::sync::OnceLock;

use paper_explorer::core::corpus::Corpus;
use paper_explorer::core::search::{SearchEngine, SearchResults, Sort};
use paper_explorer::core::tokenize::tokens;
use proptest::prelude::*;

fn fixture() -> &'static (Vec<&'static str>, SearchEngine) {
    static FIXTURE: OnceLock<(Vec<&'static str>, SearchEngine)> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let text: &'static str = Box::leak(
            std::fs::read_to_string("tests/fixtures/search/corpus.txt").expect("fixture").into_boxed_str(),
        );
        let corpus = Corpus::build(&[("corpus.txt", text)]).expect("fixture parses");
        let texts: Vec<&'static str> =
            corpus.papers.iter().map(|p| &*Box::leak(p.text.to_string().into_boxed_str())).collect();
        let engine = SearchEngine::build(texts.iter().copied());
        (texts, engine)
    })
}

fn search(query: &str) -> SearchResults {
    fixture().1.search(query, Sort::Relevance)
}

/// The ranked documents for `query` must be exactly `expected`.
fn check(query: &str, expected: &[u32]) {
    let results = search(query);
    assert_eq!(results.hits, expected, "hits of {query:?} (scores {:?})", results.scores);
}

/// The marked pieces of document `doc` for `query`.
fn check_spans(query: &str, doc: usize, expected: &[&str]) {
    let (texts, _) = fixture();
    let text = texts[doc];
    let marked: Vec<&str> = search(query).highlight.spans(text).into_iter().map(|r| &text[r]).collect();
    assert_eq!(marked, expected, "spans of {query:?} in document {doc}");
}

#[test]
fn exact_words_rank_by_bm25() {
    check("diffusion ", &[1, 0]); // 1 says it twice in a shorter text
    check("graphs ", &[8, 3]);
}

#[test]
fn the_last_word_is_a_prefix_while_typing() {
    check("diffu", &[1, 0]);
    check("hallucin", &[7]);
    check("diffu ", &[]); // a finished word is not a prefix
}

#[test]
fn stems_meet_and_exact_forms_rank_first() {
    // "generate" (1) exact; "generation" (5, and 1 again) shares the stem.
    check("generate ", &[1, 5]);
    // "model" exactly only in 4; every "models" paper follows.
    let hits = search("model ").hits;
    assert_eq!(hits.first(), Some(&4));
    assert_eq!(hits.len(), 6);
}

#[test]
fn typos_by_length_only_when_nothing_matches() {
    check("transfomer ", &[5]); // 10 letters: 2 typos allowed
    check("modle ", &[4]); // 5 letters: 1 typo; a transposition counts once
    check("mdoel ", &[4]);
    check("mdel ", &[]); // 4 letters: no typo
    check("molecuels ", &[8]);
}

#[test]
fn phrases_use_positions() {
    check("\"language models\"", &[7, 6, 0]);
    check("\"models language\"", &[]);
    check("\"language mod", &[7, 6, 0]); // quote left open: still a phrase, typed as a prefix
    check("\"graph\"", &[8]); // a quoted word is exact: no "graphs"
    // Across and right after a compound (stop 40: each of a compound's wholes used to push the
    // next word one position further, so none of these was found).
    check("\"free optimisation\"", &[0]);
    check("\"diffusion-free optimisation\"", &[0]);
    check("\"instruct on mathematical reasoning\"", &[2]);
    check("\"equivariant networks\"", &[3]);
}

#[test]
fn exclusions_remove_papers() {
    check("models -diffusion", &[4, 6, 7, 9]); // 4 is the shortest
    check("models -\"language models\"", &[4, 9, 1]);
    check("-diffusion", &[2, 3, 4, 5, 6, 7, 8, 9]);
}

#[test]
fn compounds_are_found_whole_and_by_parts() {
    check("GPT-4o ", &[2]);
    check("gpt 4o ", &[2]);
    check("llama-3 ", &[2]);
    check("Llama-3-8B-Instruct ", &[2]);
    check("qwen2.5 ", &[2]);
    check("qwen ", &[2]);
    check("SE(3) ", &[3]);
    check("Gromov–Wasserstein ", &[3]);
    check("gromov-wasserstein ", &[3]);
    check("wasserstein ", &[3]);
    // A compound longer than the query keeps (12 parts) is searched as those parts in a row.
    let long = "human-feedback-aligns-language-models-reward-models-generalize-poorly-to-new-domains-x-y ";
    check(long, &[6]);
    check("models-reward-models-generalize-poorly-to-new-domains-and-more-words-than-twelve ", &[]);
}

#[test]
fn diacritics_and_markup_inside_words() {
    check("gonzalez ", &[4]);
    check("naive ", &[4]);
    check("convergent ", &[0, 3]); // 3 says "convergence": same stem
    check("laddersym ", &[5]);
    check("4,000 ", &[3]);
}

#[test]
fn all_words_are_required_with_a_fallback_to_most_of_them() {
    check("reinforcement learning robots", &[9]);
    let results = search("diffusion robots ");
    assert_eq!(results.fallback, Some((1, 2)));
    assert_eq!(results.hits, [9, 1, 0]); // "robots" is the rarer word
}

#[test]
fn blank_odd_and_huge_queries() {
    for blank in ["", "   ", "\t\n"] {
        let results = search(blank);
        assert_eq!(results.hits, (0..10).collect::<Vec<u32>>(), "{blank:?}");
        assert!(!results.searched);
    }
    let results = search("models -");
    assert_eq!(results.hits.len(), 6);
    assert_eq!(results.warnings, ["Ignored a lone '-'"]);
    let huge = "diffusion ".repeat(1_000) + &"x".repeat(5_000);
    let results = search(&huge);
    assert_eq!(results.hits, [1, 0]);
    assert_eq!(results.warnings.len(), 2, "{:?}", results.warnings); // characters, then words
    check("\"", &(0..10).collect::<Vec<u32>>());
}

#[test]
fn corpus_order_sort() {
    let results = fixture().1.search("models ", Sort::CorpusOrder);
    assert_eq!(results.hits, [0, 1, 4, 6, 7, 9]);
}

#[test]
fn spans_mark_the_matching_words() {
    check_spans("diffu", 1, &["Diffusion", "diffusion"]);
    check_spans("GPT-4o ", 2, &["GPT-4o"]);
    check_spans("convergent ", 0, &["Co**nvergent"]);
    check_spans("generate ", 5, &["generation"]);
    check_spans("\"language models\"", 6, &["language models"]);
    check_spans("-diffusion models", 1, &["models"]);
}

#[test]
fn snippets_show_the_densest_window() {
    let text = "intro ".repeat(50) + "the key word here " + &"outro ".repeat(50);
    let engine = SearchEngine::build([text.as_str()]);
    let results = engine.search("key word", Sort::Relevance);
    let snippet = results.highlight.snippet(&text);
    let shown = &text[snippet.range.clone()];
    assert!(shown.contains("the key word here"), "{shown:?}");
    assert!(snippet.cut_before && snippet.cut_after);
    assert_eq!(snippet.spans.iter().map(|r| &text[r.clone()]).collect::<Vec<_>>(), ["key", "word"]);
    assert!(shown.split_whitespace().count() <= 31);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_query_runs_without_panicking(query in "\\PC{0,60}|[\"\\- a-z()*$\\\\{}]{0,40}") {
        let results = search(&query);
        let mut sorted = results.hits.clone();
        sorted.sort_unstable();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), results.hits.len());
        prop_assert!(results.hits.iter().all(|&d| d < 10));
    }

    #[test]
    fn spans_lie_on_char_boundaries_and_cover_matching_tokens(query in "[a-z]{1,6}( [a-z]{1,6})?|\\PC{1,12}") {
        let (texts, _) = fixture();
        let results = search(&query);
        for &doc in results.hits.iter().take(3) {
            let text = texts[doc as usize];
            for span in results.highlight.spans(text) {
                prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
                prop_assert!(span.start < span.end && span.end <= text.len());
                let covered = tokens(text).into_iter().any(|(term, _, range, _)| {
                    range.start >= span.start && range.end <= span.end
                        && (results.highlight.terms.contains(&term)
                            || results.highlight.prefixes.iter().any(|p| term.starts_with(p.as_str()))
                            || results.highlight.phrases.iter().flatten().any(|w| {
                                w.terms.contains(&term) || w.prefix.as_deref().is_some_and(|p| term.starts_with(p))
                            }))
                });
                prop_assert!(covered, "span {:?} of {:?}", span, text);
            }
        }
    }
}

mod full_corpus {
    use super::*;

    use crate::seed_dir::full_corpus_files;

    fn engine() -> Option<&'static (Vec<&'static str>, SearchEngine)> {
        static ENGINE: OnceLock<Option<(Vec<&'static str>, SearchEngine)>> = OnceLock::new();
        ENGINE
            .get_or_init(|| {
                let files = full_corpus_files()?;
                let corpus = Corpus::build(&files).expect("parses");
                let texts: Vec<&'static str> =
                    corpus.papers.iter().map(|p| &*Box::leak(p.text.to_string().into_boxed_str())).collect();
                let engine = SearchEngine::build(texts.iter().copied());
                Some((texts, engine))
            })
            .as_ref()
    }

    #[test]
    fn distinctive_phrases_find_their_paper_first() {
        let Some((texts, engine)) = engine() else {
            return;
        };
        for (query, needle) in [
            ("TPRU temporal reordering", "we introduce TPRU"),
            ("\"Convergent Meta Alignment\"", "COMAL"),
            ("laddersym", "LadderSym"),
        ] {
            let results = engine.search(query, Sort::Relevance);
            let first = results.hits.first().map(|&d| texts[d as usize]).unwrap_or("");
            assert!(first.contains(needle), "{query:?} found first: {first:.120}");
        }
    }

    #[test]
    fn common_queries_find_many_papers_quickly_enough_to_be_sane() {
        let Some((_, engine)) = engine() else { return };
        let diffusion = engine.search("diffusion model ", Sort::Relevance).hits.len();
        assert!((1_000..10_000).contains(&diffusion), "{diffusion} papers for 'diffusion model'");
        assert_eq!(engine.index().doc_count(), 19_622);
        let typo = engine.search("reinforcment ", Sort::Relevance).hits.len();
        let right = engine.search("reinforcement ", Sort::Relevance).hits.len();
        assert_eq!(typo, right, "a typo finds the same papers");
    }
}
