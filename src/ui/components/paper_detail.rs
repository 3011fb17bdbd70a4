//! The detail view of the open paper, from [`Explorer::detail`]: the abstract rendered with its
//! markup and the query's matches marked, everything derived from it (clearly labelled as
//! derived), the five most similar papers with the terms they share, previous/next within the
//! current results, and where it came from. Every way to another view is a link; closing
//! returns to the list with the search intact.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::reading_list::MAX_NOTE_CHARS;
use crate::core::url_state::UrlState;
use crate::core::view::PaperId;
use crate::core::view::{DetailView, FactRow};
use crate::ui::app::{IndexReady, close_paper};
use crate::ui::components::markup_view::render_nodes;
use crate::ui::components::paper_card::SaveToggle;
use crate::ui::keyboard::trap_focus;
use crate::ui::storage::use_saved_papers;
use crate::ui::url::{HistoryMode, LinkLook, use_nav, view_link};

#[component]
pub fn PaperDetail(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let Some(detail) = explorer.detail(position) else {
        return ().into_any();
    };
    let nav = use_nav();
    let close_on_backdrop = move |ev: leptos::ev::MouseEvent| {
        let on_backdrop = ev.target().zip(ev.current_target()).is_some_and(|(t, c)| t == c);
        if on_backdrop {
            close_paper(nav, state.get_untracked());
        }
    };
    let separator = detail.separator();
    let DetailView { id, name, gist, text, tree, markup_cut, facts, .. } = detail.clone();
    let abstract_view = move || {
        let spans = results.with(|r| r.search.highlight.spans(text));
        render_nodes(&tree, &spans)
    };
    let ready = use_context::<IndexReady>().map(|r| r.0);
    // The facet rows arrive with the index; method and gist are there at once.
    let facts_view = move || {
        let facts = if ready.is_some_and(|r| r.get()) {
            explorer.detail(position).map(|d| d.facts).unwrap_or_default()
        } else {
            facts.clone()
        };
        facts.into_iter().map(fact_row).collect_view()
    };
    // The dialog keeps the keyboard focus while open (focus returns to the card on close).
    let dialog = NodeRef::<leptos::html::Div>::new();
    let keep_focus = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(el) = dialog.get() {
            trap_focus(&ev, &el);
        }
    };
    view! {
        <div class="detail-backdrop" on:click=close_on_backdrop>
            <div
                class="detail"
                data-testid="paper-detail"
                data-paper-id=id.to_string()
                role="dialog"
                aria-modal="true"
                aria-labelledby="detail-title"
                node_ref=dialog
                on:keydown=keep_focus
            >
                <DetailBar explorer position state results />
                <h2 id="detail-title" class="detail-title" title="Headline derived from the abstract">
                    {name.map(|n| view! { <strong class="method-name">{n}</strong> {separator} })}
                    {gist}
                </h2>
                <SaveAndNote id />
                <p class="abstract" data-testid="abstract">{abstract_view}</p>
                {markup_cut.then(|| view! {
                    <p class="derived-note" data-testid="markup-notice">
                        "This abstract's markup is too tangled to render in full; the rest is shown as plain text."
                    </p>
                })}
                <section class="derived" data-testid="derived">
                    <h3>"Derived from the abstract"</h3>
                    <p class="derived-note">"Extracted by the explorer from the text above — not the authors' own metadata."</p>
                    <dl class="facts">
                        {facts_view}
                        <Entities detail=detail.clone() />
                    </dl>
                </section>
                {move || ready.is_some_and(|r| r.get()).then(|| view! { <SimilarPapers explorer position state /> })}
                <dl class="provenance">
                    <dt>"From"</dt>
                    <dd data-testid="provenance-place">{detail.place.clone()}</dd>
                    <dt>"Source"</dt>
                    <dd data-testid="provenance">{detail.source.clone()}</dd>
                    <dt>"Id"</dt>
                    <dd><code>{id.to_string()}</code></dd>
                </dl>
            </div>
        </div>
    }
    .into_any()
}

