//! The search box: shows the URL's query and writes every keystroke back to the URL, replacing
//! the current history entry so typing does not flood Back. ↓ or Enter go to the first result;
//! Esc leaves the box and keeps the query (a search field would otherwise clear it).

use leptos::prelude::*;

use crate::core::url_state::UrlState;
use crate::ui::keyboard::focus_first_result;
use crate::ui::url::{HistoryMode, use_nav};

#[component]
pub fn SearchBox(state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    let on_input = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let next = state.with_untracked(|s| s.with_query(&text));
        nav.go(&next, HistoryMode::Replace);
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "ArrowDown" | "Enter" if focus_first_result() => ev.prevent_default(),
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
