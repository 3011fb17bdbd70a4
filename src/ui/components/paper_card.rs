//! One result card: headline and a snippet of the abstract with the query's matches marked; a
//! click opens the detail view.

use leptos::prelude::*;

use crate::core::explorer::Explorer;
use crate::core::search::SearchResults;
use crate::core::text::headline;
use crate::core::url_state::UrlState;
use crate::ui::components::highlighted::Highlighted;
use crate::ui::url::{HistoryMode, href, use_set_view};

#[component]
pub fn PaperCard(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<SearchResults>,
) -> impl IntoView {
    let Some(paper) = explorer.corpus.papers.get(position) else {
        return ().into_any();
    };
    let id = paper.id;
    let text: &'static str = &paper.text;
    let set_view = use_set_view();
    let link = move || state.with(|s| href(&s.with_paper(Some(id))));
    let open = move |ev: leptos::ev::MouseEvent| {
        let modified = ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key();
        if modified || ev.button() != 0 || has_text_selection() {
            return; // let the browser open a new tab, or let the reader select text
        }
        ev.prevent_default();
        let next = state.with_untracked(|s| s.with_paper(Some(id)));
        set_view(&next, HistoryMode::OpenFromList);
    };
    let snippet = move || {
        let snippet = results.with(|r| r.highlight.snippet(text));
        view! {
            <Highlighted
                text
                range=snippet.range
                spans=snippet.spans
                cut_before=snippet.cut_before
                cut_after=snippet.cut_after
            />
        }
    };
    view! {
        <li class="card" data-testid="paper-card" data-paper-id=id.to_string() on:click=open>
            <h2 class="card-title">
                <a href=link>{headline(text)}</a>
            </h2>
            <p class="card-text">{snippet}</p>
        </li>
    }
    .into_any()
}

/// True while the reader has selected text (a click then ends a selection, not opens a paper).
fn has_text_selection() -> bool {
    web_sys::window()
        .and_then(|w| w.get_selection().ok().flatten())
        .is_some_and(|s| !s.is_collapsed())
}
