//! The bridge between the browser URL and [`UrlState`]: a memo of the parsed state, and [`Nav`],
//! the one (copyable) way to show another view, which pushes or replaces a history entry. The
//! router keeps the URL signal in step with Back/Forward (popstate), so every view follows the
//! URL. Navigation to another view is a real link ([`view_link`]): `href` is the canonical
//! query, so middle-click, "copy link address" and crawlers work; plain left clicks are
//! handled in the app. [`Nav::go_after_paint`] defers a change past the next paint.

use leptos::prelude::*;
use leptos_router::NavigateOptions;
use leptos_router::hooks::{use_navigate, use_url};
use leptos_router::location::State;
use wasm_bindgen::JsValue;

use crate::core::facets::Vocabulary;
use crate::core::notices::Notices;
use crate::core::url_state::UrlState;
use crate::core::view::PaperId;
use crate::ui::tasks::after_next_paint;

/// How a view change enters the browser history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryMode {
    /// A new entry: Back returns to the previous view.
    Push,
    /// Rewrite the current entry (used while typing).
    Replace,
    /// A new entry for a paper opened from the list; marked so that closing it can go Back.
    OpenFromList,
}

/// History-state marker of entries pushed by [`HistoryMode::OpenFromList`].
const OPENED_FROM_LIST: &str = "pe-opened-from-list";

/// True when the current history entry is a paper opened from the list, so Back returns to it.
pub fn opened_from_list() -> bool {
    web_sys::window()
        .and_then(|w| w.history().ok())
        .and_then(|h| h.state().ok())
        .and_then(|state| state.as_string())
        .is_some_and(|marker| marker == OPENED_FROM_LIST)
}

/// The facet vocabulary every URL is read and written with: the loaded corpus's, registered
/// once at start-up ([`register_vocabulary`]).
static VOCABULARY: std::sync::OnceLock<&'static Vocabulary> = std::sync::OnceLock::new();

/// Sets the vocabulary URLs are read and written with (once, at start-up).
pub fn register_vocabulary(vocabulary: &'static Vocabulary) {
    let _ = VOCABULARY.set(vocabulary);
}

fn vocabulary() -> &'static Vocabulary {
    static EMPTY: std::sync::OnceLock<Vocabulary> = std::sync::OnceLock::new();
    VOCABULARY.get().copied().unwrap_or_else(|| EMPTY.get_or_init(Vocabulary::default))
}

/// The view state parsed from the current URL, with the notices its parsing produced.
pub fn use_url_state() -> Memo<(UrlState, Notices)> {
    let url = use_url();
    let vocabulary = vocabulary();
    Memo::new(move |_| url.with(|url| UrlState::parse(url.search(), vocabulary)))
}

/// Shows another view: navigates to its canonical URL. `Copy`, so handlers capture it freely.
#[derive(Clone, Copy)]
pub struct Nav {
    go: StoredValue<GoFn, LocalStorage>,
}

type GoFn = Box<dyn Fn(&UrlState, HistoryMode)>;

impl Nav {
    /// Shows `state`, entering the history as `mode` says.
    pub fn go(&self, state: &UrlState, mode: HistoryMode) {
        self.go.with_value(|go| go(state, mode));
    }

    /// Shows the view `change` makes of the current one, right after the next frame is painted
    /// ([`after_next_paint`]), so what the reader just did (a typed character, a pressed chip)
    /// is on screen before the results are built. Changes scheduled before then run in order,
    /// each on the view the one before made; if another view is shown meanwhile (Back, a link)
    /// they are dropped. `change` may decline (`None`).
    pub fn go_after_paint(
        self,
        state: Memo<UrlState>,
        mode: HistoryMode,
        change: impl FnOnce(&UrlState) -> Option<UrlState> + 'static,
    ) {
        SCHEDULED.with(|s| {
            let mut s = s.borrow_mut();
            if s.0 == 0 {
                s.1 = Some(state.get_untracked());
            }
            s.0 += 1;
        });
        after_next_paint(move || {
            let expected = SCHEDULED.with(|s| {
                let mut s = s.borrow_mut();
                s.0 -= 1;
                s.1.clone()
            });
            let current = state.get_untracked();
            if expected.as_ref() != Some(&current) {
                return;
            }
            if let Some(next) = change(&current) {
                self.go(&next, mode);
            }
            // The router sets its URL synchronously: this is the view the next change expects.
            let now = state.get_untracked();
            SCHEDULED.with(|s| s.borrow_mut().1 = Some(now));
        });
    }
}

