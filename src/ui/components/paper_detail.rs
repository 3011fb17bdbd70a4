//! The detail view of the open paper: the abstract rendered with its markup and the query's
//! matches marked, everything derived from it (clearly labelled as derived), the five most
//! similar papers with the terms they share, previous/next within the current results, and
//! where it came from (seed file, line, id). Closing returns to the list with the search
//! intact.

use leptos::prelude::*;

use crate::core::derive::areas::AREAS;
use crate::core::derive::contribution::CONTRIBUTION_TYPES;
use crate::core::derive::modality::MODALITIES;
use crate::core::derive::topics::TOPICS;
use crate::core::derive::{Category, headline};
use crate::core::explorer::Explorer;
use crate::core::explorer::ViewResults;
use crate::core::markup::parse_bounded;
use crate::core::url_state::UrlState;
use crate::ui::app::{IndexReady, close_paper};
use crate::ui::components::markup_view::render_nodes;
use crate::ui::url::{HistoryMode, use_set_view};

#[component]
pub fn PaperDetail(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let Some(paper) = explorer.corpus.papers.get(position) else {
        return ().into_any();
    };
    let text: &'static str = &paper.text;
    let derived = explorer.derived(position);
    let (name, gist) = headline(text, &derived);
    let parsed = parse_bounded(text);
    let tangled = parsed.budget_exhausted;
    let tree = parsed.nodes;
    let abstract_view = move || {
        let spans = results.with(|r| r.search.highlight.spans(text));
        render_nodes(&tree, &spans)
    };
    let id = paper.id.to_string();
    let id_attr = id.clone();
    let collection = explorer.corpus.collections.get(paper.collection).cloned().unwrap_or_default();
    let set_view = use_set_view();
    let close = {
        let set_view = set_view.clone();
        move |_| close_paper(&set_view, state.get_untracked())
    };
    let close_on_backdrop = {
        let set_view = set_view.clone();
        move |ev: leptos::ev::MouseEvent| {
            let on_backdrop = ev.target().zip(ev.current_target()).is_some_and(|(t, c)| t == c);
            if on_backdrop {
                close_paper(&set_view, state.get_untracked());
            }
        }
    };
    let close_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = close_button.get() {
            let _ = button.focus();
        }
    });
    // Entity chips search for themselves.
    let search_for = {
        let set_view = set_view.clone();
        move |term: String| {
            let set_view = set_view.clone();
            move |_| {
                let query =
                    if term.contains(char::is_whitespace) { format!("\"{term}\"") } else { term.clone() };
                let next = UrlState { query, ..UrlState::default() };
                set_view(&next, HistoryMode::Push);
            }
        }
    };
    let entity_chips = |label: &'static str, items: Vec<String>| {
        (!items.is_empty()).then(|| {
            view! {
                <dt>{label}</dt>
                <dd class="chip-row">
                    {items
                        .into_iter()
                        .map(|item| {
                            let on_click = search_for(item.clone());
                            view! {
                                <button class="chip chip-entity" data-testid="entity-chip" title="Search for this" on:click=on_click>
                                    {item}
                                </button>
                            }
                        })
                        .collect_view()}
                </dd>
            }
        })
    };
    let ready = use_context::<IndexReady>().map(|r| r.0);
    let facets_view = move || {
        ready.is_some_and(|r| r.get()).then(|| {
            let facets = explorer.facets();
            let areas: Vec<String> = facets
                .areas
                .get(position)
                .map(|a| {
                    a.iter()
                        .filter_map(|(i, p)| {
                            AREAS.get(*i as usize).map(|(_, full, _)| format!("{full} ({:.0}%)", p * 100.0))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let labels = |list: Option<&Vec<u16>>, categories: &'static [Category]| -> Vec<&'static str> {
                list.map(|l| l.iter().filter_map(|&i| categories.get(i as usize)).map(|c| c.label).collect())
                    .unwrap_or_default()
            };
            let topics = labels(facets.topics.get(position), TOPICS);
            let types = labels(facets.types.get(position), CONTRIBUTION_TYPES);
            let modalities = labels(facets.modalities.get(position), MODALITIES);
            let row = |label: &'static str, values: Vec<String>| {
                (!values.is_empty()).then(|| view! { <dt>{label}</dt><dd>{values.join(" · ")}</dd> })
            };
            view! {
                {row("Areas", areas)}
                {row("Topics", topics.iter().map(|s| s.to_string()).collect())}
                {row("Type", types.iter().map(|s| s.to_string()).collect())}
                {row("Data", modalities.iter().map(|s| s.to_string()).collect())}
            }
        })
    };
    let step_to = {
        let set_view = set_view.clone();
        move |target: Option<crate::core::corpus::PaperId>| {
            let set_view = set_view.clone();
            move |_| {
                if let Some(id) = target {
                    let next = state.with_untracked(|s| s.with_paper(Some(id)));
                    set_view(&next, HistoryMode::Replace);
                }
            }
        }
    };
    let neighbours = move || results.with(|r| explorer.neighbours(r.hits(), position));
    let nav = move || {
        let (previous, next) = neighbours();
        view! {
            <button class="step" data-testid="previous-paper" disabled=previous.is_none() title="Previous result (k)" on:click=step_to(previous)>"‹ Previous"</button>
            <button class="step" data-testid="next-paper" disabled=next.is_none() title="Next result (j)" on:click=step_to(next)>"Next ›"</button>
        }
    };
    let similar_view = {
        let set_view = set_view.clone();
        move || {
            ready.is_some_and(|r| r.get()).then(|| {
                let items = explorer
                    .similar(position)
                    .into_iter()
                    .filter_map(|s| explorer.corpus.papers.get(s.doc as usize).map(|p| (s, p)))
                    .map(|(s, p)| {
                        let id = p.id;
                        let (name, gist) = headline(&p.text, &explorer.derived(s.doc as usize));
                        let set_view = set_view.clone();
                        let open = move |_| {
                            let next = state.with_untracked(|st| st.with_paper(Some(id)));
                            set_view(&next, HistoryMode::Push);
                        };
                        view! {
                            <li>
                                <button class="similar-paper" data-testid="similar-paper" data-paper-id=id.to_string() on:click=open>
                                    {name.map(|n| view! { <strong class="method-name">{n}</strong> ": " })}
                                    {gist}
                                </button>
                                <span class="why-similar">{format!("{:.0}% similar · shares {}", s.score * 100.0, s.shared.join(", "))}</span>
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
            })
        }
    };
    let entities = derived.entities.clone();
    let code_links = entities.code_links.clone();
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
                    <span class="detail-nav">{nav}</span>
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
                <h2 id="detail-title" class="detail-title" title="Headline derived from the abstract">
                    {name.map(|n| view! { <strong class="method-name">{n}</strong> ": " })}
                    {gist}
                </h2>
                <p class="abstract" data-testid="abstract">{abstract_view}</p>
                {tangled.then(|| view! {
                    <p class="derived-note" data-testid="markup-notice">
                        "This abstract's markup is too tangled to render in full; the rest is shown as plain text."
                    </p>
                })}
                <section class="derived" data-testid="derived">
                    <h3>"Derived from the abstract"</h3>
                    <p class="derived-note">"Extracted by the explorer from the text above — not the authors' own metadata."</p>
                    <dl class="facts">
                        {derived.name.clone().map(|n| view! { <dt>"Method"</dt><dd>{n}</dd> })}
                        {derived.gist.clone().map(|g| view! { <dt>"Gist"</dt><dd>{g}</dd> })}
                        {facets_view}
                        {entity_chips("Datasets", entities.datasets)}
                        {entity_chips("Models", entities.models)}
                        {(!code_links.is_empty()).then(|| view! {
                            <dt>"Code"</dt>
                            <dd>
                                {code_links.into_iter().map(|url| {
                                    let label = url.clone();
                                    view! { <a class="code-link" data-testid="code-link" href=url target="_blank" rel="noopener noreferrer">{label}</a> }
                                }).collect_view()}
                            </dd>
                        })}
                        {(!entities.numbers.is_empty()).then(|| view! {
                            <dt>"Numbers"</dt><dd>{entities.numbers.join(" · ")}</dd>
                        })}
                    </dl>
                </section>
                {similar_view}
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
