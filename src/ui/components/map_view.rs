//! The map view (`view=map`): every paper a point on a canvas, coloured by area, the current
//! results lit and the rest dimmed; hover shows a headline, a click opens the paper, a drag
//! brushes a rectangle (a filter like a chip, `map=` in the URL), Shift-drag or the arrow
//! buttons pan, the wheel or + / − zoom. Labels name the largest topic clusters; the open paper
//! and its similar papers are ringed. A text summary (and the list below) serve keyboard and
//! screen-reader users. All the work is in [`crate::core::map`]; this draws its pixels with one
//! `putImageData` and adds labels, rings and the brush with the canvas API.

use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::facets::Facet;
use crate::core::map::{Brush, MapLayout, Viewport, area_colour, render};
use crate::core::text::group_digits;
use crate::core::url_state::UrlState;
use crate::ui::app::IndexReady;
use crate::ui::url::{HistoryMode, use_nav};

/// Pixels a press may move and still be a click.
const CLICK_SLOP: f64 = 4.0;
/// How near (pixels) the pointer must be to a point to pick it.
const PICK_RADIUS: f64 = 8.0;

/// A press on the canvas being dragged.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    start: (f64, f64),
    now: (f64, f64),
    /// Shift-drag (or any button but the first) pans instead of brushing.
    pan: bool,
    moved: bool,
    view_at_start: Viewport,
}

