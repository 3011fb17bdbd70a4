//! The label model run over the whole corpus (topics): every paper's labels past their
//! thresholds, the nearest one for a paper the scorers are unsure about, gates, repeated
//! evidence and confirming phrases ([`LabellingRules`]); since stop 37 a paper with both the
//! repeated term and a confirming phrase may fall further under the threshold
//! (`RepeatedEvidence::within_both`).
//!
//! The work is one label at a time (each label's terms add their weights to the papers in their
//! postings, then every paper is compared with the threshold), so a [`Labelling`] can stop
//! after any label and go on later: the app labels the corpus in parts between frames (stop
//! 33: all 109 topics at once were 25 ms natively, a ~50 ms task in the browser).

use super::label_model::{LabelModel, RepeatedEvidence, Scope};
use crate::core::bitset::Bitset;

/// How a corpus is labelled: which labels (`slugs`, in the app's order), how many a paper
/// keeps, and the rules that let a paper have a label a little under its threshold.
#[derive(Clone, Copy, Debug)]
pub struct LabellingRules<'a> {
    pub slugs: &'a [&'a str],
    /// Labels a paper keeps at most.
    pub keep: usize,
    /// A paper that passes no threshold gets its nearest label when that label's score falls
    /// short by at most this (a negative margin), so a paper the scorers are merely unsure
    /// about still has one label.
    pub nearest_within: Option<f32>,
    /// A label with a gate (`gates[label]`, see [`super::topic_anchors`]) goes only to the
    /// papers in it.
    pub gates: &'a [Option<Bitset>],
    /// A paper that falls short of a label's threshold still gets it when it repeats one of
    /// the label's strongest terms (see [`RepeatedEvidence`]).
    pub repeated: Option<RepeatedEvidence>,
    /// The papers of `confirmed[label]` (a phrase that names the label, see
    /// [`super::topic_anchors::TOPIC_PHRASES`]) count as repeating one of its strongest terms: a little
    /// under the threshold is enough for them.
    pub confirmed: &'a [Option<Bitset>],
}

/// A labelling of the corpus in progress: the labels scored so far and, per paper, what they
/// gave (memory: a few numbers per paper).
#[derive(Debug)]
pub struct Labelling {
    /// Labels scored so far (indices into the rules' slugs).
    done: usize,
    /// Per paper, the labels past their threshold (or rescued), with their margins.
    labels: Vec<Vec<(u16, f32)>>,
    /// Per paper, its nearest label under the threshold.
    nearest: Vec<(u16, f32)>,
    /// Per paper, its nearest label among those whose strongest terms it repeats.
    nearest_repeated: Vec<(u16, f32)>,
    /// The current label's score of every paper (reused from label to label).
    scores: Vec<f32>,
}

impl Labelling {
    /// Nothing scored yet, for `docs` papers.
    pub fn start(docs: usize) -> Labelling {
        Labelling {
            done: 0,
            labels: vec![Vec::new(); docs],
            nearest: vec![(0, f32::NEG_INFINITY); docs],
            nearest_repeated: vec![(0, f32::NEG_INFINITY); docs],
            scores: vec![0.0; docs],
        }
    }

    /// Scores up to `count` more labels; true when every label of `rules` is scored.
    pub fn score(
        &mut self,
        model: &LabelModel,
        scope: Scope<'_>,
        rules: &LabellingRules<'_>,
        count: usize,
    ) -> bool {
        let (index, features) = (scope.index, scope.terms);
        let scorers = model.aligned(rules.slugs);
        // At least one label a call, so a caller looping until true always gets there.
        let end = self.done.saturating_add(count.max(1)).min(scorers.len());
        for (label, scorer) in scorers.iter().enumerate().take(end).skip(self.done) {
            let Some(scorer) = scorer else { continue };
            self.scores.iter_mut().for_each(|s| *s = scorer.bias);
            for &(term, weight) in &scorer.weights {
                features.for_each_doc(index, term, |doc| {
                    if let Some(score) = self.scores.get_mut(doc as usize) {
                        *score += weight;
                    }
                });
            }
            let gate = rules.gates.get(label).and_then(Option::as_ref);
            let repeated_terms = rules.repeated.map(|r| r.papers(scorer, features.term_ids(), index));
            let confirmed = rules.confirmed.get(label).and_then(Option::as_ref);
            let repeats = repeated_terms.as_ref().map(|papers| {
                let mut papers = papers.clone();
                if let Some(named) = confirmed {
                    papers.or_with(named);
                }
                papers
            });
            for (doc, &score) in self.scores.iter().enumerate() {
                if gate.is_some_and(|allowed| !allowed.contains(doc)) {
                    continue;
                }
                let margin = score - scorer.threshold;
                let repeats_it = repeats.as_ref().is_some_and(|papers| papers.contains(doc));
                // Both signs at once (stop 37): the label's strongest term repeated and a phrase
                // naming it ("video" seven times and "video generation") — further under.
                let both = repeated_terms.as_ref().is_some_and(|p| p.contains(doc))
                    && confirmed.is_some_and(|p| p.contains(doc));
                let rescued = rules.repeated.is_some_and(|r| {
                    (repeats_it && margin >= -r.within) || (both && margin >= -r.within_both)
                });
                if (margin >= 0.0 || rescued)
                    && let Some(list) = self.labels.get_mut(doc)
                {
                    list.push((label as u16, margin));
                    continue;
                }
                if let Some(best) = self.nearest.get_mut(doc)
                    && margin > best.1
                {
                    *best = (label as u16, margin);
                }
                if repeats_it
                    && let Some(best) = self.nearest_repeated.get_mut(doc)
                    && margin > best.1
                {
                    *best = (label as u16, margin);
                }
            }
        }
        self.done = end;
        self.done == scorers.len()
    }

    /// Per paper, its labels (indices into the rules' slugs), strongest first, at most
    /// `rules.keep`, with how far past the threshold each is; labels not yet scored count as
    /// absent.
    pub fn finish(self, rules: &LabellingRules<'_>) -> Vec<Vec<(u16, f32)>> {
        let Labelling { mut labels, nearest, nearest_repeated, .. } = self;
        if let Some(within) = rules.nearest_within {
            for (list, best) in labels.iter_mut().zip(nearest) {
                if list.is_empty() && best.1 >= -within {
                    list.push(best);
                }
            }
        }
        if let Some(r) = rules.repeated {
            for (list, best) in labels.iter_mut().zip(nearest_repeated) {
                if list.is_empty() && best.1 >= -r.within_alone {
                    list.push(best);
                }
            }
        }
        for list in &mut labels {
            list.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
            list.truncate(rules.keep);
        }
        labels
    }
}

impl LabelModel {
    /// [`LabelModel::label_corpus`] under `rules`, every label at once (the app does it in
    /// parts through a [`Labelling`]).
    pub fn label_corpus_or_nearest(
        &self,
        scope: Scope<'_>,
        rules: &LabellingRules<'_>,
    ) -> Vec<Vec<(u16, f32)>> {
        let mut labelling = Labelling::start(scope.index.doc_count());
        labelling.score(self, scope, rules, usize::MAX);
        labelling.finish(rules)
    }
}
