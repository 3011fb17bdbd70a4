//! Renders a piece of abstract text with `<mark>`ed match spans, as text nodes only (never
//! HTML). Invisible characters are dropped from each piece for display.

use std::ops::Range;

use leptos::prelude::*;

use crate::core::search::highlight::pieces;
use crate::ui::components::markup_view::render_pieces;

/// `text[range]` with `spans` marked; "…" where the range cuts the text.
#[component]
pub fn Highlighted(
    text: &'static str,
    range: Range<usize>,
    spans: Vec<Range<usize>>,
    #[prop(optional)] cut_before: bool,
    #[prop(optional)] cut_after: bool,
) -> impl IntoView {
    let runs = render_pieces(pieces(text, range, &spans));
    view! {
        {cut_before.then_some("… ")}
        {runs}
        {cut_after.then_some(" …")}
    }
}
