//! The result list: the first page of cards for the current results, "Show more", the
//! "most of the words" fallback message and the no-results state.
//!
//! Only a page of cards is ever built (50 at a time), so the full 19,622-paper corpus renders
//! its first screen as fast as the 38-paper one. A new search or filter builds a screenful of
//! cards (4–10, by the window's height) in the frame after the keystroke; the rest of the page
//! follows 10 cards per task once the input has paused for 80 ms (the list is `aria-busy` until
//! then), so a keystroke never waits for cards below the fold and no task runs long.

use leptos::prelude::*;

use crate::core::explorer::Explorer;
use crate::core::explorer::ViewResults;
use crate::core::url_state::UrlState;
use crate::ui::components::paper_card::PaperCard;
use crate::ui::url::{HistoryMode, use_nav};

/// Cards built per page.
pub const PAGE_SIZE: usize = 50;
/// Cards built in the first frame of a new search or filter: a screenful (a card is at least
/// [`CARD_MIN_HEIGHT_PX`] tall), at least [`FIRST_CARDS_MIN`] and at most [`FILL_STEP`].
pub const FIRST_CARDS_MIN: usize = 4;
const CARD_MIN_HEIGHT_PX: f64 = 150.0;
/// Cards added per task while the rest of the page is built.
pub const FILL_STEP: usize = 10;
/// Quiet time after a new search or filter before the rest of its page is built: while someone
/// types, each keystroke builds only its first cards.
const FILL_PAUSE: std::time::Duration = std::time::Duration::from_millis(80);

/// What makes a new result list: the search, the filters, the map area, the order.
type ViewKey =
    (String, crate::core::facets::Filters, Option<crate::core::map::Brush>, crate::core::search::Sort);

#[component]
pub fn ResultList(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    // How many cards to show, remembered for one query: a new query starts at one page again.
    let shown_for_query = RwSignal::new((String::new(), PAGE_SIZE));
    let limit = move || {
        let query = state.with(|s| s.query.clone());
        shown_for_query.with(|(q, n)| if *q == query { *n } else { PAGE_SIZE })
    };
    // A new search or filter paints its first cards in the frame after the keystroke or click;
    // the rest of the page is built a few cards per task once the input pauses, so typing never
    // waits for cards below the fold and no task runs long.
    let view_key = Memo::new(move |_| state.with(|s| (s.query.clone(), s.filters.clone(), s.brush, s.sort)));
    let first_cards = first_cards();
    let built = RwSignal::new((None::<ViewKey>, first_cards));
    let built_for_view =
        move || built.with(|(key, n)| if key.as_ref() == Some(&view_key.get()) { *n } else { first_cards });
    let wanted = move || limit().min(results.with(|r| r.hits().len()));
    let staged = Memo::new(move |_| built_for_view() < wanted());
    let generation = StoredValue::new(0u64);
    Effect::new(move |_| {
        if !staged.get() {
            return;
        }
        let key = view_key.get();
        let fresh = built.with(|(k, _)| k.as_ref() != Some(&key));
        let so_far = built_for_view();
        generation.update_value(|g| *g += 1);
        let mine = generation.get_value();
        let fill = move || {
            if generation.get_value() == mine && view_key.get_untracked() == key {
                built.set((Some(key), so_far + FILL_STEP));
            }
        };
        set_timeout(fill, if fresh { FILL_PAUSE } else { std::time::Duration::ZERO });
    });
    let shown = Memo::new(move |_| {
        let limit = limit().min(built_for_view());
        results.with(|r| r.hits().iter().take(limit).map(|&d| d as usize).collect::<Vec<usize>>())
    });
    let remaining = move || results.with(|r| r.hits().len()).saturating_sub(limit());
    let show_more = move |_| {
        let query = state.with_untracked(|s| s.query.clone());
        let next = limit() + PAGE_SIZE;
        shown_for_query.set((query, next));
    };
    let fallback = move || {
        results.with(|r| r.search.fallback).map(|(matched, of)| {
            view! {
                <p class="fallback" data-testid="fallback">
                    {format!("No paper contains all {of} words; showing papers that match {matched} of them.")}
                </p>
            }
        })
    };
    view! {
        {fallback}
        <NoResults state results />
        // Busy while only the first cards are built, so assistive technology (and the e2e
        // suite) waits for the whole page.
        <ol class="cards" data-testid="cards" aria-busy=move || staged.get().then_some("true")>
            <For each=move || shown.get() key=|position| *position let:position>
                <PaperCard explorer position state results />
            </For>
        </ol>
        {move || {
            let remaining = remaining();
            (remaining > 0)
                .then(|| {
                    view! {
                        <button class="show-more" data-testid="show-more" on:click=show_more>
                            {format!("Show {} more of {remaining}", remaining.min(PAGE_SIZE))}
                        </button>
                    }
                })
        }}
    }
}

/// A screenful of cards for this window (cards below the fold follow when the input pauses).
fn first_cards() -> usize {
    let height =
        web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(900.0);
    ((height / CARD_MIN_HEIGHT_PX).ceil() as usize).clamp(FIRST_CARDS_MIN, FILL_STEP)
}

/// Shown when a search finds nothing: says so and offers to search without the last word.
#[component]
fn NoResults(state: Memo<UrlState>, results: Memo<ViewResults>) -> impl IntoView {
    let nav = use_nav();
    move || {
        let empty = results.with(|r| (r.narrowed || r.search.searched) && r.hits().is_empty());
        if !empty {
            return None;
        }
        let query = state.with(|s| s.query.trim().to_string());
        let filtered = state.with(|s| !s.filters.is_empty());
        let shorter = without_last_word(&query);
        let drop_last = {
            move |_| {
                let next = state.with_untracked(|s| s.with_query(&shorter));
                nav.go(&next, HistoryMode::Push);
            }
        };
        let remove_filters = move |_| {
            let next = state.with_untracked(|s| s.without_filters());
            nav.go(&next, HistoryMode::Push);
        };
        let can_drop = query.split_whitespace().count() > 1;
        let what = if query.is_empty() { "these filters".to_string() } else { format!("“{query}”") };
        Some(view! {
            <div class="empty" data-testid="no-results">
                <p>{format!("No papers match {what}.")}</p>
                {can_drop.then(|| view! {
                    <button class="link-button" data-testid="drop-last-word" on:click=drop_last>
                        "Search without the last word"
                    </button>
                })}
                {filtered.then(|| view! {
                    <button class="link-button" data-testid="remove-filters" on:click=remove_filters>
                        "Remove the filters"
                    </button>
                })}
            </div>
        })
    }
}

/// The query without its last whitespace-separated word.
fn without_last_word(query: &str) -> String {
    let words: Vec<&str> = query.split_whitespace().collect();
    words[..words.len().saturating_sub(1)].join(" ")
}
