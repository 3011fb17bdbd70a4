//! The query language, parsed leniently: any string is a query, problems become warnings.
//!
//! - words are all required (AND); the last word is a prefix while typing (no space after it);
//! - `"exact phrase"` matches consecutive words; a quote left open still counts, its last word
//!   a prefix while typing;
//! - `-word` and `-"phrase"` exclude papers; a lone `-` is ignored;
//! - the work a query can cause is bounded (a pasted 10 KB text or a crafted link still searches
//!   instantly): at most [`MAX_QUERY_CHARS`] characters, [`MAX_CLAUSES`] clauses and
//!   [`MAX_QUERY_WORDS`] words in all, [`MAX_PHRASE_WORDS`] words in a phrase and
//!   [`MAX_COMPOUND_PARTS`] parts in a compound word; each cut is reported as a warning.

use crate::core::tokenize::{TokenKind, Tokenizer};

/// Clauses beyond this are ignored with a warning.
pub const MAX_CLAUSES: usize = 32;
/// Characters of a query beyond this are ignored with a warning.
pub const MAX_QUERY_CHARS: usize = 1_000;
/// Words (the parts of every clause) beyond this are ignored with a warning.
pub const MAX_QUERY_WORDS: usize = 32;
/// A quoted phrase keeps its first this many words.
pub const MAX_PHRASE_WORDS: usize = 12;
/// A compound word ("a-b-c-…") keeps its first this many parts, searched next to each other.
pub const MAX_COMPOUND_PARTS: usize = 12;

/// One searchable unit of the query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The folded parts, in order: one for a plain word, several for a compound or a phrase.
    pub parts: Vec<String>,
    /// For a compound word ("gpt-4o"): its folded whole.
    pub whole: Option<String>,
    /// A quoted phrase: the parts must be consecutive.
    pub phrase: bool,
    /// `-word` / `-"phrase"`: papers matching it are excluded.
    pub excluded: bool,
    /// The last part may be a prefix of a longer word (the user is still typing it).
    pub prefix: bool,
    /// The clause as typed, for messages.
    pub text: String,
}

/// A parsed query.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pub clauses: Vec<Clause>,
    pub warnings: Vec<String>,
}

impl Query {
    /// The clauses that select papers (not exclusions).
    pub fn required(&self) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(|c| !c.excluded)
    }

    pub fn excluded(&self) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(|c| c.excluded)
    }

    /// True when there is nothing to search for (every paper matches).
    pub fn is_empty(&self) -> bool {
        self.required().next().is_none()
    }

    /// Adds a warning once.
    fn warn(&mut self, warning: String) {
        if !self.warnings.contains(&warning) {
            self.warnings.push(warning);
        }
    }

    /// Words in all clauses.
    pub fn word_count(&self) -> usize {
        self.clauses.iter().map(|c| c.parts.len()).sum()
    }
}

/// Parses user input. Never fails; the work is linear in the input and the result is bounded.
pub fn parse(input: &str) -> Query {
    let mut query = Query::default();
    let input = match input.char_indices().nth(MAX_QUERY_CHARS) {
        Some((cut, _)) => {
            query.warn(format!("Search text shortened to its first {MAX_QUERY_CHARS} characters"));
            &input[..cut]
        }
        None => input,
    };
    let mut tokenizer = Tokenizer::new();
    let typing_last_word = !input.ends_with(char::is_whitespace);
    let mut rest = input;
    let (mut dropped, mut words) = (false, 0usize);
    while let Some(start) = rest.find(|c: char| !c.is_whitespace()) {
        rest = &rest[start..];
        let excluded = rest.starts_with('-');
        let body = &rest[usize::from(excluded)..];
        let (text, phrase, open, consumed) = match body.strip_prefix('"') {
            Some(inner) => match inner.find('"') {
                Some(end) => (&inner[..end], true, false, end + 2),
                None => (inner, true, true, body.len()),
            },
            None => {
                let end = body.find(|c: char| c.is_whitespace() || c == '"').unwrap_or(body.len());
                (&body[..end], false, false, end)
            }
        };
        let consumed = usize::from(excluded) + consumed;
        let typed = &rest[..consumed];
        rest = &rest[consumed..];
        if open {
            query.warn("The closing quote is missing; searching the phrase as typed".into());
        }
        match clause(&mut tokenizer, text, phrase, excluded, typed) {
            Some(mut clause) => {
                if clause.phrase && clause.parts.len() > MAX_PHRASE_WORDS {
                    clause.parts.truncate(MAX_PHRASE_WORDS);
                    query.warn(format!("A phrase was shortened to its first {MAX_PHRASE_WORDS} words"));
                } else if clause.parts.len() > MAX_COMPOUND_PARTS {
                    clause.parts.truncate(MAX_COMPOUND_PARTS);
                    clause.whole = None;
                    query.warn(format!("A long word was shortened to its first {MAX_COMPOUND_PARTS} parts"));
                }
                clause.prefix = rest.is_empty() && !excluded && ((typing_last_word && !phrase) || open);
                let room = MAX_QUERY_WORDS - words;
                if query.clauses.len() >= MAX_CLAUSES || room == 0 {
                    dropped = true;
                    continue;
                }
                if clause.parts.len() > room {
                    // Keep the words that fit: a phrase loses its end, a compound its whole.
                    clause.parts.truncate(room);
                    clause.whole = None;
                    clause.prefix = false;
                    dropped = true;
                }
                words += clause.parts.len();
                query.clauses.push(clause);
            }
            None if excluded && !phrase && text.is_empty() => {
                query.warn("Ignored a lone '-'".into());
            }
            None => {}
        }
    }
    if dropped {
        query.warn(format!("Search shortened to its first {words} words; the rest is ignored"));
    }
    query
}

