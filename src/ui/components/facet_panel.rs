//! The facet panel: one group of chips per facet (Area, Topic, Type, Data, Code, and
//! Collection when there are several), each chip with its live disjunctive count.
//!
//! A click selects or clears a value; Alt- or Shift-click, or the chip's "−" control, excludes
//! it (struck through, `aria-pressed="mixed"`). Long groups show their top values with "Show
//! all". Selected and excluded chips stay visible even at count 0; other zero-count chips hide.
//! Groups whose values have families (topics) get a "Find a topic…" box, and list their
//! values in full under family headings.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::{Facet, MAX_FINDER_CHARS};
use crate::core::url_state::UrlState;
use crate::ui::keyboard::roving_focus;
use crate::ui::url::{HistoryMode, use_nav};

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

/// What a chip click does to a value: `next(current, exclude)`. A plain click on a selected or
/// excluded value clears it; an excluding click on an excluded one too.
pub fn next_selection(current: Option<bool>, exclude: bool) -> Option<bool> {
    match (current, exclude) {
        (Some(_), false) => None,
        (None, false) => Some(false),
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
    // Groups whose values have families (topics) show them under headings when listed in full,
    // with a box to find a value by name.
    let has_families = values.iter().any(|v| !v.family.is_empty());
    let finder = RwSignal::new(String::new());
    // Rows to show: selected/excluded first, then by count; zero counts only when selected.
    let rows = Memo::new(move |_| {
        let known = results.with(|r| !r.counts.is_empty());
        let found = finder.with(|f| explorer.vocabulary.finder_matches(facet, f));
        let mut rows: Vec<ChipState> = (0..values.len() as u16)
            .map(|value| ChipState {
                value,
                count: results.with(|r| r.count(facet, value)),
                selected: state.with(|s| s.selection(facet, value)),
            })
            .filter(|c| c.selected.is_some() || !known || c.count.unwrap_or(0) > 0)
            .filter(|c| found.get(usize::from(c.value)).copied().unwrap_or(false))
            .collect();
        rows.sort_by(|a, b| {
            b.selected
                .is_some()
                .cmp(&a.selected.is_some())
                .then(b.count.cmp(&a.count))
                .then(a.value.cmp(&b.value))
        });
        rows
    });
    let finding = move || finder.with(|f| !f.trim().is_empty());
    let visible = move || {
        let rows = rows.get();
        let selected = rows.iter().filter(|r| r.selected.is_some()).count();
        let full = show_all.get() || finding();
        let limit = if full { usize::MAX } else { TOP_VALUES.max(selected) };
        let mut shown: Vec<ChipState> = rows.into_iter().take(limit).collect();
        if !(has_families && full) {
            return shown
                .into_iter()
                .enumerate()
                .map(|(i, chip)| facet_chip(explorer, facet, chip, state, i == 0))
                .collect_view()
                .into_any();
        }
        // In full, by family (in the table's order), each family's values by count.
        let family_of =
            |chip: &ChipState| values.get(usize::from(chip.value)).map_or("", |v| v.family.as_str());
        let order = |family: &str| values.iter().position(|v| v.family == family).unwrap_or(usize::MAX);
        shown.sort_by_key(|c| order(family_of(c)));
        let mut out = Vec::new();
        let mut current: Option<&str> = None;
        for (i, chip) in shown.iter().enumerate() {
            let family = family_of(chip);
            if current != Some(family) {
                current = Some(family);
                out.push(
                    view! { <h3 class="facet-family" data-testid="facet-family">{family.to_string()}</h3> }
                        .into_any(),
                );
            }
            out.push(facet_chip(explorer, facet, *chip, state, i == 0));
        }
        out.collect_view().into_any()
    };
    let hidden = move || rows.with(|r| r.len()).saturating_sub(TOP_VALUES);
    // One tab stop per group (roving tabindex): the arrow keys move between its chips.
    let values_el = NodeRef::<leptos::html::Div>::new();
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(group) = values_el.get() {
            roving_focus(&ev, &group, "[data-testid=facet-chip]");
        }
    };
    let title_id = format!("facet-title-{}", facet.key());
    let (section_label, group_label) = (title_id.clone(), title_id.clone());
    view! {
        <section class="facet-group" data-facet-group=facet.key() aria-labelledby=section_label>
            <h2 class="facet-title" id=title_id>{facet.label()}</h2>
            {has_families
                .then(|| {
                    let placeholder = format!("Find a {}…", facet.noun());
                    view! {
                        <input
                            type="search"
                            class="facet-finder"
                            data-testid="facet-finder"
                            placeholder=placeholder.clone()
                            aria-label=placeholder
                            maxlength=MAX_FINDER_CHARS.to_string()
                            prop:value=move || finder.get()
                            on:input=move |ev| finder.set(cap_chars(&event_target_value(&ev), MAX_FINDER_CHARS))
                        />
                    }
                })}
            <div class="facet-values" role="group" aria-labelledby=group_label node_ref=values_el on:keydown=on_keydown>
                {visible}
            </div>
            {move || {
                (finding() && rows.with(Vec::is_empty))
                    .then(|| view! { <p class="facet-none" data-testid="facet-none">{format!("No {} matches “{}”", facet.noun(), finder.get().trim())}</p> })
            }}
            {move || {
                let more = if finding() { 0 } else { hidden() };
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

/// The first `max` characters of `text`.
fn cap_chars(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// A value of a group as the panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ChipState {
    value: u16,
    /// `None` until the facets are built.
    count: Option<usize>,
    /// `Some(false)` selected, `Some(true)` excluded.
    selected: Option<bool>,
}

/// One chip: a toggle (click selects or clears, Alt/Shift-click excludes) with its count, and
/// a "−" control that excludes.
fn facet_chip(
    explorer: &'static Explorer,
    facet: Facet,
    chip: ChipState,
    state: Memo<UrlState>,
    tab_stop: bool,
) -> AnyView {
    let Some(v) = explorer.vocabulary.values(facet).get(usize::from(chip.value)) else {
        return ().into_any();
    };
    let nav = use_nav();
    let value = chip.value;
    let apply = move |exclude: bool| {
        let next = state.with_untracked(|s| {
            s.with_selection(facet, value, next_selection(s.selection(facet, value), exclude))
        });
        nav.go(&next.with_paper(None), HistoryMode::Push);
    };
    let pressed = match chip.selected {
        Some(false) => "true",
        Some(true) => "mixed",
        None => "false",
    };
    let count = chip.count.map_or_else(|| "…".to_string(), |c| c.to_string());
    view! {
        <span
            class="facet-chip-wrap"
            class:selected=chip.selected == Some(false)
            class:excluded=chip.selected == Some(true)
        >
            <button
                class="chip facet-chip"
                data-testid="facet-chip"
                data-facet=facet.key()
                data-value=v.slug.clone()
                aria-pressed=pressed
                title=format!("{}: {} — Alt/Shift-click or press - to exclude", v.label, v.description)
                tabindex=if tab_stop { "0" } else { "-1" }
                on:click=move |ev: leptos::ev::MouseEvent| apply(ev.alt_key() || ev.shift_key())
                on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                    if matches!(ev.key().as_str(), "-" | "x" | "Delete") {
                        ev.prevent_default();
                        apply(true);
                    }
                }
            >
                <span class="chip-label">{v.label.clone()}</span>
                <span class="chip-count" data-testid="facet-count">{count}</span>
            </button>
            <button class="chip-exclude" tabindex="-1" aria-label=format!("Exclude {}", v.label) title="Exclude" on:click=move |_| apply(true)>
                "−"
            </button>
        </span>
    }
    .into_any()
}
