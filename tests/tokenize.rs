//! The normaliser and tokenizer, data-driven: text in, terms out.

use paper_explorer::core::normalize::fold;
use paper_explorer::core::tokenize::{TokenKind, part_terms, tokens};
use proptest::prelude::*;

/// Checks the terms of a kind, in order.
fn check(text: &str, kind: TokenKind, expected: &[&str]) {
    let got: Vec<String> = tokens(text).into_iter().filter(|t| t.1 == kind).map(|t| t.0).collect();
    assert_eq!(got, expected, "{kind:?} terms of {text:?}");
}

#[test]
fn words_are_folded() {
    check(
        "Diffusion Models, González and naïve RÉSUMÉ.",
        TokenKind::Part,
        &["diffusion", "models", "gonzalez", "and", "naive", "resume"],
    );
    check("dif\u{200B}fusion\u{2} x", TokenKind::Part, &["diffusion", "x"]);
}

#[test]
fn markup_is_looked_through() {
    check(r"\textbf{Co}nvergent \textit{LadderSym}", TokenKind::Part, &["convergent", "laddersym"]);
    check("**Co**nvergent **M**eta", TokenKind::Part, &["convergent", "meta"]);
    check(r"$\mathtt{4,000}$ samples", TokenKind::Part, &["4,000", "samples"]);
    check(
        r"an \ours{} method with $\alpha$-divergence",
        TokenKind::Part,
        &["an", "method", "with", "alpha", "divergence"],
    );
    check("<b>bold</b>", TokenKind::Part, &["b", "bold", "b"]);
}

#[test]
fn compounds_are_whole_and_in_parts() {
    check("GPT-4o", TokenKind::Part, &["gpt", "4o"]);
    check("GPT-4o", TokenKind::Whole, &["gpt-4o"]);
    check("Llama-3-8B", TokenKind::Whole, &["llama-3", "llama-3-8b", "3-8b"]);
    check("Qwen2.5-7B", TokenKind::Part, &["qwen2.5", "7b"]);
    check("Qwen2.5-7B", TokenKind::SubPart, &["qwen", "2.5"]);
    check("Qwen2.5-7B", TokenKind::Whole, &["qwen2.5-7b"]);
    check("SE(3)-equivariant", TokenKind::Whole, &["se(3)"]);
    check("SE(3) group", TokenKind::Whole, &["se(3)"]);
    check("LocFT-BF", TokenKind::Whole, &["locft-bf"]);
    check("Fused Gromov–Wasserstein", TokenKind::Whole, &["gromov-wasserstein"]);
    check("3.5 points, 4,000 steps", TokenKind::Part, &["3.5", "points", "4,000", "steps"]);
    check("end. Next", TokenKind::Whole, &[]);
}

#[test]
fn positions_count_parts_and_ranges_point_into_the_text() {
    let text = "Fused Gromov–Wasserstein (FGW) on GPT-4o";
    for (term, kind, range, _) in tokens(text) {
        let original = &text[range.clone()];
        if kind == TokenKind::Part {
            assert_eq!(fold(original), term, "{range:?}");
        }
    }
    let positions: Vec<(String, u32)> =
        tokens(text).into_iter().filter(|t| t.1 != TokenKind::SubPart).map(|t| (t.0, t.3)).collect();
    assert_eq!(
        positions,
        [
            ("fused", 0),
            ("gromov", 1),
            ("gromov-wasserstein", 1),
            ("wasserstein", 2),
            ("fgw", 3),
            ("on", 4),
            ("gpt", 5),
            ("gpt-4o", 5),
            ("4o", 6)
        ]
        .map(|(t, p)| (t.to_string(), p))
    );
    // A whole comes right after its first part, so positions never go back (the index numbers
    // them in this order; stop 40).
    assert!(positions.windows(2).all(|w| w[0].1 <= w[1].1), "{positions:?}");
    assert_eq!(part_terms("Large  Language-Models"), ["large", "language", "models"]);
}

#[test]
fn sub_parts_never_split_a_character() {
    // Found by the property below: folding kept the byte length while moving the letters.
    for text in ["AÀ0Ⱥ ", "ÀA0 x", "aÀb12"] {
        for (_, _, range, _) in tokens(text) {
            assert!(
                text.is_char_boundary(range.start) && text.is_char_boundary(range.end),
                "{text:?} {range:?}"
            );
        }
    }
}

proptest! {
    #[test]
    fn folding_is_idempotent(text in "\\PC*") {
        let once = fold(&text);
        prop_assert_eq!(fold(&once), once);
    }

    #[test]
    fn token_ranges_lie_on_char_boundaries(text in "\\PC*|[a-z0-9 \\-.(){}*$\\\\–]*") {
        let mut last = 0;
        for (_, _, range, position) in tokens(&text) {
            prop_assert!(range.start < range.end && range.end <= text.len());
            prop_assert!(text.is_char_boundary(range.start) && text.is_char_boundary(range.end));
            // Positions never go back (stop 40: the index numbers them in this order).
            prop_assert!(position >= last, "{position} after {last}");
            last = position;
        }
    }
}
