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
//! `KEEP` largest weights kept. **Threshold** per label: from out-of-fold scores of the whole
//! development part (`FOLDS` models, each scoring the papers it did not see), the lowest score
//! at which precision against the silver labels reaches the group's target (`precision_target`)
//! (with at least 3 predictions). For topics, the cut of the best F-beta (β² = 0.5) among those
//! with precision ≥ 60%: a topic whose precision falls slowly (diffusion models: 78% at 55%
//! recall, 70% at 79% on held-out) goes further down its ranking than one whose precision falls
//! fast, where a flat 75% left a diffusion paper in three without its chip. Silver labels are
//! incomplete (authors list three or four
//! keywords), so silver precision understates real precision; EVALUATION.md measures the real
//! one by reading. The shipped model is trained on the whole development part. `TUNE_ONLY=1`
//! prints the out-of-fold figures without writing.

#[path = "support/features.rs"]
mod features;
#[path = "support/labels.rs"]
mod labels;
#[path = "support/rules.rs"]
mod rules;

use paper_explorer::core::derive::contribution_window::{ContributionWindows, WINDOW_MARK, windowed_term};
use paper_explorer::core::derive::label_model::{LabelModel, Scorer};
use paper_explorer::core::index::Index;

const OUT: &str = "src/core/derive/label_model.bin";

