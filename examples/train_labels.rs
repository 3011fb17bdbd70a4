//! Trains the label model (`make train`): one sparse logistic-regression scorer per topic,
//! contribution type and modality, on the development part of the labelled papers only, and
//! writes `src/core/derive/label_model.bin`. Deterministic: the same labels give the same bytes.
//!
//! **Silver labels.** A paper has a label when one of its author keywords matches one of the
//! label's rules in `examples/support/label_rules.tsv` (`exact`, `prefix*`, `~word`, `~prefix*`;
//! see `support/rules.rs`). The labels themselves (slug, label, family) are the app's tables.
//!
//! **Model.** Features: terms of the app's own tokenizer with document frequency ≥ 5 (and in at
//! most half the papers); per label the `CANDIDATES` terms most associated with it (χ²), logistic
//! regression with Adagrad and L2, positives weighted up to balance rare labels, then the
//! `KEEP` largest weights kept. **Threshold** per label: chosen on a tuning split (every 10th
//! development paper) as the lowest score at which precision against the silver labels reaches
//! `PRECISION` (with at least 3 predictions), else the best F0.5. The shipped model is the one
//! trained on the other 90%, whose thresholds were tuned. `TUNE_ONLY=1` prints the tuning
//! figures without writing.

#[path = "support/labels.rs"]
mod labels;
#[path = "support/rules.rs"]
mod rules;

use paper_explorer::core::derive::label_model::{LabelModel, Scorer};
use paper_explorer::core::index::Index;

const OUT: &str = "src/core/derive/label_model.bin";
const MIN_DF: usize = 5;

fn param(name: &str, default: f32) -> f32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() {
    let all = labels::load();
    let dev: Vec<&labels::Labelled> = all.iter().filter(|p| !labels::is_held_out(&p.id)).collect();
    let train: Vec<&labels::Labelled> =
        dev.iter().enumerate().filter(|(i, _)| i % 10 != 0).map(|(_, p)| *p).collect();
    let tune: Vec<&labels::Labelled> =
        dev.iter().enumerate().filter(|(i, _)| i % 10 == 0).map(|(_, p)| *p).collect();
    let table = rules::load();
    let index = Index::build(train.iter().map(|p| p.text.as_str()));
    let tune_index = Index::build(tune.iter().map(|p| p.text.as_str()));
    let mut vocabulary: Vec<String> = Vec::new();
    let mut scorers: Vec<(Scorer, Vec<(String, f32)>)> = Vec::new();
    let (mut tp, mut fp, mut fn_) = (0usize, 0usize, 0usize);
    println!("| label | train positives | tune: precision | recall | predicted |");
    println!("|---|---|---|---|---|");
    for rule in &table {
        let silver: Vec<bool> = train.iter().map(|p| rule.matches(&p.keywords)).collect();
        let positives = silver.iter().filter(|&&s| s).count();
        if positives < 10 {
            println!("| {} | {positives} | — | — | too few papers to learn from |", rule.slug);
            continue;
        }
        let weights = fit(&index, &silver);
        let named: Vec<(String, f32)> =
            weights.iter().map(|&(t, w)| (index.term(t).to_string(), w.1)).collect();
        let bias = weights.first().map_or(0.0, |w| w.1.0);
        // Scores on the tuning split, through its own index (as the app scores a corpus).
        let tune_silver: Vec<bool> = tune.iter().map(|p| rule.matches(&p.keywords)).collect();
        let scores = score(&tune_index, bias, &named);
        let (threshold, p, r, predicted) = choose_threshold(&scores, &tune_silver);
        let truth = tune_silver.iter().filter(|&&s| s).count();
        let hits = scores.iter().zip(&tune_silver).filter(|(s, t)| **s >= threshold && **t).count();
        tp += hits;
        fp += predicted - hits;
        fn_ += truth - hits;
        println!("| {} | {positives} | {:.0}% | {:.0}% | {predicted} |", rule.slug, p * 100.0, r * 100.0);
        scorers.push((Scorer { slug: rule.slug.clone(), bias, threshold, weights: Vec::new() }, named));
    }
    let precision = tp as f64 / (tp + fp).max(1) as f64;
    let recall = tp as f64 / (tp + fn_).max(1) as f64;
    println!("\ntuning split, micro: precision {:.1}%, recall {:.1}%", precision * 100.0, recall * 100.0);
    if std::env::var_os("TUNE_ONLY").is_some() {
        return;
    }
    // One shared, sorted term list; each scorer's weights by term index.
    for (_, named) in &scorers {
        vocabulary.extend(named.iter().map(|(t, _)| t.clone()));
    }
    vocabulary.sort();
    vocabulary.dedup();
    let model = LabelModel {
        scorers: scorers
            .into_iter()
            .map(|(mut scorer, named)| {
                let mut weights: Vec<(u32, f32)> = named
                    .iter()
                    .filter_map(|(t, w)| vocabulary.binary_search(t).ok().map(|i| (i as u32, *w)))
                    .collect();
                weights.sort_by_key(|w| w.0);
                scorer.weights = weights;
                scorer
            })
            .collect(),
        terms: vocabulary,
    };
    let bytes = model.encode();
    std::fs::write(OUT, &bytes).unwrap_or_else(|e| panic!("writing {OUT}: {e}"));
    println!(
        "wrote {OUT}: {} scorers, {} terms, {} bytes",
        model.scorers.len(),
        model.terms.len(),
        bytes.len()
    );
}

