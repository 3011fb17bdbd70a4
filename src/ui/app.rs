//! The page: header, search box, notices, result list and the detail view of the open paper.
//!
//! Every piece of view state comes from the URL ([`use_url_state`]); results and the open paper
//! are memos of it, so Back/Forward and reloads restore exactly the same view.

use leptos::prelude::*;
use leptos_router::components::Router;

use crate::core::explorer::Explorer;
use crate::ui::components::notices::Notices;
use crate::ui::components::paper_detail::PaperDetail;
use crate::ui::components::result_list::ResultList;
use crate::ui::components::search_box::SearchBox;
use crate::ui::perf;
use crate::ui::url::{HistoryMode, use_set_view, use_url_state};

#[component]
pub fn App(explorer: &'static Explorer) -> impl IntoView {
    view! {
        <Router>
            <ExplorerPage explorer />
        </Router>
    }
}

/// Whether the index and derived facets are built (components showing derived chips wait
/// for it).
#[derive(Clone, Copy)]
pub struct IndexReady(pub ReadSignal<bool>);

#[component]
fn ExplorerPage(explorer: &'static Explorer) -> impl IntoView {
    // The first screen is painted before this runs; build the index and facets now, before the
    // first keystroke (a URL with a query has built them already).
    let (ready, set_ready) = signal(explorer.is_built());
    provide_context(IndexReady(ready));
    set_timeout(
        move || {
            perf::mark("pe:index-start");
            explorer.built();
            perf::mark("pe:index-ready");
            set_ready.set(true);
        },
        std::time::Duration::ZERO,
    );
    let parsed = use_url_state();
    let state = Memo::new(move |_| parsed.read().0.clone());
    let results = Memo::new(move |_| state.with(|s| explorer.results(s)));
    let open_paper =
        Memo::new(move |_| state.with(|s| explorer.open_paper(s).ok().flatten().map(|(i, _)| i)));
    let notices = Memo::new(move |_| {
        let (state, mut notices) = parsed.get();
        if let Err(notice) = explorer.open_paper(&state) {
            notices.push(notice);
        }
        results.with(|r| notices.extend(r.warnings.iter().cloned()));
        notices
    });
    let count_label = move || results.with(|r| explorer.count_label(r));
    let set_view = use_set_view();

    // Esc closes the open paper; "/" focuses the search box.
    let on_key = {
        let set_view = set_view.clone();
        move |ev: web_sys::KeyboardEvent| {
            if ev.key() == "Escape" && open_paper.get_untracked().is_some() {
                ev.prevent_default();
                close_paper(&set_view, state.get_untracked());
            } else if ev.key() == "/"
                && !typing_in_a_field()
                && open_paper.get_untracked().is_none()
            {
                ev.prevent_default();
                focus_search_box();
            }
        }
    };
    let key_listener = window_event_listener(leptos::ev::keydown, on_key);
    on_cleanup(move || key_listener.remove());

    view! {
        <div class="page">
            <header class="page-header">
                <h1 class="title">{explorer.title()}</h1>
                <p class="subtitle">
                    {format!("{} papers", explorer.paper_count())}
                    " · abstracts only; everything else is derived from their text"
                </p>
                <SearchBox state />
            </header>
            <Notices notices />
            <main class="results" aria-label="Results">
                <p class="result-count" data-testid="result-count" aria-live="polite">
                    {count_label}
                </p>
                <ResultList explorer state results />
            </main>
            {move || {
                open_paper
                    .get()
                    .map(|position| view! { <PaperDetail explorer position state results /> })
            }}
        </div>
    }
}

/// Closes the detail view: back to the list with everything else kept. When the paper was opened
/// from the list (the previous history entry is that list), this is a history Back, so the
/// history does not grow; otherwise (a deep link) a new entry without the paper.
pub fn close_paper(
    set_view: &(impl Fn(&crate::core::url_state::UrlState, HistoryMode) + Clone),
    state: crate::core::url_state::UrlState,
) {
    let history = web_sys::window().and_then(|w| w.history().ok());
    if crate::ui::url::opened_from_list() && history.is_some_and(|h| h.back().is_ok()) {
        return;
    }
    set_view(&state.with_paper(None), HistoryMode::Push);
}

/// True while the keyboard focus is in a text field (keys then belong to the field).
fn typing_in_a_field() -> bool {
    document()
        .active_element()
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

fn focus_search_box() {
    use wasm_bindgen::JsCast;
    if let Some(input) = document()
        .get_element_by_id("search-input")
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = input.focus();
    }
}
