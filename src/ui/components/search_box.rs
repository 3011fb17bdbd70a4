//! The search box: shows the URL's query and writes every keystroke back to the URL, replacing
//! the current history entry so typing does not flood Back. ↓ or Enter go to the first result;
//! Esc leaves the box and keeps the query (a search field would otherwise clear it).
//!
//! A keystroke's search and its new cards wait until the frame showing the typed character is
//! painted ([`after_next_paint`]): the box never waits for the results, which follow in the
//! next frame, and keys typed within one frame cost one search. Enter and ↓ search at once.

use leptos::prelude::*;

use crate::core::url_state::UrlState;
use crate::ui::keyboard::focus_first_result;
use crate::ui::tasks::{after_next_paint, post_task};
use crate::ui::url::{HistoryMode, use_nav};

#[component]
pub fn SearchBox(state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    // The text typed but not yet searched, and the view it was typed in (a search is scheduled
    // while this is `Some`).
    let typed = StoredValue::new(None::<(String, UrlState)>);
    let search_typed = move || {
        let Some((text, typed_in)) = typed.try_update_value(Option::take).flatten() else { return };
        // Another view was shown meanwhile (Back, a link): the text belongs to the old one.
        if state.with_untracked(|s| *s == typed_in) {
            nav.go(&typed_in.with_query(&text), HistoryMode::Replace);
        }
    };
    let on_input = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let scheduled = typed.with_value(Option::is_some);
        typed.update_value(|typed| match typed {
            Some((pending, _)) => *pending = text,
            None => *typed = Some((text, state.get_untracked())),
        });
        if !scheduled {
            after_next_paint(search_typed);
        }
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "ArrowDown" | "Enter" => {
            if typed.with_value(Option::is_some) {
                // What was just typed is searched first, and its cards are built (microtasks)
                // before the focus moves to the first of them.
                search_typed();
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
