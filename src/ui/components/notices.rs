//! The notice area: problems with the URL or the input, shown politely without losing the view.
//! The lines come deduplicated, capped and cleaned from [`crate::core::notices::Notices`].

use leptos::prelude::*;

/// Lists the current notices (nothing when there are none).
#[component]
pub fn NoticeList(notices: Memo<Vec<String>>) -> impl IntoView {
    view! {
        <div class="notices" role="status" aria-live="polite">
            <For
                each=move || notices.get().into_iter().enumerate()
                key=|(i, notice)| (*i, notice.clone())
                children=|(_, notice)| view! { <p class="notice" data-testid="notice">{notice}</p> }
            />
        </div>
    }
}

/// Shown instead of the explorer when the embedded corpus cannot be loaded (the build validates
/// the seeds, so this is a last line of defence rather than an expected state).
#[component]
pub fn LoadError(messages: Vec<String>) -> impl IntoView {
    view! {
        <div class="page">
            <h1 class="title">"The corpus could not be loaded"</h1>
            {messages
                .into_iter()
                .map(|m| view! { <p class="notice" data-testid="notice">{m}</p> })
                .collect_view()}
        </div>
    }
}
