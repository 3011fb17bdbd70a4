//! The search box: shows the URL's query and writes every keystroke back to the URL, replacing
//! the current history entry so typing does not flood Back. ↓ or Enter go to the first result;
//! Esc leaves the box and keeps the query (a search field would otherwise clear it).
//!
//! A keystroke's search and its new cards wait until the frame showing the typed character is
//! painted (`Nav::go_after_paint`): the box never waits for the results, which follow in the
//! next frame, and keys typed within one frame cost one search. Enter and ↓ search at once.

use leptos::prelude::*;

use crate::core::url_state::UrlState;
use crate::ui::keyboard::focus_first_result;
use crate::ui::tasks::post_task;
use crate::ui::url::{HistoryMode, use_nav};

#[component]
pub fn SearchBox(state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    // The text typed but not yet searched (a search is scheduled while this is `Some`).
    let typed = StoredValue::new(None::<String>);
    let take_typed = move || typed.try_update_value(Option::take).flatten();
    let on_input = move |ev: leptos::ev::Event| {
        let scheduled = typed.with_value(Option::is_some);
        typed.set_value(Some(event_target_value(&ev)));
        if !scheduled {
            nav.go_after_paint(state, HistoryMode::Replace, move |view| {
                take_typed().map(|text| view.with_query(&text))
            });
        }
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "ArrowDown" | "Enter" => {
            if let Some(text) = take_typed() {
                // What was just typed is searched first, and its cards are built (microtasks)
                // before the focus moves to the first of them.
                nav.go(&state.with_untracked(|s| s.with_query(&text)), HistoryMode::Replace);
                ev.prevent_default();
                post_task(|| {
                    focus_first_result();
                });
            } else if focus_first_result() {
                ev.prevent_default();
            }
        }
        "Escape" => {
            ev.prevent_default();
            if let Some(input) =
                ev.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(t).ok())
            {
                let _ = input.blur();
            }
        }
        _ => {}
    };
    view! {
        <form class="search" role="search" on:submit=|ev| ev.prevent_default()>
            <label class="visually-hidden" for="search-input">"Search abstracts"</label>
            <input
                id="search-input"
                class="search-input"
                data-testid="search-input"
                type="search"
                placeholder="Search abstracts (press / to focus)"
                autocomplete="off"
                spellcheck="false"
                prop:value=move || state.with(|s| s.query.clone())
                on:input=on_input
                on:keydown=on_keydown
            />
        </form>
    }
}
