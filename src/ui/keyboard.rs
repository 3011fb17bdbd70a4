//! The keyboard: page shortcuts ([`Keys`]), the help overlay (`?`), the focus trap of the
//! detail dialog, roving focus within a facet group, and the focus moves they share.
//!
//! Shortcuts (outside text fields): `/` search, `j`/`k` or ↓/↑ move through results (through
//! papers when one is open), Enter opens, `s` saves the focused or open paper, `?` help, Esc
//! closes the paper or the help. In the search box ↓ or Enter go to the first result and Esc
//! leaves the box, keeping the query. A component that handles a key itself prevents its
//! default, and the page's shortcuts then leave that key alone.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::url_state::UrlState;
use crate::core::view::PaperId;
use crate::ui::app::close_paper;
use crate::ui::storage::SavedPapers;
use crate::ui::url::{HistoryMode, Nav};

/// What the page's shortcuts act on.
#[derive(Clone, Copy)]
pub struct Keys {
    pub explorer: &'static Explorer,
    pub state: Memo<UrlState>,
    pub results: Memo<ViewResults>,
    pub open_paper: Memo<Option<usize>>,
    pub nav: Nav,
    pub saved: SavedPapers,
    pub help_open: RwSignal<bool>,
}

impl Keys {
    pub fn on_key(&self, ev: &web_sys::KeyboardEvent) {
        if ev.default_prevented() || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        let open = self.open_paper.get_untracked();
        if key == "Escape" && self.help_open.get_untracked() {
            ev.prevent_default();
            self.help_open.set(false);
            return;
        }
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
            "?" => {
                ev.prevent_default();
                self.help_open.update(|o| *o = !*o);
                return;
            }
            "s" => {
                let paper = open.and_then(|p| self.explorer.paper_id(p)).or_else(focused_card);
                if let Some(id) = paper {
                    ev.prevent_default();
                    self.saved.toggle(id);
                }
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

/// The small overlay listing the keys (`?`).
#[component]
pub fn KeyboardHelp(open: RwSignal<bool>) -> impl IntoView {
    let rows = [
        ("/", "Search"),
        ("↓ or Enter (in the search box)", "Go to the first result"),
        ("Esc (in the search box)", "Leave the box, keep the search"),
        ("j / k, ↓ / ↑", "Next / previous result (or paper, when one is open)"),
        ("Enter", "Open the focused paper"),
        ("s", "Save the focused or open paper to your reading list"),
        ("← / → (on a filter chip)", "Move between a group's chips"),
        ("- (on a filter chip)", "Exclude that value"),
        ("Esc", "Close the paper or this help"),
        ("?", "Show or hide this help"),
    ];
    move || {
        open.get().then(|| {
            view! {
                <div class="help-backdrop" on:click=move |_| open.set(false)>
                    <div class="help" role="dialog" aria-modal="true" aria-labelledby="help-title" data-testid="keyboard-help"
                        on:click=|ev| ev.stop_propagation()>
                        <h2 id="help-title">"Keyboard"</h2>
                        <dl class="help-keys">
                            {rows.iter().map(|(key, what)| view! { <dt><kbd>{*key}</kbd></dt><dd>{*what}</dd> }).collect_view()}
                        </dl>
                        <button class="link-button" data-testid="close-help" on:click=move |_| open.set(false)>"Close"</button>
                    </div>
                </div>
            }
        })
    }
}

/// Keeps Tab and Shift-Tab inside `container` (the open dialog).
pub fn trap_focus(ev: &web_sys::KeyboardEvent, container: &web_sys::Element) {
    if ev.key() != "Tab" {
        return;
    }
    let Ok(nodes) = container.query_selector_all(
        "a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex='-1'])",
    ) else {
        return;
    };
    let focusable: Vec<web_sys::HtmlElement> =
        (0..nodes.length()).filter_map(|i| nodes.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect();
    let (Some(first), Some(last)) = (focusable.first(), focusable.last()) else {
        return;
    };
    let active = document().active_element();
    let at = |el: &web_sys::HtmlElement| active.as_ref().is_some_and(|a| a.is_same_node(Some(el)));
    let inside = active.as_ref().is_some_and(|a| container.contains(Some(a)));
    if ev.shift_key() && (at(first) || !inside) {
        ev.prevent_default();
        let _ = last.focus();
    } else if !ev.shift_key() && (at(last) || !inside) {
        ev.prevent_default();
        let _ = first.focus();
    }
}

/// Arrow keys within a group of chips (`selector` matches them inside `group`): the focus
/// moves, and the chip focused becomes the group's one tab stop. Returns the index focused.
pub fn roving_focus(ev: &web_sys::KeyboardEvent, group: &web_sys::Element, selector: &str) -> Option<usize> {
    let step: i32 = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        "Home" => i32::MIN,
        "End" => i32::MAX,
        _ => return None,
    };
    let nodes = group.query_selector_all(selector).ok()?;
    let chips: Vec<web_sys::HtmlElement> =
        (0..nodes.length()).filter_map(|i| nodes.item(i)?.dyn_into::<web_sys::HtmlElement>().ok()).collect();
    let active = document().active_element();
    let current = chips.iter().position(|c| active.as_ref().is_some_and(|a| a.is_same_node(Some(c))))?;
    let last = chips.len().checked_sub(1)?;
    let target = match step {
        i32::MIN => 0,
        i32::MAX => last,
        1 => (current + 1).min(last),
        _ => current.saturating_sub(1),
    };
    ev.prevent_default();
    for (i, chip) in chips.iter().enumerate() {
        let _ = chip.set_attribute("tabindex", if i == target { "0" } else { "-1" });
    }
    let _ = chips[target].focus();
    Some(target)
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

pub fn focus_search_box() {
    focus_element("#search-input");
}

/// Puts the focus on a card's headline link.
pub fn focus_card(id: PaperId) {
    focus_element(&format!("[data-testid=paper-card][data-paper-id='{id}'] .card-title a"));
}

/// Puts the focus on the first result; false when there is none.
pub fn focus_first_result() -> bool {
    focus_element("[data-testid=paper-card] .card-title a")
}

/// The paper of the card that holds the focus.
fn focused_card() -> Option<PaperId> {
    let active = document().active_element()?;
    let card = active.closest("[data-testid=paper-card]").ok()??;
    PaperId::parse(&card.get_attribute("data-paper-id")?)
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
