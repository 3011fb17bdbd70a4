//! The reading list: the papers a reader saved, each with when and an optional one-line note.
//!
//! Stored in the browser (`localStorage`, by `ui::storage`) as versioned JSON:
//! `{"version":1,"papers":[{"id":"b5d1433fdb64","saved_at":1764…,"note":"…"}]}`. Reading it
//! never loses data: text that does not parse, or that a newer version of the explorer wrote,
//! is reported ([`Loaded::KeptAside`]) so the caller can keep it aside under another key before
//! starting afresh. Ids are kept as written, even those not in this corpus (a list may have
//! been saved with other seeds). Everything is bounded: at most [`MAX_SAVED`] papers, notes of
//! at most [`MAX_NOTE_CHARS`] characters.

use serde::{Deserialize, Serialize};

use crate::core::corpus::PaperId;

/// The `localStorage` key of the list.
pub const STORAGE_KEY: &str = "paper-explorer.reading-list";
/// Where unreadable or newer data is kept aside (a number is appended when taken).
pub const ASIDE_KEY: &str = "paper-explorer.reading-list.kept-aside";
/// The format this explorer writes.
pub const VERSION: u32 = 1;
/// Papers a list holds at most (a list is a triage tool, not an archive).
pub const MAX_SAVED: usize = 5_000;
/// Characters a note keeps.
pub const MAX_NOTE_CHARS: usize = 280;

/// One saved paper.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    /// The paper id as written (12 hex digits for this explorer's papers).
    pub id: String,
    /// Milliseconds since the Unix epoch.
    #[serde(default)]
    pub saved_at: f64,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// The list, in the order the papers were saved.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReadingList {
    pub version: u32,
    pub papers: Vec<Saved>,
}

/// What reading the stored text gave.
#[derive(Clone, Debug, PartialEq)]
pub enum Loaded {
    /// Nothing stored yet.
    Nothing,
    /// A list (possibly cut to [`MAX_SAVED`], with a notice).
    List(ReadingList, Option<String>),
    /// Unreadable or from a newer version: keep the text aside; the reason is for a notice.
    KeptAside(String),
}

/// Reads stored text. Never fails and never panics.
pub fn load(stored: Option<&str>) -> Loaded {
    let Some(text) = stored.filter(|t| !t.trim().is_empty()) else {
        return Loaded::Nothing;
    };
    let mut list: ReadingList = match serde_json::from_str(text) {
        Ok(list) => list,
        Err(_) => {
            return Loaded::KeptAside("Your saved reading list could not be read; it was kept aside".into());
        }
    };
    if list.version > VERSION || list.version == 0 {
        return Loaded::KeptAside(format!(
            "Your reading list was saved by another version of the explorer (format {}); it was kept aside",
            list.version
        ));
    }
    let mut notice = None;
    if list.papers.len() > MAX_SAVED {
        list.papers.truncate(MAX_SAVED);
        notice = Some(format!("Your reading list holds its first {MAX_SAVED} papers"));
    }
    let mut seen = std::collections::HashSet::new();
    list.papers.retain(|p| seen.insert(p.id.to_ascii_lowercase()));
    for paper in &mut list.papers {
        paper.note = clean_note(&paper.note);
    }
    Loaded::List(list, notice)
}

/// A note as kept: one line, at most [`MAX_NOTE_CHARS`] characters, no control characters.
pub fn clean_note(note: &str) -> String {
    note.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(MAX_NOTE_CHARS)
        .collect::<String>()
        .trim()
        .to_string()
}

impl ReadingList {
    pub fn new() -> ReadingList {
        ReadingList { version: VERSION, papers: Vec::new() }
    }

