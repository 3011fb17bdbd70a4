//! The page: header with search, facet panel, toolbar (count, active filters, sort, copy link),
//! the map and charts (`view=map`), the result list, and the detail view of the open paper.
//!
//! Every piece of view state comes from the URL ([`use_url_state`]); results, counts and the
//! open paper are memos of it, so Back/Forward and reloads restore exactly the same view.
//! The keyboard is handled in [`crate::ui::keyboard`]; the reading list in
//! [`crate::ui::storage`].

use leptos::prelude::*;
use leptos_router::components::Router;

use crate::core::explorer::{BuildProgress, Explorer};
use crate::core::notices::Notices;
use crate::core::text::group_digits;
use crate::core::url_state::{UrlState, ViewMode};
use crate::ui::components::charts::ResultCharts;
use crate::ui::components::facet_panel::FacetPanel;
use crate::ui::components::map_view::MapView;
use crate::ui::components::notices::NoticeList;
use crate::ui::components::paper_detail::PaperDetail;
use crate::ui::components::result_list::ResultList;
use crate::ui::components::search_box::SearchBox;
use crate::ui::components::toolbar::Toolbar;
use crate::ui::keyboard::{KeyboardHelp, Keys, focus_card};
use crate::ui::perf;
use crate::ui::storage::provide_saved_papers;
use crate::ui::tasks::post_task;
use crate::ui::url::{
    HistoryMode, LinkLook, Nav, opened_from_list, provide_nav, use_nav, use_url_state, view_link,
};

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

/// Milliseconds of indexing per slice: short enough that a keystroke or a click waits at most
/// about this long (the later stages — finishing the index, deriving the facets — are one
/// slice each).
const SLICE_MS: f64 = 8.0;

/// Builds the index and facets one slice per task ([`post_task`]: no timer clamping), yielding
/// to the browser between slices so that typing and clicking stay responsive; a view that needs
/// them sooner (a query typed meanwhile) finishes the build at once ([`Explorer::built`]).
fn build_in_slices(explorer: &'static Explorer, set_ready: WriteSignal<bool>) {
    post_task(move || {
        let started = perf::now();
        match explorer.build_slice(|| perf::now() - started > SLICE_MS) {
            BuildProgress::Ready => {
                perf::mark("pe:index-ready");
                set_ready.set(true);
            }
            BuildProgress::Working { .. } => build_in_slices(explorer, set_ready),
        }
    });
}

#[component]
fn ExplorerPage(explorer: &'static Explorer) -> impl IntoView {
    provide_nav();
    let saved = provide_saved_papers();
    let help_open = RwSignal::new(false);
    // The first screen is painted before this runs; build the index and facets now, before the
    // first keystroke (a URL with a query or filters has built them already).
    let (ready, set_ready) = signal(explorer.is_built());
    provide_context(IndexReady(ready));
    if !explorer.is_built() {
        perf::mark("pe:index-start");
        build_in_slices(explorer, set_ready);
    }
    let parsed = use_url_state();
    let state = Memo::new(move |_| parsed.read().0.clone());
    let results = Memo::new(move |_| {
        let with_counts = ready.get();
        // Only a view of the reading list depends on it.
        let ids = if state.with(|s| s.saved_only) { saved.ids() } else { Vec::new() };
        state.with(|s| explorer.results(s, with_counts, &ids))
    });
    // Its own memo, so the map is built once per visit to the view, not on every URL change.
    let is_map = Memo::new(move |_| state.with(|s| s.view == ViewMode::Map));
    let open_paper =
        Memo::new(move |_| state.with(|s| explorer.open_paper(s).ok().flatten().map(|(i, _)| i)));
    let notices = Memo::new(move |_| {
        let mut notices = Notices::new();
        parsed.with(|(state, url_notices)| {
            notices.append(url_notices);
            if let Err(notice) = explorer.open_paper(state) {
                notices.push(notice);
            }
            let saved_ids = if state.saved_only { saved.ids() } else { Vec::new() };
            notices.extend(explorer.missing_papers_notice(state, &saved_ids));
            if state.brush.is_some() && explorer.map().is_none() {
                notices.push("Ignored the map area: this build has no map");
            }
        });
        notices.extend(saved.notice());
        results.with(|r| notices.extend(r.search.warnings.iter().cloned()));
        notices.lines()
    });

    // Focus returns to the card of the paper that was just closed.
    Effect::new(move |previous: Option<Option<usize>>| {
        let now = open_paper.get();
        if let (Some(Some(closed)), None) = (previous, now)
            && let Some(id) = explorer.paper_id(closed)
        {
            focus_card(id);
        }
        now
    });
    let keys = Keys { explorer, state, results, open_paper, nav: use_nav(), saved, help_open };
    let key_listener = window_event_listener(leptos::ev::keydown, move |ev| keys.on_key(&ev));
    on_cleanup(move || key_listener.remove());

    view! {
        <a class="skip-link" href="#results" data-testid="skip-link" on:click=skip_to_results>"Skip to results"</a>
        <div class="page">
            <header class="page-header">
                <div class="title-row">
                    <h1 class="title">{explorer.title()}</h1>
                    <SavedLink state />
                </div>
                <p class="subtitle">
                    {format!("{} papers", group_digits(explorer.paper_count()))}
                    " · abstracts only; headlines, areas and topics are derived from their text · "
                    <button class="link-button" data-testid="help-button" on:click=move |_| help_open.set(true)>
                        "Keyboard: ?"
                    </button>
                </p>
                <SearchBox state />
            </header>
            <NoticeList notices />
            <div class="layout">
                <FacetPanel explorer state results />
                <main class="results" id="results" tabindex="-1" aria-label="Results">
                    <Toolbar explorer state results />
                    {move || is_map.get().then(|| view! {
                        <MapView explorer state results />
                        <ResultCharts explorer state results />
                    })}
                    <ResultList explorer state results />
                </main>
            </div>
            {move || {
                open_paper.get().map(|position| view! { <PaperDetail explorer position state results /> })
            }}
            <KeyboardHelp open=help_open />
        </div>
    }
}

/// Closes the detail view: back to the list with everything else kept. When the paper was opened
/// from the list (the previous history entry is that list), this is a history Back, so the
/// history does not grow; otherwise (a deep link) a new entry without the paper.
pub fn close_paper(nav: Nav, state: UrlState) {
    let history = web_sys::window().and_then(|w| w.history().ok());
    if opened_from_list() && history.is_some_and(|h| h.back().is_ok()) {
        return;
    }
    nav.go(&state.with_paper(None), HistoryMode::Push);
}

/// "Skip to results": the focus moves to the results (the router would take the `#` link for a
/// navigation).
fn skip_to_results(ev: leptos::ev::MouseEvent) {
    ev.prevent_default();
    if let Some(results) = document().get_element_by_id("results")
        && let Ok(results) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(results)
    {
        let _ = results.focus();
    }
}

/// The reading list's link in the header: "★ Saved (3)", to the list view (and back).
#[component]
fn SavedLink(state: Memo<UrlState>) -> impl IntoView {
    let saved = crate::ui::storage::use_saved_papers();
    let label = move || format!("★ Saved ({})", group_digits(saved.count()));
    let current = move || state.with(|s| s.saved_only).then_some("page");
    view! {
        <span class="saved-link" aria-current=current>
            {view_link(
                move || state.with(|s| s.with_saved_only(!s.saved_only)),
                HistoryMode::Push,
                LinkLook::new("saved-count", "saved-count"),
                label,
            )}
        </span>
    }
}
