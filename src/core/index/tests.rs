//! The compressed index against a plain one computed here from the tokenizer: every term's
//! documents, frequencies and positions, and `find` for every document, on documents chosen to
//! cross checkpoints, saturate frequencies (> 255) and positions (> 65,535 words).

use std::collections::BTreeMap;

use super::*;
use crate::core::tokenize::Tokenizer;

/// term → [(document, positions kept)], the way the index is specified.
fn plain_index(texts: &[String]) -> BTreeMap<String, Vec<(DocId, Vec<u16>)>> {
    let mut plain: BTreeMap<String, Vec<(DocId, Vec<u16>)>> = BTreeMap::new();
    let mut tokenizer = Tokenizer::new();
    for (doc, text) in texts.iter().enumerate() {
        let mut per_term: BTreeMap<String, Vec<u16>> = BTreeMap::new();
        // A token's position is its part's ("delta-beta" stands where "delta" does, "beta" one
        // further, and the next word one further again): what a phrase needs.
        tokenizer.tokenize(text, |token| {
            let position = token.position.min(u16::MAX as u32) as u16;
            per_term.entry(token.term.to_string()).or_default().push(position);
        });
        for (term, mut positions) in per_term {
            positions.sort_unstable();
            positions.truncate(255);
            plain.entry(term).or_default().push((doc as DocId, positions));
        }
    }
    plain
}

/// Deterministic documents over a small vocabulary (so terms have hundreds of postings).
fn documents() -> Vec<String> {
    let words = ["alpha", "beta", "gamma", "delta-beta", "model", "x2", "Transformer", "the"];
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut texts: Vec<String> = (0..700)
        .map(|d| {
            let len = 1 + next() % 40;
            let mut text: Vec<&str> =
                (0..len).map(|_| words[(next() % words.len() as u64) as usize]).collect();
            text.push(if d % 97 == 0 { "rare" } else { "common" });
            text.join(" ")
        })
        .collect();
    // Saturation: 300 occurrences of one word, and a document of 70,000 words.
    texts.push("again ".repeat(300));
    texts.push(format!("{} tail end", "w ".repeat(70_000)));
    texts
}

#[test]
fn compressed_postings_and_positions_equal_the_plain_index() {
    let texts = documents();
    let index = Index::build(texts.iter().map(String::as_str));
    let plain = plain_index(&texts);
    assert_eq!(index.term_count(), plain.len());
    let mut positions = Vec::new();
    for (term, expected) in &plain {
        let id = index.term_id(term).unwrap_or_else(|| panic!("{term} is in the dictionary"));
        let postings = index.postings(id);
        assert_eq!(postings.len(), expected.len(), "{term}");
        let got: Vec<(DocId, u8)> = postings.iter().collect();
        let want: Vec<(DocId, u8)> = expected.iter().map(|(d, p)| (*d, p.len() as u8)).collect();
        assert_eq!(got, want, "{term}");
        for (i, (doc, want_positions)) in expected.iter().enumerate() {
            positions.clear();
            assert_eq!(index.positions(postings.first() + i, &mut positions), want_positions.len());
            assert_eq!(&positions, want_positions, "{term} in {doc}");
        }
        // One cursor read in document order, skipping postings within and across checkpoints,
        // gives each posting's positions as a fresh seek does.
        let mut cursor = PositionCursor::default();
        for (i, (doc, want_positions)) in
            expected.iter().enumerate().filter(|(i, _)| i % 3 != 1 && i % 41 != 7)
        {
            positions.clear();
            assert_eq!(
                index.positions_through(postings.first() + i, &mut cursor, &mut positions),
                want_positions.len()
            );
            assert_eq!(&positions, want_positions, "{term} in {doc} through a cursor");
        }
        // A cursor read backwards, or moved on from another term's postings, seeks again.
        let mut shared = PositionCursor::default();
        for i in (0..expected.len()).rev().step_by(5) {
            positions.clear();
            index.positions_through(postings.first() + i, &mut shared, &mut positions);
            assert_eq!(&positions, &expected[i].1, "{term} read backwards");
        }
        let other = index.postings(index.term_id("common").unwrap_or(0));
        positions.clear();
        index.positions_through(other.first() + other.len() / 2, &mut shared, &mut positions);
        for i in (0..expected.len()).step_by(7) {
            positions.clear();
            index.positions_through(postings.first() + i, &mut shared, &mut positions);
            assert_eq!(&positions, &expected[i].1, "{term} after another term's read");
            let common_posting = other.first() + (i * 3) % other.len().max(1);
            positions.clear();
            index.positions_through(common_posting, &mut shared, &mut positions);
        }
        // The sequential walk gives the same documents and positions.
        let mut walked: Vec<(DocId, Vec<u16>)> = Vec::new();
        index.for_each_positions(id, |doc, positions| walked.push((doc, positions.to_vec())));
        assert_eq!(&walked, expected, "{term}: for_each_positions");
        let mut expected_docs = expected.iter().map(|e| e.0).peekable();
        for doc in 0..texts.len() as DocId + 2 {
            let want = (expected_docs.peek() == Some(&doc)).then(|| {
                expected_docs.next();
                postings.first() + expected.iter().position(|e| e.0 == doc).unwrap_or(0)
            });
            assert_eq!(postings.find(doc), want, "find {doc} for {term}");
        }
    }
    let common = index.postings(index.term_id("common").unwrap_or(0));
    assert!(common.len() > 20 * CHECKPOINT, "the test crosses many checkpoints");
    assert_eq!(index.tf(index.postings(index.term_id("again").unwrap_or(0)).first()), 255);
    positions.clear();
    index.positions(index.postings(index.term_id("tail").unwrap_or(0)).first(), &mut positions);
    assert_eq!(positions, [u16::MAX], "positions saturate");
}

