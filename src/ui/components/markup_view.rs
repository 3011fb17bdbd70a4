//! Renders an abstract's markup tree ([`crate::core::markup`]) as elements and text nodes —
//! never as HTML — with the query's match spans marked. Links are `http(s)` only (the parser
//! made no other), open in a new tab, and carry `rel="noopener noreferrer"`.

use std::ops::Range;

use leptos::prelude::*;

use crate::core::markup::Node;
use crate::core::search::highlight::pieces;
use crate::core::text::display_text;

/// The nodes, with `spans` (byte ranges of the original text) marked.
pub fn render_nodes(nodes: &[Node], spans: &[Range<usize>]) -> AnyView {
    nodes.iter().map(|node| render_node(node, spans)).collect_view().into_any()
}

fn render_node(node: &Node, spans: &[Range<usize>]) -> AnyView {
    match node {
        Node::Text { text, source } => render_text(text, source.clone(), spans),
        Node::Strong(c) => view! { <strong>{render_nodes(c, spans)}</strong> }.into_any(),
        Node::Em(c) => view! { <em>{render_nodes(c, spans)}</em> }.into_any(),
        Node::Code(c) => view! { <code>{render_nodes(c, spans)}</code> }.into_any(),
        Node::Math(c) => view! { <span class="math">{render_nodes(c, spans)}</span> }.into_any(),
        Node::Sup(c) => view! { <sup>{render_nodes(c, spans)}</sup> }.into_any(),
        Node::Sub(c) => view! { <sub>{render_nodes(c, spans)}</sub> }.into_any(),
        Node::Span(c) => render_nodes(c, spans),
        Node::Link { href, children } => {
            let href = href.clone();
            view! {
                <a href=href target="_blank" rel="noopener noreferrer">
                    {render_nodes(children, spans)}
                </a>
            }
            .into_any()
        }
    }
}

/// A text node: split by the spans that fall inside its source range.
fn render_text(text: &str, source: Option<Range<usize>>, spans: &[Range<usize>]) -> AnyView {
    let Some(source) = source else {
        return display_text(text).into_owned().into_any();
    };
    let local: Vec<Range<usize>> = spans
        .iter()
        .filter(|s| s.start < source.end && source.start < s.end)
        .map(|s| s.start.max(source.start) - source.start..s.end.min(source.end) - source.start)
        .collect();
    if local.is_empty() {
        return display_text(text).into_owned().into_any();
    }
    render_pieces(pieces(text, 0..text.len(), &local))
}

/// Text runs, the marked ones in `<mark>`, invisible characters dropped for display.
fn render_pieces(runs: Vec<(&str, bool)>) -> AnyView {
    runs.into_iter()
        .map(|(piece, marked)| {
            let piece = display_text(piece).into_owned();
            if marked { view! { <mark>{piece}</mark> }.into_any() } else { piece.into_any() }
        })
        .collect_view()
        .into_any()
}
