//! The detail view of the open paper: the abstract rendered with its markup and the query's
//! matches marked, everything derived from it (clearly labelled as derived), and where it came
//! from (seed file, line, id). Closing returns to the list with the search intact.

use leptos::prelude::*;

use crate::core::derive::areas::AREAS;
use crate::core::derive::contribution::CONTRIBUTION_TYPES;
use crate::core::derive::modality::MODALITIES;
use crate::core::derive::topics::TOPICS;
use crate::core::derive::{Category, derive_paper, headline};
use crate::core::explorer::Explorer;
use crate::core::markup::parse;
use crate::core::search::SearchResults;
use crate::core::url_state::UrlState;
use crate::ui::app::{IndexReady, close_paper};
use crate::ui::components::markup_view::render_nodes;
use crate::ui::url::{HistoryMode, use_set_view};

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
    let derived = derive_paper(text);
    let (name, gist) = headline(text, &derived);
    let tree = parse(text);
    let abstract_view = move || {
        let spans = results.with(|r| r.highlight.spans(text));
        render_nodes(&tree, &spans)
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
    let close_on_backdrop = {
        let set_view = set_view.clone();
        move |ev: leptos::ev::MouseEvent| {
            let on_backdrop = ev
                .target()
                .zip(ev.current_target())
                .is_some_and(|(t, c)| t == c);
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
    let search_for = move |term: String| {
        let set_view = set_view.clone();
        move |_| {
            let query = if term.contains(char::is_whitespace) {
                format!("\"{term}\"")
            } else {
                term.clone()
            };
            let next = UrlState {
                query,
                ..UrlState::default()
            };
            set_view(&next, HistoryMode::Push);
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
                            AREAS
                                .get(*i as usize)
                                .map(|(_, full, _)| format!("{full} ({:.0}%)", p * 100.0))
                        })
                        .collect()
                })
                .unwrap_or_default();
            let labels =
                |list: Option<&Vec<u16>>, categories: &'static [Category]| -> Vec<&'static str> {
                    list.map(|l| {
                        l.iter()
                            .filter_map(|&i| categories.get(i as usize))
                            .map(|c| c.label)
                            .collect()
                    })
                    .unwrap_or_default()
                };
            let topics = labels(facets.topics.get(position), TOPICS);
            let types = labels(facets.types.get(position), CONTRIBUTION_TYPES);
            let modalities = labels(facets.modalities.get(position), MODALITIES);
            let row = |label: &'static str, values: Vec<String>| {
                (!values.is_empty())
                    .then(|| view! { <dt>{label}</dt><dd>{values.join(" · ")}</dd> })
            };
            view! {
                {row("Areas", areas)}
                {row("Topics", topics.iter().map(|s| s.to_string()).collect())}
                {row("Type", types.iter().map(|s| s.to_string()).collect())}
                {row("Data", modalities.iter().map(|s| s.to_string()).collect())}
            }
        })
    };
    let entities = derived.entities;
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