#[component]
pub fn MapView(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let Some(layout) = explorer.map() else {
        let problem = explorer.map_problem().unwrap_or("no map data").to_string();
        return view! {
            <p class="map-missing" data-testid="map-missing">{format!("This build has no map: {problem}.")}</p>
        }
        .into_any();
    };
    let nav = use_nav();
    let ready = use_context::<IndexReady>().map(|r| r.0);
    let canvas_ref = NodeRef::<Canvas>::new();
    let size = RwSignal::new((720.0f64, 480.0f64));
    let viewport = RwSignal::new(Viewport::fit(720.0, 480.0));
    let hover = RwSignal::new(None::<(usize, f64, f64)>);
    let drag = RwSignal::new(None::<Drag>);
    let pixels = StoredValue::new(Vec::<u8>::new());
    let lit = Memo::new(move |_| results.with(|r| explorer.result_set(r)));
    let drawn = RwSignal::new(0usize);
    // The open paper and its similar papers (ringed), once the index is built.
    let rings = Memo::new(move |_| {
        let ready = ready.is_none_or(|r| r.get());
        let open = state.with(|s| s.paper).and_then(|id| explorer.corpus.position(id));
        let similar: Vec<usize> = match open {
            Some(open) if ready && explorer.is_built() => {
                explorer.similar(open).iter().map(|s| s.doc as usize).collect()
            }
            _ => Vec::new(),
        };
        (open, similar)
    });

    // The canvas takes its container's width (and keeps it on resize).
    let fit_to_container = move || {
        let Some(canvas) = canvas_ref.get_untracked() else { return };
        let width =
            canvas.parent_element().map_or(720.0, |p| f64::from(p.client_width())).clamp(240.0, 1600.0);
        let height = (width * 0.62).clamp(240.0, 560.0).round();
        let width = width.round();
        if size.get_untracked() != (width, height) {
            size.set((width, height));
            viewport.update(|v| *v = v.resized(width, height));
        }
    };
    Effect::new(move |_| {
        if canvas_ref.get().is_some() {
            fit_to_container();
        }
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| fit_to_container());
    on_cleanup(move || resize.remove());

    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else { return };
        if let Some(ready) = ready {
            ready.track();
        }
        let view = viewport.get();
        let brush = state.with(|s| s.brush);
        let drag_rect = drag.get().filter(|d| !d.pan && d.moved).map(|d| (d.start, d.now));
        let marks = Marks { brush, drag_rect, rings: rings.get() };
        lit.with(|lit| {
            let count =
                pixels.try_update_value(|buffer| draw(&canvas, explorer, layout, lit, &view, buffer, &marks));
            drawn.set(count.unwrap_or(0));
        });
    });

    let position = |ev: &web_sys::MouseEvent| (f64::from(ev.offset_x()), f64::from(ev.offset_y()));
    let on_down = move |ev: web_sys::PointerEvent| {
        // The main button brushes (or pans with Shift), the middle one pans; others are left
        // to the browser (the context menu).
        if !ev.is_primary() || !matches!(ev.button(), 0 | 1) {
            return;
        }
        let at = position(&ev);
        if let Some(target) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
            let _ = target.set_pointer_capture(ev.pointer_id());
        }
        let pan = ev.shift_key() || ev.button() == 1;
        drag.set(Some(Drag {
            start: at,
            now: at,
            pan,
            moved: false,
            view_at_start: viewport.get_untracked(),
        }));
    };
    let on_move = move |ev: web_sys::PointerEvent| {
        let at = position(&ev);
        if drag.get_untracked().is_some() && ev.buttons() == 0 {
            // The release happened where we could not see it: the drag is over.
            drag.set(None);
        }
        if let Some(mut d) = drag.get_untracked() {
            d.now = at;
            d.moved |= (at.0 - d.start.0).hypot(at.1 - d.start.1) > CLICK_SLOP;
            if d.pan && d.moved {
                viewport.set(d.view_at_start.panned((at.0 - d.start.0, at.1 - d.start.1)));
            }
            drag.set(Some(d));
            if d.moved {
                hover.set(None);
                return;
            }
        }
        let view = viewport.get_untracked();
        let found = lit.with_untracked(|lit| layout.nearest(&view, at, PICK_RADIUS, Some(lit)));
        hover.set(found.map(|paper| (paper, at.0, at.1)));
    };
    let on_up = move |ev: web_sys::PointerEvent| {
        let Some(d) = drag.get_untracked() else { return };
        drag.set(None);
        let at = position(&ev);
        if !d.moved {
            let view = viewport.get_untracked();
            let found = lit.with_untracked(|lit| layout.nearest(&view, at, PICK_RADIUS, Some(lit)));
            if let Some(id) = found.and_then(|paper| explorer.paper_id(paper)) {
                nav.go(&state.with_untracked(|s| s.with_paper(Some(id))), HistoryMode::Push);
            }
        } else if !d.pan {
            let view = viewport.get_untracked();
            if let Some(brush) = Brush::spanning(view.to_map(d.start), view.to_map(at)) {
                nav.go(
                    &state.with_untracked(|s| s.with_brush(Some(brush)).with_paper(None)),
                    HistoryMode::Push,
                );
            }
        }
    };
    let end_drag = move |_| drag.set(None);
    let on_wheel = move |ev: web_sys::WheelEvent| {
        ev.prevent_default();
        // Lines and pages (Firefox) as pixels.
        let pixels = match ev.delta_mode() {
            web_sys::WheelEvent::DOM_DELTA_LINE => ev.delta_y() * 16.0,
            web_sys::WheelEvent::DOM_DELTA_PAGE => ev.delta_y() * 400.0,
            _ => ev.delta_y(),
        };
        let factor = (-pixels * 0.002).clamp(-1.0, 1.0).exp();
        let at = (f64::from(ev.offset_x()), f64::from(ev.offset_y()));
        viewport.update(|v| *v = v.zoomed(at, factor));
    };
    let zoom = move |factor: f64| {
        viewport.update(|v| {
            let centre = (v.size.0 / 2.0, v.size.1 / 2.0);
            *v = v.zoomed(centre, factor);
        })
    };
    let pan = move |dx: f64, dy: f64| {
        viewport.update(|v| *v = v.panned((dx * v.size.0 / 4.0, dy * v.size.1 / 4.0)))
    };
    let reset = move |_| viewport.update(|v| *v = Viewport::fit(v.size.0, v.size.1));
    let clear_brush = move |_| {
        nav.go(&state.with_untracked(|s| s.with_brush(None)), HistoryMode::Push);
    };
    // The keyboard's way to brush: zoom and pan with the buttons, then keep what is visible.
    let brush_visible = move |_| {
        if let Some(brush) = viewport.get_untracked().visible_area() {
            nav.go(&state.with_untracked(|s| s.with_brush(Some(brush)).with_paper(None)), HistoryMode::Push);
        }
    };

    let summary = move || {
        let total = explorer.paper_count();
        let shown = results.with(|r| r.hits().len());
        let brushed = state.with(|s| s.brush.is_some());
        format!(
            "Map of {} papers, placed near papers whose abstracts share words and coloured by area; {} {} lit{}. \
             The list below holds the same papers.",
            group_digits(total),
            group_digits(shown),
            if shown == 1 { "paper of the current results is" } else { "papers of the current results are" },
            if brushed { ", inside the brushed area" } else { "" }
        )
    };
    let tooltip = move || {
        hover.get().and_then(|(paper, x, y)| {
            let card = explorer.card(paper)?;
            let text = match card.name {
                Some(name) => format!("{name}: {}", card.gist),
                None => card.gist,
            };
            // Positioned through the CSSOM (`style:`), which the page's CSP allows; a `style`
            // attribute would be blocked.
            let (left, top) = (format!("{}px", x + 12.0), format!("{}px", y + 12.0));
            let id = card.id.to_string();
            Some(view! {
                <div class="map-tooltip" data-testid="map-tooltip" data-paper-id=id style:left=left style:top=top>{text}</div>
            })
        })
    };
    let cursor = move || if hover.get().is_some() { "pointer" } else { "crosshair" };
    let legend = move || {
        if let Some(r) = ready {
            r.track();
        }
        let areas = explorer.map_areas();
        let values = explorer.vocabulary.values(Facet::AREA);
        let mut present: Vec<u8> = areas.iter().flatten().copied().collect();
        present.sort_unstable();
        present.dedup();
        present
            .into_iter()
            .filter_map(|a| values.get(usize::from(a)).map(|v| (a, v.label.clone())))
            .map(|(a, label)| {
                let [r, g, b] = area_colour(Some(a));
                let swatch = format!("rgb({r}, {g}, {b})");
                view! { <li><span class="swatch" style:background=swatch aria-hidden="true"></span>{label}</li> }
            })
            .collect_view()
    };
    view! {
        <section class="map-view" aria-label="Map of the conference" data-testid="map-view">
            <p class="map-summary" data-testid="map-summary">{summary}</p>
            <div class="map-controls" role="group" aria-label="Map controls">
                <button class="map-button" aria-label="Zoom in" title="Zoom in" data-testid="map-zoom-in" on:click=move |_| zoom(1.5)>"+"</button>
                <button class="map-button" aria-label="Zoom out" title="Zoom out" data-testid="map-zoom-out" on:click=move |_| zoom(1.0 / 1.5)>"−"</button>
                <button class="map-button" aria-label="Pan left" title="Pan left" on:click=move |_| pan(1.0, 0.0)>"←"</button>
                <button class="map-button" aria-label="Pan up" title="Pan up" on:click=move |_| pan(0.0, 1.0)>"↑"</button>
                <button class="map-button" aria-label="Pan down" title="Pan down" on:click=move |_| pan(0.0, -1.0)>"↓"</button>
                <button class="map-button" aria-label="Pan right" title="Pan right" on:click=move |_| pan(-1.0, 0.0)>"→"</button>
                <button class="map-button" data-testid="map-reset" on:click=reset>"Whole map"</button>
                <button class="map-button" data-testid="map-brush-visible" on:click=brush_visible>"Keep the visible area"</button>
                {move || state.with(|s| s.brush.is_some()).then(|| view! {
                    <button class="map-button" data-testid="map-clear-brush" on:click=clear_brush>"Clear map area"</button>
                })}
                <span class="map-hint">"Drag to select an area · Shift-drag to pan · wheel to zoom"</span>
            </div>
            <div class="map-frame">
                <canvas
                    node_ref=canvas_ref
                    class="map-canvas"
                    data-testid="map-canvas"
                    role="img"
                    aria-label="Map of the papers, described above"
                    data-points=move || drawn.get().to_string()
                    style:cursor=cursor
                    on:pointerdown=on_down
                    on:pointermove=on_move
                    on:pointerup=on_up
                    on:pointerleave=move |_| hover.set(None)
                    on:pointercancel=end_drag
                    on:lostpointercapture=end_drag
                    on:wheel=on_wheel
                ></canvas>
                {tooltip}
            </div>
            <ul class="map-legend" aria-label="Colours: areas">{legend}</ul>
        </section>
    }
    .into_any()
}

