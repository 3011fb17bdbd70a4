//! One result card: the derived headline (method name in bold + gist), a snippet of the abstract
//! with the query's matches marked, and chips for the top area and up to three topics. A click
//! opens the detail view.

use leptos::prelude::*;

use crate::core::derive::areas::AREAS;
use crate::core::derive::headline;
use crate::core::derive::topics::TOPICS;
use crate::core::explorer::Explorer;
use crate::core::explorer::ViewResults;
use crate::core::facets::Facet;
use crate::core::url_state::UrlState;
use crate::ui::app::IndexReady;
use crate::ui::components::highlighted::Highlighted;
use crate::ui::url::{HistoryMode, href, use_set_view};

/// Topic chips on a card.
const CARD_TOPICS: usize = 3;

#[component]
pub fn PaperCard(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let Some(paper) = explorer.corpus.papers.get(position) else {
        return ().into_any();
    };
    let id = paper.id;
    let text: &'static str = &paper.text;
    let (name, gist) = headline(text, &explorer.derived(position));
    let set_view = use_set_view();
    let link = move || state.with(|s| href(&s.with_paper(Some(id))));
    let open = {
        let set_view = set_view.clone();
        move |ev: leptos::ev::MouseEvent| {
            let modified = ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key();
            if modified || ev.button() != 0 || has_text_selection() || clicked_a_control(&ev) {
                return; // a new tab, a text selection, or a chip's own action
            }
            ev.prevent_default();
            let next = state.with_untracked(|s| s.with_paper(Some(id)));
            set_view(&next, HistoryMode::OpenFromList);
        }
    };
    let snippet = move || {
        let snippet = results.with(|r| r.search.highlight.snippet(text));
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
    let ready = use_context::<IndexReady>().map(|r| r.0);
    // A chip filters by its value (a click on it does not open the paper).
    let filter_by = {
        let set_view = set_view.clone();
        move |facet: Facet, value: u16| {
            let set_view = set_view.clone();
            move |_| {
                let next = state.with_untracked(|s| s.with_selection(facet, value, Some(false)));
                set_view(&next.with_paper(None), HistoryMode::Push);
            }
        }
    };
    let chips = move || {
        ready.is_some_and(|r| r.get()).then(|| {
            let facets = explorer.facets();
            let area = facets.areas.get(position).and_then(|a| a.first()).map(|a| a.0 as u16);
            let topics: Vec<u16> = facets.topics.get(position).map(|t| t.iter().take(CARD_TOPICS).copied().collect()).unwrap_or_default();
            let area_chip = area.and_then(|a| AREAS.get(a as usize).map(|(_, full, short)| (a, *full, *short))).map(|(a, full, short)| {
                view! { <button class="chip chip-area" title=format!("{full} — filter by this area") on:click=filter_by(Facet::Area, a)>{short}</button> }
            });
            let topic_chips = topics
                .into_iter()
                .filter_map(|t| TOPICS.get(t as usize).map(|c| (t, c)))
                .map(|(t, c)| view! { <button class="chip" title=format!("{} — filter by this topic", c.description) on:click=filter_by(Facet::Topic, t)>{c.label}</button> })
                .collect_view();
            view! {
                <div class="card-chips" title="Derived from the abstract">
                    {area_chip}
                    {topic_chips}
                </div>
            }
        })
    };
    view! {
        <li class="card" data-testid="paper-card" data-paper-id=id.to_string() on:click=open>
            <h2 class="card-title" title="Headline derived from the abstract">
                <a href=link>
                    {name.map(|n| view! { <strong class="method-name" data-testid="method-name">{n}</strong> ": " })}
                    <span class="gist">{gist}</span>
                </a>
            </h2>
            <p class="card-text">{snippet}</p>
            {chips}
        </li>
    }
    .into_any()
}

/// True while the reader has selected text (a click then ends a selection, not opens a paper).
fn has_text_selection() -> bool {
    web_sys::window().and_then(|w| w.get_selection().ok().flatten()).is_some_and(|s| !s.is_collapsed())
}

/// True when the click landed on a button or link of the card's own (a chip).
fn clicked_a_control(ev: &leptos::ev::MouseEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("button, a[target]").ok().flatten())
        .is_some()
}
