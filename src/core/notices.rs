//! Notices: the polite messages about input the explorer ignored or shortened (a bad URL
//! parameter, an unknown paper id, a search cut to its first words).
//!
//! Anyone can craft a link with thousands of bad parameters, so notices are deduplicated and
//! capped: at most [`MAX_NOTICES`] are kept, in the order they arose, then one line says how
//! many more were left out. Text is cleaned for display (no bidi or invisible controls).

use rustc_hash::FxHashSet;

use crate::core::text::display_text;

/// Distinct notices shown; the rest are counted.
pub const MAX_NOTICES: usize = 5;

/// A deduplicated, capped list of notices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notices {
    shown: Vec<String>,
    /// Hashes of every distinct notice seen, shown or not.
    seen: FxHashSet<u64>,
    more: usize,
}

impl Notices {
    pub fn new() -> Notices {
        Notices::default()
    }

    /// Adds a notice unless an equal one is already there.
    pub fn push(&mut self, notice: impl Into<String>) {
        let notice = display_text(&notice.into()).into_owned();
        if !self.seen.insert(xxhash_rust::xxh3::xxh3_64(notice.as_bytes())) {
            return;
        }
        if self.shown.len() < MAX_NOTICES {
            self.shown.push(notice);
        } else {
            self.more += 1;
        }
    }

    /// Adds every notice of `notices`.
    pub fn extend(&mut self, notices: impl IntoIterator<Item = String>) {
        notices.into_iter().for_each(|n| self.push(n));
    }

    /// Adds the notices of another list, its uncounted rest included.
    pub fn append(&mut self, other: &Notices) {
        other.shown.iter().for_each(|n| self.push(n.clone()));
        self.more += other.more;
    }

    pub fn is_empty(&self) -> bool {
        self.shown.is_empty()
    }

    /// The lines to show: the kept notices, then "… and N more" when some were left out.
    pub fn lines(&self) -> Vec<String> {
        let mut lines = self.shown.clone();
        if self.more > 0 {
            let noun = if self.more == 1 { "notice" } else { "notices" };
            lines.push(format!("… and {} more {noun} like these", self.more));
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deduplicates_caps_and_cleans() {
        let mut notices = Notices::new();
        for i in 0..25_000 {
            notices.push(format!("Ignored unknown URL parameter 'x{}'", i % 7));
        }
        notices.push("Ignored unknown URL parameter 'x0'");
        notices.push("evil\u{202E}gnp.exe");
        let lines = notices.lines();
        assert_eq!(lines.len(), MAX_NOTICES + 1);
        assert_eq!(lines[0], "Ignored unknown URL parameter 'x0'");
        assert_eq!(lines[MAX_NOTICES], "… and 3 more notices like these");
        let unique: FxHashSet<&String> = lines.iter().collect();
        assert_eq!(unique.len(), lines.len());

        let mut few = Notices::new();
        few.push("a\u{200F}b");
        few.push("ab");
        assert_eq!(few.lines(), ["ab"]);
    }

    #[test]
    fn appending_keeps_the_count_of_what_was_left_out() {
        let mut first = Notices::new();
        (0..8).for_each(|i| first.push(format!("n{i}")));
        let mut all = Notices::new();
        all.push("search warning");
        all.append(&first);
        assert_eq!(all.lines().last().map(String::as_str), Some("… and 4 more notices like these"));
    }
}
