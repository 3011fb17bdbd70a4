//! The facet panel: one group of chips per facet (Area, Topic, Type, Data, Code, and
//! Collection when there are several), each chip with its live disjunctive count.
//!
//! A click selects or clears a value; Alt- or Shift-click, or the chip's "−" control, excludes
//! it (struck through, `aria-pressed="mixed"`). Long groups show their top values with "Show
//! all". Selected and excluded chips stay visible even at count 0; other zero-count chips hide.
//! Groups whose values have families (topics) get a "Find a topic…" box, and list their
//! values in full under family headings.
//!
//! Chips are keyed by value and read their count, state and tab stop from the group's rows, so
//! a keystroke updates and reorders them in place instead of rebuilding the panel (only the
//! full by-family listing is rebuilt).
//!
//! A click shows the chip's new state at once and changes the URL (and so the results) right
//! after that frame is painted (`Nav::go_after_paint`), like the search box does with a key.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::{Facet, MAX_FINDER_CHARS};
use crate::core::url_state::UrlState;
use crate::ui::keyboard::roving_focus;
use crate::ui::tasks::after_next_paint;
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
    // The rows on screen: the top values (and every selected one), or all of them.
    let shown_rows = Memo::new(move |_| {
        let full = show_all.get() || finding();
        rows.with(|rows| {
            let selected = rows.iter().filter(|r| r.selected.is_some()).count();
            let limit = if full { usize::MAX } else { TOP_VALUES.max(selected) };
            rows.iter().take(limit).copied().collect::<Vec<ChipState>>()
        })
    });
    // One tab stop per group (roving tabindex): the chip the arrow keys last moved to while it
    // is shown, otherwise the first.
    let tab_stop = RwSignal::new(None::<u16>);
    let live = LiveChips { rows: shown_rows, tab_stop, pending: RwSignal::new(Vec::new()) };
    let by_family = Memo::new(move |_| has_families && (show_all.get() || finding()));
    let chips = move || {
        if !by_family.get() {
            // Keyed by value: a keystroke updates counts and order; chips are not rebuilt.
            return view! {
                <For each=move || shown_rows.get() key=|chip| chip.value let:chip>
                    {facet_chip(explorer, facet, chip.value, state, live)}
                </For>
            }
            .into_any();
        }
        // In full, by family (in the table's order), each family's values by count.
        (move || {
            let mut shown = shown_rows.get();
            let family_of =
                |chip: &ChipState| values.get(usize::from(chip.value)).map_or("", |v| v.family.as_str());
            let order = |family: &str| values.iter().position(|v| v.family == family).unwrap_or(usize::MAX);
            shown.sort_by_key(|c| order(family_of(c)));
            let mut out = Vec::new();
            let mut current: Option<&str> = None;
            for chip in &shown {
                let family = family_of(chip);
                if current != Some(family) {
                    current = Some(family);
                    out.push(
                        view! { <h3 class="facet-family" data-testid="facet-family">{family.to_string()}</h3> }
                            .into_any(),
                    );
                }
                out.push(facet_chip(explorer, facet, chip.value, state, live));
            }
            out.collect_view()
        })
        .into_any()
    };
    let hidden = move || rows.with(|r| r.len()).saturating_sub(TOP_VALUES);
    let values_el = NodeRef::<leptos::html::Div>::new();
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        if let Some(group) = values_el.get()
            && roving_focus(&ev, &group, "[data-testid=facet-chip]").is_some()
        {
            let focused = document().active_element().and_then(|el| el.get_attribute("data-value"));
            tab_stop
                .set(focused.and_then(|slug| values.iter().position(|v| v.slug == slug)).map(|i| i as u16));
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
                {chips}
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

/// What a chip reads while it lives: its group's shown rows (count, selection) and tab stop.
#[derive(Clone, Copy)]
struct LiveChips {
    rows: Memo<Vec<ChipState>>,
    tab_stop: RwSignal<Option<u16>>,
    /// Chips clicked whose new states (value, selection) are shown before the URL has them, in
    /// click order.
    pending: RwSignal<Vec<(u16, Option<bool>)>>,
}

impl LiveChips {
    /// A chip's selection: the clicked one's new state, or its row's.
    fn selection(&self, value: u16) -> Option<bool> {
        let clicked = self.pending.with(|p| p.iter().rev().find(|(v, _)| *v == value).map(|&(_, s)| s));
        clicked.unwrap_or_else(|| self.row(value).and_then(|r| r.selected))
    }

    fn row(&self, value: u16) -> Option<ChipState> {
        self.rows.with(|rows| rows.iter().find(|r| r.value == value).copied())
    }

    fn is_tab_stop(&self, value: u16) -> bool {
        let stop = self.tab_stop.get();
        self.rows.with(|rows| {
            let stop = stop.filter(|s| rows.iter().any(|r| r.value == *s));
            stop.or(rows.first().map(|r| r.value)) == Some(value)
        })
    }
}

/// One chip: a toggle (click selects or clears, Alt/Shift-click excludes) with its count, and
/// a "−" control that excludes. Its count, state and tab stop follow the group's rows.
fn facet_chip(
    explorer: &'static Explorer,
    facet: Facet,
    value: u16,
    state: Memo<UrlState>,
    live: LiveChips,
) -> AnyView {
    let Some(v) = explorer.vocabulary.values(facet).get(usize::from(value)) else {
        return ().into_any();
    };
    let nav = use_nav();
    let apply = move |exclude: bool| {
        let selection = next_selection(untrack(|| live.selection(value)), exclude);
        live.pending.update(|p| p.push((value, selection)));
        nav.go_after_paint(state, HistoryMode::Push, move |view| {
            Some(view.with_selection(facet, value, selection).with_paper(None))
        });
        // Runs after the change above (applied or dropped): the rows show the URL's state again.
        after_next_paint(move || {
            let mine = live.pending.with_untracked(|p| p.iter().position(|&c| c == (value, selection)));
            if let Some(at) = mine {
                live.pending.update(|p| {
                    p.remove(at);
                });
            }
        });
    };
    let selected = move || live.selection(value);
    let pressed = move || match selected() {
        Some(false) => "true",
        Some(true) => "mixed",
        None => "false",
    };
    let count =
        move || live.row(value).and_then(|r| r.count).map_or_else(|| "…".to_string(), |c| c.to_string());
    view! {
        <span
            class="facet-chip-wrap"
            class:selected=move || selected() == Some(false)
            class:excluded=move || selected() == Some(true)
        >
            <button
                class="chip facet-chip"
                data-testid="facet-chip"
                data-facet=facet.key()
                data-value=v.slug.clone()
                aria-pressed=pressed
                title=format!("{}: {} — Alt/Shift-click or press - to exclude", v.label, v.description)
                tabindex=move || if live.is_tab_stop(value) { "0" } else { "-1" }
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