thread_local! {
    /// [`Nav::go_after_paint`]'s changes not yet run, and the view the next one expects to find.
    static SCHEDULED: std::cell::RefCell<(usize, Option<UrlState>)> =
        const { std::cell::RefCell::new((0, None)) };
}

/// Makes [`Nav`] available to every component below (call once, inside the router).
pub fn provide_nav() {
    let set_view = use_set_view();
    provide_context(Nav { go: StoredValue::new_local(Box::new(set_view)) });
}

/// The [`Nav`] of the page.
pub fn use_nav() -> Nav {
    use_context::<Nav>().unwrap_or_else(|| {
        let set_view = use_set_view();
        Nav { go: StoredValue::new_local(Box::new(set_view)) }
    })
}

/// True for a plain left click (no modifier): the app navigates itself; any other click
/// (middle, Ctrl/Cmd for a new tab, Shift for a window) is left to the browser.
pub fn plain_left_click(ev: &leptos::ev::MouseEvent) -> bool {
    ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key())
}

/// How a [`view_link`] looks and is found: its class, its `data-testid`, and the paper it
/// leads to (`data-paper-id`), if any.
#[derive(Clone, Copy)]
pub struct LinkLook {
    pub class: &'static str,
    pub testid: &'static str,
    pub paper: Option<PaperId>,
}

impl LinkLook {
    pub fn new(class: &'static str, testid: &'static str) -> LinkLook {
        LinkLook { class, testid, paper: None }
    }

    pub fn to_paper(self, id: PaperId) -> LinkLook {
        LinkLook { paper: Some(id), ..self }
    }
}

/// A link to another view: `<a href="?…">` with the canonical query of `to()`, handled in the
/// app on a plain left click.
pub fn view_link(
    to: impl Fn() -> UrlState + Send + Sync + 'static,
    mode: HistoryMode,
    look: LinkLook,
    children: impl IntoView + 'static,
) -> impl IntoView {
    let nav = use_nav();
    let to = std::sync::Arc::new(to);
    let link = {
        let to = to.clone();
        move || href(&to())
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if plain_left_click(&ev) {
            ev.prevent_default();
            nav.go(&to(), mode);
        }
    };
    let LinkLook { class, testid, paper } = look;
    view! {
        <a class=class data-testid=testid data-paper-id=paper.map(|p| p.to_string()) href=link on:click=on_click>
            {children}
        </a>
    }
}

/// A function that shows another view by navigating to its canonical URL on the current path.
fn use_set_view() -> impl Fn(&UrlState, HistoryMode) + Clone + 'static {
    let navigate = use_navigate();
    let url = use_url();
    let vocabulary = vocabulary();
    move |state: &UrlState, mode: HistoryMode| {
        let path = url.with_untracked(|url| url.path().to_string());
        let query = state.to_query_string(vocabulary);
        let target = if query.is_empty() { path } else { format!("{path}?{query}") };
        navigate(
            &target,
            NavigateOptions {
                resolve: false,
                replace: mode == HistoryMode::Replace,
                scroll: false,
                state: State::new(
                    (mode == HistoryMode::OpenFromList).then(|| JsValue::from_str(OPENED_FROM_LIST)),
                ),
            },
        );
    }
}

/// The relative link (`?…`) for a view, for `href`s that also work with a middle click.
pub fn href(state: &UrlState) -> String {
    format!("?{}", state.to_query_string(vocabulary()))
}

/// The absolute, canonical URL of a view (for "Copy link").
pub fn absolute_url(state: &UrlState) -> String {
    let location = web_sys::window().map(|w| w.location());
    let origin = location.as_ref().and_then(|l| l.origin().ok()).unwrap_or_default();
    let path = location.as_ref().and_then(|l| l.pathname().ok()).unwrap_or_default();
    let query = state.to_query_string(vocabulary());
    if query.is_empty() { format!("{origin}{path}") } else { format!("{origin}{path}?{query}") }
}
