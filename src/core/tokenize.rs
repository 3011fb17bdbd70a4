//! The tokenizer: abstract or query text → searchable terms with their byte ranges.
//!
//! Markup is looked through, not indexed: LaTeX commands (`\textbf`, `\mathtt`, unresolved
//! macros), braces, `$` and markdown `*` are transparent, so `\textbf{Co}nvergent` and
//! `**Co**nvergent` give the term "convergent" and `$\mathtt{4,000}$` gives "4,000". Greek-letter
//! commands (`\alpha`) become their names.
//!
//! Compound tokens are findable whole and by their parts. A compound is a run of parts joined by
//! dashes, `.`, `/`, `'` or `(`: "Qwen2.5-7B-Instruct" gives the parts "qwen2.5", "7b",
//! "instruct" (consecutive positions, so phrases work), the sub-parts "qwen" and "2.5" (a letter
//! run followed by a number), and the wholes "qwen2.5-7b", "7b-instruct",
//! "qwen2.5-7b-instruct". Numbers keep their inner `.` and `,` ("3.5", "4,000"). Every term is
//! folded by [`crate::core::normalize`]. Each whole is emitted right after its first part (and
//! that part's sub-parts), so positions never go back: the index numbers positions in emission
//! order, and until stop 40, when the wholes came after the compound's last part, each pushed the
//! next word one position further, so no phrase matched across or after a compound.

use std::ops::Range;

use crate::core::corpus::is_invisible;
use crate::core::normalize::{is_combining_mark, is_dash, push_folded};

/// What a token is within its compound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// A word or a part of a compound; parts take consecutive positions.
    Part,
    /// A piece of a part: "qwen" and "2.5" of "qwen2.5". Shares the part's position.
    SubPart,
    /// Two or more consecutive parts with their connectors: "gpt-4o". Shares the position of its
    /// first part.
    Whole,
}

/// One term occurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    /// The folded term.
    pub term: &'a str,
    pub kind: TokenKind,
    /// Byte range in the tokenized text (on char boundaries).
    pub start: usize,
    pub end: usize,
    /// Word position: parts count 0, 1, 2, …
    pub position: u32,
}

impl Token<'_> {
    pub fn range(&self) -> Range<usize> {
        self.start..self.end
    }
}

/// LaTeX commands that name a Greek letter, kept as words.
const GREEK: &[&str] = &[
    "alpha", "beta", "gamma", "delta", "epsilon", "varepsilon", "zeta", "eta", "theta", "vartheta", "iota",
    "kappa", "lambda", "mu", "nu", "xi", "pi", "rho", "sigma", "tau", "upsilon", "phi", "varphi", "chi",
    "psi", "omega", "Gamma", "Delta", "Theta", "Lambda", "Xi", "Pi", "Sigma", "Phi", "Psi", "Omega",
];

/// Longest compound (in parts) whose every contiguous run is emitted as a whole; longer ones
/// get their full whole and adjacent pairs.
const ALL_RUNS_UP_TO: usize = 4;
/// Longest compound (in parts) that is also emitted whole; longer ones (hostile text such as
/// "a-a-a-…") give only their parts and adjacent pairs, so the work per compound stays linear.
pub const MAX_WHOLE_PARTS: usize = 16;

#[derive(Clone, Copy, Debug)]
struct Part {
    /// Byte range in the text.
    start: usize,
    end: usize,
    /// Range of the folded part in the scratch buffer.
    folded: (usize, usize),
    /// The folded connector before this part (none for the first).
    connector: Option<char>,
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric()
}

fn is_transparent(c: char) -> bool {
    matches!(c, '{' | '}' | '*' | '$') || is_invisible(c)
}

fn is_connector(c: char) -> bool {
    is_dash(c) || matches!(c, '.' | '/' | '\'' | '’' | '(')
}

/// Reusable tokenizer (keeps its buffers between calls).
#[derive(Default)]
pub struct Tokenizer {
    folded: String,
    parts: Vec<Part>,
    term: String,
    /// End of the `)` that closes a compound's `(`, as in "SE(3)".
    closing_paren: Option<usize>,
    /// Scratch list of the `(first, last)` part runs emitted as wholes.
    runs: Vec<(usize, usize)>,
    /// Parts copied into wholes, counted for the tests that bound the work.
    #[cfg(test)]
    work: usize,
}

