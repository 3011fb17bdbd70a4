//! The map view's logic: the embedded layout ([`crate::core::layout`]) decoded for the corpus,
//! the brush (a rectangle of the map that filters like a chip, `map=x0,y0,x1,y1` in the URL),
//! the viewport (zoom and pan), drawing every point into an RGBA pixel buffer (one
//! `putImageData` for 19,622 points instead of 19,622 canvas calls), the point under the
//! pointer, and labels for the largest topic clusters. Pure: the UI only hands over a canvas.

use crate::core::bitset::Bitset;
use crate::core::corpus::Corpus;
use crate::core::layout::{MAP_MAX, decode, ids_checksum};
use crate::core::seeds::embedded_map_layout;

/// A rectangle of the map in map units (`0..=65_535` per axis), corners ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Brush {
    pub x0: u16,
    pub y0: u16,
    pub x1: u16,
    pub y1: u16,
}

impl Brush {
    /// The rectangle spanned by two corners, if it has an area.
    pub fn spanning(a: [u16; 2], b: [u16; 2]) -> Option<Brush> {
        let brush = Brush { x0: a[0].min(b[0]), y0: a[1].min(b[1]), x1: a[0].max(b[0]), y1: a[1].max(b[1]) };
        (brush.x0 < brush.x1 && brush.y0 < brush.y1).then_some(brush)
    }

    /// Parses `x0,y0,x1,y1` (four integers `0..=65535`, any corner order); `None` for anything
    /// else. Reads at most four fields, so a long value costs nothing.
    pub fn parse(value: &str) -> Option<Brush> {
        let mut fields = value.splitn(5, ',');
        let mut next = || fields.next().and_then(|f| f.trim().parse::<u16>().ok());
        let (x0, y0, x1, y1) = (next()?, next()?, next()?, next()?);
        if fields.next().is_some() {
            return None;
        }
        Brush::spanning([x0, y0], [x1, y1])
    }

    /// The URL form, `x0,y0,x1,y1`.
    pub fn to_param(self) -> String {
        format!("{},{},{},{}", self.x0, self.y0, self.x1, self.y1)
    }

    pub fn contains(self, point: [u16; 2]) -> bool {
        (self.x0..=self.x1).contains(&point[0]) && (self.y0..=self.y1).contains(&point[1])
    }
}

/// Every paper's position on the map, in corpus order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MapLayout {
    pub points: Vec<[u16; 2]>,
}

impl MapLayout {
    /// The layout embedded at build time, if it was made for exactly these papers.
    pub fn embedded(corpus: &Corpus<'_>) -> Result<MapLayout, String> {
        MapLayout::decode(embedded_map_layout(), corpus)
    }

    /// Decodes layout bytes for `corpus` (checked against its paper count and ids).
    pub fn decode(bytes: &[u8], corpus: &Corpus<'_>) -> Result<MapLayout, String> {
        let checksum = ids_checksum(corpus.papers.iter().map(|p| p.id));
        decode(bytes, corpus.papers.len(), checksum).map(|points| MapLayout { points })
    }

    /// The papers inside a brush.
    pub fn inside(&self, brush: Brush) -> Bitset {
        let mut set = Bitset::empty(self.points.len());
        for (paper, &point) in self.points.iter().enumerate() {
            if brush.contains(point) {
                set.insert(paper);
            }
        }
        set
    }

    /// The paper drawn nearest to pixel `(x, y)` within `radius` pixels, preferring the papers
    /// in `highlighted` (the current results) over dimmed ones.
    pub fn nearest(
        &self,
        view: &Viewport,
        (x, y): (f64, f64),
        radius: f64,
        highlighted: Option<&Bitset>,
    ) -> Option<usize> {
        let mut best: Option<(bool, f64, usize)> = None;
        for (paper, &point) in self.points.iter().enumerate() {
            let (px, py) = view.to_pixel(point);
            let d2 = (px - x) * (px - x) + (py - y) * (py - y);
            if d2.is_nan() || d2 > radius * radius {
                continue;
            }
            let dimmed = highlighted.is_some_and(|h| !h.contains(paper));
            if best.is_none_or(|(b_dimmed, b_d2, _)| (dimmed, d2) < (b_dimmed, b_d2)) {
                best = Some((dimmed, d2, paper));
            }
        }
        best.map(|(_, _, paper)| paper)
    }
}

/// Which part of the map a canvas shows: the map point at the canvas's top-left corner and the
/// pixels per map unit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    pub origin: (f64, f64),
    pub scale: f64,
    /// The canvas size in pixels.
    pub size: (f64, f64),
}

/// How far the map zooms in, relative to the whole map.
pub const MAX_ZOOM: f64 = 64.0;
/// Empty pixels kept around the whole map.
const MARGIN: f64 = 8.0;

