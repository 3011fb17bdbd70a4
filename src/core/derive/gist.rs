//! The gist: the clause that states the contribution, taken from the abstract as written
//! ("a large-scale dataset sourced from diverse embodied scenarios …"), trimmed at a word
//! boundary to about [`GIST_CHARS`] characters.
//!
//! With a method name, the clause around it in its sentence ("we introduce TPRU, *a large-scale
//! dataset …*"; "we propose *Recursive … Model, which equips …*" with "(RIV)" left out). Without
//! one, the object of the first "we propose/introduce/present …". Without either, the first
//! sentence where the authors speak ("we study …", "this paper
//! shows …"), from its subject on: what the paper does rather than the background it opens with.
//! Otherwise `None`, and the card falls back to the first sentence.

use crate::core::derive::name::{INTRO_VERBS, NameMatch, words};
use crate::core::text::{sentence_ends, trim_at_word_boundary};

/// Gists are trimmed to about this many characters.
pub const GIST_CHARS: usize = 120;

/// The gist of an abstract's plain text, given its method name (if any).
pub fn find_gist(plain: &str, name: Option<&NameMatch>) -> Option<String> {
    let sentences = sentence_ranges(plain);
    let clause = match name {
        Some(name) => sentences
            .iter()
            .find(|(s, e)| *s <= name.end && name.end <= *e)
            .and_then(|&(s, e)| clause_around_name(&plain[s..e], &name.name, name.end.saturating_sub(s))),
        None => None,
    };
    let clause = clause
        .or_else(|| sentences.iter().find_map(|&(s, e)| object_of_intro_verb(&plain[s..e])))
        .or_else(|| {
        // Not the closing sentence ("This work opens new possibilities …") of a longer abstract.
        let body = if sentences.len() >= 3 { &sentences[..sentences.len() - 1] } else { &sentences[..] };
        body.iter().find_map(|&(s, e)| authors_statement(&plain[s..e]))
    })?;
    // Removed markup (an unresolved macro) can leave "named  , that": tidy the gaps.
    let clause =
        clause.split_whitespace().collect::<Vec<_>>().join(" ").replace(" ,", ",").replace(" .", ".");
    let clause = tidy_start(clause.trim()).trim_end_matches(['.', ';', ':', ',']).trim();
    (clause.chars().count() >= 12).then(|| trim_at_word_boundary(clause, GIST_CHARS).into_owned())
}

/// A gist starts with its words, not with what joined it to the name: leading punctuation, a
/// parenthesised expansion ("(Utility-Controlled Contrastive Steering), which steers …") and a
/// relative "which"/"that" go ("steers …").
fn tidy_start(mut text: &str) -> &str {
    loop {
        let before = text.len();
        text = text.trim_start_matches([',', ';', ':', '—', '–', ' ']);
        if let Some(rest) = text.strip_prefix("- ") {
            text = rest;
        }
        if text.starts_with('(')
            && let Some((close, _)) = text.char_indices().take(100).find(|&(_, c)| c == ')')
        {
            text = &text[close + 1..];
        }
        if text.len() == before {
            break;
        }
    }
    for relative in ["which ", "that ", "and "] {
        if let Some(rest) = text.strip_prefix(relative) {
            return rest;
        }
    }
    text
}

/// Byte ranges of the sentences of `text`.
fn sentence_ranges(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut start = 0;
    for end in sentence_ends(text).into_iter().chain(std::iter::once(text.len())) {
        if end > start {
            let piece = &text[start..end];
            let lead = piece.len() - piece.trim_start().len();
            out.push((start + lead, end));
        }
        start = end;
    }
    out
}

/// The words after the introducing verb, if the sentence has "we <verb>".
fn object_of_intro_verb(sentence: &str) -> Option<String> {
    let ws = words(sentence);
    let verb = ws.iter().enumerate().position(|(i, w)| {
        INTRO_VERBS.contains(&w.core.to_lowercase().as_str())
            && ws[..i].iter().rev().take(3).any(|p| p.core.eq_ignore_ascii_case("we"))
    })?;
    let rest = &sentence[ws.get(verb + 1)?.start..];
    Some(rest.to_string())
}

/// Words after "we" that do not start what the paper does ("we can infer …", "as we know").
const NOT_A_STATEMENT: &[&str] = &[
    "know", "all", "can", "could", "may", "might", "will", "would", "should", "must", "need", "believe",
    "hope", "note", "refer", "call", "term", "denote",
];