#[test]
fn sliced_building_gives_the_same_bytes() {
    let texts = documents();
    let whole = Index::build(texts.iter().map(String::as_str));
    let mut builder = Index::builder();
    texts.iter().for_each(|t| builder.add(t));
    let mut filler = builder.into_filler();
    let mut looks = 0;
    while !filler.fill(|| {
        looks += 1;
        true
    }) {}
    assert!(looks > 5, "filled in several slices");
    assert_eq!(format!("{whole:?}"), format!("{:?}", filler.finish()));
}

#[test]
fn out_of_range_lookups_are_empty() {
    let index = Index::build(["one two", "two three"]);
    let missing = index.postings(99);
    assert!(missing.is_empty());
    assert_eq!(missing.iter().count(), 0);
    assert_eq!(missing.find(0), None);
    let mut out = Vec::new();
    assert_eq!(index.positions(1_000, &mut out), 0);
    assert_eq!(index.tf(1_000), 0);
    assert_eq!(Index::default().postings(0).find(0), None);
}

/// The documents whose words hold `first` then a term of `second` (brute force).
fn phrase_by_scan(texts: &[String], first: &str, second: &[&str]) -> Vec<DocId> {
    let docs = texts.iter().enumerate().filter(|(_, text)| {
        let words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        words.windows(2).any(|pair| pair[0] == first && second.contains(&pair[1].as_str()))
    });
    docs.map(|(d, _)| d as DocId).collect()
}

#[test]
fn phrases_found_by_lookup_equal_phrases_found_by_merging() {
    // "model" in most documents, "language" in a few (some without "model"): the phrase's
    // candidates (from "language") are far fewer than "model"'s postings, so each is looked up
    // through the checkpoints, and some lookups find nothing.
    let texts: Vec<String> = (0..8_000)
        .map(|d| match d % 397 {
            0 => format!("doc {d}: a language model here"),
            1 => format!("doc {d}: model language, the other order"),
            2 => format!("doc {d}: language, then a model"),
            3 => format!("doc {d}: language alone"),
            _ => format!("doc {d}: one model"),
        })
        .collect();
    let index = Index::build(texts.iter().map(String::as_str));
    let term = |t: &str| vec![index.term_id(t).expect("term")];
    let mut work = 0;
    let found = index.phrase_docs(&[term("language"), term("model")], &mut work);
    assert_eq!(found, phrase_by_scan(&texts, "language", &["model"]));
    assert_eq!(found.len(), 21);
    // Less work than walking "model"'s postings: the lookups.
    let model_postings = index.postings(index.term_id("model").expect("term")).len();
    assert!(work < model_postings / 2, "read {work} for {model_postings} postings");
    // Many candidates and a long list: the merge; the same as a scan.
    let mut work = 0;
    let merged = index.phrase_docs(&[term("one"), term("model")], &mut work);
    assert_eq!(merged, phrase_by_scan(&texts, "one", &["model"]));
}