fn param(name: &str, default: f32) -> f32 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() {
    let all = labels::load();
    let dev: Vec<&labels::Labelled> = all.iter().filter(|p| !labels::is_held_out(&p.id)).collect();
    let table = rules::load();
    let folds = param("FOLDS", 4.0) as usize;
    // Out-of-fold scores of every development paper, per label: each fold's papers scored by a
    // model trained on the other folds, through their own index (as the app scores a corpus).
    let mut out_of_fold: Vec<Vec<f32>> = vec![vec![0.0; dev.len()]; table.len()];
    for fold in 0..folds {
        let (inside, outside): (Vec<usize>, Vec<usize>) = (0..dev.len()).partition(|i| i % folds != fold);
        let train: Vec<&labels::Labelled> = inside.iter().map(|&i| dev[i]).collect();
        let test: Vec<&labels::Labelled> = outside.iter().map(|&i| dev[i]).collect();
        let models = fit_all(&train, &table);
        let test_index = Index::build(test.iter().map(|p| p.text.as_str()));
        for (label, model) in models.iter().enumerate() {
            if let Some((bias, named)) = model {
                for (k, s) in score(&test_index, *bias, named).into_iter().enumerate() {
                    out_of_fold[label][outside[k]] = s;
                }
            }
        }
        eprintln!("fold {} of {folds} done", fold + 1);
    }
    let shipped = fit_all(&dev, &table);
    let (mut tp, mut fp, mut fn_) = (0usize, 0usize, 0usize);
    let mut scorers: Vec<(Scorer, Vec<(String, f32)>)> = Vec::new();
    println!("| label | silver papers (dev) | precision | recall | predicted |");
    println!("|---|---|---|---|---|");
    for ((rule, model), scores) in table.iter().zip(shipped).zip(&out_of_fold) {
        let silver: Vec<bool> = dev.iter().map(|p| rule.matches(&p.keywords)).collect();
        let truth = silver.iter().filter(|&&s| s).count();
        let Some((bias, named)) = model else {
            println!("| {} | {truth} | — | — | too few papers to learn from |", rule.slug);
            continue;
        };
        let (threshold, p, r, predicted) = choose_threshold(scores, &silver, precision_target(&rule.group));
        let hits = (r * truth as f64).round() as usize;
        tp += hits;
        fp += predicted - hits.min(predicted);
        fn_ += truth - hits.min(truth);
        println!(
            "| {} | {truth} | {:.0}% | {:.0}% | {predicted} | {} |",
            rule.slug,
            p * 100.0,
            r * 100.0,
            precision_at_recall(scores, &silver)
        );
        scorers.push((Scorer { slug: rule.slug.clone(), bias, threshold, weights: Vec::new() }, named));
    }
    let precision = tp as f64 / (tp + fp).max(1) as f64;
    let recall = tp as f64 / (tp + fn_).max(1) as f64;
    let at_half: Vec<f64> = table
        .iter()
        .zip(&out_of_fold)
        .map(|(rule, scores)| {
            let silver: Vec<bool> = dev.iter().map(|p| rule.matches(&p.keywords)).collect();
            precision_at(scores, &silver, 0.5)
        })
        .collect();
    println!(
        "\nmean precision at 50% recall (ranking quality): {:.1}%",
        100.0 * at_half.iter().sum::<f64>() / at_half.len().max(1) as f64
    );
    println!(
        "\nout-of-fold on the development part, micro: precision {:.1}%, recall {:.1}%",
        precision * 100.0,
        recall * 100.0
    );
    if std::env::var_os("TUNE_ONLY").is_some() {
        return;
    }
    // One shared, sorted term list; each scorer's weights by term index.
    let mut vocabulary: Vec<String> =
        scorers.iter().flat_map(|(_, named)| named.iter().map(|(t, _)| t.clone())).collect();
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

/// One label's fitted scorer: bias and `(term, weight)` pairs.
type Fitted = (f32, Vec<(String, f32)>);

/// A model per label (`None` when too few papers have it): bias and weighted terms. Labels are
/// trained on two threads; each is deterministic on its own, so the result is too.
fn fit_all(papers: &[&labels::Labelled], table: &[rules::LabelRules]) -> Vec<Option<Fitted>> {
    let index = Index::build(papers.iter().map(|p| p.text.as_str()));
    let features = Features::of(&index);
    let fit_one = |rule: &rules::LabelRules| {
        let silver: Vec<bool> = papers.iter().map(|p| rule.matches(&p.keywords)).collect();
        if silver.iter().filter(|&&s| s).count() < 10 {
            return None;
        }
        let weights = fit(&features, &silver);
        let bias = weights.first().map_or(0.0, |w| w.1.0);
        if std::env::var("DEBUG_LABEL").is_ok_and(|l| l == rule.slug) {
            let top: Vec<String> =
                weights.iter().take(25).map(|&(t, w)| format!("{}={:.2}", features.name(t), w.1)).collect();
            eprintln!("{}: bias {bias:.2}, {}", rule.slug, top.join(" "));
        }
        Some((bias, weights.iter().map(|&(t, w)| (features.name(t), w.1)).collect()))
    };
    let half = table.len().div_ceil(2);
    std::thread::scope(|scope| {
        let second = scope.spawn(|| table[half..].iter().map(fit_one).collect::<Vec<_>>());
        let mut first: Vec<_> = table[..half].iter().map(fit_one).collect();
        first.extend(second.join().unwrap_or_default());
        first
    })
}

/// Bias (as the first entry, term 0 unused) and the kept `(term, (bias, weight))` pairs of one
/// label's logistic regression.
fn fit(features: &Features, silver: &[bool]) -> Vec<(u32, (f32, f32))> {
    let n = silver.len();
    let positives = silver.iter().filter(|&&s| s).count().max(1);
    // Association of each frequent-enough term with the label: the G² (log-likelihood ratio)
    // statistic, which unlike χ² does not favour rare terms met by chance; terms must meet the
    // label in at least `MIN_WITH` papers.
    let mut scored: Vec<(f64, u32)> = Vec::new();
    let min_with = param("MIN_WITH", 3.0) as usize;
    let xlogx = |k: f64, e: f64| if k > 0.0 { k * (k / e).ln() } else { 0.0 };
    for t in 0..features.count() {
        let docs = features.docs(t);
        let df = docs.len();
        if df < param("MIN_DF", 8.0) as usize || df * 2 > n {
            continue;
        }
        let with = docs.iter().filter(|&&d| silver[d as usize]).count();
        // Only terms that speak for the label: a model built on words that merely avoid it
        // ("paper", "novel") scores by noise.
        if with < min_with || (with * n) as f64 <= 1.5 * (df * positives) as f64 {
            continue;
        }
        let (a, b) = (with as f64, (df - with) as f64);
        let (c, d) = ((positives - with.min(positives)) as f64, (n - positives - (df - with)) as f64);
        let total = n as f64;
        let expect = |row: f64, col: f64| (row * col / total).max(1e-9);
        let g = 2.0
            * (xlogx(a, expect(a + b, a + c))
                + xlogx(b, expect(a + b, b + d))
                + xlogx(c, expect(c + d, a + c))
                + xlogx(d, expect(c + d, b + d)));
        scored.push((g, t));
    }
    let (features, rows) =
        features::presence_rows_with(scored, param("CANDIDATES", 800.0) as usize, n, |t| features.docs(t));
    let mut weights = vec![0f32; features.len()];
    let mut bias = 0f32;
    let (mut g_w, mut g_b) = (vec![1e-8f32; features.len()], 1e-8f32);
    let positive_weight =
        ((n - positives) as f32 / positives as f32).powf(param("POS_POWER", 0.5)).clamp(1.0, 30.0);
    let (epochs, rate, l2) = (param("EPOCHS", 12.0) as usize, param("LR", 0.1), param("L2", 1e-2));
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

/// Scores of every paper of `index`: bias plus the weights of the features present (a term, or a
/// term inside the contribution window), as the app scores them.
fn score(index: &Index, bias: f32, named: &[(String, f32)]) -> Vec<f32> {
    let windows = ContributionWindows::of(index);
    let mut scores = vec![bias; index.doc_count()];
    let mut docs = Vec::new();
    for (feature, weight) in named {
        match windowed_term(feature) {
            Some(term) => match index.term_id(term) {
                Some(id) => windows.docs_with(index, id, &mut docs),
                None => docs.clear(),
            },
            None => {
                docs.clear();
                if let Some(id) = index.term_id(feature) {
                    docs.extend(index.postings(id).docs());
                }
            }
        }
        for &d in &docs {
            scores[d as usize] += weight;
        }
    }
    scores
}

/// The candidate features of one training index: every term (ids `0..terms`) and, with
/// `WINDOW=1` (the default), every term inside the contribution window (ids `terms..2 × terms`).
struct Features<'i> {
    index: &'i Index,
    /// Per term, the papers where it occurs inside the window (empty when `WINDOW=0`).
    window_docs: Vec<Vec<u32>>,
}

impl<'i> Features<'i> {
    fn of(index: &'i Index) -> Features<'i> {
        let terms = index.term_count();
        let mut window_docs = vec![Vec::new(); terms];
        if param("WINDOW", 1.0) > 0.0 {
            let windows = ContributionWindows::of(index);
            let min_df = param("MIN_DF", 8.0) as usize;
            for (t, docs) in window_docs.iter_mut().enumerate() {
                if index.doc_frequency(t as u32) >= min_df {
                    windows.docs_with(index, t as u32, docs);
                }
            }
        }
        Features { index, window_docs }
    }

    fn count(&self) -> u32 {
        2 * self.index.term_count() as u32
    }

    fn terms(&self) -> u32 {
        self.index.term_count() as u32
    }

    fn docs(&self, feature: u32) -> Vec<u32> {
        match feature.checked_sub(self.terms()) {
            Some(t) => self.window_docs.get(t as usize).cloned().unwrap_or_default(),
            None => self.index.postings(feature).docs().collect(),
        }
    }

    fn name(&self, feature: u32) -> String {
        match feature.checked_sub(self.terms()) {
            Some(t) => format!("{WINDOW_MARK}{}", self.index.term(t)),
            None => self.index.term(feature).to_string(),
        }
    }
}

/// Precision at a recall (the first rank that reaches it).
fn precision_at(scores: &[f32], silver: &[bool], recall: f64) -> f64 {
    let truth = silver.iter().filter(|&&s| s).count().max(1);
    let mut ranked: Vec<(f32, bool)> = scores.iter().copied().zip(silver.iter().copied()).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut hits = 0;
    for (k, &(_, positive)) in ranked.iter().enumerate() {
        hits += usize::from(positive);
        if hits as f64 / truth as f64 >= recall {
            return hits as f64 / (k + 1) as f64;
        }
    }
    0.0
}

/// Precision at 25% / 50% / 75% recall, for judging the ranking apart from the threshold.
fn precision_at_recall(scores: &[f32], silver: &[bool]) -> String {
    let truth = silver.iter().filter(|&&s| s).count().max(1);
    let mut ranked: Vec<(f32, bool)> = scores.iter().copied().zip(silver.iter().copied()).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut out = Vec::new();
    let mut hits = 0;
    let mut goals = [0.25, 0.5, 0.75].into_iter().peekable();
    for (k, &(_, positive)) in ranked.iter().enumerate() {
        hits += usize::from(positive);
        while let Some(&goal) = goals.peek() {
            if hits as f64 / truth as f64 >= goal {
                out.push(format!("{:.0}%", 100.0 * hits as f64 / (k + 1) as f64));
                goals.next();
            } else {
                break;
            }
        }
    }
    out.join(" / ")
}

/// The silver precision a label's threshold aims at, per group. Silver labels miss most of what
/// a paper is about (authors list three to five keywords), the modalities most of all (nobody
/// lists "text" for an LLM paper), so the modalities aim lower; the reading check in
/// EVALUATION.md measures what a reader finds.
fn precision_target(group: &str) -> Target {
    let (name, default, beta_squared) = match group {
        "modality" => ("PRECISION_MODALITY", 0.6, None),
        "type" => ("PRECISION_TYPE", 0.75, None),
        _ => ("PRECISION_TOPIC", 0.6, Some(param("TOPIC_BETA_SQUARED", 0.5))),
    };
    Target { precision: f64::from(param(name, default)), beta_squared: beta_squared.map(f64::from) }
}

/// What a threshold aims at: the lowest cut with at least `precision`, or, with `beta_squared`,
/// the cut of the best F-beta among those with at least `precision`.
#[derive(Clone, Copy)]
struct Target {
    precision: f64,
    beta_squared: Option<f64>,
}

/// `(threshold, precision, recall, predicted)`: the lowest threshold whose predictions reach the
/// target precision (with at least 3 of them); when none does, the most precise cut that still
/// predicts a tenth of the silver papers (a label that cannot be precise is shown rarely).
fn choose_threshold(scores: &[f32], silver: &[bool], target: Target) -> (f32, f64, f64, usize) {
    let truth = silver.iter().filter(|&&s| s).count().max(1);
    let mut ranked: Vec<(f32, bool)> = scores.iter().copied().zip(silver.iter().copied()).collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut hits = 0usize;
    let mut reached: Option<(f32, f64, f64, usize)> = None;
    let mut fallback: Option<(f32, f64, f64, usize)> = None;
    for (k, &(score, positive)) in ranked.iter().enumerate() {
        hits += usize::from(positive);
        let predicted = k + 1;
        // Only at the end of a run of equal scores is a cut possible.
        if ranked.get(k + 1).is_some_and(|next| next.0 == score) {
            continue;
        }
        let p = hits as f64 / predicted as f64;
        let r = hits as f64 / truth as f64;
        if predicted >= 3 && p >= target.precision {
            let better = match target.beta_squared {
                None => true,
                Some(b2) => {
                    let f = |p: f64, r: f64| (1.0 + b2) * p * r / (b2 * p + r).max(1e-9);
                    reached.is_none_or(|best| f(p, r) >= f(best.1, best.2))
                }
            };
            if better {
                reached = Some((score, p, r, predicted));
            }
        }
        if predicted >= 3.max(truth / 10) && fallback.is_none_or(|f| p > f.1) {
            fallback = Some((score, p, r, predicted));
        }
    }
    reached.or(fallback).unwrap_or((f32::MAX, 0.0, 0.0, 0))
}
