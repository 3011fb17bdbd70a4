//! The result list: the first page of cards for the current results, and "Show more".
//!
//! Only a page of cards is ever built (50 at a time), so the full 19,622-paper corpus renders
//! its first screen as fast as the 38-paper one.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ResultsView};
use crate::core::url_state::UrlState;
use crate::ui::components::paper_card::PaperCard;

/// Cards built per page.
pub const PAGE_SIZE: usize = 50;

#[component]
pub fn ResultList(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ResultsView>,
) -> impl IntoView {
    // How many cards to show, remembered for one query: a new query starts at one page again.
    let shown_for_query = RwSignal::new((String::new(), PAGE_SIZE));
    let limit = move || {
        let query = state.with(|s| s.query.clone());
        shown_for_query.with(|(q, n)| if *q == query { *n } else { PAGE_SIZE })
    };
    let shown = Memo::new(move |_| {
        let limit = limit();
        results.with(|r| r.hits.iter().take(limit).copied().collect::<Vec<usize>>())
    });
    let remaining = move || results.with(|r| r.hits.len()).saturating_sub(limit());
    let show_more = move |_| {
        let query = state.with_untracked(|s| s.query.clone());
        let next = limit() + PAGE_SIZE;
        shown_for_query.set((query, next));
    };
    let no_results = move || {
        results.with(|r| r.filtered && r.hits.is_empty()).then(|| {
            let query = state.with(|s| s.query.trim().to_string());
            view! {
                <p class="empty" data-testid="no-results">
                    {format!("No papers match “{query}”. Try fewer or shorter words.")}
                </p>
            }
        })
    };
    view! {
        {no_results}
        <ol class="cards">
            <For each=move || shown.get() key=|position| *position let:position>
                <PaperCard explorer position state />
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
