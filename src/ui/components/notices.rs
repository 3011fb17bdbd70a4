//! The notice area: problems with the URL or the input, shown politely without losing the view.

use leptos::prelude::*;

/// Lists the current notices (nothing when there are none).
#[component]
pub fn Notices(notices: Memo<Vec<String>>) -> impl IntoView {
    view! {
        <div class="notices" role="status" aria-live="polite">
            <For each=move || notices.get() key=|notice| notice.clone() let:notice>
                <p class="notice" data-testid="notice">{notice}</p>
            </For>
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
