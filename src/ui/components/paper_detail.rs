//! The detail view of the open paper: the full abstract with the query's matches marked, and
//! where it came from (seed file, line, id). Closing returns to the list with the search intact.

use leptos::prelude::*;

use crate::core::explorer::Explorer;
use crate::core::search::SearchResults;
use crate::core::text::headline;
use crate::core::url_state::UrlState;
use crate::ui::app::close_paper;
use crate::ui::components::highlighted::Highlighted;
use crate::ui::url::use_set_view;

#[component]
pub fn PaperDetail(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<SearchResults>,
) -> impl IntoView {
    let Some(paper) = explorer.corpus.papers.get(position) else {
        return ().into_any();
    };
    let text: &'static str = &paper.text;
    let abstract_view = move || {
        let spans = results.with(|r| r.highlight.spans(text));
        view! { <Highlighted text range=0..text.len() spans /> }
    };
    let id = paper.id.to_string();
    let id_attr = id.clone();
    let collection = explorer
        .corpus
        .collections
        .get(paper.collection)
        .cloned()
        .unwrap_or_default();
    let set_view = use_set_view();
    let close = {
        let set_view = set_view.clone();
        move |_| close_paper(&set_view, state.get_untracked())
    };
    let close_on_backdrop = move |ev: leptos::ev::MouseEvent| {
        let on_backdrop = ev
            .target()
            .zip(ev.current_target())
            .is_some_and(|(t, c)| t == c);
        if on_backdrop {
            close_paper(&set_view, state.get_untracked());
        }
    };
    let close_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close_button.get() {
            let _ = button.focus();
        }
    });
    view! {
        <div class="detail-backdrop" on:click=close_on_backdrop>
            <article
                class="detail"
                data-testid="paper-detail"
                data-paper-id=id_attr
                role="dialog"
                aria-modal="true"
                aria-labelledby="detail-title"
            >
                <div class="detail-bar">
                    <span class="detail-kind">"Paper"</span>
                    <button
                        class="close"
                        data-testid="close-detail"
                        aria-label="Close (Esc)"
                        title="Close (Esc)"
                        node_ref=close_button
                        on:click=close
                    >
                        "×"
                    </button>
                </div>
                <h2 id="detail-title" class="detail-title">{headline(&paper.text)}</h2>
                <p class="abstract" data-testid="abstract">{abstract_view}</p>
                <dl class="provenance">
                    <dt>"Source"</dt>
                    <dd data-testid="provenance">{explorer.corpus.provenance(paper)}</dd>
                    <dt>"Collection"</dt>
                    <dd>{collection}</dd>
                    <dt>"Id"</dt>
                    <dd><code>{id}</code></dd>
                </dl>
            </article>
        </div>
    }
    .into_any()
}
