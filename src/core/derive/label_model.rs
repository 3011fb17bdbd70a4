//! Learned multi-label classifiers (topics, contribution types, modalities): one sparse linear
//! scorer per label over term presence, with a threshold chosen for precision, trained by
//! `make train` from what authors say their papers are about (`examples/train_labels.rs`) and
//! committed as `label_model.bin`. No label data ships: only terms and weights.
//!
//! At run time the whole corpus is scored through the index, one label at a time: each of the
//! label's terms adds its weight to the papers whose postings hold it, and a paper gets the
//! label when its score passes the threshold. Memory stays at one score per paper. The terms
//! behind a paper's label (its strongest positive terms present) explain the chip.
//!
//! A term may also be a *window feature* ("→benchmark", see [`super::contribution_window`]):
//! present when the word occurs in the words after the paper's first "we propose / introduce
//! …", so a scorer can weigh what the paper contributes above the background it opens with.

use crate::core::bitset::Bitset;
use crate::core::derive::byte_reader::ByteReader;
use crate::core::derive::contribution_window::{ContributionWindows, windowed_term};
use crate::core::index::{DocId, Index, TermId};

pub use super::label_corpus::{Labelling, LabellingRules};

const MAGIC: &[u8; 4] = b"PELM";
const VERSION: u8 = 1;

/// One label's scorer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scorer {
    /// The label's slug (checked against the app's label table when decoded).
    pub slug: String,
    pub bias: f32,
    /// A paper has the label when its score is at least this.
    pub threshold: f32,
    /// `(term index into LabelModel::terms, weight)`, by term index.
    pub weights: Vec<(u32, f32)>,
}

/// A paper that repeats one of a label's strongest terms is about it, even when the rest of
/// its text keeps the score under the threshold (the scorers see only whether a term occurs):
/// "pruning" five times makes a pruning paper whose context words speak of vision models.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RepeatedEvidence {
    /// The label's strongest positive terms that count.
    pub terms: usize,
    /// Occurrences of one of them the paper needs.
    pub min_occurrences: u8,
    /// How far under the threshold (logits) the paper's score may be.
    pub within: f32,
    /// How far under, for a paper that has no label otherwise (its nearest such label).
    pub within_alone: f32,
    /// How far under, for a paper that both repeats the term and writes a phrase naming the
    /// label (the labelling rules' `confirmed` papers).
    pub within_both: f32,
}

impl RepeatedEvidence {
    /// The papers that repeat one of `scorer`'s strongest terms.
    pub(super) fn papers(&self, scorer: &Scorer, term_ids: &[Option<TermId>], index: &Index) -> Bitset {
        let mut strongest: Vec<(u32, f32)> = scorer.weights.iter().copied().filter(|w| w.1 > 0.0).collect();
        strongest.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut papers = Bitset::empty(index.doc_count());
        for (term, _) in strongest.into_iter().take(self.terms) {
            let Some(Some(id)) = term_ids.get(term as usize) else { continue };
            for (doc, occurrences) in index.postings(*id).iter() {
                if occurrences >= self.min_occurrences {
                    papers.insert(doc as usize);
                }
            }
        }
        papers
    }
}

/// A model's terms resolved in one index: each term's id (a window feature's plain word's id)
/// and, for each window feature, the papers with its word inside the contribution window —
/// found a part at a time ([`ModelTerms::fill`]), since walking their positions is the costly
/// part of scoring a large corpus.
#[derive(Clone, Debug, Default)]
pub struct ModelTerms {
    /// Per model term, the id of its word in the index.
    term_ids: Vec<Option<TermId>>,
    /// Per model term: `Some(papers)` once a window feature's papers are found.
    window_docs: Vec<Option<Vec<DocId>>>,
    /// Model terms that are window features, in order, and how many are filled.
    windowed: Vec<u32>,
    filled: usize,
    windows: ContributionWindows,
}