/// Stop 40: a phrase of parts matches across a compound and right after it ("remote-sensing
/// imagery", "large-scale dataset"); positions never go back.
/// Until then every whole of a compound took a position of its own after the compound's last
/// part, so the word after a compound stood one position further per whole.
#[test]
fn phrases_match_across_and_after_compounds() {
    let texts = [
        "Agents for remote-sensing imagery tasks.",
        "Agents for remote sensing imagery tasks.",
        "A large-scale dataset of Qwen2.5-7B-Instruct answers here.",
        "Remote imagery, and sensing apart.",
    ];
    let index = Index::build(texts);
    let term = |t: &str| vec![index.term_id(t).expect("term")];
    let phrase =
        |parts: &[&str]| index.phrase_docs(&parts.iter().map(|p| term(p)).collect::<Vec<_>>(), &mut 0);
    assert_eq!(phrase(&["sensing", "imagery"]), [0, 1]);
    assert_eq!(phrase(&["remote", "sensing", "imagery"]), [0, 1]);
    assert_eq!(phrase(&["large", "scale", "dataset"]), [2]);
    assert_eq!(phrase(&["instruct", "answers"]), [2]);
    for text in texts {
        let mut last = 0;
        crate::core::tokenize::Tokenizer::new().tokenize(text, |token| {
            assert!(token.position >= last, "{text}: {} before {last}", token.position);
            last = token.position;
        });
    }
}

#[test]
fn a_prefix_of_many_rare_terms_costs_its_postings_not_terms_times_candidates() {
    // Hostile: every document "generated video<k>" with its own k, so "generated video*" stands
    // for as many terms as there are documents, each in one document.
    let work_for = |n: usize| {
        let texts: Vec<String> = (0..n).map(|k| format!("generated video{k} and more")).collect();
        let index = Index::build(texts.iter().map(String::as_str));
        let videos: Vec<TermId> = index.prefix_range("video").collect();
        assert!(videos.len() >= n);
        let mut work = 0;
        let found = index.phrase_docs(&[vec![index.term_id("generated").expect("term")], videos], &mut work);
        assert_eq!(found.len(), n);
        work
    };
    let (small, large) = (work_for(500), work_for(2_000));
    // Four times the documents, about four times the work (terms × candidates would be 16×).
    assert!(large <= 5 * small, "{small} -> {large}");
}

#[test]
fn remembered_phrases_are_found_once_and_forgotten_when_switched_off() {
    let texts: Vec<String> = (0..3_000)
        .map(|d| if d % 7 == 0 { format!("doc {d}: a language model") } else { format!("doc {d}: model") })
        .collect();
    let index = Index::build(texts.iter().map(String::as_str));
    let term = |t: &str| vec![index.term_id(t).expect("term")];
    let phrase = [term("language"), term("model")];
    let expected = phrase_by_scan(&texts, "language", &["model"]);
    // Off (the default): every lookup reads the postings again.
    let (mut off, mut again) = (0, 0);
    assert_eq!(index.phrase_docs_remembered(&phrase, &mut off), expected);
    assert_eq!(index.phrase_docs_remembered(&phrase, &mut again), expected);
    assert_eq!(off, again);
    // On: the second lookup copies the first one's documents, nothing more.
    index.remember_phrases(true);
    let (mut first, mut again) = (0, 0);
    assert_eq!(index.phrase_docs_remembered(&phrase, &mut first), expected);
    assert_eq!(index.phrase_docs_remembered(&phrase, &mut again), expected);
    assert_eq!(again, expected.len());
    assert!(first > again, "{first} vs {again}");
    // Off again: forgotten.
    index.remember_phrases(false);
    let mut after = 0;
    assert_eq!(index.phrase_docs_remembered(&phrase, &mut after), expected);
    assert_eq!(after, off);
}

#[test]
fn the_phrase_memo_holds_a_bounded_number_of_documents() {
    // Hostile: more distinct phrases, each in every document, than the memo may hold; the memo
    // stops remembering at its cap, and what it does not hold is still found.
    let words: Vec<String> = (0..300).map(|w| format!("w{w}")).collect();
    let text = words.join(" ");
    let texts = vec![text.as_str(); 2_000];
    let index = Index::build(texts.iter().copied());
    index.remember_phrases(true);
    let ids: Vec<Vec<TermId>> = words.iter().map(|w| vec![index.term_id(w).expect("term")]).collect();
    for pair in ids.windows(2) {
        assert_eq!(index.phrase_docs_remembered(pair, &mut 0).len(), 2_000);
    }
    let remembered = index.remembered_phrase_bytes();
    assert!(remembered <= super::phrase::PHRASE_MEMO_BYTES, "{remembered}");
    // 299 phrases × 2,000 documents × 4 bytes would be 2.4 MB: the cap was reached.
    assert!(remembered > super::phrase::PHRASE_MEMO_BYTES / 2, "{remembered}");
    let mut work = 0;
    assert_eq!(index.phrase_docs_remembered(&ids[298..300], &mut work).len(), 2_000);
    assert!(work > 2_000, "the last phrase was not remembered, so it was looked up: {work}");
    index.remember_phrases(false);
    assert_eq!(index.remembered_phrase_bytes(), 0);
}