/// Save to the reading list, and once saved, a one-line note (kept as you type).
#[component]
fn SaveAndNote(id: PaperId) -> impl IntoView {
    let saved = use_saved_papers();
    let on_note = move |ev: leptos::ev::Event| saved.set_note(id, &event_target_value(&ev));
    view! {
        <div class="save-row">
            <SaveToggle id />
            <span class="save-label">{move || if saved.contains(id) { "In your reading list" } else { "Save to your reading list (s)" }}</span>
            {move || saved.contains(id).then(|| view! {
                <label class="note">
                    <span class="visually-hidden">"Note"</span>
                    <input
                        class="note-input"
                        data-testid="note-input"
                        type="text"
                        maxlength=MAX_NOTE_CHARS.to_string()
                        placeholder="A one-line note (only in this browser)"
                        prop:value=move || saved.note(id)
                        on:change=on_note
                    />
                </label>
            })}
        </div>
    }
}

fn fact_row(row: FactRow) -> impl IntoView {
    view! { <dt>{row.label}</dt><dd>{row.values.join(" · ")}</dd> }
}

/// Previous/next within the results (links) and the close button.
#[component]
fn DetailBar(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let nav = use_nav();
    let close_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close_button.get() {
            let _ = button.focus();
        }
    });
    let step = move |target: Option<PaperId>,
                     label: &'static str,
                     testid: &'static str,
                     key: &'static str| {
        let title = format!("{label} result ({key})");
        match target {
            Some(id) => view! {
                <span title=title>
                    {view_link(move || state.with(|s| s.with_paper(Some(id))), HistoryMode::Replace, LinkLook::new("step", testid).to_paper(id), label)}
                </span>
            }
            .into_any(),
            None => view! { <span class="step" data-testid=testid aria-disabled="true">{label}</span> }.into_any(),
        }
    };
    let nav_links = move || {
        let (previous, next) = results.with(|r| explorer.neighbours(r.hits(), position));
        view! {
            {step(previous, "‹ Previous", "previous-paper", "k")}
            {step(next, "Next ›", "next-paper", "j")}
        }
    };
    view! {
        <div class="detail-bar">
            <span class="detail-kind">"Paper"</span>
            <span class="detail-nav">{nav_links}</span>
            <button
                class="close"
                data-testid="close-detail"
                aria-label="Close (Esc)"
                title="Close (Esc)"
                node_ref=close_button
                on:click=move |_| close_paper(nav, state.get_untracked())
            >
                "×"
            </button>
        </div>
    }
}

/// Datasets and models (links that search for them), code links, headline numbers.
#[component]
fn Entities(detail: DetailView<'static>) -> impl IntoView {
    let search_links = |label: &'static str, items: Vec<String>| {
        (!items.is_empty()).then(|| {
            let links = items
                .into_iter()
                .map(|item| {
                    let query = if item.contains(char::is_whitespace) { format!("\"{item}\"") } else { item.clone() };
                    let to = move || UrlState { query: query.clone(), ..UrlState::default() };
                    view! { <span title="Search for this">{view_link(to, HistoryMode::Push, LinkLook::new("chip chip-entity", "entity-chip"), item)}</span> }
                })
                .collect_view();
            view! { <dt>{label}</dt><dd class="chip-row">{links}</dd> }
        })
    };
    let code_links = detail.code_links;
    let numbers = detail.numbers;
    view! {
        {search_links("Datasets", detail.datasets)}
        {search_links("Models", detail.models)}
        {(!code_links.is_empty()).then(|| view! {
            <dt>"Code"</dt>
            <dd>
                {code_links.into_iter().map(|url| {
                    let label = url.clone();
                    view! { <a class="code-link" data-testid="code-link" href=url target="_blank" rel="noopener noreferrer">{label}</a> }
                }).collect_view()}
            </dd>
        })}
        {(!numbers.is_empty()).then(|| view! { <dt>"Numbers"</dt><dd>{numbers.join(" · ")}</dd> })}
    }
}

/// The five most similar papers, each a link to its view.
#[component]
fn SimilarPapers(explorer: &'static Explorer, position: usize, state: Memo<UrlState>) -> impl IntoView {
    let items = explorer
        .similar_papers(position)
        .into_iter()
        .map(|similar| {
            let id = similar.id;
            let separator = similar.separator();
            let headline = view! {
                {similar.name.map(|n| view! { <strong class="method-name">{n}</strong> {separator} })}
                {similar.gist}
            };
            let to = move || state.with(|s| s.with_paper(Some(id)));
            view! {
                <li>
                    {view_link(to, HistoryMode::Push, LinkLook::new("similar-paper", "similar-paper").to_paper(id), headline)}
                    <span class="why-similar">{similar.why}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="similar">
            <h3>"Similar papers"</h3>
            <ol class="similar-list">{items}</ol>
        </section>
    }
}
