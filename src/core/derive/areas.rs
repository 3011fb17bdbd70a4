//! ICLR primary areas: a small multinomial logistic-regression model over term presence
//! (presence measured better than 1/√n-scaled presence on the tuning split),
//! trained on the authors' own labels (`make train`, see `examples/train.rs`) and committed as
//! `area_model.bin` (term list + 8-bit weights). At run time the whole corpus is scored at once
//! through the index: each model term's postings add its weights to the papers containing it.
//!
//! The facet uses a paper's top area, plus the second when its probability is at least
//! [`SECOND_AREA_RATIO`] of the first's.

use crate::core::derive::byte_reader::ByteReader;
use crate::core::index::Index;

/// `(slug, label, short label)` of ICLR 2026's 21 primary areas, in the model's class order.
pub const AREAS: &[(&str, &str, &str)] = &[
    (
        "applications-vision-audio-language",
        "applications to computer vision, audio, language, and other modalities",
        "Vision, audio & language applications",
    ),
    ("foundation-models", "foundation or frontier models, including LLMs", "Foundation models & LLMs"),
    (
        "alignment-fairness-safety-privacy",
        "alignment, fairness, safety, privacy, and societal considerations",
        "Alignment, safety & society",
    ),
    ("generative-models", "generative models", "Generative models"),
    ("datasets-and-benchmarks", "datasets and benchmarks", "Datasets & benchmarks"),
    (
        "representation-learning",
        "unsupervised, self-supervised, semi-supervised, and supervised representation learning",
        "Representation learning",
    ),
    ("reinforcement-learning", "reinforcement learning", "Reinforcement learning"),
    (
        "physical-sciences",
        "applications to physical sciences (physics, chemistry, biology, etc.)",
        "Physical sciences",
    ),
    ("other-topics", "other topics in machine learning (i.e., none of the above)", "Other topics"),
    ("interpretability", "interpretability and explainable AI", "Interpretability"),
    ("optimization", "optimization", "Optimisation"),
    ("robotics-autonomy-planning", "applications to robotics, autonomy, planning", "Robotics & planning"),
    (
        "transfer-meta-lifelong",
        "transfer learning, meta learning, and lifelong learning",
        "Transfer & lifelong learning",
    ),
    ("graphs-geometry-topology", "learning on graphs and other geometries & topologies", "Graphs & geometry"),
    ("learning-theory", "learning theory", "Learning theory"),
    (
        "time-series-dynamical-systems",
        "learning on time series and dynamical systems",
        "Time series & dynamics",
    ),
    (
        "neuroscience-cognitive-science",
        "applications to neuroscience & cognitive science",
        "Neuroscience & cognition",
    ),
    (
        "probabilistic-methods",
        "probabilistic methods (Bayesian methods, variational inference, sampling, UQ, etc.)",
        "Probabilistic methods",
    ),
    (
        "neurosymbolic-hybrid",
        "neurosymbolic & hybrid AI systems (physics-informed, logic & formal reasoning, etc.)",
        "Neurosymbolic & hybrid",
    ),
    ("causal-reasoning", "causal reasoning", "Causal reasoning"),
    (
        "infrastructure-systems",
        "infrastructure, software libraries, hardware, systems, etc.",
        "Infrastructure & systems",
    ),
];

/// The second area joins the facet when its probability is at least this share of the first's.
pub const SECOND_AREA_RATIO: f32 = 0.75;

const MAGIC: &[u8; 5] = b"PEAM1";

/// The trained model: for each term, one weight per area (dequantised), plus biases.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AreaModel {
    pub terms: Vec<String>,
    /// `terms.len() × AREAS.len()` weights, row-major.
    pub weights: Vec<f32>,
    pub biases: Vec<f32>,
}

/// The committed model (empty if the file is malformed, which a test rules out).
pub fn embedded_model() -> AreaModel {
    AreaModel::decode(include_bytes!("area_model.bin")).unwrap_or_default()
}

