//! Words of an abstract's plain text with their positions, the unit the name, gist and entity
//! patterns work on: split at whitespace (and LaTeX `~`, em dashes, and before an acronym's
//! parenthesis written without its space: "Shaping(ORS)"), stripped of surrounding punctuation,
//! lowercased once.

/// A whitespace-separated word of the plain text.
#[derive(Clone, Debug)]
pub struct Word<'t> {
    /// The word without surrounding punctuation.
    pub core: &'t str,
    /// The word as written.
    pub raw: &'t str,
    /// Byte range of `raw` in the text.
    pub start: usize,
    pub end: usize,
    /// `core` in lowercase (computed once: the patterns compare it many times).
    lowered: String,
    /// The whole text the word is in (for spans of several words).
    text: &'t str,
}

impl<'t> Word<'t> {
    /// The text from the start of `self`'s core to the end of `last`'s core ("Frame Guidance").
    pub fn span_to(&self, last: &Word<'t>) -> Option<&'t str> {
        self.text.get(self.core_end() - self.core.len()..last.core_end())
    }

    /// The text between `self` and a later word `next`: spaces, and the separators no word holds
    /// (an em dash, "Dynamic BIRM — an algorithm"); empty when `next` is not later.
    pub fn gap_to(&self, next: &Word<'t>) -> &'t str {
        self.text.get(self.end..next.start).unwrap_or("")
    }

    pub fn lower(&self) -> &str {
        &self.lowered
    }

    /// Byte offset (in the text) just after the word's core.
    pub fn core_end(&self) -> usize {
        self.start + (self.core.as_ptr() as usize - self.raw.as_ptr() as usize) + self.core.len()
    }

    /// What follows the word's core inside the raw word (",", ")," …).
    pub fn trailing(&self) -> &str {
        let core_end = self.core.as_ptr() as usize - self.raw.as_ptr() as usize + self.core.len();
        // "MAPA*:" (a footnote mark): what follows is the colon.
        self.raw.get(core_end..).unwrap_or("").trim_start_matches('*')
    }

    pub fn leading(&self) -> &str {
        let core_start = self.core.as_ptr() as usize - self.raw.as_ptr() as usize;
        self.raw.get(..core_start).unwrap_or("")
    }
}

/// Splits text into words, recording their positions.
pub fn words(text: &str) -> Vec<Word<'_>> {
    let mut out = Vec::new();
    let mut start = None;
    let mut previous = ' ';
    for (i, c) in text.char_indices().chain(std::iter::once((text.len(), ' '))) {
        // "Occupancy Reward Shaping(ORS), a …" (round 19): an acronym's parenthesis written
        // without its space opens a word of its own.
        if c == '('
            && previous.is_alphabetic()
            && let Some(s) = start
            && text[i + 1..].starts_with(|n: char| n.is_ascii_uppercase())
        {
            let raw = &text[s..i];
            let core = core_of(raw);
            out.push(Word { core, raw, start: s, end: i, lowered: core.to_lowercase(), text });
            start = Some(i);
            previous = c;
            continue;
        }
        previous = c;
        // LaTeX's "~" and an em dash separate words too ("we propose~X", "X—a model").
        match (c.is_whitespace() || c == '~' || c == '—', start) {
            (true, Some(s)) => {
                let raw = &text[s..i];
                let core = core_of(raw);
                out.push(Word { core, raw, start: s, end: i, lowered: core.to_lowercase(), text });
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    out
}

/// A word without surrounding punctuation and possessive "'s".
fn core_of(raw: &str) -> &str {
    let trimmed = raw
        .trim_start_matches(['(', '[', '"', '“', '\'', '‘', '`', '_'])
        .trim_end_matches([',', '.', ';', ':', ')', ']', '"', '”', '\'', '’', '!', '?', '`', '_']);
    let trimmed = trimmed.strip_suffix("'s").or_else(|| trimmed.strip_suffix("’s")).unwrap_or(trimmed);
    // "HEART--a novel framework", "AbstRaL---which": a dash written with hyphens ends the word.
    let trimmed = trimmed.find("--").filter(|&at| at > 0).map_or(trimmed, |at| &trimmed[..at]);
    // "CodeMirage*," and "MAPA*:" carry a footnote mark.
    trimmed.trim_end_matches([',', '.', ';', ':', ')']).trim_end_matches('*')
}
