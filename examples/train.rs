//! Trains the primary-area model (`make train`): multinomial logistic regression over term
//! presence, on the development part of the labelled papers only, and writes
//! `src/core/derive/area_model.bin`. Deterministic: the same labels give the same bytes.
//!
//! Features: terms of the app's own tokenizer (so training sees what the index holds) with
//! document frequency ≥ 5, the 2,000 best by a χ² score against the areas; presence values.
//! Training: stochastic gradient descent with Adagrad and L2, 10 epochs, fixed shuffling.
//! Hyper-parameters were chosen on a tuning split inside the development part (every 10th
//! paper); `FEATURES`, `EPOCHS`, `LR`, `L2` and `TUNE_ONLY=1` in the environment repeat that.

#[path = "support/features.rs"]
mod features;
#[path = "support/labels.rs"]
mod labels;

use paper_explorer::core::derive::areas::{AREAS, AreaModel, classify_corpus};
use paper_explorer::core::search::SearchEngine;

fn param(name: &str, default: f32) -> f32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}
const MIN_DF: usize = 5;
const OUT: &str = "src/core/derive/area_model.bin";

fn main() {
    let all = labels::load();
    let dev: Vec<&labels::Labelled> = all.iter().filter(|p| !labels::is_held_out(&p.id)).collect();
    // A tuning split inside the development part (every 10th), never the held-out part.
    let train: Vec<&labels::Labelled> =
        dev.iter().enumerate().filter(|(i, _)| i % 10 != 0).map(|(_, p)| *p).collect();
    let tune: Vec<&labels::Labelled> =
        dev.iter().enumerate().filter(|(i, _)| i % 10 == 0).map(|(_, p)| *p).collect();
    let model = fit(&train);
    println!("tuning split ({} papers): {}", tune.len(), accuracy(&model, &tune));
    if std::env::var_os("TUNE_ONLY").is_some() {
        return;
    }
    // The shipped model learns from the whole development part.
    let model = fit(&dev);
    let bytes = model.encode();
    std::fs::write(OUT, &bytes).unwrap_or_else(|e| panic!("writing {OUT}: {e}"));
    println!("wrote {OUT}: {} terms, {} bytes", model.terms.len(), bytes.len());
}

fn class_of(p: &labels::Labelled) -> Option<usize> {
    AREAS.iter().position(|(_, label, _)| *label == p.primary_area)
}

/// Top-1 / top-3 agreement of a model on papers.
pub fn accuracy(model: &AreaModel, papers: &[&labels::Labelled]) -> String {
    let engine = SearchEngine::build(papers.iter().map(|p| p.text.as_str()));
    let ranked = classify_corpus(engine.index(), model);
    let (mut top1, mut top3) = (0, 0);
    for (p, r) in papers.iter().zip(&ranked) {
        let Some(c) = class_of(p) else { continue };
        top1 += usize::from(r.first().is_some_and(|x| x.0 as usize == c));
        top3 += usize::from(r.iter().take(3).any(|x| x.0 as usize == c));
    }
    let n = papers.len().max(1) as f64;
    format!("top-1 {:.1}%, top-3 {:.1}%", 100.0 * top1 as f64 / n, 100.0 * top3 as f64 / n)
}

fn fit(papers: &[&labels::Labelled]) -> AreaModel {
    let classes = AREAS.len();
    let engine = SearchEngine::build(papers.iter().map(|p| p.text.as_str()));
    let index = engine.index();
    let labels: Vec<usize> = papers.iter().map(|p| class_of(p).unwrap_or(classes - 1)).collect();
    let n = papers.len();
    let mut class_counts = vec![0usize; classes];
    for &c in &labels {
        class_counts[c] += 1;
    }
    // χ² of each frequent-enough term against the classes.
    let mut scored: Vec<(f64, u32)> = Vec::new();
    let mut per_class = vec![0usize; classes];
    for t in 0..index.term_count() as u32 {
        let postings = index.postings(t);
        let df = postings.len();
        if df < MIN_DF || df * 2 > n {
            continue;
        }
        per_class.iter_mut().for_each(|x| *x = 0);
        for d in postings.docs() {
            per_class[labels[d as usize]] += 1;
        }
        let mut chi = 0f64;
        for c in 0..classes {
            let expected = df as f64 * class_counts[c] as f64 / n as f64;
            if expected > 0.0 {
                chi = chi.max((per_class[c] as f64 - expected).powi(2) / expected);
            }
        }
        scored.push((chi, t));
    }
    // Sparse presence rows.
    let (features, rows) = features::presence_rows(index, scored, param("FEATURES", 2000.0) as usize, n);
    let mut weights = vec![0f32; features.len() * classes];
    let mut biases = vec![0f32; classes];
    let mut grad_sq_w = vec![1e-8f32; weights.len()];
    let mut grad_sq_b = vec![1e-8f32; classes];
    let mut order: Vec<usize> = (0..n).collect();
    let mut seed = 0x2026_u64;
    let mut probs = vec![0f32; classes];
    let (epochs, learning_rate, l2) = (param("EPOCHS", 10.0) as usize, param("LR", 0.02), param("L2", 1e-3));
    for _ in 0..epochs {
        // Fisher–Yates with a fixed linear congruential generator: reproducible.
        for i in (1..order.len()).rev() {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            order.swap(i, (seed >> 33) as usize % (i + 1));
        }
        for &d in &order {
            probs.copy_from_slice(&biases);
            for &f in &rows[d] {
                for (p, w) in probs.iter_mut().zip(&weights[f as usize * classes..(f as usize + 1) * classes])
                {
                    *p += w;
                }
            }
            let max = probs.iter().copied().fold(f32::MIN, f32::max);
            let mut sum = 0.0;
            for p in probs.iter_mut() {
                *p = (*p - max).exp();
                sum += *p;
            }
            for (c, p) in probs.iter_mut().enumerate() {
                *p = *p / sum - if c == labels[d] { 1.0 } else { 0.0 };
            }
            for (c, &g) in probs.iter().enumerate() {
                grad_sq_b[c] += g * g;
                biases[c] -= learning_rate * g / grad_sq_b[c].sqrt();
            }
            for &f in &rows[d] {
                let base = f as usize * classes;
                for (c, &g) in probs.iter().enumerate() {
                    let i = base + c;
                    let g = g + l2 * weights[i];
                    grad_sq_w[i] += g * g;
                    weights[i] -= learning_rate * g / grad_sq_w[i].sqrt();
                }
            }
        }
    }
    AreaModel { terms: features.iter().map(|&t| index.term(t).to_string()).collect(), weights, biases }
}
