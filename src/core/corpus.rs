//! Seed files → papers: the one parser for the corpus format.
//!
//! A seed file is UTF-8 text (LF, CRLF or lone CR line breaks, optional BOM). Its first
//! non-blank line names the collection; after it come abstracts, one per paragraph, paragraphs separated by one or more
//! blank or whitespace-only lines. A paragraph's inner line breaks join with a single space.
//!
//! This module is compiled twice: by `build.rs` (through `#[path]`), where it validates every
//! seed file and stops the build on an error of the form `seeds/NAME.txt:LINE: what is wrong`,
//! and into the app, where the same code parses the embedded text at start-up. It therefore
//! depends on nothing but `std` and `xxhash_rust`.
//!
//! **Invariants:** a paper's id is a content hash of its normalised abstract (never its
//! position), so adding or reordering seed files never changes a deep link; two different
//! abstracts with the same id are an error; the original text is kept verbatim (only inner line
//! breaks become spaces) and nothing in it can make parsing panic. Messages quote at most
//! [`MAX_QUOTED_CHARS`] characters of a seed, with control characters escaped, so a hostile file
//! cannot flood or drive the terminal.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

/// Abstracts shorter than this many characters are kept but reported.
pub const SHORT_ABSTRACT_CHARS: usize = 100;
/// Titles longer than this are reported: the title line is probably missing.
pub const LONG_TITLE_CHARS: usize = 200;
/// Abstracts longer than this (in bytes) are kept but reported: real ones are under 5 KB, so a
/// paragraph break is probably missing. Per-paper derivations read only the first 8 KB.
pub const LONG_ABSTRACT_BYTES: usize = 16 * 1024;
/// Longest piece of a seed quoted in a message.
pub const MAX_QUOTED_CHARS: usize = 100;
/// Number of hex digits in a paper id (48 bits of the content hash).
pub const PAPER_ID_HEX_LEN: usize = 12;

/// A stable, content-derived paper identifier (48 bits), shown as 12 lowercase hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PaperId(u64);

impl PaperId {
    /// The id of an abstract: 48 bits of XXH3-64 over its normalised text (see [`id_text`]).
    pub fn of_abstract(text: &str, scratch: &mut String) -> PaperId {
        let normalised = if is_id_text(text) {
            text
        } else {
            id_text(text, scratch);
            scratch.as_str()
        };
        PaperId(xxhash_rust::xxh3::xxh3_64(normalised.as_bytes()) >> 16)
    }

    /// Parses the 12-hex-digit form; anything else is `None`.
    pub fn parse(s: &str) -> Option<PaperId> {
        if s.len() != PAPER_ID_HEX_LEN || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(&s.to_ascii_lowercase(), 16).ok().map(PaperId)
    }
}

impl fmt::Display for PaperId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:012x}", self.0)
    }
}

/// True for the dash and minus characters that fold to `-` (search and the tokenizer treat them
/// alike). Here, beside [`is_invisible`], because `build.rs` and the app share this module.
pub fn is_dash(c: char) -> bool {
    matches!(c, '-' | '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{FE58}' | '\u{FE63}' | '\u{FF0D}')
}

/// Appends the folded form of an ASCII character (whitespace → one space, controls dropped,
/// letters lowercased): the fast path of `core::normalize` and of its build-time definition.
pub fn push_folded_ascii(c: char, out: &mut String) {
    if c.is_ascii_whitespace() {
        out.push(' ');
    } else if !c.is_ascii_control() {
        out.push(c.to_ascii_lowercase());
    }
}

/// True for characters that carry no visible content and must not affect identity, display or
/// search: C0/C1 controls other than whitespace, zero-width spaces/joiners, word joiner, BOM.
pub fn is_invisible(c: char) -> bool {
    (c.is_control() && !c.is_whitespace())
        || matches!(c, '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}' | '\u{00AD}')
}

/// True when `text` is already its own id text: printable ASCII with single inner spaces and no
/// space at either end (most abstracts), so hashing needs no copy. Written as a branch-free fold
/// so the compiler vectorises it.
pub fn is_id_text(text: &str) -> bool {
    let bytes = text.as_bytes();
    let printable = bytes.iter().fold(true, |ok, &b| ok & (b.wrapping_sub(0x20) < 0x5f));
    printable && !text.starts_with(' ') && !text.ends_with(' ') && !text.contains("  ")
}

