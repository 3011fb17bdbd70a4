//! Renders a window of an abstract (a card's snippet) with its markup (LaTeX, markdown) and
//! `<mark>`ed match spans, as elements and text nodes only — never HTML. The window is parsed
//! on its own, so a construct cut by the window's edge simply stays literal text.

use std::ops::Range;

use leptos::prelude::*;

use crate::core::markup::parse;
use crate::ui::components::markup_view::render_nodes;

/// `text[range]` with `spans` (byte ranges of the whole `text`) marked; "…" where the range
/// cuts the text.
#[component]
pub fn Highlighted(
    text: &'static str,
    range: Range<usize>,
    spans: Vec<Range<usize>>,
    #[prop(optional)] cut_before: bool,
    #[prop(optional)] cut_after: bool,
) -> impl IntoView {
    let window = text.get(range.clone()).unwrap_or("");
    let local: Vec<Range<usize>> = spans
        .iter()
        .filter(|s| s.start >= range.start && s.end <= range.end)
        .map(|s| s.start - range.start..s.end - range.start)
        .collect();
    let rendered = render_nodes(&parse(window), &local);
    view! {
        {cut_before.then_some("… ")}
        {rendered}
        {cut_after.then_some(" …")}
    }
}