impl ModelTerms {
    /// The model's terms looked up in `index`, and the papers' contribution windows; the window
    /// features' papers are found by [`ModelTerms::fill`].
    pub fn start(model: &LabelModel, index: &Index) -> ModelTerms {
        ModelTerms {
            term_ids: model.terms.iter().map(|t| index.term_id(plain_term(t))).collect(),
            window_docs: vec![None; model.terms.len()],
            windowed: (0..model.terms.len() as u32)
                .filter(|&t| windowed_term(&model.terms[t as usize]).is_some())
                .collect(),
            filled: 0,
            windows: ContributionWindows::of(index),
        }
    }

    /// Everything resolved at once.
    pub fn resolved(model: &LabelModel, index: &Index) -> ModelTerms {
        let mut terms = ModelTerms::start(model, index);
        while !terms.fill(index, usize::MAX) {}
        terms
    }

    /// Finds the papers of up to `count` more window features; true when all are found.
    pub fn fill(&mut self, index: &Index, count: usize) -> bool {
        let end = self.filled.saturating_add(count).min(self.windowed.len());
        for &term in &self.windowed[self.filled..end] {
            let t = term as usize;
            let mut docs = Vec::new();
            if let Some(Some(id)) = self.term_ids.get(t) {
                self.windows.docs_with(index, *id, &mut docs);
            }
            if let Some(slot) = self.window_docs.get_mut(t) {
                *slot = Some(docs);
            }
        }
        self.filled = end;
        self.filled == self.windowed.len()
    }

    /// The papers' contribution windows.
    pub fn windows(&self) -> &ContributionWindows {
        &self.windows
    }

    /// Each model term's id in the index (`None`: not in the corpus).
    pub(super) fn term_ids(&self) -> &[Option<TermId>] {
        &self.term_ids
    }

    /// Calls `add` for each paper that has the feature `term` (index into the model's terms);
    /// a window feature not yet filled adds nothing.
    pub(super) fn for_each_doc(&self, index: &Index, term: u32, mut add: impl FnMut(DocId)) {
        let t = term as usize;
        let Some(Some(id)) = self.term_ids.get(t) else { return };
        match self.window_docs.get(t) {
            Some(Some(docs)) => docs.iter().for_each(|&doc| add(doc)),
            _ if self.windowed.binary_search(&term).is_ok() => {}
            _ => index.postings(*id).docs().for_each(add),
        }
    }
}

/// An index and a model's terms resolved in it: what scoring a corpus needs.
#[derive(Clone, Copy, Debug)]
pub struct Scope<'a> {
    pub index: &'a Index,
    pub terms: &'a ModelTerms,
}

/// The word a model term stands for ("→benchmark" and "benchmark": "benchmark").
fn plain_term(term: &str) -> &str {
    windowed_term(term).unwrap_or(term)
}

/// All scorers, with the term list they share.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LabelModel {
    pub terms: Vec<String>,
    pub scorers: Vec<Scorer>,
}