/// Writes the text an id is computed from into `out`: invisible characters dropped, every run of
/// whitespace collapsed to one space, ends trimmed. Runs of ordinary characters are copied as
/// slices; ASCII is classified byte by byte, only other characters are decoded (most of the
/// corpus-parse time went here).
pub fn id_text(text: &str, out: &mut String) {
    out.clear();
    let mut pending_space = false;
    let mut run_start: Option<usize> = None;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let (whitespace, visible, width) = if b < 0x80 {
            let whitespace = matches!(b, b'\t'..=b'\r' | b' ');
            (whitespace, !whitespace && (0x21..0x7f).contains(&b), 1)
        } else {
            let c = text[i..].chars().next().unwrap_or(' ');
            let whitespace = c.is_whitespace();
            (whitespace, !whitespace && !is_invisible(c), c.len_utf8())
        };
        let at = i;
        i += width;
        if visible {
            if run_start.is_none() {
                if pending_space && !out.is_empty() {
                    out.push(' ');
                }
                pending_space = false;
                run_start = Some(at);
            }
            continue;
        }
        if let Some(start) = run_start.take() {
            out.push_str(&text[start..at]);
        }
        pending_space |= whitespace;
    }
    if let Some(start) = run_start {
        out.push_str(&text[start..]);
    }
}

/// A problem found in a seed file, located at `file:line`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedIssue {
    /// The seed file as it should be shown to a person, e.g. `seeds/000_a.txt`.
    pub file: String,
    /// 1-based line number.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SeedIssue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

fn issue(file: &str, line: usize, message: impl Into<String>) -> SeedIssue {
    SeedIssue {
        file: escape_for_message(file, usize::MAX),
        line,
        message: escape_for_message(&message.into(), usize::MAX),
    }
}

/// `text` made safe to print: control characters (newlines, escape sequences, bidi controls)
/// shown as `\u{…}` escapes, and cut after `max_chars` characters with "…".
pub fn escape_for_message(text: &str, max_chars: usize) -> String {
    let mut out = String::with_capacity(text.len().min(4 * max_chars.min(1 << 16)));
    for (count, c) in text.chars().enumerate() {
        if count == max_chars {
            out.push('…');
            break;
        }
        let format_control = matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
        if c.is_control() || format_control {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    out
}

/// A seed's text quoted in a message: at most [`MAX_QUOTED_CHARS`] characters, escaped.
fn quote(text: &str) -> String {
    escape_for_message(text, MAX_QUOTED_CHARS)
}

/// The lines of a text, split at LF, CRLF or a lone CR (LF is found with `memchr`; a CR is
/// looked for only within a line, where it is rare).
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n').flat_map(|line| line.strip_suffix('\r').unwrap_or(line).split('\r'))
}

/// Checks that a seed file's bytes are UTF-8; the error names the line and byte offset.
pub fn seed_text<'a>(file: &str, bytes: &'a [u8]) -> Result<&'a str, SeedIssue> {
    std::str::from_utf8(bytes).map_err(|e| {
        let offset = e.valid_up_to();
        let before = &bytes[..offset];
        let lone_crs = before
            .iter()
            .enumerate()
            .filter(|&(i, &b)| b == b'\r' && before.get(i + 1) != Some(&b'\n'))
            .count();
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count() + lone_crs;
        issue(file, line, format!("not valid UTF-8 (invalid byte at byte offset {offset})"))
    })
}

/// One abstract as it appears in a seed file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paragraph<'a> {
    /// 1-based line on which the paragraph starts.
    pub line: usize,
    /// The paragraph's text: borrowed when it is a single line, else its lines joined by spaces.
    pub text: Cow<'a, str>,
}

/// A parsed seed file: its collection title and its abstracts in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedFile<'a> {
    pub title: &'a str,
    pub title_line: usize,
    pub paragraphs: Vec<Paragraph<'a>>,
}

/// Parses one seed file. `file` is only used to label issues.
pub fn parse_seed_file<'a>(file: &str, text: &'a str) -> Result<SeedFile<'a>, SeedIssue> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut title: Option<(&'a str, usize)> = None;
    let mut paragraphs = Vec::new();
    let mut current: Option<(usize, Vec<&'a str>)> = None;
    for (index, raw_line) in lines(text).enumerate() {
        let line_no = index + 1;
        let line = raw_line.trim();
        if line.is_empty() {
            if let Some((start, lines)) = current.take() {
                paragraphs.push(join_paragraph(start, lines));
            }
        } else if title.is_none() {
            title = Some((line, line_no));
        } else {
            current.get_or_insert_with(|| (line_no, Vec::new())).1.push(line);
        }
    }
    if let Some((start, lines)) = current.take() {
        paragraphs.push(join_paragraph(start, lines));
    }
    let Some((title, title_line)) = title else {
        return Err(issue(file, 1, "empty seed file: expected a collection title line"));
    };
    if paragraphs.is_empty() {
        return Err(issue(
            file,
            title_line,
            format!("collection title \"{}\" is followed by no abstracts", quote(title)),
        ));
    }
    Ok(SeedFile { title, title_line, paragraphs })
}

fn join_paragraph<'a>(line: usize, lines: Vec<&'a str>) -> Paragraph<'a> {
    let text = match lines.as_slice() {
        [only] => Cow::Borrowed(*only),
        _ => Cow::Owned(lines.join(" ")),
    };
    Paragraph { line, text }
}