impl AreaModel {
    /// Serialises: magic, class count (u16), term count (u32), scale (f32), biases (f32 each),
    /// terms (u8 length + UTF-8), weights (i8, scaled by `scale`). Little-endian.
    pub fn encode(&self) -> Vec<u8> {
        let classes = AREAS.len();
        let max = self.weights.iter().fold(0f32, |m, w| m.max(w.abs())).max(f32::MIN_POSITIVE);
        let scale = max / 127.0;
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(classes as u16).to_le_bytes());
        out.extend_from_slice(&(self.terms.len() as u32).to_le_bytes());
        out.extend_from_slice(&scale.to_le_bytes());
        for b in &self.biases {
            out.extend_from_slice(&b.to_le_bytes());
        }
        for term in &self.terms {
            let bytes = &term.as_bytes()[..term.len().min(255)];
            out.push(bytes.len() as u8);
            out.extend_from_slice(bytes);
        }
        for w in &self.weights {
            out.push((w / scale).round().clamp(-127.0, 127.0) as i8 as u8);
        }
        out
    }

    /// Reads what [`AreaModel::encode`] wrote; `None` when anything is off.
    pub fn decode(bytes: &[u8]) -> Option<AreaModel> {
        let mut r = ByteReader::new(bytes);
        if r.take(MAGIC.len())? != MAGIC {
            return None;
        }
        let classes = usize::from(r.u16()?);
        let count = r.u32()? as usize;
        if classes != AREAS.len() {
            return None;
        }
        let scale = r.f32()?;
        let biases = (0..classes).map(|_| r.f32()).collect::<Option<Vec<f32>>>()?;
        let mut terms = Vec::with_capacity(count.min(bytes.len()));
        for _ in 0..count {
            terms.push(r.short_text()?);
        }
        let weights = r.take(count.checked_mul(classes)?)?.iter().map(|&b| b as i8 as f32 * scale).collect();
        Some(AreaModel { terms, weights, biases })
    }
}

/// Per paper, the areas ranked by probability: `(area index, probability)`, best first (top 3).
pub fn classify_corpus(index: &Index, model: &AreaModel) -> Vec<Vec<(u8, f32)>> {
    let mut scores = AreaScores::start(model.clone(), index.doc_count());
    scores.add_terms(index, usize::MAX);
    scores.ranked()
}

/// [`classify_corpus`] in parts: every paper's logits, a slice of the model's terms at a time
/// (the app adds them between frames; stop 33: all at once were 18 ms natively).
#[derive(Debug)]
pub struct AreaScores {
    model: AreaModel,
    /// Model terms added so far.
    added: usize,
    /// `docs × AREAS.len()` logits, row-major (empty for a malformed model).
    logits: Vec<f32>,
    docs: usize,
}

impl AreaScores {
    /// Every paper at the model's biases.
    pub fn start(model: AreaModel, docs: usize) -> AreaScores {
        let classes = AREAS.len();
        let well_formed = model.biases.len() == classes && model.weights.len() == model.terms.len() * classes;
        let mut logits = if well_formed { vec![0f32; docs * classes] } else { Vec::new() };
        for row in logits.chunks_mut(classes) {
            row.copy_from_slice(&model.biases);
        }
        AreaScores { model, added: 0, logits, docs }
    }

    /// Adds more model terms to the papers that hold them, until about `postings` papers have
    /// been added to (the terms' postings are uneven); true when every term is added.
    pub fn add_terms(&mut self, index: &Index, postings: usize) -> bool {
        let classes = AREAS.len();
        if self.logits.is_empty() {
            return true;
        }
        let mut walked = 0usize;
        // At least one term a call, so a caller looping until true always gets there.
        let postings = postings.max(1);
        while walked < postings && self.added < self.model.terms.len() {
            let f = self.added;
            self.added += 1;
            let (Some(term), Some(weights)) =
                (self.model.terms.get(f), self.model.weights.get(f * classes..(f + 1) * classes))
            else {
                continue;
            };
            let Some(id) = index.term_id(term) else { continue };
            walked += index.doc_frequency(id);
            for doc in index.postings(id).docs() {
                let Some(row) = self.logits.get_mut(doc as usize * classes..(doc as usize + 1) * classes)
                else {
                    continue;
                };
                for (l, w) in row.iter_mut().zip(weights) {
                    *l += w;
                }
            }
        }
        self.added == self.model.terms.len()
    }

    /// Per paper, its top three areas with their probabilities (none from a malformed model).
    pub fn ranked(self) -> Vec<Vec<(u8, f32)>> {
        if self.logits.is_empty() {
            return vec![Vec::new(); self.docs];
        }
        self.logits.chunks(AREAS.len()).map(ranked).collect()
    }
}

/// Softmax, then the top three classes.
fn ranked(logits: &[f32]) -> Vec<(u8, f32)> {
    let max = logits.iter().copied().fold(f32::MIN, f32::max);
    let exp: Vec<f32> = logits.iter().map(|l| (l - max).exp()).collect();
    let sum: f32 = exp.iter().sum::<f32>().max(f32::MIN_POSITIVE);
    let mut ranked: Vec<(u8, f32)> = exp.iter().enumerate().map(|(i, e)| (i as u8, e / sum)).collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    ranked.truncate(3);
    ranked
}

/// The areas a paper's facet uses: the top one, and the second when nearly as strong.
pub fn facet_areas(ranked: &[(u8, f32)]) -> Vec<u8> {
    match ranked {
        [first, second, ..] if second.1 >= SECOND_AREA_RATIO * first.1 => vec![first.0, second.0],
        [first, ..] => vec![first.0],
        [] => Vec::new(),
    }
}

/// The index of an area by slug.
pub fn area_by_slug(slug: &str) -> Option<usize> {
    AREAS.iter().position(|(s, _, _)| *s == slug)
}
