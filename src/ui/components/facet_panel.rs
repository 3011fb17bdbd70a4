//! The facet panel: one group of chips per facet (Area, Topic, Type, Data, Code, and
//! Collection when there are several), each chip with its live disjunctive count.
//!
//! A click selects or clears a value; Alt- or Shift-click, or the chip's "−" control, excludes
//! it (struck through, `aria-pressed="mixed"`). Long groups show their top values with "Show
//! all". Selected and excluded chips stay visible even at count 0; other zero-count chips hide.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::Facet;
use crate::core::url_state::UrlState;
use crate::ui::url::{HistoryMode, use_set_view};

/// Values shown per group before "Show all".
const TOP_VALUES: usize = 8;
/// Screens at most this wide fold the panel (matches the CSS breakpoint).
const NARROW_SCREEN_PX: f64 = 860.0;

#[component]
pub fn FacetPanel(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let groups = explorer
        .vocabulary
        .visible()
        .map(|facet| view! { <FacetGroup explorer facet state results /> })
        .collect_view();
    // Open beside the results on wide screens; folded above them on phones.
    let wide = web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .is_none_or(|w| w > NARROW_SCREEN_PX);
    view! {
        <aside class="facets" aria-label="Filters" data-testid="facet-panel">
            <details class="facets-details" open=wide>
                <summary class="facets-summary">"Filters"</summary>
                {groups}
            </details>
        </aside>
    }
}

/// What a chip click does to a value: `next(current, exclude)`.
pub fn next_selection(current: Option<bool>, exclude: bool) -> Option<bool> {
    match (current, exclude) {
        (Some(false), false) => None,
        (_, false) => Some(false),
        (Some(true), true) => None,
        (_, true) => Some(true),
    }
}

#[component]
fn FacetGroup(
    explorer: &'static Explorer,
    facet: Facet,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let show_all = RwSignal::new(false);
    let values = explorer.vocabulary.values(facet);
    let set_view = use_set_view();
    // Rows to show: selected/excluded first, then by count; zero counts only when selected.
    let rows = Memo::new(move |_| {
        let known = results.with(|r| !r.counts.is_empty());
        let mut rows: Vec<(u16, Option<usize>, Option<bool>)> = (0..values.len() as u16)
            .map(|v| (v, results.with(|r| r.count(facet, v)), state.with(|s| s.selection(facet, v))))
            .filter(|(_, count, selected)| selected.is_some() || !known || count.unwrap_or(0) > 0)
            .collect();
        rows.sort_by(|a, b| b.2.is_some().cmp(&a.2.is_some()).then(b.1.cmp(&a.1)).then(a.0.cmp(&b.0)));
        rows
    });
    let visible = move || {
        let rows = rows.get();
        let limit = if show_all.get() {
            usize::MAX
        } else {
            TOP_VALUES.max(rows.iter().filter(|r| r.2.is_some()).count())
        };
        rows.into_iter().take(limit).collect::<Vec<_>>()
    };
    let hidden = move || rows.with(|r| r.len()).saturating_sub(TOP_VALUES);
    let chip = move |(value, count, selected): (u16, Option<usize>, Option<bool>)| {
        let Some(v) = values.get(value as usize) else {
            return ().into_any();
        };
        let pressed = match selected {
            Some(false) => "true",
            Some(true) => "mixed",
            None => "false",
        };
        let toggle = {
            let set_view = set_view.clone();
            move |ev: leptos::ev::MouseEvent| {
                let exclude = ev.alt_key() || ev.shift_key();
                let next = state.with_untracked(|s| {
                    s.with_selection(facet, value, next_selection(s.selection(facet, value), exclude))
                });
                set_view(&next.with_paper(None), HistoryMode::Push);
            }
        };
        let exclude = {
            let set_view = set_view.clone();
            move |_| {
                let next = state.with_untracked(|s| {
                    s.with_selection(facet, value, next_selection(s.selection(facet, value), true))
                });
                set_view(&next.with_paper(None), HistoryMode::Push);
            }
        };
        let label = v.label.clone();
        let exclude_label = format!("Exclude {label}");
        view! {
            <span class="facet-chip-wrap" class:selected=selected == Some(false) class:excluded=selected == Some(true)>
                <button
                    class="chip facet-chip"
                    data-testid="facet-chip"
                    data-facet=facet.key()
                    data-value=v.slug.clone()
                    aria-pressed=pressed
                    title=format!("{} — Alt/Shift-click to exclude", v.description)
                    on:click=toggle
                >
                    <span class="chip-label">{label}</span>
                    <span class="chip-count" data-testid="facet-count">{count.map_or_else(|| "…".to_string(), |c| c.to_string())}</span>
                </button>
                <button class="chip-exclude" aria-label=exclude_label title="Exclude" on:click=exclude>"−"</button>
            </span>
        }
        .into_any()
    };
    view! {
        <section class="facet-group" data-facet-group=facet.key()>
            <h2 class="facet-title">{facet.label()}</h2>
            <div class="facet-values">{move || visible().into_iter().map(chip.clone()).collect_view()}</div>
            {move || {
                let more = hidden();
                (more > 0)
                    .then(|| {
                        view! {
                            <button class="link-button show-all" on:click=move |_| show_all.update(|s| *s = !*s)>
                                {move || if show_all.get() { "Show fewer".to_string() } else { format!("Show all ({more} more)") }}
                            </button>
                        }
                    })
            }}
        </section>
    }
}