/// Bias (as the first entry, term 0 unused) and the kept `(term, (bias, weight))` pairs of one
/// label's logistic regression.
fn fit(index: &Index, silver: &[bool]) -> Vec<(u32, (f32, f32))> {
    let n = silver.len();
    let positives = silver.iter().filter(|&&s| s).count().max(1);
    // χ² of each frequent-enough term against the label.
    let mut scored: Vec<(f64, u32)> = Vec::new();
    for t in 0..index.term_count() as u32 {
        let docs = index.postings(t).docs;
        let df = docs.len();
        if df < MIN_DF || df * 2 > n {
            continue;
        }
        let with = docs.iter().filter(|&&d| silver[d as usize]).count() as f64;
        let expected = df as f64 * positives as f64 / n as f64;
        let chi = (with - expected).powi(2) / expected.max(1e-9)
            + ((df as f64 - with) - (df as f64 - expected)).powi(2) / (df as f64 - expected).max(1e-9);
        scored.push((chi, t));
    }
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.truncate(param("CANDIDATES", 600.0) as usize);
    let mut features: Vec<u32> = scored.iter().map(|s| s.1).collect();
    features.sort_unstable();
    let mut rows: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (f, &t) in features.iter().enumerate() {
        for &d in index.postings(t).docs {
            rows[d as usize].push(f as u32);
        }
    }
    let mut weights = vec![0f32; features.len()];
    let mut bias = 0f32;
    let (mut g_w, mut g_b) = (vec![1e-8f32; features.len()], 1e-8f32);
    let positive_weight = ((n - positives) as f32 / positives as f32).sqrt().clamp(1.0, 8.0);
    let (epochs, rate, l2) = (param("EPOCHS", 8.0) as usize, param("LR", 0.05), param("L2", 1e-4));
    let mut order: Vec<usize> = (0..n).collect();
    let mut seed = 0x1c1e_2026_u64;
    for _ in 0..epochs {
        for i in (1..order.len()).rev() {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            order.swap(i, (seed >> 33) as usize % (i + 1));
        }
        for &d in &order {
            let z = bias + rows[d].iter().map(|&f| weights[f as usize]).sum::<f32>();
            let p = 1.0 / (1.0 + (-z).exp());
            let (target, importance) = if silver[d] { (1.0, positive_weight) } else { (0.0, 1.0) };
            let g = (p - target) * importance;
            g_b += g * g;
            bias -= rate * g / g_b.sqrt();
            for &f in &rows[d] {
                let i = f as usize;
                let gi = g + l2 * weights[i];
                g_w[i] += gi * gi;
                weights[i] -= rate * gi / g_w[i].sqrt();
            }
        }
    }
    let mut kept: Vec<(u32, f32)> = features.iter().zip(&weights).map(|(&t, &w)| (t, w)).collect();
    kept.sort_by(|a, b| b.1.abs().total_cmp(&a.1.abs()).then(a.0.cmp(&b.0)));
    kept.truncate(param("KEEP", 160.0) as usize);
    kept.into_iter().map(|(t, w)| (t, (bias, w))).collect()
}

/// Scores of every paper of `index`: bias plus the weights of the terms present.
fn score(index: &Index, bias: f32, named: &[(String, f32)]) -> Vec<f32> {
    let mut scores = vec![bias; index.doc_count()];
    for (term, weight) in named {
        if let Some(id) = index.term_id(term) {
            for &d in index.postings(id).docs {
                scores[d as usize] += weight;
            }
        }
    }
    scores
}

/// `(threshold, precision, recall, predicted)` on a split: the lowest threshold whose
/// predictions reach the target precision (with at least 3 of them), else the best F0.5.
fn choose_threshold(scores: &[f32], silver: &[bool]) -> (f32, f64, f64, usize) {
    let truth = silver.iter().filter(|&&s| s).count().max(1);
    let mut ranked: Vec<(f32, bool)> = scores.iter().copied().zip(silver.iter().copied()).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let target = f64::from(param("PRECISION", 0.9));
    let (mut hits, mut best_f, mut best) = (0usize, -1.0f64, (f32::MAX, 0.0, 0.0, 0usize));
    let mut reached: Option<(f32, f64, f64, usize)> = None;
    for (k, &(score, positive)) in ranked.iter().enumerate() {
        hits += usize::from(positive);
        let predicted = k + 1;
        // Only at the end of a run of equal scores is a cut possible.
        if ranked.get(k + 1).is_some_and(|next| next.0 == score) {
            continue;
        }
        let p = hits as f64 / predicted as f64;
        let r = hits as f64 / truth as f64;
        if predicted >= 3 && p >= target {
            reached = Some((score, p, r, predicted));
        }
        let f = if p + r > 0.0 { 1.25 * p * r / (0.25 * p + r) } else { 0.0 };
        if f > best_f {
            best_f = f;
            best = (score, p, r, predicted);
        }
    }
    reached.unwrap_or(best)
}
