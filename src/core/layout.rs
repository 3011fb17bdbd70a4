//! The map of the conference: a 2-D position for every paper, computed at build time.
//!
//! `build.rs` includes this file (with [`crate::core::tokenize`] underneath, by `#[path]`, as it
//! does the seed parser) and embeds [`encode`]d positions beside the seeds; the app decodes them
//! with [`decode`]. The same abstracts always give the same bytes: one thread, a fixed-seed
//! generator, no hash-map iteration order.
//!
//! How: every abstract becomes a TF-IDF vector of its words (the tokenizer's parts, so the map
//! agrees with search on what a word is), pruned to its [`TERMS_PER_PAPER`] heaviest terms; the
//! [`NEIGHBOURS`] most similar papers (cosine, exact, through an inverted list of those terms)
//! form a graph; the graph is laid out in 2-D by stochastic gradient descent on the UMAP
//! objective (neighbours attract along their edges, random pairs repel). A general t-SNE crate
//! would want dense vectors and redo a neighbour search those cannot make fast; this layout is
//! ~linear in papers × neighbours × epochs (about 3 s for 19,622 papers, BENCHMARKS.md).
//! Positions are quantised to `u16` per axis ("map units", 0–65,535, the units of a `map=`
//! brush in the URL).

use std::collections::HashMap;

use crate::core::corpus::PaperId;
use crate::core::tokenize::{TokenKind, Tokenizer};

/// Terms kept per paper (its heaviest TF-IDF weights).
pub const TERMS_PER_PAPER: usize = 40;
/// Neighbours per paper in the similarity graph.
pub const NEIGHBOURS: usize = 12;
/// Terms in more than this share of papers carry no topic ("method", "results").
const MAX_DOCUMENT_SHARE: f32 = 0.2;
/// Bytes of an abstract read (as the per-paper derivations do): bounds the work per paper.
const READ_BYTES: usize = 8 * 1024;
/// Negative samples per attraction step.
const NEGATIVE_SAMPLES: usize = 5;
/// UMAP's curve for `min_dist` 0.1, `spread` 1.
const CURVE_A: f32 = 1.577;
const CURVE_B: f32 = 0.895;
/// The largest map coordinate.
pub const MAP_MAX: u16 = u16::MAX;

