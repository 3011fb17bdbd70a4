//! Above the results: the result count, the sort order ("seed order" when nothing is searched),
//! the layout (cards, compact lines or the map), "Copy link", the list tools (share the reading list,
//! save a shared list, export), and the active filters (each removable, plus "Clear all").

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::search::Sort;
use crate::core::url_state::{UrlState, ViewMode};
use crate::ui::components::list_tools::{CopyButton, ExportMenu, ListActions};
use crate::ui::url::{HistoryMode, LinkLook, absolute_url, use_nav, view_link};

#[component]
pub fn Toolbar(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let nav = use_nav();
    let count_label = move || results.with(|r| explorer.count_label(r));
    let on_sort = move |ev: leptos::ev::Event| {
        let sort = Sort::from_slug(&event_target_value(&ev)).unwrap_or_default();
        nav.go(&state.with_untracked(|s| s.with_sort(sort)), HistoryMode::Push);
    };
    let sort_value = move || state.with(|s| s.sort.slug());
    // Without a query, "relevance" has nothing to rank by: the list is in seed order.
    let searching = move || state.with(|s| !s.query.trim().is_empty());
    view! {
        <div class="toolbar">
            <p class="result-count" data-testid="result-count" aria-live="polite">{count_label}</p>
            <label class="sort">
                "Sort: "
                <select data-testid="sort" prop:value=sort_value on:change=on_sort>
                    <option value=Sort::Relevance.slug()>
                        {move || if searching() { "relevance" } else { "seed order" }}
                    </option>
                    <option value=Sort::CorpusOrder.slug()>"seed order, always"</option>
                </select>
            </label>
            <ViewToggle state />
            <CopyButton label="Copy link" testid="copy-link" url=move || state.with_untracked(absolute_url) />
        </div>
        <div class="toolbar list-tools">
            <ListActions explorer state />
            <ExportMenu explorer state results />
        </div>
        <ActiveFilters explorer state />
    }
}

/// Cards, compact lines or the map: three links, the current one marked.
#[component]
fn ViewToggle(state: Memo<UrlState>) -> impl IntoView {
    let option = move |view: ViewMode, label: &'static str, testid: &'static str| {
        let current = move || state.with(|s| s.view == view).then_some("page");
        view! {
            <span class="view-option" aria-current=current>
                {view_link(move || state.with(|s| s.with_view(view)), HistoryMode::Push, LinkLook::new("view-link", testid), label)}
            </span>
        }
    };
    view! {
        <span class="view-toggle" role="group" aria-label="Layout">
            {option(ViewMode::List, "Cards", "view-list")}
            {option(ViewMode::Compact, "Compact", "view-compact")}
            {option(ViewMode::Map, "Map", "view-map")}
        </span>
    }
}

/// The active facet selections and map area, each removable ("Topic: Robotics", "Topic: not
/// Robotics", "Map: selected area"), and "Clear all".
#[component]
fn ActiveFilters(explorer: &'static Explorer, state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    move || {
        let (filters, brush) = state.with(|s| (s.filters.clone(), s.brush));
        if filters.is_empty() && brush.is_none() {
            return None;
        }
        let brush_pill = brush.map(|_| {
            let remove = move |_| {
                let next = state.with_untracked(|s| s.with_brush(None));
                nav.go(&next.with_paper(None), HistoryMode::Push);
            };
            view! {
                <button class="chip active-filter" data-testid="brush-filter" title="Remove this filter" on:click=remove>
                    "Map: selected area" <span aria-hidden="true">" ×"</span>
                </button>
            }
        });
        let chips = filters
            .into_iter()
            .flat_map(|(facet, selections)| selections.into_iter().map(move |s| (facet, s)))
            .map(|(facet, selection)| {
                let label = explorer
                    .vocabulary
                    .values(facet)
                    .get(selection.value as usize)
                    .map(|v| v.label.clone())
                    .unwrap_or_default();
                let remove = move |_| {
                    let next = state.with_untracked(|s| s.with_selection(facet, selection.value, None));
                    nav.go(&next.with_paper(None), HistoryMode::Push);
                };
                let text = format!("{}: {}{label}", facet.label(), if selection.excluded { "not " } else { "" });
                view! {
                    <button class="chip active-filter" class:excluded=selection.excluded title="Remove this filter" on:click=remove>
                        {text} <span aria-hidden="true">" ×"</span>
                    </button>
                }
            })
            .collect_view();
        let clear = move |_| {
            let next = state.with_untracked(|s| s.without_filters());
            nav.go(&next.with_paper(None), HistoryMode::Push);
        };
        Some(view! {
            <div class="active-filters" data-testid="active-filters">
                {chips}
                {brush_pill}
                <button class="link-button" data-testid="clear-filters" on:click=clear>"Clear all"</button>
            </div>
        })
    }
}
