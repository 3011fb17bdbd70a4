//! The search box: shows the URL's query and writes every keystroke back to the URL, replacing
//! the current history entry so typing does not flood Back.

use leptos::prelude::*;

use crate::core::url_state::UrlState;
use crate::ui::url::{HistoryMode, use_nav};

#[component]
pub fn SearchBox(state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    let on_input = move |ev: leptos::ev::Event| {
        let text = event_target_value(&ev);
        let next = state.with_untracked(|s| s.with_query(&text));
        nav.go(&next, HistoryMode::Replace);
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
            />
        </form>
    }
}