/// The file embedded beside the seeds: magic, paper count, a checksum of the papers' ids (in
/// corpus order), then `x, y` per paper as little-endian `u16`s.
const MAGIC: &[u8; 6] = b"PEMAP1";

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        ((self.next() >> 33) as usize) % n.max(1)
    }

    fn unit(&mut self) -> f32 {
        (self.next() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// Each paper's pruned, L2-normalised TF-IDF vector: `(term, weight)` sorted by term.
pub fn term_vectors(texts: &[&str]) -> Vec<Vec<(u32, f32)>> {
    let mut ids: HashMap<String, u32> = HashMap::new();
    let mut tokenizer = Tokenizer::new();
    let mut counts: Vec<Vec<(u32, u32)>> = Vec::with_capacity(texts.len());
    for text in texts {
        let text = prefix(text, READ_BYTES);
        let mut terms: Vec<u32> = Vec::new();
        tokenizer.tokenize(text, |token| {
            let useful = token.kind == TokenKind::Part
                && token.term.chars().count() >= 3
                && token.term.chars().any(char::is_alphabetic);
            if useful {
                let next = ids.len() as u32;
                terms.push(*ids.entry(token.term.to_string()).or_insert(next));
            }
        });
        terms.sort_unstable();
        let mut tf: Vec<(u32, u32)> = Vec::new();
        for term in terms {
            match tf.last_mut() {
                Some((last, n)) if *last == term => *n += 1,
                _ => tf.push((term, 1)),
            }
        }
        counts.push(tf);
    }
    let mut df = vec![0u32; ids.len()];
    for tf in &counts {
        for &(term, _) in tf {
            df[term as usize] += 1;
        }
    }
    let papers = texts.len().max(1) as f32;
    let max_df = (papers * MAX_DOCUMENT_SHARE).max(2.0);
    counts
        .into_iter()
        .map(|tf| {
            let mut vector: Vec<(u32, f32)> = tf
                .into_iter()
                .filter(|&(term, _)| (2.0..=max_df).contains(&(df[term as usize] as f32)))
                .map(|(term, n)| (term, (1.0 + (n as f32).ln()) * (papers / df[term as usize] as f32).ln()))
                .collect();
            vector.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            vector.truncate(TERMS_PER_PAPER);
            let norm = vector.iter().map(|(_, w)| w * w).sum::<f32>().sqrt();
            if norm > 0.0 {
                vector.iter_mut().for_each(|(_, w)| *w /= norm);
            }
            vector.sort_by_key(|&(term, _)| term);
            vector
        })
        .collect()
}

/// The first `max` bytes of `text`, cut at a character boundary.
fn prefix(text: &str, max: usize) -> &str {
    let mut end = text.len().min(max);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// Postings one paper's neighbour search reads at most (its rarest terms first): a seed folder
/// whose papers all share the same words costs [`NEIGHBOUR_WORK`] per paper, not quadratic time.
pub const NEIGHBOUR_WORK: usize = 60_000;

/// Each paper's `k` most similar papers `(paper, cosine)`, best first (ties by position), and
/// the postings read finding them (at most [`NEIGHBOUR_WORK`] a paper).
pub fn nearest_neighbours(vectors: &[Vec<(u32, f32)>], k: usize) -> (Vec<Vec<(u32, f32)>>, usize) {
    nearest_neighbours_within(vectors, k, NEIGHBOUR_WORK)
}

/// [`nearest_neighbours`] reading at most `budget` postings a paper.
pub fn nearest_neighbours_within(
    vectors: &[Vec<(u32, f32)>],
    k: usize,
    budget: usize,
) -> (Vec<Vec<(u32, f32)>>, usize) {
    let terms = vectors.iter().flatten().map(|&(t, _)| t as usize + 1).max().unwrap_or(0);
    let mut postings: Vec<Vec<(u32, f32)>> = vec![Vec::new(); terms];
    for (paper, vector) in vectors.iter().enumerate() {
        for &(term, weight) in vector {
            postings[term as usize].push((paper as u32, weight));
        }
    }
    let mut scores = vec![0f32; vectors.len()];
    // The paper whose search last touched each paper (+1; 0 for none): `touched` lists each once.
    let mut seen_by = vec![0u32; vectors.len()];
    let mut touched: Vec<u32> = Vec::new();
    let mut rarest_first: Vec<(u32, f32)> = Vec::new();
    let mut work = 0usize;
    let graph = vectors
        .iter()
        .enumerate()
        .map(|(paper, vector)| {
            rarest_first.clear();
            rarest_first.extend_from_slice(vector);
            rarest_first.sort_by_key(|&(term, _)| (postings[term as usize].len(), term));
            let mut budget = budget;
            for &(term, weight) in &rarest_first {
                let list = &postings[term as usize];
                if list.len() > budget {
                    break;
                }
                budget -= list.len();
                work += list.len();
                for &(other, other_weight) in list {
                    if other as usize != paper {
                        if seen_by[other as usize] != paper as u32 + 1 {
                            seen_by[other as usize] = paper as u32 + 1;
                            touched.push(other);
                        }
                        scores[other as usize] += weight * other_weight;
                    }
                }
            }
            let mut best: Vec<(u32, f32)> = touched.iter().map(|&o| (o, scores[o as usize])).collect();
            for &o in &touched {
                scores[o as usize] = 0.0;
            }
            touched.clear();
            let order = |a: &(u32, f32), b: &(u32, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
            if best.len() > k && k > 0 {
                best.select_nth_unstable_by(k - 1, order);
            }
            best.truncate(k);
            best.sort_by(order);
            best
        })
        .collect();
    (graph, work)
}

/// Positions in map units for papers with these abstracts.
pub fn layout(texts: &[&str]) -> Vec<[u16; 2]> {
    let (graph, _) = nearest_neighbours(&term_vectors(texts), NEIGHBOURS);
    quantise(&embed(&graph))
}

/// Lays out a neighbour graph in 2-D (UMAP's stochastic gradient descent, one thread).
pub fn embed(graph: &[Vec<(u32, f32)>]) -> Vec<[f32; 2]> {
    let n = graph.len();
    let mut edges: Vec<(u32, u32, f32)> = Vec::new();
    for (from, list) in graph.iter().enumerate() {
        for &(to, weight) in list {
            let (a, b) = if (from as u32) < to { (from as u32, to) } else { (to, from as u32) };
            edges.push((a, b, weight));
        }
    }
    edges.sort_by(|x, y| (x.0, x.1).cmp(&(y.0, y.1)).then(y.2.total_cmp(&x.2)));
    edges.dedup_by(|next, kept| (next.0, next.1) == (kept.0, kept.1));
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut points: Vec<[f32; 2]> =
        (0..n).map(|_| [rng.unit() * 20.0 - 10.0, rng.unit() * 20.0 - 10.0]).collect();
    if n < 2 || edges.is_empty() {
        return points;
    }
    let epochs = if n > 10_000 { 200 } else { 500 };
    let heaviest = edges.iter().map(|e| e.2).fold(f32::MIN_POSITIVE, f32::max);
    let every: Vec<f32> = edges.iter().map(|e| heaviest / e.2.max(1e-6)).collect();
    let mut next_at = every.clone();
    for epoch in 0..epochs {
        let rate = 1.0 - epoch as f32 / epochs as f32;
        for (e, &(a, b, _)) in edges.iter().enumerate() {
            if next_at[e] > epoch as f32 + 1.0 {
                continue;
            }
            next_at[e] += every[e];
            let (a, b) = (a as usize, b as usize);
            let delta = [points[a][0] - points[b][0], points[a][1] - points[b][1]];
            let d2 = delta[0] * delta[0] + delta[1] * delta[1];
            if d2 > 0.0 {
                let coeff =
                    -2.0 * CURVE_A * CURVE_B * d2.powf(CURVE_B - 1.0) / (1.0 + CURVE_A * d2.powf(CURVE_B));
                for axis in 0..2 {
                    let step = (coeff * delta[axis]).clamp(-4.0, 4.0) * rate;
                    points[a][axis] += step;
                    points[b][axis] -= step;
                }
            }
            for _ in 0..NEGATIVE_SAMPLES {
                let other = rng.below(n);
                if other == a {
                    continue;
                }
                let delta = [points[a][0] - points[other][0], points[a][1] - points[other][1]];
                let d2 = delta[0] * delta[0] + delta[1] * delta[1];
                let coeff = 2.0 * CURVE_B / ((0.001 + d2) * (1.0 + CURVE_A * d2.powf(CURVE_B)));
                for axis in 0..2 {
                    points[a][axis] += (coeff * delta[axis]).clamp(-4.0, 4.0) * rate;
                }
            }
        }
    }
    points
}

/// Scales points into `0..=MAP_MAX` on both axes (one scale, so distances keep their shape);
/// the outermost 0.5% on each side are pulled to the edge so strays do not shrink the map.
pub fn quantise(points: &[[f32; 2]]) -> Vec<[u16; 2]> {
    if points.is_empty() {
        return Vec::new();
    }
    let bounds = |axis: usize| {
        let mut values: Vec<f32> = points.iter().map(|p| p[axis]).filter(|v| v.is_finite()).collect();
        values.sort_by(f32::total_cmp);
        let cut = values.len() / 200;
        let low = values.get(cut).copied().unwrap_or(0.0);
        let high = values.get(values.len().saturating_sub(1 + cut)).copied().unwrap_or(0.0);
        (low, high)
    };
    let (x, y) = (bounds(0), bounds(1));
    let extent = (x.1 - x.0).max(y.1 - y.0).max(1e-6);
    let offset = [x.0 + (x.1 - x.0 - extent) / 2.0, y.0 + (y.1 - y.0 - extent) / 2.0];
    let scale = f32::from(MAP_MAX) / extent;
    points
        .iter()
        .map(|p| {
            let at = |axis: usize| {
                let v = (p[axis] - offset[axis]) * scale;
                if v.is_finite() { v.round().clamp(0.0, f32::from(MAP_MAX)) as u16 } else { 0 }
            };
            [at(0), at(1)]
        })
        .collect()
}

/// A checksum of the papers' ids in order: a layout only applies to the papers it was made for.
pub fn ids_checksum(ids: impl Iterator<Item = PaperId>) -> u64 {
    let mut text = String::new();
    for id in ids {
        text.push_str(&id.to_string());
        text.push(',');
    }
    xxhash_rust::xxh3::xxh3_64(text.as_bytes())
}

/// The embedded form of a layout for papers whose ids hash to `ids_checksum`.
pub fn encode(points: &[[u16; 2]], ids_checksum: u64) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(18 + points.len() * 4);
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&(points.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&ids_checksum.to_le_bytes());
    for point in points {
        bytes.extend_from_slice(&point[0].to_le_bytes());
        bytes.extend_from_slice(&point[1].to_le_bytes());
    }
    bytes
}

/// Decodes [`encode`]'s bytes, if they are a layout of `papers` papers with this checksum;
/// otherwise what does not match (the map is then left out, never drawn wrong).
pub fn decode(bytes: &[u8], papers: usize, ids_checksum: u64) -> Result<Vec<[u16; 2]>, String> {
    let header = bytes.get(..18).ok_or("the map data is truncated")?;
    if &header[..6] != MAGIC {
        return Err("the map data has an unknown format".into());
    }
    let count = u32::from_le_bytes([header[6], header[7], header[8], header[9]]) as usize;
    let mut checksum = [0u8; 8];
    checksum.copy_from_slice(&header[10..18]);
    if count != papers || u64::from_le_bytes(checksum) != ids_checksum {
        return Err("the map was built for other papers".into());
    }
    let body = &bytes[18..];
    if body.len() != count * 4 {
        return Err("the map data is truncated".into());
    }
    Ok(body
        .chunks_exact(4)
        .map(|c| [u16::from_le_bytes([c[0], c[1]]), u16::from_le_bytes([c[2], c[3]])])
        .collect())
}

/// Uniformly random positions (the baseline a layout is measured against), from a seed.
pub fn random_points(papers: usize, seed: u64) -> Vec<[u16; 2]> {
    let mut rng = Rng(seed | 1);
    (0..papers).map(|_| [(rng.next() >> 48) as u16, (rng.next() >> 48) as u16]).collect()
}

/// How well a layout keeps like with like: over papers with a label, the share of their `k`
/// nearest labelled papers on the map (Euclidean) that carry the same label. Quadratic: for
/// measuring (`make eval`, tests), not for the app.
pub fn neighbour_agreement(points: &[[u16; 2]], labels: &[Option<u32>], k: usize) -> f64 {
    let labelled: Vec<(usize, u32)> = labels
        .iter()
        .enumerate()
        .filter_map(|(i, l)| l.map(|l| (i, l)))
        .filter(|(i, _)| *i < points.len())
        .collect();
    let (mut same, mut total) = (0usize, 0usize);
    let mut nearest: Vec<(u64, usize)> = Vec::with_capacity(labelled.len());
    for &(i, label) in &labelled {
        nearest.clear();
        for (j, &(other, _)) in labelled.iter().enumerate() {
            if other != i {
                let dx = i64::from(points[i][0]) - i64::from(points[other][0]);
                let dy = i64::from(points[i][1]) - i64::from(points[other][1]);
                nearest.push(((dx * dx + dy * dy) as u64, j));
            }
        }
        let k = k.min(nearest.len());
        if k == 0 {
            continue;
        }
        nearest.select_nth_unstable(k - 1);
        same += nearest[..k].iter().filter(|&&(_, j)| labelled[j].1 == label).count();
        total += k;
    }
    if total == 0 { 0.0 } else { same as f64 / total as f64 }
}