/// One paper of the corpus.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paper<'a> {
    pub id: PaperId,
    /// The abstract, verbatim except that inner line breaks became single spaces.
    pub text: Cow<'a, str>,
    /// Index into [`Corpus::collections`].
    pub collection: usize,
    /// Index into [`Corpus::files`].
    pub file: usize,
    /// 1-based line of the seed file on which the abstract starts.
    pub line: usize,
}

/// Every paper of every seed file, deduplicated, in seed-file order.
#[derive(Clone, Debug, Default)]
pub struct Corpus<'a> {
    /// Seed file labels, in the order given to [`Corpus::build`].
    pub files: Vec<String>,
    /// Distinct collection titles in order of first appearance.
    pub collections: Vec<String>,
    pub papers: Vec<Paper<'a>>,
    /// Problems that keep the paper (short abstracts, duplicates, suspicious titles).
    pub warnings: Vec<SeedIssue>,
    by_id: HashMap<PaperId, usize>,
}

impl<'a> Corpus<'a> {
    /// Builds the corpus from `(label, text)` pairs. Every error of every file is returned, so a
    /// person can fix them all in one go.
    pub fn build(files: &[(&str, &'a str)]) -> Result<Corpus<'a>, Vec<SeedIssue>> {
        let mut corpus = Corpus::default();
        let mut errors = Vec::new();
        let mut scratch = String::new();
        for (file_index, (label, text)) in files.iter().enumerate() {
            corpus.files.push(label.to_string());
            let seed = match parse_seed_file(label, text) {
                Ok(seed) => seed,
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
            if seed.title.chars().count() > LONG_TITLE_CHARS {
                corpus.warnings.push(issue(
                    label,
                    seed.title_line,
                    "the collection title is very long: is the title line missing?",
                ));
            }
            let collection = corpus.collection_index(seed.title);
            for paragraph in seed.paragraphs {
                corpus.add(file_index, collection, paragraph, &mut scratch, &mut errors);
            }
        }
        if errors.is_empty() { Ok(corpus) } else { Err(errors) }
    }

    fn collection_index(&mut self, title: &str) -> usize {
        match self.collections.iter().position(|c| c == title) {
            Some(i) => i,
            None => {
                self.collections.push(title.to_string());
                self.collections.len() - 1
            }
        }
    }

    fn add(
        &mut self,
        file: usize,
        collection: usize,
        paragraph: Paragraph<'a>,
        scratch: &mut String,
        errors: &mut Vec<SeedIssue>,
    ) {
        let label = &self.files[file];
        // Counting chars is only needed for texts short enough in bytes to be short in chars.
        let chars = if paragraph.text.len() < 4 * SHORT_ABSTRACT_CHARS {
            paragraph.text.chars().count()
        } else {
            SHORT_ABSTRACT_CHARS
        };
        if paragraph.text.len() > LONG_ABSTRACT_BYTES {
            self.warnings.push(issue(
                label,
                paragraph.line,
                format!(
                    "very long abstract ({} KB; real ones are under 5 KB): is a paragraph break missing? \
                     Derived headlines read only its first 8 KB",
                    paragraph.text.len() / 1024
                ),
            ));
        }
        if chars < SHORT_ABSTRACT_CHARS {
            self.warnings.push(issue(
                label,
                paragraph.line,
                format!("suspiciously short abstract ({chars} characters)"),
            ));
        }
        let id = PaperId::of_abstract(&paragraph.text, scratch);
        if let Some(&earlier) = self.by_id.get(&id) {
            let first = &self.papers[earlier];
            let first_at = format!("{}:{}", self.files[first.file], first.line);
            let (mut mine, mut other) = (String::new(), String::new());
            id_text(&paragraph.text, &mut mine);
            id_text(&first.text, &mut other);
            if other == mine {
                self.warnings.push(issue(
                    label,
                    paragraph.line,
                    format!("duplicate of the abstract at {first_at}; keeping the first"),
                ));
            } else {
                errors.push(issue(
                    label,
                    paragraph.line,
                    format!("paper id {id} collides with the different abstract at {first_at}"),
                ));
            }
            return;
        }
        self.by_id.insert(id, self.papers.len());
        self.papers.push(Paper { id, text: paragraph.text, collection, file, line: paragraph.line });
    }

    /// The position of the paper with this id.
    pub fn position(&self, id: PaperId) -> Option<usize> {
        self.by_id.get(&id).copied()
    }

    /// The paper with this id.
    pub fn get(&self, id: PaperId) -> Option<&Paper<'a>> {
        self.position(id).and_then(|i| self.papers.get(i))
    }

    /// `file:line` where a paper's abstract starts.
    pub fn provenance(&self, paper: &Paper<'_>) -> String {
        let file = self.files.get(paper.file).map_or("?", String::as_str);
        format!("{file}:{}", paper.line)
    }
}