/// The sentence from its subject on when the authors speak in it: "In this work, we study …"
/// gives "we study …"; "This paper shows …" gives itself.
fn authors_statement(sentence: &str) -> Option<String> {
    let ws = words(sentence);
    // The subject opens the sentence, or follows "In this work/paper," or "Here," — not "How
    // can we …?" or "When we scale …".
    let opening = |i: usize| {
        i == 0
            || ws[..i].last().is_some_and(|p| p.raw.ends_with(','))
                && (i <= 4
                    && matches!(
                        ws[0].core.to_lowercase().as_str(),
                        "in" | "here" | "overall" | "specifically"
                    ))
    };
    let subject = ws.iter().enumerate().position(|(i, w)| {
        if !opening(i) {
            return false;
        }
        let word = w.core.to_lowercase();
        let next = ws.get(i + 1).map(|n| n.core.to_lowercase()).unwrap_or_default();
        let verb_follows = next.chars().next().is_some_and(char::is_alphabetic);
        (word == "we" && verb_follows && !NOT_A_STATEMENT.contains(&next.as_str()))
            || (matches!(word.as_str(), "this" | "our")
                && matches!(next.as_str(), "paper" | "work" | "study" | "article")
                && ws.get(i + 1).is_some_and(|n| !n.raw.ends_with(',')))
    })?;
    let start = ws[subject].core_end() - ws[subject].core.len();
    let statement = sentence[start..].trim();
    (statement.split_whitespace().count() >= 4).then(|| statement.to_string())
}

/// The clause that describes `name` in its sentence.
fn clause_around_name(sentence: &str, name: &str, name_end: usize) -> Option<String> {
    let after = sentence.get(name_end..)?;
    // "(RIV), which …" after a description: the description, without the acronym.
    if let Some(tail) = after.strip_prefix(')') {
        let open = sentence[..name_end].rfind('(')?;
        let described = object_of_intro_verb(&sentence[..open]).unwrap_or_default();
        let tail = tail.trim_start();
        let joined =
            format!("{}{}{}", described.trim_end(), if tail.starts_with(',') { "" } else { " " }, tail);
        return Some(joined.trim().to_string());
    }
    // "X, a …", "X: a …", "X is a …", "X, which …".
    let rest = after.trim_start_matches(['*', '$', '}', '"', '”']).trim_start();
    let rest = rest.strip_prefix([',', ':', '—', '–']).unwrap_or(rest).trim_start();
    let rest = rest.strip_prefix("is ").unwrap_or(rest);
    let first_word = rest.split_whitespace().next().unwrap_or("");
    if first_word.chars().next().is_some_and(char::is_lowercase) {
        return Some(rest.to_string());
    }
    // "we introduce X to …" / a name mid-description: the verb's whole object.
    object_of_intro_verb(sentence)
        .map(|object| object.replacen(name, "", 1).trim_start_matches([',', ' ']).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::derive::name::find_name;
    use crate::core::markup::{parse, plain_text};

    fn check(abstract_text: &str, expected: Option<&str>) {
        let plain = plain_text(abstract_text);
        let name = find_name(&plain, &parse(abstract_text));
        assert_eq!(find_gist(&plain, name.as_ref()).as_deref(), expected, "{abstract_text:?}");
    }

    #[test]
    fn gists() {
        check(
            "Models fail. To address this problem, we introduce TPRU, a large-scale dataset sourced from diverse embodied scenarios such as robotic manipulation and GUI navigation. More.",
            Some(
                "a large-scale dataset sourced from diverse embodied scenarios such as robotic manipulation and GUI navigation",
            ),
        );
        check(
            "We propose Recursive Introspection Model (RIV), which equips the model with self-correction.",
            Some("Recursive Introspection Model, which equips the model with self-correction"),
        );
        check(
            "We propose a simple regulariser for sparse autoencoders. It works.",
            Some("a simple regulariser for sparse autoencoders"),
        );
        check("Transformers are everywhere. They are large.", None);
        // No name and no "we propose": the first sentence where the authors speak, from "we" on.
        check(
            "Transformers are everywhere. In this work, we study why attention sinks form in small models. \
             We find that they do.",
            Some("we study why attention sinks form in small models"),
        );
        check(
            "Models fail. This paper shows that scaling alone does not help.",
            Some("This paper shows that scaling alone does not help"),
        );
        check("As we know, models fail. They are large.", None);
        check("How can we make models reason better? Nobody knows.", None);
        check("When we scale models, accuracy drops. It is odd.", None);
        // What joined the clause to the name does not start the gist.
        check(
            "We propose UCCS (Utility-Controlled Contrastive Steering), which steers protein generation with a constrained dataset.",
            Some("steers protein generation with a constrained dataset"),
        );
        assert_eq!(tidy_start(", a novel expert pruning method"), "a novel expert pruning method");
        assert_eq!(tidy_start("((((((("), "(((((((");
        assert_eq!(
            tidy_start("- a zero-order optimization framework"),
            "a zero-order optimization framework"
        );
        check(
            "LadderSym is a transformer for symbolic music generation.",
            Some("a transformer for symbolic music generation"),
        );
    }
}