    /// The text to store.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn len(&self) -> usize {
        self.papers.len()
    }

    pub fn is_empty(&self) -> bool {
        self.papers.is_empty()
    }

    fn position(&self, id: PaperId) -> Option<usize> {
        let id = id.to_string();
        self.papers.iter().position(|p| p.id.eq_ignore_ascii_case(&id))
    }

    pub fn contains(&self, id: PaperId) -> bool {
        self.position(id).is_some()
    }

    /// Saves the paper, or removes it when saved; returns whether it is saved now. A full list
    /// saves nothing more.
    pub fn toggle(&mut self, id: PaperId, now_ms: f64) -> bool {
        match self.position(id) {
            Some(i) => {
                self.papers.remove(i);
                false
            }
            None => self.save(id, now_ms),
        }
    }

    /// Saves the paper (kept as it is when already saved); false when the list is full.
    pub fn save(&mut self, id: PaperId, now_ms: f64) -> bool {
        if self.contains(id) {
            return true;
        }
        if self.papers.len() >= MAX_SAVED {
            return false;
        }
        self.papers.push(Saved { id: id.to_string(), saved_at: now_ms, note: String::new() });
        true
    }

    /// Saves every paper of `ids` not yet saved; returns how many were added.
    pub fn save_all(&mut self, ids: &[PaperId], now_ms: f64) -> usize {
        ids.iter().filter(|&&id| !self.contains(id) && self.save(id, now_ms)).count()
    }

    /// The note of a saved paper.
    pub fn note(&self, id: PaperId) -> Option<&str> {
        self.position(id).and_then(|i| self.papers.get(i)).map(|p| p.note.as_str())
    }

    /// Sets the note of a saved paper (cleaned); false when the paper is not saved.
    pub fn set_note(&mut self, id: PaperId, note: &str) -> bool {
        match self.position(id).and_then(|i| self.papers.get_mut(i)) {
            Some(paper) => {
                paper.note = clean_note(note);
                true
            }
            None => false,
        }
    }

    /// The saved papers' ids that parse (others are kept, but name no paper here).
    pub fn ids(&self) -> Vec<PaperId> {
        self.papers.iter().filter_map(|p| PaperId::parse(&p.id)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: u64) -> PaperId {
        PaperId::parse(&format!("{n:012x}")).unwrap_or_else(|| unreachable!())
    }

    #[test]
    fn saves_toggles_notes_and_round_trips() {
        let mut list = ReadingList::new();
        assert!(list.toggle(id(1), 10.0));
        assert!(list.toggle(id(2), 20.0));
        assert!(!list.toggle(id(1), 30.0));
        assert!(list.set_note(id(2), "read\nthis\u{7} first"));
        assert!(!list.set_note(id(9), "not saved"));
        assert_eq!(list.note(id(2)), Some("read this  first"));
        assert_eq!(list.save_all(&[id(2), id(3), id(4)], 40.0), 2);
        let text = list.to_json();
        assert_eq!(load(Some(&text)), Loaded::List(list.clone(), None));
        assert_eq!(list.ids(), [id(2), id(3), id(4)]);
    }

    #[test]
    fn unreadable_or_newer_data_is_kept_aside() {
        assert_eq!(load(None), Loaded::Nothing);
        assert_eq!(load(Some("  ")), Loaded::Nothing);
        for bad in ["{", "[1,2]", "{\"version\":\"one\"}", "null", "{\"papers\":[]}"] {
            assert!(matches!(load(Some(bad)), Loaded::KeptAside(_)), "{bad}");
        }
        let newer = r#"{"version":2,"papers":[],"tags":["x"]}"#;
        assert!(matches!(load(Some(newer)), Loaded::KeptAside(reason) if reason.contains("format 2")));
    }

    #[test]
    fn stored_lists_are_bounded_and_deduplicated() {
        let papers: Vec<Saved> = (0..MAX_SAVED as u64 + 10)
            .map(|n| Saved {
                id: format!("{:012x}", n % (MAX_SAVED as u64 + 5)),
                saved_at: 0.0,
                note: "x".repeat(1_000),
            })
            .collect();
        let text = serde_json::to_string(&ReadingList { version: 1, papers }).unwrap_or_default();
        let Loaded::List(list, notice) = load(Some(&text)) else { panic!("a list") };
        assert!(notice.is_some());
        assert!(list.len() <= MAX_SAVED);
        assert!(list.papers.iter().all(|p| p.note.chars().count() == MAX_NOTE_CHARS));
        let mut full = list.clone();
        assert!(!full.save(id(999_999), 0.0) || full.len() < MAX_SAVED);
    }

    #[test]
    fn unknown_ids_are_kept() {
        let text = r#"{"version":1,"papers":[{"id":"not-a-paper-id","saved_at":1},{"id":"0000000000AB"}]}"#;
        let Loaded::List(list, _) = load(Some(text)) else { panic!("a list") };
        assert_eq!(list.len(), 2);
        assert_eq!(list.ids(), [id(0xab)]);
        assert!(list.to_json().contains("not-a-paper-id"));
    }
}
