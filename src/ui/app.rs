//! The page: header with search, facet panel, toolbar (count, active filters, sort, copy link),
//! result list, and the detail view of the open paper.
//!
//! Every piece of view state comes from the URL ([`use_url_state`]); results, counts and the
//! open paper are memos of it, so Back/Forward and reloads restore exactly the same view.
//! Keyboard: `/` focuses search, `j`/`k` or the arrow keys move through results (and through
//! papers when one is open), Enter opens, Esc closes and focus returns to the card.

use leptos::prelude::*;
use leptos_router::components::Router;
use wasm_bindgen::JsCast;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::notices::Notices;
use crate::core::url_state::UrlState;
use crate::core::view::PaperId;
use crate::ui::components::facet_panel::FacetPanel;
use crate::ui::components::notices::NoticeList;
use crate::ui::components::paper_detail::PaperDetail;
use crate::ui::components::result_list::ResultList;
use crate::ui::components::search_box::SearchBox;
use crate::ui::components::toolbar::Toolbar;
use crate::ui::perf;
use crate::ui::url::{HistoryMode, Nav, opened_from_list, provide_nav, use_nav, use_url_state};

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
    provide_nav();
    // The first screen is painted before this runs; build the index and facets now, before the
    // first keystroke (a URL with a query or filters has built them already).
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
    let results = Memo::new(move |_| {
        let with_counts = ready.get();
        state.with(|s| explorer.results(s, with_counts))
    });
    let open_paper =
        Memo::new(move |_| state.with(|s| explorer.open_paper(s).ok().flatten().map(|(i, _)| i)));
    let notices = Memo::new(move |_| {
        let mut notices = Notices::new();
        parsed.with(|(state, url_notices)| {
            notices.append(url_notices);
            if let Err(notice) = explorer.open_paper(state) {
                notices.push(notice);
            }
        });
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
    let keys = Keys { explorer, state, results, open_paper, nav: use_nav() };
    let key_listener = window_event_listener(leptos::ev::keydown, move |ev| keys.on_key(&ev));
    on_cleanup(move || key_listener.remove());

    view! {
        <div class="page">
            <header class="page-header">
                <h1 class="title">{explorer.title()}</h1>
                <p class="subtitle">
                    {format!("{} papers", explorer.paper_count())}
                    " · abstracts only; headlines, areas and topics are derived from their text"
                </p>
                <SearchBox state />
            </header>
            <NoticeList notices />
            <div class="layout">
                <FacetPanel explorer state results />
                <main class="results" aria-label="Results">
                    <Toolbar explorer state results />
                    <ResultList explorer state results />
                </main>
            </div>
            {move || {
                open_paper.get().map(|position| view! { <PaperDetail explorer position state results /> })
            }}
        </div>
    }
}

/// The page's keyboard shortcuts: `/` search, `j`/`k`/arrows move through results (or papers
/// when one is open), Esc closes the open paper.
#[derive(Clone, Copy)]
struct Keys {
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
    open_paper: Memo<Option<usize>>,
    nav: Nav,
}

impl Keys {
    fn on_key(&self, ev: &web_sys::KeyboardEvent) {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        let open = self.open_paper.get_untracked();
        if key == "Escape" && open.is_some() {
            ev.prevent_default();
            close_paper(self.nav, self.state.get_untracked());
            return;
        }
        if typing_in_a_field() {
            return;
        }
        let step = match key.as_str() {
            "j" | "ArrowDown" => 1,
            "k" | "ArrowUp" => -1,
            "/" if open.is_none() => {
                ev.prevent_default();
                focus_search_box();
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        match open {
            Some(position) => {
                let (previous, next) =
                    self.results.with_untracked(|r| self.explorer.neighbours(r.hits(), position));
                if let Some(id) = if step > 0 { next } else { previous } {
                    let next_state = self.state.with_untracked(|s| s.with_paper(Some(id)));
                    self.nav.go(&next_state, HistoryMode::Replace);
                }
            }
            None => move_card_focus(step),
        }
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

/// True while the keyboard focus is in a text field (keys then belong to the field).
fn typing_in_a_field() -> bool {
    document()
        .active_element()
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

fn focus_element(selector: &str) -> bool {
    document()
        .query_selector(selector)
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        .is_some_and(|el| el.focus().is_ok())
}

fn focus_search_box() {
    focus_element("#search-input");
}

fn focus_card(id: PaperId) {
    focus_element(&format!("[data-testid=paper-card][data-paper-id='{id}'] .card-title a"));
}

/// Moves the keyboard focus to the next (`step` = 1) or previous card's link.
fn move_card_focus(step: i32) {
    let Ok(links) = document().query_selector_all("[data-testid=paper-card] .card-title a") else {
        return;
    };
    let active = document().active_element();
    let current = (0..links.length()).find(|&i| {
        let node = links.item(i);
        node.as_ref().zip(active.as_ref()).is_some_and(|(n, a)| n.is_same_node(Some(a)))
    });
    let target = match current {
        Some(i) if step > 0 => (i + 1).min(links.length().saturating_sub(1)),
        Some(i) => i.saturating_sub(1),
        None => 0,
    };
    if let Some(el) = links.item(target).and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = el.focus();
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        el.scroll_into_view_with_scroll_into_view_options(&options);
    }
}
