//! The reading list in the browser: kept in `localStorage` through `gloo-storage`, shared by
//! every component as [`SavedPapers`] (a copyable handle on a signal), and kept in step across
//! open tabs by the `storage` event. What is stored and how it is read is
//! [`crate::core::reading_list`]; this module only moves text in and out of the browser.
//!
//! Nothing stored can break the page: when `localStorage` is unavailable the list lives for
//! the session (with a notice); unreadable or newer data is first copied aside under another key
//! (with a notice), never overwritten.

use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;

use crate::core::reading_list::{ASIDE_KEY, Loaded, ReadingList, STORAGE_KEY, load};
use crate::core::view::PaperId;
use crate::ui::perf::epoch_ms;

/// The reader's saved papers, and a notice about them (if any).
#[derive(Clone, Copy)]
pub struct SavedPapers {
    list: RwSignal<ReadingList>,
    notice: RwSignal<Option<String>>,
}

/// True when this page may use `localStorage` (it can be disabled, or throw on access).
fn storage_available() -> bool {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten()).is_some()
}

/// Reads the stored list; unreadable or newer data is copied aside first.
fn read_stored() -> (ReadingList, Option<String>) {
    if !storage_available() {
        return (
            ReadingList::new(),
            Some("This browser does not let the explorer store a reading list; saved papers last until the page closes".into()),
        );
    }
    let raw = LocalStorage::raw().get_item(STORAGE_KEY).ok().flatten();
    match load(raw.as_deref()) {
        Loaded::Nothing => (ReadingList::new(), None),
        Loaded::List(list, notice) => (list, notice),
        Loaded::KeptAside(reason) => {
            let aside = format!("{ASIDE_KEY}.{}", epoch_ms() as u64);
            let kept = raw.as_deref().is_some_and(|text| LocalStorage::raw().set_item(&aside, text).is_ok());
            let notice = if kept {
                format!("{reason} (stored under “{aside}”)")
            } else {
                format!("{reason}, but could not be copied; it stays where it was until you save a paper")
            };
            (ReadingList::new(), Some(notice))
        }
    }
}

/// Loads the list, listens for other tabs' changes, and provides [`SavedPapers`] below.
pub fn provide_saved_papers() -> SavedPapers {
    let (list, notice) = read_stored();
    let saved = SavedPapers { list: RwSignal::new(list), notice: RwSignal::new(notice) };
    provide_context(saved);
    // Another tab saved or removed a paper: read the list again.
    let listener = window_event_listener(leptos::ev::storage, move |ev: web_sys::StorageEvent| {
        if ev.key().is_none_or(|key| key == STORAGE_KEY) {
            let (list, notice) = read_stored();
            saved.list.set(list);
            saved.notice.set(notice);
        }
    });
    on_cleanup(move || listener.remove());
    saved
}

/// The page's [`SavedPapers`].
pub fn use_saved_papers() -> SavedPapers {
    use_context::<SavedPapers>().unwrap_or_else(|| SavedPapers {
        list: RwSignal::new(ReadingList::new()),
        notice: RwSignal::new(None),
    })
}

impl SavedPapers {
    /// The saved papers' ids (tracked).
    pub fn ids(&self) -> Vec<PaperId> {
        self.list.with(ReadingList::ids)
    }

    /// How many papers are saved (tracked).
    pub fn count(&self) -> usize {
        self.list.with(ReadingList::len)
    }

    /// Is the paper saved (tracked)?
    pub fn contains(&self, id: PaperId) -> bool {
        self.list.with(|l| l.contains(id))
    }

    /// The note of a saved paper (tracked).
    pub fn note(&self, id: PaperId) -> String {
        self.list.with(|l| l.note(id).unwrap_or_default().to_string())
    }

    /// The list as it is now (untracked), for exports.
    pub fn snapshot(&self) -> ReadingList {
        self.list.get_untracked()
    }

    /// A notice about the list, if any (tracked).
    pub fn notice(&self) -> Option<String> {
        self.notice.get()
    }

    /// Saves or removes a paper.
    pub fn toggle(&self, id: PaperId) {
        let now = epoch_ms();
        self.change(|l| {
            l.toggle(id, now);
        });
    }

    /// Saves every paper of a shared list; returns how many were new.
    pub fn save_all(&self, ids: &[PaperId]) -> usize {
        let now = epoch_ms();
        let mut added = 0;
        self.change(|l| added = l.save_all(ids, now));
        added
    }

    /// Sets a saved paper's note.
    pub fn set_note(&self, id: PaperId, note: &str) {
        self.change(|l| {
            l.set_note(id, note);
        });
    }

    /// Applies a change and stores the list; a failed write becomes a notice.
    fn change(&self, edit: impl FnOnce(&mut ReadingList)) {
        self.list.update(edit);
        if !storage_available() {
            return;
        }
        let stored = self.list.with_untracked(|l| LocalStorage::set(STORAGE_KEY, l));
        if stored.is_err() {
            self.notice.set(Some(
                "The reading list could not be stored (the browser's storage is full or blocked)".into(),
            ));
        }
    }
}
