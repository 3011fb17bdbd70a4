//! The query language, parsed leniently: any string is a query, problems become warnings.
//!
//! - words are all required (AND); the last word is a prefix while typing (no space after it);
//! - `"exact phrase"` matches consecutive words; a quote left open still counts, its last word
//!   a prefix while typing;
//! - `-word` and `-"phrase"` exclude papers; a lone `-` is ignored;
//! - at most [`MAX_CLAUSES`] clauses are used (a pasted 10 KB text still searches instantly).

use crate::core::tokenize::{TokenKind, Tokenizer};

/// Clauses beyond this are ignored with a warning.
pub const MAX_CLAUSES: usize = 32;

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
}

/// Parses user input. Never fails.
pub fn parse(input: &str) -> Query {
    let mut query = Query::default();
    let mut tokenizer = Tokenizer::new();
    let typing_last_word = !input.ends_with(char::is_whitespace);
    let mut rest = input;
    let mut dropped = 0usize;
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
            query.warnings.push("The closing quote is missing; searching the phrase as typed".into());
        }
        match clause(&mut tokenizer, text, phrase, excluded, typed) {
            Some(mut clause) => {
                clause.prefix = rest.is_empty() && !excluded && ((typing_last_word && !phrase) || open);
                if query.clauses.len() < MAX_CLAUSES {
                    query.clauses.push(clause);
                } else {
                    dropped += 1;
                }
            }
            None if excluded && !phrase && text.is_empty() => {
                query.warnings.push("Ignored a lone '-'".into());
            }
            None => {}
        }
    }
    if dropped > 0 {
        query
            .warnings
            .push(format!("Only the first {MAX_CLAUSES} words are searched ({dropped} more ignored)"));
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
        assert_eq!(query.warnings.len(), 1);
    }
}