impl LabelModel {
    /// Serialises: magic, version, term count (u32), terms (u8 length + UTF-8), scorer count
    /// (u16), per scorer: slug (u8 length + UTF-8), bias, threshold, scale (f32), entry count
    /// (u16), entries (u16 term-index delta, i8 weight / scale). Little-endian.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.extend_from_slice(&(self.terms.len() as u32).to_le_bytes());
        for term in &self.terms {
            let bytes = &term.as_bytes()[..term.len().min(255)];
            out.push(bytes.len() as u8);
            out.extend_from_slice(bytes);
        }
        out.extend_from_slice(&(self.scorers.len() as u16).to_le_bytes());
        for s in &self.scorers {
            let slug = &s.slug.as_bytes()[..s.slug.len().min(255)];
            out.push(slug.len() as u8);
            out.extend_from_slice(slug);
            let max = s.weights.iter().fold(0f32, |m, w| m.max(w.1.abs())).max(f32::MIN_POSITIVE);
            let scale = max / 127.0;
            for v in [s.bias, s.threshold, scale] {
                out.extend_from_slice(&v.to_le_bytes());
            }
            out.extend_from_slice(&(s.weights.len() as u16).to_le_bytes());
            let mut previous = 0u32;
            for &(term, weight) in &s.weights {
                out.extend_from_slice(&((term - previous) as u16).to_le_bytes());
                out.push((weight / scale).round().clamp(-127.0, 127.0) as i8 as u8);
                previous = term;
            }
        }
        out
    }

    /// Reads what [`LabelModel::encode`] wrote; `None` when anything is off.
    pub fn decode(bytes: &[u8]) -> Option<LabelModel> {
        let mut r = ByteReader::new(bytes);
        if r.take(MAGIC.len())? != MAGIC || r.u8()? != VERSION {
            return None;
        }
        let count = r.u32()? as usize;
        let mut terms = Vec::with_capacity(count.min(bytes.len()));
        for _ in 0..count {
            terms.push(r.short_text()?);
        }
        let scorers = r.u16()? as usize;
        let mut out = Vec::with_capacity(scorers);
        for _ in 0..scorers {
            let slug = r.short_text()?;
            let (bias, threshold, scale) = (r.f32()?, r.f32()?, r.f32()?);
            let entries = r.u16()? as usize;
            let mut weights = Vec::with_capacity(entries);
            let mut term = 0u32;
            for _ in 0..entries {
                term = term.checked_add(u32::from(r.u16()?))?;
                let weight = r.u8()? as i8 as f32 * scale;
                if term as usize >= terms.len() {
                    return None;
                }
                weights.push((term, weight));
            }
            out.push(Scorer { slug, bias, threshold, weights });
        }
        r.at_end().then_some(LabelModel { terms, scorers: out })
    }

    /// The scorers in the order of `slugs` (a missing one scores nothing): the app's table
    /// decides the order and the values, the model only how to find them.
    pub fn aligned(&self, slugs: &[&str]) -> Vec<Option<&Scorer>> {
        slugs.iter().map(|slug| self.scorers.iter().find(|s| s.slug == *slug)).collect()
    }

    /// Per paper, the labels (indices into `slugs`) whose score passes their threshold, with
    /// how far past it, strongest first; at most `keep`.
    pub fn label_corpus(&self, index: &Index, slugs: &[&str], keep: usize) -> Vec<Vec<(u16, f32)>> {
        let terms = ModelTerms::resolved(self, index);
        self.label_corpus_in(Scope { index, terms: &terms }, slugs, keep)
    }

    /// [`LabelModel::label_corpus`] with the model's terms already resolved in the index.
    pub fn label_corpus_in(&self, scope: Scope<'_>, slugs: &[&str], keep: usize) -> Vec<Vec<(u16, f32)>> {
        let rules =
            LabellingRules { slugs, keep, nearest_within: None, gates: &[], repeated: None, confirmed: &[] };
        self.label_corpus_or_nearest(scope, &rules)
    }

    /// Why a paper has a label: its present terms with the largest positive weights (at most
    /// `count`), strongest first.
    pub fn evidence(&self, index: &Index, slug: &str, doc: DocId, count: usize) -> Vec<String> {
        self.evidence_with(&EvidenceTerms::new(self), index, slug, doc, count)
    }

    /// [`LabelModel::evidence`] through `resolved` (made once per index): each label's positive
    /// terms are looked up in the index once, heaviest first, and a paper's evidence is its first
    /// `count` of them present — a card's tooltip costs a few posting look-ups, not a
    /// dictionary search per term of the label.
    pub fn evidence_with(
        &self,
        resolved: &EvidenceTerms,
        index: &Index,
        slug: &str,
        doc: DocId,
        count: usize,
    ) -> Vec<String> {
        let Some(at) = self.scorers.iter().position(|s| s.slug == slug) else {
            return Vec::new();
        };
        let (Some(scorer), Some(cell)) = (self.scorers.get(at), resolved.per_scorer.get(at)) else {
            return Vec::new();
        };
        let terms = cell.get_or_init(|| {
            let mut positive: Vec<(u32, f32)> =
                scorer.weights.iter().copied().filter(|w| w.1 > 0.0).collect();
            // Stable: equal weights keep the model's order.
            positive.sort_by(|a, b| b.1.total_cmp(&a.1));
            let mut seen = std::collections::HashSet::new();
            positive
                .into_iter()
                .filter_map(|(term, _)| {
                    let plain = plain_term(self.terms.get(term as usize)?);
                    // A single letter ("t" of a horizon T) tells a reader nothing (round 15's
                    // bandit chip said "from: bandits, arm, bound, t").
                    if plain.chars().count() < 2 {
                        return None;
                    }
                    let id = index.term_id(plain)?;
                    // "→benchmark" and "benchmark" explain a label by the same word, once.
                    seen.insert(id).then_some((id, term))
                })
                .collect()
        });
        terms
            .iter()
            .filter(|(id, _)| index.postings(*id).find(doc).is_some())
            .take(count)
            .filter_map(|&(_, term)| Some(plain_term(self.terms.get(term as usize)?).to_string()))
            .collect()
    }
}