fn clause(
    tokenizer: &mut Tokenizer,
    text: &str,
    phrase: bool,
    excluded: bool,
    typed: &str,
) -> Option<Clause> {
    let mut parts = Vec::new();
    let mut whole: Option<(usize, usize, String)> = None;
    tokenizer.tokenize(text, |token| match token.kind {
        TokenKind::Part => parts.push(token.term.to_string()),
        TokenKind::Whole => {
            // Keep the longest whole (it spans the whole compound).
            let span = token.end - token.start;
            if whole.as_ref().is_none_or(|(s, e, _)| span > e - s) {
                whole = Some((token.start, token.end, token.term.to_string()));
            }
        }
        TokenKind::SubPart => {}
    });
    if parts.is_empty() {
        return None;
    }
    // A whole stands for the word only when the word is one compound ("gpt-4o", not "a-b c").
    let whole = whole.and_then(|(_, _, term)| (!phrase).then_some(term));
    Some(Clause { parts, whole, phrase, excluded, prefix: false, text: typed.trim().to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A compact rendering of a parsed query: `+` required, `-` excluded, `"…"` phrase,
    /// `*` prefix, `[whole]`.
    fn show(query: &Query) -> String {
        query
            .clauses
            .iter()
            .map(|c| {
                let mut s = String::from(if c.excluded { "-" } else { "+" });
                let body = c.parts.join(" ");
                s.push_str(&if c.phrase { format!("\"{body}\"") } else { body });
                if let Some(w) = &c.whole {
                    s.push_str(&format!("[{w}]"));
                }
                if c.prefix {
                    s.push('*');
                }
                s
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn check(input: &str, expected: &str, warnings: usize) {
        let query = parse(input);
        assert_eq!(show(&query), expected, "{input:?}");
        assert_eq!(query.warnings.len(), warnings, "{input:?}: {:?}", query.warnings);
    }

    #[test]
    fn parses_leniently() {
        check("", "", 0);
        check("   ", "", 0);
        check("diffu", "+diffu*", 0);
        check("diffusion ", "+diffusion", 0);
        check("mllm halluc", "+mllm +halluc*", 0);
        check("GPT-4o", "+gpt 4o[gpt-4o]*", 0);
        check("\"large language\" model", "+\"large language\" +model*", 0);
        check("\"large lang", "+\"large lang\"*", 1);
        check("-diffusion robots", "-diffusion +robots*", 0);
        check("agents -\"web agents\"", "+agents -\"web agents\"", 0);
        check("robots -", "+robots", 1);
        check("- robots", "+robots*", 1);
        check("?? !!", "", 0);
        check("--x", "-x", 0);
        check("\"\"", "", 0);
    }

    #[test]
    fn caps_the_number_of_clauses() {
        let long = "word ".repeat(2000);
        let query = parse(&long);
        assert_eq!(query.clauses.len(), MAX_CLAUSES);
        assert_eq!(query.warnings.len(), 2, "{:?}", query.warnings); // characters, then words
    }

    #[test]
    fn caps_phrases_compounds_words_and_characters() {
        let phrase = format!("\"{}\"", "the ".repeat(5_000));
        let query = parse(&phrase);
        assert_eq!(query.word_count(), MAX_PHRASE_WORDS);
        assert!(query.warnings.iter().any(|w| w.contains("phrase was shortened")), "{:?}", query.warnings);

        let compound = "a-".repeat(50_000) + "a";
        let query = parse(&compound);
        assert_eq!((query.clauses.len(), query.word_count()), (1, MAX_COMPOUND_PARTS));
        assert_eq!(query.clauses[0].whole, None);
        assert!(query.warnings.iter().any(|w| w.contains("first 1000 characters")));

        let many = "\"a b c d e f g h\" ".repeat(10);
        let query = parse(&many);
        assert_eq!(query.word_count(), MAX_QUERY_WORDS);
        assert!(query.warnings.iter().any(|w| w.contains("first 32 words")), "{:?}", query.warnings);

        let words = "x ".repeat(MAX_QUERY_WORDS);
        assert!(parse(&words).warnings.is_empty());
    }

    #[test]
    fn parsed_size_is_bounded_for_any_input() {
        for unit in ["a ", "\"a b ", "-x ", "a-b-c-d-e-f-g-h-i-j-k-l-m-n ", "é", "\"", "- "] {
            let query = parse(&unit.repeat(20_000));
            assert!(query.clauses.len() <= MAX_CLAUSES && query.word_count() <= MAX_QUERY_WORDS);
            assert!(query.warnings.len() <= 6, "{unit:?}: {:?}", query.warnings);
            let text: usize = query.clauses.iter().map(|c| c.text.len()).sum();
            assert!(text <= 4 * MAX_QUERY_CHARS, "{unit:?}: {text} bytes of clause text");
        }
    }
}