/// Texts over a small vocabulary (so that several words are in most documents and the
/// derivations' bitsets apply), from a fixed pseudo-random sequence.
fn texts_over_few_words(docs: usize) -> Vec<String> {
    let words = ["we", "show", "that", "model", "models", "language", "a", "learning", "rare", "deep"];
    let mut state = 0x2545_f491_u64;
    (0..docs)
        .map(|_| {
            (0..40)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    // "rare" and "deep" are drawn far less often than the others (one word in a
                    // hundred each: still in about a third of the documents).
                    let pick = (state % 100) as usize;
                    words[if pick < 2 { 8 + pick % 2 } else { pick % 8 }]
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn frequent_terms_checked_by_bitset_find_what_walking_finds_for_less_work() {
    let texts = texts_over_few_words(3_000);
    let index = Index::build(texts.iter().map(String::as_str));
    let term = |t: &str| vec![index.term_id(t).expect("term")];
    let phrases: Vec<Vec<Vec<TermId>>> = vec![
        vec![term("rare"), term("model")],
        vec![term("we"), term("show"), term("that")],
        vec![term("deep"), index.prefix_range("model").collect()],
        vec![term("language"), term("rare"), term("we")],
        vec![term("rare"), term("deep")],
    ];
    let walked: Vec<(Vec<DocId>, usize)> = phrases
        .iter()
        .map(|p| {
            let mut work = 0;
            (index.phrase_docs(p, &mut work), work)
        })
        .collect();
    assert_eq!(walked[0].0, phrase_by_scan(&texts, "rare", &["model"]));
    assert_eq!(walked[2].0, phrase_by_scan(&texts, "deep", &["model", "models"]));
    assert!(walked.iter().all(|(docs, _)| !docs.is_empty()), "each phrase occurs somewhere");
    index.remember_phrases(true);
    for (phrase, (expected, _)) in phrases.iter().zip(&walked) {
        assert_eq!(&index.phrase_docs_remembered(phrase, &mut 0), expected);
    }
    assert!(index.remembered_dense_bytes() > 0);
    // A phrase not yet remembered whose frequent word has its bitset: a bit test per candidate
    // ("deep" documents) instead of a walk of every "model" posting.
    let fresh = [term("deep"), term("model")];
    let mut walked_work = 0;
    let expected = index.phrase_docs(&fresh, &mut walked_work);
    assert_eq!(expected, phrase_by_scan(&texts, "deep", &["model"]));
    let mut work = 0;
    assert_eq!(index.phrase_docs_remembered(&fresh, &mut work), expected);
    assert!(work < walked_work, "{work} vs {walked_work}");
    index.remember_phrases(false);
    assert_eq!(index.remembered_dense_bytes(), 0);
}

#[test]
fn the_frequent_terms_bitsets_stay_within_their_budget() {
    // Hostile: every word in every document, more bitsets than the budget holds; past it, the
    // terms are walked as before and every phrase is still found.
    let texts = texts_over_few_words(2_000);
    let index = Index::build(texts.iter().map(String::as_str));
    let one_bitset = 2_000usize.div_ceil(64) * 12;
    index.remember_phrases_with_dense_budget(3 * one_bitset);
    let words = ["we", "show", "that", "model", "models", "language", "a", "learning"];
    for pair in words.windows(2) {
        let phrase: Vec<Vec<TermId>> = pair.iter().map(|w| vec![index.term_id(w).expect("term")]).collect();
        let mut walked = 0;
        let expected = index.phrase_docs(&phrase, &mut walked);
        assert_eq!(expected, phrase_by_scan(&texts, pair[0], &[pair[1]]));
        assert_eq!(index.phrase_docs_remembered(&phrase, &mut 0), expected);
    }
    assert_eq!(index.remembered_dense_bytes(), 3 * one_bitset);
    index.remember_phrases(false);
}

#[test]
fn only_frequent_terms_get_a_bitset() {
    // "language" in one document in twenty (below one in eight), "model" in all: a phrase of
    // both builds one bitset, "model"'s.
    let texts: Vec<String> = (0..3_000)
        .map(|d| if d % 20 == 0 { format!("doc {d}: a language model") } else { format!("doc {d}: model") })
        .collect();
    let index = Index::build(texts.iter().map(String::as_str));
    let term = |t: &str| vec![index.term_id(t).expect("term")];
    index.remember_phrases(true);
    let found = index.phrase_docs_remembered(&[term("language"), term("model")], &mut 0);
    assert_eq!(found, phrase_by_scan(&texts, "language", &["model"]));
    assert_eq!(index.remembered_dense_bytes(), 3_000usize.div_ceil(64) * 12);
    index.remember_phrases(false);
}
