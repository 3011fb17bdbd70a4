//! Above the results: the result count, the active filters (each removable, plus "Clear
//! all"), the sort order and "Copy link" (Clipboard API, with a visible fallback showing the
//! URL to copy by hand).

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::search::Sort;
use crate::core::url_state::UrlState;
use crate::ui::url::{HistoryMode, absolute_url, use_nav};

#[component]
pub fn Toolbar(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let nav = use_nav();
    let count_label = move || results.with(|r| explorer.count_label(r));
    let on_sort = {
        move |ev: leptos::ev::Event| {
            let sort = if event_target_value(&ev) == "corpus" { Sort::CorpusOrder } else { Sort::Relevance };
            let next = state.with_untracked(|s| s.with_sort(sort));
            nav.go(&next, HistoryMode::Push);
        }
    };
    let sort_value = move || {
        if state.with(|s| s.sort) == Sort::CorpusOrder { "corpus" } else { "relevance" }
    };
    view! {
        <div class="toolbar">
            <p class="result-count" data-testid="result-count" aria-live="polite">{count_label}</p>
            <label class="sort">
                "Sort "
                <select data-testid="sort" prop:value=sort_value on:change=on_sort>
                    <option value="relevance">"by relevance"</option>
                    <option value="corpus">"in corpus order"</option>
                </select>
            </label>
            <CopyLink state />
        </div>
        <ActiveFilters explorer state />
    }
}

/// The active facet selections, each removable, and "Clear all".
#[component]
fn ActiveFilters(explorer: &'static Explorer, state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    move || {
        let filters = state.with(|s| s.filters.clone());
        if filters.is_empty() {
            return None;
        }
        let chips = filters
            .into_iter()
            .flat_map(|(facet, selections)| selections.into_iter().map(move |s| (facet, s)))
            .map(|(facet, selection)| {
                let label = explorer.vocabulary.values(facet).get(selection.value as usize).map(|v| v.label.clone()).unwrap_or_default();
                let remove = move |_| {
                    let next = state.with_untracked(|s| s.with_selection(facet, selection.value, None));
                    nav.go(&next.with_paper(None), HistoryMode::Push);
                };
                let text = format!("{}{}: {label}", if selection.excluded { "not " } else { "" }, facet.label());
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
                <button class="link-button" data-testid="clear-filters" on:click=clear>"Clear all"</button>
            </div>
        })
    }
}

/// Copies the view's canonical URL; when the Clipboard API is unavailable or refuses, shows
/// the URL selected for copying by hand.
#[component]
fn CopyLink(state: Memo<UrlState>) -> impl IntoView {
    // `Ok(url)`: copied; `Err(url)`: shown for copying by hand.
    let status = RwSignal::new(None::<Result<String, String>>);
    let copy = move |_| {
        let url = state.with_untracked(absolute_url);
        let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
        match clipboard {
            Some(clipboard) => {
                let promise = clipboard.write_text(&url);
                wasm_bindgen_futures::spawn_local(async move {
                    let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                    status.set(Some(if copied { Ok(url) } else { Err(url) }));
                });
            }
            None => status.set(Some(Err(url))),
        }
    };
    view! {
        <button class="copy-link" data-testid="copy-link" on:click=copy>"Copy link"</button>
        {move || match status.get() {
            Some(Ok(url)) => Some(view! { <span class="copied" data-testid="copy-status" data-url=url role="status">"Link copied"</span> }.into_any()),
            Some(Err(url)) => Some({
                let shown = url.clone();
                view! {
                <label class="copy-fallback" data-testid="copy-status" data-url=url>
                    "Copy this link: "
                    <input data-testid="copy-fallback" readonly prop:value=shown on:focus=|ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            input.select();
                        }
                    } />
                </label>
            }}.into_any()),
            None => None,
        }}
    }
}