impl Viewport {
    /// The whole map, centred in a `width × height` canvas.
    pub fn fit(width: f64, height: f64) -> Viewport {
        let (width, height) = (width.max(1.0), height.max(1.0));
        let scale = ((width.min(height) - 2.0 * MARGIN).max(1.0)) / f64::from(MAP_MAX);
        let span = f64::from(MAP_MAX);
        let origin = (span / 2.0 - width / 2.0 / scale, span / 2.0 - height / 2.0 / scale);
        Viewport { origin, scale, size: (width, height) }
    }

    pub fn to_pixel(&self, point: [u16; 2]) -> (f64, f64) {
        (
            (f64::from(point[0]) - self.origin.0) * self.scale,
            (f64::from(point[1]) - self.origin.1) * self.scale,
        )
    }

    /// The map point under a pixel, clamped to the map.
    pub fn to_map(&self, (x, y): (f64, f64)) -> [u16; 2] {
        let at = |v: f64| v.round().clamp(0.0, f64::from(MAP_MAX)) as u16;
        [at(self.origin.0 + x / self.scale), at(self.origin.1 + y / self.scale)]
    }

    /// The part of the map this viewport shows, as a brush (the keyboard's way to brush).
    pub fn visible_area(&self) -> Option<Brush> {
        Brush::spanning(self.to_map((0.0, 0.0)), self.to_map(self.size))
    }

    /// Zoomed by `factor` around pixel `(x, y)` (which stays over the same map point), between
    /// the whole map and [`MAX_ZOOM`] times closer.
    pub fn zoomed(&self, (x, y): (f64, f64), factor: f64) -> Viewport {
        let fit = Viewport::fit(self.size.0, self.size.1).scale;
        let scale = (self.scale * factor).clamp(fit, fit * MAX_ZOOM);
        if !scale.is_finite() {
            return *self;
        }
        let anchor = (self.origin.0 + x / self.scale, self.origin.1 + y / self.scale);
        Viewport { origin: (anchor.0 - x / scale, anchor.1 - y / scale), scale, ..*self }
    }

    /// Moved by `(dx, dy)` pixels (the map follows a drag).
    pub fn panned(&self, (dx, dy): (f64, f64)) -> Viewport {
        if !(self.scale.is_finite() && self.scale > 0.0 && dx.is_finite() && dy.is_finite()) {
            return *self;
        }
        let span = f64::from(MAP_MAX);
        let clamp = |origin: f64, visible: f64| origin.clamp(-visible / 2.0, span - visible / 2.0);
        let origin = (
            clamp(self.origin.0 - dx / self.scale, self.size.0 / self.scale),
            clamp(self.origin.1 - dy / self.scale, self.size.1 / self.scale),
        );
        Viewport { origin, ..*self }
    }

    /// The same map part in a canvas of another size: the centre and the zoom relative to the
    /// whole map are kept (the whole map stays whole).
    pub fn resized(&self, width: f64, height: f64) -> Viewport {
        let centre =
            (self.origin.0 + self.size.0 / 2.0 / self.scale, self.origin.1 + self.size.1 / 2.0 / self.scale);
        let fit = Viewport::fit(width, height);
        let zoom = self.scale / Viewport::fit(self.size.0, self.size.1).scale;
        let scale = fit.scale * if zoom.is_finite() { zoom.clamp(1.0, MAX_ZOOM) } else { 1.0 };
        Viewport {
            origin: (centre.0 - width / 2.0 / scale, centre.1 - height / 2.0 / scale),
            scale,
            size: fit.size,
        }
    }
}

/// Colours of the map: one per area (by its index), a grey for dimmed papers and for papers
/// without an area yet.
pub const AREA_COLOURS: [[u8; 3]; 12] = [
    [31, 119, 180],
    [255, 127, 14],
    [44, 160, 44],
    [214, 39, 40],
    [148, 103, 189],
    [140, 86, 75],
    [227, 119, 194],
    [127, 127, 127],
    [188, 189, 34],
    [23, 190, 207],
    [57, 59, 121],
    [173, 73, 74],
];
const DIMMED: [u8; 3] = [208, 212, 218];
const UNCOLOURED: [u8; 3] = [90, 98, 110];

/// The colour of an area index (`None`: no area known yet).
pub fn area_colour(area: Option<u8>) -> [u8; 3] {
    area.map_or(UNCOLOURED, |a| AREA_COLOURS[usize::from(a) % AREA_COLOURS.len()])
}