/// Each label's positive terms as term ids of one index, heaviest first, resolved on first use
/// (for [`LabelModel::evidence_with`]; keep it beside the index it was made for).
#[derive(Debug, Default)]
pub struct EvidenceTerms {
    per_scorer: Vec<std::sync::OnceLock<Vec<(TermId, u32)>>>,
}

impl EvidenceTerms {
    pub fn new(model: &LabelModel) -> EvidenceTerms {
        EvidenceTerms { per_scorer: model.scorers.iter().map(|_| std::sync::OnceLock::new()).collect() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The index with the test model's terms resolved in it (leaked: tests only).
    fn scope(index: &Index) -> Scope<'_> {
        Scope { index, terms: Box::leak(Box::new(ModelTerms::resolved(&model(), index))) }
    }

    /// The corpus labelled under these rules, all at once; and the same in parts of one label,
    /// which must give the same labels.
    fn label_with(
        index: &Index,
        slugs: &[&str],
        keep: usize,
        nearest_within: Option<f32>,
        gates: &[Option<Bitset>],
        repeated: Option<RepeatedEvidence>,
        confirmed: &[Option<Bitset>],
    ) -> Vec<Vec<(u16, f32)>> {
        let rules = LabellingRules { slugs, keep, nearest_within, gates, repeated, confirmed };
        let at_once = model().label_corpus_or_nearest(scope(index), &rules);
        let terms = ModelTerms::resolved(&model(), index);
        let mut in_parts = Labelling::start(index.doc_count());
        let mut parts = 1;
        while !in_parts.score(&model(), Scope { index, terms: &terms }, &rules, 1) {
            parts += 1;
        }
        assert_eq!(parts, slugs.len().max(1), "one label a part");
        assert_eq!(in_parts.finish(&rules), at_once, "labelled in parts");
        at_once
    }

    fn model() -> LabelModel {
        LabelModel {
            terms: vec!["diffusion".into(), "denoising".into(), "graph".into()],
            scorers: vec![
                Scorer {
                    slug: "diffusion-models".into(),
                    bias: -1.0,
                    threshold: 0.5,
                    weights: vec![(0, 1.0), (1, 0.8), (2, -0.5)],
                },
                Scorer { slug: "graph-learning".into(), bias: -1.0, threshold: 0.0, weights: vec![(2, 1.2)] },
            ],
        }
    }

    #[test]
    fn round_trips_and_rejects_damage() {
        let m = model();
        let bytes = m.encode();
        let back = LabelModel::decode(&bytes).expect("decodes");
        assert_eq!(back.terms, m.terms);
        assert_eq!(back.scorers.len(), 2);
        assert!((back.scorers[0].weights[1].1 - 0.8).abs() < 0.01);
        for cut in 0..bytes.len() {
            assert_eq!(LabelModel::decode(&bytes[..cut]), None, "cut at {cut}");
        }
        let mut extra = bytes.clone();
        extra.push(0);
        assert_eq!(LabelModel::decode(&extra), None);
    }

    #[test]
    fn labels_the_corpus_through_the_index_and_explains() {
        let index =
            Index::build(["Denoising diffusion for images.", "A graph of diffusion.", "Nothing here."]);
        let labels = model().label_corpus(&index, &["graph-learning", "diffusion-models", "missing"], 5);
        assert_eq!(labels[0].iter().map(|l| l.0).collect::<Vec<_>>(), [1]);
        assert_eq!(labels[1].iter().map(|l| l.0).collect::<Vec<_>>(), [0]);
        assert!(labels[2].is_empty());
        assert_eq!(model().evidence(&index, "diffusion-models", 0, 3), ["diffusion", "denoising"]);
        // A single letter is no evidence a reader can judge, however heavy its weight.
        let mut lettered = model();
        lettered.terms.push("t".into());
        lettered.scorers[1].weights.insert(0, (3, 5.0));
        let horizon = Index::build(["A graph over horizon t."]);
        assert!(horizon.term_id("t").is_some(), "the letter is indexed: the filter is what drops it");
        assert_eq!(lettered.evidence(&horizon, "graph-learning", 0, 3), ["graph"]);
        let resolved = EvidenceTerms::new(&model());
        for _ in 0..2 {
            assert_eq!(model().evidence_with(&resolved, &index, "diffusion-models", 0, 1), ["diffusion"]);
            assert_eq!(model().evidence_with(&resolved, &index, "diffusion-models", 1, 3), ["diffusion"]);
            assert!(model().evidence_with(&resolved, &index, "graph-learning", 2, 3).is_empty());
        }
        // "Diffusion of heat." falls 0.5 short of diffusion-models and 1.0 short of
        // graph-learning: within a margin of 0.6 its nearest label is kept, within 0.4 not.
        let slugs = ["graph-learning", "diffusion-models"];
        let index = Index::build(["Diffusion of heat.", "Nothing here."]);
        assert!(model().label_corpus(&index, &slugs, 5)[0].is_empty());
        let nearest = label_with(&index, &slugs, 5, Some(0.6), &[], None, &[]);
        assert_eq!(nearest[0].iter().map(|l| l.0).collect::<Vec<_>>(), [1]);
        assert!(nearest[1].is_empty(), "a paper far from every label stays without one");
        assert!(label_with(&index, &slugs, 5, Some(0.4), &[], None, &[])[0].is_empty());
        // A gate that leaves the paper out of diffusion-models: its nearest is now graph-learning
        // (1.0 short), kept within a margin of 1.1; a gate never lets a label through by itself.
        let gates = [None, Some(Bitset::empty(2))];
        let gated = label_with(&index, &slugs, 5, Some(1.1), &gates, None, &[]);
        assert_eq!(gated[0].iter().map(|l| l.0).collect::<Vec<_>>(), [0]);
        let index = Index::build(["Denoising diffusion for images."]);
        let gates = [None, Some(Bitset::empty(1))];
        assert!(label_with(&index, &slugs, 5, None, &gates, None, &[])[0].is_empty());
        let gates = [None, Some(Bitset::full(1))];
        assert_eq!(label_with(&index, &slugs, 5, None, &gates, None, &[])[0].len(), 1);
    }

    #[test]
    fn a_window_feature_counts_only_in_the_contribution_window() {
        // "→benchmark" (1.0) is the word inside the window; "benchmark" (0.3) the word anywhere.
        let model = LabelModel {
            terms: vec!["benchmark".into(), "→benchmark".into()],
            scorers: vec![Scorer {
                slug: "benchmarks".into(),
                bias: -1.0,
                threshold: 0.0,
                weights: vec![(0, 0.3), (1, 1.0)],
            }],
        };
        let index = Index::build([
            "We introduce a benchmark of agents.",
            "A benchmark is old. We propose a method for agents.",
            "A benchmark, without a verb of contribution.",
        ]);
        let labels = model.label_corpus(&index, &["benchmarks"], 5);
        assert_eq!(labels.iter().map(Vec::len).collect::<Vec<_>>(), [1, 0, 0]);
        assert!((labels[0][0].1 - 0.3).abs() < 0.01, "both features count: {:?}", labels[0]);
        // The tooltip says the word once, as written.
        assert_eq!(model.evidence(&index, "benchmarks", 0, 3), ["benchmark"]);
        let back = LabelModel::decode(&model.encode()).expect("decodes");
        assert_eq!(back.terms, model.terms);
    }

    #[test]
    fn a_paper_repeating_a_labels_strongest_term_gets_it() {
        // Scores: bias + diffusion = 0.0 and bias + denoising = -0.2, under diffusion-models'
        // threshold (0.5) by 0.5 and 0.7.
        let index = Index::build([
            "Diffusion of heat, diffusion in rods, diffusion everywhere.",
            "Diffusion of heat, diffusion in rods.",
            "Denoising and denoising and denoising.",
        ]);
        let slugs = ["diffusion-models"];
        let repeated = |terms, within| RepeatedEvidence {
            terms,
            min_occurrences: 3,
            within,
            within_alone: within,
            within_both: within,
        };
        let run = |r: Option<RepeatedEvidence>, gates: &[Option<Bitset>]| {
            let labels = label_with(&index, &slugs, 5, None, gates, r, &[]);
            labels.iter().map(|l| l.len()).collect::<Vec<_>>()
        };
        assert_eq!(run(None, &[]), [0, 0, 0]);
        // Three times the strongest term ("diffusion"): rescued; twice: not; "denoising" only
        // when the two strongest terms count.
        assert_eq!(run(Some(repeated(1, 1.0)), &[]), [1, 0, 0]);
        assert_eq!(run(Some(repeated(2, 1.0)), &[]), [1, 0, 1]);
        // Too far under the threshold, or gated out: not rescued.
        assert_eq!(run(Some(repeated(2, 0.6)), &[]), [1, 0, 0]);
        assert_eq!(run(Some(repeated(2, 1.0)), &[Some(Bitset::empty(3))]), [0, 0, 0]);
        // A paper left without any label reaches further.
        let alone = RepeatedEvidence {
            terms: 2,
            min_occurrences: 3,
            within: 0.6,
            within_alone: 1.0,
            within_both: 0.6,
        };
        assert_eq!(run(Some(alone), &[]), [1, 0, 1]);
        let labels =
            label_with(&index, &["graph-learning", "diffusion-models"], 5, Some(2.0), &[], Some(alone), &[]);
        assert_eq!(labels[2].len(), 1, "one label: the nearest, not also the repeated one");
        // A paper that names the label (a topic phrase) counts as repeating it: paper 1 says
        // "diffusion" twice only, and is rescued when confirmed, within the margin.
        let mut named = Bitset::empty(3);
        named.insert(1);
        let confirmed = [Some(named)];
        let with = |within| {
            let r = Some(repeated(1, within));
            let labels = label_with(&index, &slugs, 5, None, &[], r, &confirmed);
            labels.iter().map(|l| l.len()).collect::<Vec<_>>()
        };
        assert_eq!(with(1.0), [1, 1, 0]);
        assert_eq!(with(0.4), [0, 0, 0], "too far under the threshold, named or not");
        // Both signs at once (stop 37): paper 0 repeats "diffusion" and is named; it reaches
        // `within_both`, while paper 1, named only, stays within `within`.
        let mut both = Bitset::empty(3);
        both.insert(0);
        both.insert(1);
        let confirmed = [Some(both)];
        let r = RepeatedEvidence { within_both: 1.0, ..repeated(1, 0.4) };
        let labels = label_with(&index, &slugs, 5, None, &[], Some(r), &confirmed);
        assert_eq!(labels.iter().map(|l| l.len()).collect::<Vec<_>>(), [1, 0, 0]);
    }
}
