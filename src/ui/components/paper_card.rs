//! One result card: the derived headline (method name in bold + gist), a snippet of the abstract
//! with the query's matches marked, and chips for the top area and up to three topics — all
//! from [`Explorer::card`]. The headline is a link to the paper's view; a click anywhere else
//! on the card opens it too (unless it ends a text selection or lands on a chip).

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::Facet;
use crate::core::url_state::{UrlState, ViewMode};
use crate::core::view::ChipView;
use crate::core::view::PaperId;
use crate::ui::app::IndexReady;
use crate::ui::components::highlighted::Highlighted;
use crate::ui::storage::use_saved_papers;
use crate::ui::url::{HistoryMode, LinkLook, plain_left_click, use_nav, view_link};

#[component]
pub fn PaperCard(
    explorer: &'static Explorer,
    position: usize,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let Some(card) = explorer.card(position) else {
        return ().into_any();
    };
    let (id, text) = (card.id, card.text);
    let nav = use_nav();
    let open = move |ev: leptos::ev::MouseEvent| {
        if !plain_left_click(&ev) || has_text_selection() || clicked_a_control(&ev) {
            return; // a new tab, a text selection, or a link or chip of its own
        }
        ev.prevent_default();
        nav.go(&state.with_untracked(|s| s.with_paper(Some(id))), HistoryMode::OpenFromList);
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
    let chips = move || {
        ready.is_some_and(|r| r.get()).then(|| {
            let chips = explorer.card_chips(position);
            view! {
                <div class="card-chips" title="Derived from the abstract">
                    {chips.into_iter().map(|chip| card_chip(chip, state)).collect_view()}
                </div>
            }
        })
    };
    let compact = move || state.with(|s| s.view == ViewMode::Compact);
    let separator = card.separator();
    let headline = view! {
        {card.name.map(|n| view! { <strong class="method-name" data-testid="method-name">{n}</strong> {separator} })}
        <span class="gist">{card.gist}</span>
    };
    view! {
        <li class="card" class:compact=compact data-testid="paper-card" data-paper-id=id.to_string() on:click=open>
            <SaveToggle id />
            <h2 class="card-title" title="Headline derived from the abstract">
                {view_link(
                    move || state.with(|s| s.with_paper(Some(id))),
                    HistoryMode::OpenFromList,
                    LinkLook::new("card-link", "card-link").to_paper(id),
                    headline,
                )}
            </h2>
            {move || (!compact()).then(|| view! { <p class="card-text">{snippet}</p> })}
            {chips}
        </li>
    }
    .into_any()
}

/// The star that saves a paper to the reading list (or removes it): a toggle button.
#[component]
pub fn SaveToggle(id: PaperId) -> impl IntoView {
    let saved = use_saved_papers();
    let is_saved = move || saved.contains(id);
    view! {
        <button
            class="save-toggle"
            data-testid="save-toggle"
            aria-pressed=move || if is_saved() { "true" } else { "false" }
            aria-label="Save to reading list"
            title=move || if is_saved() { "Saved — click to remove from your reading list (s)" } else { "Save to your reading list (s)" }
            on:click=move |_| saved.toggle(id)
        >
            {move || if is_saved() { "★" } else { "☆" }}
        </button>
    }
}

/// A chip on a card: a link to the list filtered by its value.
fn card_chip(chip: ChipView, state: Memo<UrlState>) -> impl IntoView {
    let ChipView { facet, value, label, title } = chip;
    let to = move || state.with(|s| s.with_selection(facet, value, Some(false)).with_paper(None));
    let class = if facet == Facet::AREA { "chip chip-link chip-area" } else { "chip chip-link" };
    view! { <span title=title>{view_link(to, HistoryMode::Push, LinkLook::new(class, "card-chip"), label)}</span> }
}

/// True while the reader has selected text (a click then ends a selection, not opens a paper).
fn has_text_selection() -> bool {
    web_sys::window().and_then(|w| w.get_selection().ok().flatten()).is_some_and(|s| !s.is_collapsed())
}

/// True when the click landed on a link or button of the card's own (its headline or a chip).
fn clicked_a_control(ev: &leptos::ev::MouseEvent) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("button, a").ok().flatten())
        .is_some()
}