/// Draws every paper into `pixels` (RGBA, `width × height`, cleared to transparent): papers
/// outside `highlighted` small and grey first, the highlighted ones on top in their area's
/// colour (`areas[paper]`). Returns how many points fall inside the canvas. Linear in papers
/// plus pixels.
pub fn render(
    layout: &MapLayout,
    areas: &[Option<u8>],
    highlighted: Option<&Bitset>,
    view: &Viewport,
    pixels: &mut Vec<u8>,
) -> usize {
    let (width, height) = (view.size.0 as usize, view.size.1 as usize);
    pixels.clear();
    pixels.resize(width * height * 4, 0);
    // Bigger dots when there are few papers; 3 × 3 pixels (lit) and 1 pixel (dimmed) for 19,622.
    let lit_radius = match layout.points.len() {
        0..500 => 3,
        500..5_000 => 2,
        _ => 1,
    };
    let mut drawn = 0;
    let mut dot = |(x, y): (f64, f64), radius: usize, colour: [u8; 3]| {
        if !(x >= 0.0 && y >= 0.0 && x < width as f64 && y < height as f64) {
            return false;
        }
        let (cx, cy) = (x as usize, y as usize);
        for py in cy.saturating_sub(radius)..(cy + radius + 1).min(height) {
            for px in cx.saturating_sub(radius)..(cx + radius + 1).min(width) {
                let at = (py * width + px) * 4;
                if let Some(pixel) = pixels.get_mut(at..at + 4) {
                    pixel.copy_from_slice(&[colour[0], colour[1], colour[2], 255]);
                }
            }
        }
        true
    };
    for pass_highlighted in [false, true] {
        for (paper, &point) in layout.points.iter().enumerate() {
            let lit = highlighted.is_none_or(|h| h.contains(paper));
            if lit != pass_highlighted {
                continue;
            }
            let colour = if lit { area_colour(areas.get(paper).copied().flatten()) } else { DIMMED };
            let radius = if lit { lit_radius } else { lit_radius - 1 };
            drawn += usize::from(dot(view.to_pixel(point), radius, colour));
        }
    }
    drawn
}

/// A label for a cluster of papers sharing a topic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClusterLabel {
    pub topic: u16,
    /// Where to write it: the centre of the topic's densest part.
    pub at: [u16; 2],
    /// Papers of the topic in that part.
    pub papers: usize,
}

/// Cells per axis of the grid clusters are found in.
const GRID: usize = 12;

/// Labels for the largest clusters: for each paper's top topic, the grid cell (with its
/// neighbours) holding most of its papers; the biggest such clusters of at least `min_papers`,
/// at most `max`, none closer to another than a cell. Linear in papers plus topics × cells.
pub fn cluster_labels(
    layout: &MapLayout,
    top_topic: &[Option<u16>],
    topics: usize,
    max: usize,
    min_papers: usize,
) -> Vec<ClusterLabel> {
    let cell = |p: [u16; 2]| {
        let c = |v: u16| (usize::from(v) * GRID / (usize::from(MAP_MAX) + 1)).min(GRID - 1);
        (c(p[0]), c(p[1]))
    };
    let mut counts = vec![0usize; topics * GRID * GRID];
    for (paper, &point) in layout.points.iter().enumerate() {
        if let Some(Some(topic)) = top_topic.get(paper) {
            let (cx, cy) = cell(point);
            if let Some(n) = counts.get_mut(usize::from(*topic) * GRID * GRID + cy * GRID + cx) {
                *n += 1;
            }
        }
    }
    let around = |topic: usize, cx: usize, cy: usize| {
        let mut n = 0;
        for y in cy.saturating_sub(1)..=(cy + 1).min(GRID - 1) {
            for x in cx.saturating_sub(1)..=(cx + 1).min(GRID - 1) {
                n += counts[topic * GRID * GRID + y * GRID + x];
            }
        }
        n
    };
    let mut best: Vec<(usize, u16, usize, usize)> = (0..topics)
        .filter_map(|topic| {
            let (n, cx, cy) = (0..GRID * GRID)
                .map(|c| (around(topic, c % GRID, c / GRID), c % GRID, c / GRID))
                .max_by_key(|&(n, x, y)| (n, std::cmp::Reverse((y, x))))?;
            (n >= min_papers.max(1)).then_some((n, topic as u16, cx, cy))
        })
        .collect();
    best.sort_by_key(|&(n, topic, _, _)| (std::cmp::Reverse(n), topic));
    let mut labels: Vec<ClusterLabel> = Vec::new();
    for (papers, topic, cx, cy) in best {
        if labels.len() >= max {
            break;
        }
        let (mut sx, mut sy, mut k) = (0u64, 0u64, 0u64);
        for (paper, &point) in layout.points.iter().enumerate() {
            let (px, py) = cell(point);
            if top_topic.get(paper).copied().flatten() == Some(topic)
                && px.abs_diff(cx) <= 1
                && py.abs_diff(cy) <= 1
            {
                sx += u64::from(point[0]);
                sy += u64::from(point[1]);
                k += 1;
            }
        }
        let at = [(sx / k.max(1)) as u16, (sy / k.max(1)) as u16];
        let spacing = u32::from(MAP_MAX) / GRID as u32;
        let crowded = labels.iter().any(|l| {
            u32::from(l.at[0].abs_diff(at[0])) < spacing && u32::from(l.at[1].abs_diff(at[1])) < spacing / 2
        });
        if !crowded {
            labels.push(ClusterLabel { topic, at, papers });
        }
    }
    labels
}