/// What is drawn over the points.
struct Marks {
    /// The brush of the URL.
    brush: Option<Brush>,
    /// The rectangle being dragged, in pixels.
    drag_rect: Option<((f64, f64), (f64, f64))>,
    /// The open paper and its similar papers.
    rings: (Option<usize>, Vec<usize>),
}

/// Draws the map and returns how many points fall inside the canvas (sized to the viewport
/// here, so a resize and its redraw cannot come apart). Records a `pe:map-draw` performance
/// measure (what `make bench-browser` reports).
fn draw(
    canvas: &HtmlCanvasElement,
    explorer: &'static Explorer,
    layout: &MapLayout,
    lit: &crate::core::bitset::Bitset,
    view: &Viewport,
    pixels: &mut Vec<u8>,
    marks: &Marks,
) -> usize {
    let performance = web_sys::window().and_then(|w| w.performance());
    if let Some(p) = &performance {
        let _ = p.mark("pe:map-draw-start");
    }
    let (width, height) = (view.size.0 as u32, view.size.1 as u32);
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let Some(context) =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    else {
        return 0;
    };
    let lit_all = lit.count() == explorer.paper_count();
    let drawn = render(layout, explorer.map_areas(), (!lit_all).then_some(lit), view, pixels);
    if let Ok(image) = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&pixels[..]), width, height) {
        let _ = context.put_image_data(&image, 0.0, 0.0);
    }
    // Cluster labels, largest first: white halo, dark text; one that would overlap a label
    // already written is left out.
    context.set_font("600 12px system-ui, sans-serif");
    context.set_text_align("center");
    context.set_line_width(3.0);
    let mut written: Vec<(f64, f64, f64)> = Vec::new();
    for (label, name) in explorer.map_labels() {
        let (x, y) = view.to_pixel(label.at);
        let half = context.measure_text(name).map_or(60.0, |m| m.width() / 2.0) + 4.0;
        if written.iter().any(|&(wx, wy, wh)| (wx - x).abs() < wh + half && (wy - y).abs() < 16.0) {
            continue;
        }
        written.push((x, y, half));
        context.set_stroke_style_str("rgba(255, 255, 255, 0.9)");
        let _ = context.stroke_text(name, x, y);
        context.set_fill_style_str("#1f2933");
        let _ = context.fill_text(name, x, y);
    }
    context.set_line_width(2.0);
    // The open paper and its similar papers.
    if let (Some(open), similar) = &marks.rings {
        context.set_stroke_style_str("#f59e0b");
        for &paper in similar {
            ring(&context, view, layout, paper, 5.0);
        }
        context.set_stroke_style_str("#111827");
        ring(&context, view, layout, *open, 7.0);
    }
    // The brush in the URL, and the one being dragged.
    let rect =
        |a: (f64, f64), b: (f64, f64)| (a.0.min(b.0), a.1.min(b.1), (a.0 - b.0).abs(), (a.1 - b.1).abs());
    if let Some(b) = marks.brush {
        let (x, y, w, h) = rect(view.to_pixel([b.x0, b.y0]), view.to_pixel([b.x1, b.y1]));
        context.set_stroke_style_str("#2563eb");
        context.stroke_rect(x, y, w, h);
    }
    if let Some((a, b)) = marks.drag_rect {
        let (x, y, w, h) = rect(a, b);
        context.set_fill_style_str("rgba(37, 99, 235, 0.12)");
        context.fill_rect(x, y, w, h);
        context.set_stroke_style_str("#2563eb");
        context.stroke_rect(x, y, w, h);
    }
    if let Some(p) = &performance {
        let _ = p.measure_with_start_mark("pe:map-draw", "pe:map-draw-start");
    }
    drawn
}

fn ring(context: &CanvasRenderingContext2d, view: &Viewport, layout: &MapLayout, paper: usize, radius: f64) {
    if let Some(&point) = layout.points.get(paper) {
        let (x, y) = view.to_pixel(point);
        context.begin_path();
        let _ = context.arc(x, y, radius, 0.0, std::f64::consts::TAU);
        context.stroke();
    }
}