impl Tokenizer {
    pub fn new() -> Tokenizer {
        Tokenizer::default()
    }

    /// Calls `emit` for every token of `text`, in text order (each part before the sub-parts and
    /// wholes that share its position), so positions never go back.
    pub fn tokenize(&mut self, text: &str, mut emit: impl FnMut(Token<'_>)) {
        let mut scanner = Scanner { text, at: 0 };
        let mut position = 0u32;
        while let Some(start) = scanner.next_word_start() {
            self.folded.clear();
            self.parts.clear();
            self.closing_paren = None;
            scanner.at = start;
            self.read_compound(&mut scanner);
            position = self.emit_compound(text, position, &mut emit);
        }
    }

    /// Reads parts joined by connectors, starting at a word character.
    fn read_compound(&mut self, scanner: &mut Scanner<'_>) {
        let mut connector = None;
        loop {
            let folded_start = self.folded.len();
            let (start, end) = scanner.read_part(&mut self.folded);
            if end == start {
                break;
            }
            self.parts.push(Part { start, end, folded: (folded_start, self.folded.len()), connector });
            match scanner.connector_then_word() {
                Some(c) => connector = Some(c),
                None => break,
            }
        }
        // "SE(3)": a compound that opened a parenthesis takes the closing one too.
        if self.parts.iter().any(|p| p.connector == Some('(')) && scanner.text[scanner.at..].starts_with(')')
        {
            scanner.at += 1;
            self.closing_paren = Some(scanner.at);
        }
    }

    /// Emits a compound's parts, each followed by its sub-parts and by the wholes that start at
    /// it, so positions never go back (the index numbers positions in emission order; stop 40:
    /// emitting every whole after the last part put "imagery" of "remote-sensing imagery" one
    /// position further per whole, and no phrase matched across a compound).
    fn emit_compound(&mut self, text: &str, base: u32, emit: &mut impl FnMut(Token<'_>)) -> u32 {
        let n = self.parts.len();
        // Runs to emit as wholes, in (first, last) order: every run of a short compound; the
        // adjacent pairs and (up to MAX_WHOLE_PARTS) the whole of a longer one. Linear in n.
        let mut runs = std::mem::take(&mut self.runs);
        runs.clear();
        if n <= ALL_RUNS_UP_TO {
            runs.extend((0..n).flat_map(|first| (first + 1..n).map(move |last| (first, last))));
        } else {
            for first in 0..n.saturating_sub(1) {
                runs.push((first, first + 1));
                if first == 0 && n <= MAX_WHOLE_PARTS {
                    runs.push((0, n - 1));
                }
            }
        }
        let mut next_run = 0;
        for (i, part) in self.parts.iter().enumerate() {
            let position = base + i as u32;
            let term = &self.folded[part.folded.0..part.folded.1];
            emit(Token { term, kind: TokenKind::Part, start: part.start, end: part.end, position });
            emit_sub_parts(text, part, term, position, emit);
            while let Some(&(first, last)) = runs.get(next_run).filter(|(first, _)| *first == i) {
                next_run += 1;
                #[cfg(test)]
                {
                    self.work += last - first + 1;
                }
                self.term.clear();
                for (k, part) in self.parts[first..=last].iter().enumerate() {
                    if let (true, Some(c)) = (k > 0, part.connector) {
                        self.term.push(c);
                    }
                    self.term.push_str(&self.folded[part.folded.0..part.folded.1]);
                }
                let mut end = self.parts[last].end;
                if let (true, Some(paren_end)) = (last == n - 1, self.closing_paren) {
                    self.term.push(')');
                    end = paren_end;
                }
                emit(Token {
                    term: &self.term,
                    kind: TokenKind::Whole,
                    start: self.parts[first].start,
                    end,
                    position: base + first as u32,
                });
            }
        }
        debug_assert_eq!(next_run, runs.len(), "the runs are sorted by their first part");
        self.runs = runs;
        base + n as u32
    }
}

/// "qwen2.5" → "qwen" + "2.5": split after a run of two or more letters that a digit follows.
fn emit_sub_parts(text: &str, part: &Part, term: &str, position: u32, emit: &mut impl FnMut(Token<'_>)) {
    let bytes = term.as_bytes();
    let letters = bytes.iter().take_while(|b| b.is_ascii_alphabetic()).count();
    if letters < 2 || letters == bytes.len() || !bytes[letters].is_ascii_digit() {
        return;
    }
    // Only when the folded term maps byte-for-byte onto the text (plain ASCII, no markup): equal
    // lengths alone are not enough ("AÀ0Ⱥ" folds to "aa0ⱥ", also 6 bytes, but "aa" would end
    // inside "À").
    let original = &text[part.start..part.end];
    if !original.is_ascii() || original.len() != term.len() {
        return;
    }
    let (head, tail) = term.split_at(letters);
    emit(Token {
        term: head,
        kind: TokenKind::SubPart,
        start: part.start,
        end: part.start + letters,
        position,
    });
    emit(Token {
        term: tail,
        kind: TokenKind::SubPart,
        start: part.start + letters,
        end: part.end,
        position,
    });
}

/// A cursor over the text that knows the markup rules.
struct Scanner<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Scanner<'a> {
    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    /// Length of a LaTeX command (`\name`) at `at`, and its name.
    fn command_at(&self, at: usize) -> Option<(usize, &'a str)> {
        let rest = self.text.get(at..)?.strip_prefix('\\')?;
        let name_len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        (name_len > 0).then(|| (1 + name_len, &rest[..name_len]))
    }

    /// Moves to the start of the next word (a word character or a Greek command) and returns
    /// it, skipping separators, markup and other commands.
    fn next_word_start(&mut self) -> Option<usize> {
        let bytes = self.text.as_bytes();
        loop {
            // Fast path: ASCII separators (spaces, punctuation other than a backslash).
            match bytes.get(self.at) {
                None => return None,
                Some(b) if b.is_ascii_alphanumeric() => return Some(self.at),
                Some(&b) if b.is_ascii() && b != b'\\' => {
                    self.at += 1;
                    continue;
                }
                _ => {}
            }
            let c = self.peek()?;
            if is_word_char(c) {
                return Some(self.at);
            }
            if let Some((len, name)) = self.command_at(self.at) {
                if GREEK.contains(&name) {
                    return Some(self.at);
                }
                self.at += len;
                continue;
            }
            self.at += c.len_utf8();
        }
    }

    /// Skips transparent markup (braces, `$`, `*`, invisible characters, non-Greek commands)
    /// from `at`; returns where it ends.
    fn skip_transparent(&self, mut at: usize) -> usize {
        loop {
            if let Some((len, name)) = self.command_at(at) {
                if GREEK.contains(&name) {
                    return at;
                }
                at += len;
                continue;
            }
            match self.text[at..].chars().next() {
                Some(c) if is_transparent(c) => at += c.len_utf8(),
                _ => return at,
            }
        }
    }

    /// Reads one part, folding its characters into `folded`; returns its byte range. A Greek
    /// command is a part of its own.
    fn read_part(&mut self, folded: &mut String) -> (usize, usize) {
        let start = self.at;
        if let Some((len, name)) = self.command_at(self.at)
            && GREEK.contains(&name)
        {
            folded.push_str(&name.to_ascii_lowercase());
            self.at += len;
            return (start, self.at);
        }
        let mut end = start;
        let mut previous: Option<char> = None;
        let bytes = self.text.as_bytes();
        loop {
            // Fast path: a run of ASCII letters and digits (nearly all of the corpus).
            let run = bytes[self.at..].iter().take_while(|b| b.is_ascii_alphanumeric()).count();
            if run > 0 {
                let from = folded.len();
                folded.push_str(&self.text[self.at..self.at + run]);
                folded[from..].make_ascii_lowercase();
                self.at += run;
                end = self.at;
                previous = Some(bytes[self.at - 1] as char);
                continue;
            }
            // Fast exit: ASCII that can neither continue a word nor be markup inside one.
            match bytes.get(self.at) {
                None => break,
                Some(&b)
                    if b.is_ascii()
                        && !b.is_ascii_control()
                        && !matches!(b, b'.' | b',' | b'{' | b'}' | b'*' | b'$' | b'\\') =>
                {
                    break;
                }
                _ => {}
            }
            let Some(c) = self.peek() else { break };
            if is_word_char(c) || (previous.is_some() && is_combining_mark(c)) {
                push_folded(c, folded);
                self.at += c.len_utf8();
                end = self.at;
                previous = Some(c);
                continue;
            }
            // A decimal point or thousands separator inside a number.
            if matches!(c, '.' | ',') && previous.is_some_and(|p| p.is_ascii_digit()) {
                let after = self.at + 1;
                if self.text[after..].chars().next().is_some_and(|n| n.is_ascii_digit()) {
                    folded.push(c);
                    self.at = after;
                    continue;
                }
            }
            // Markup inside a word ("\textbf{Co}nvergent", "**Co**nvergent").
            if previous.is_some() {
                let skipped = self.skip_transparent(self.at);
                if skipped > self.at && self.text[skipped..].chars().next().is_some_and(is_word_char) {
                    self.at = skipped;
                    continue;
                }
            }
            break;
        }
        self.at = end;
        (start, end)
    }

    /// When a connector followed by a word starts at `at`, consumes the connector and returns
    /// it folded; otherwise leaves the cursor alone.
    fn connector_then_word(&mut self) -> Option<char> {
        let b = *self.text.as_bytes().get(self.at)?;
        if b.is_ascii() && !matches!(b, b'-' | b'.' | b'/' | b'\'' | b'(') {
            return None;
        }
        let c = self.peek()?;
        if !is_connector(c) {
            return None;
        }
        let after = self.at + c.len_utf8();
        let next = self.text[after..].chars().next()?;
        let greek = self.command_at(after).is_some_and(|(_, name)| GREEK.contains(&name));
        if !is_word_char(next) && !greek {
            return None;
        }
        self.at = after;
        Some(if is_dash(c) {
            '-'
        } else if c == '’' {
            '\''
        } else {
            c
        })
    }
}

/// All tokens of `text` as `(term, kind, byte range, position)`, for tests and small texts.
pub fn tokens(text: &str) -> Vec<(String, TokenKind, Range<usize>, u32)> {
    let mut out = Vec::new();
    Tokenizer::new().tokenize(text, |t| out.push((t.term.to_string(), t.kind, t.range(), t.position)));
    out
}

/// The folded parts of `text`, in order (what a phrase is made of).
pub fn part_terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    Tokenizer::new().tokenize(text, |t| {
        if t.kind == TokenKind::Part {
            out.push(t.term.to_string());
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Parts copied into whole terms while tokenizing `text`.
    fn whole_work(text: &str) -> usize {
        let mut tokenizer = Tokenizer::new();
        let mut tokens = 0usize;
        tokenizer.tokenize(text, |_| tokens += 1);
        tokenizer.work + tokens
    }

    #[test]
    fn long_compounds_cost_linear_work() {
        for unit in ["a-", "qwen2.5-", "x/", "1.a.", "b'"] {
            let small = whole_work(&unit.repeat(2_000));
            let large = whole_work(&unit.repeat(4_000));
            assert!(small <= 8 * 2_000, "{unit:?}: {small} for 2,000 parts");
            assert!(large <= 2 * small + 64, "{unit:?}: {small} for 2,000 parts, {large} for 4,000");
        }
    }

    #[test]
    fn compounds_keep_their_wholes_up_to_the_cap() {
        let whole = |text: &str| tokens(text).iter().any(|(t, k, _, _)| *k == TokenKind::Whole && t == text);
        let at_cap = vec!["a"; MAX_WHOLE_PARTS].join("-");
        let over = vec!["a"; MAX_WHOLE_PARTS + 1].join("-");
        assert!(whole("gpt-4o") && whole("qwen2.5-7b-instruct") && whole(&at_cap));
        assert!(!whole(&over));
        let pairs = tokens(&over).iter().filter(|(t, k, _, _)| *k == TokenKind::Whole && t == "a-a").count();
        assert_eq!(pairs, MAX_WHOLE_PARTS);
    }
}
