//! Contribution type: method, benchmark/dataset, theory, empirical analysis, survey/position,
//! system/library. The cue phrases ("we propose", "we prove", "position paper") come first; the
//! learned scorers ([`super::label_model`], trained on author keywords such as "benchmark" or
//! "learning theory") fill the rest — "method" only from its cues, since no author lists it as a
//! keyword. A paper has at most two types; a paper whose method cues fire twice or more, one of
//! them about a method ("we propose …", "our method …"), has Method among them, since a benchmark, theory or analysis paper
//! that also proposes a method contributes both (the reading checks found Method the type most
//! often missing beside another).

use crate::core::derive::cues::{Cue, count_cues};
use crate::core::derive::label_model::LabelModel;
use crate::core::derive::{Category, assign_with_counts, slugs};
use crate::core::index::Index;

/// Types a paper has at most.
pub const MAX_TYPES: usize = 2;

/// The index of Method in [`CONTRIBUTION_TYPES`].
const METHOD: usize = 0;

/// Method cue hits that make Method one of a paper's types whatever else it has: each cue
/// phrase counts once a paper, so two different cues, and one of them must be of
/// [`METHOD_SPECIFIC`] — "we introduce … we present …" alone says as much of a benchmark.
const METHOD_HITS: u32 = 2;

/// The Method cues that speak of a method (not of whatever was introduced); each is one of
/// Method's cues (a test checks it).
const METHOD_SPECIFIC: &[&str] = &[
    "we propose", "this paper proposes", "this work proposes", "our method", "our approach", "our framework",
    "our model", "novel method", "novel framework", "novel approach", "novel algorithm", "proposed method",
    "proposed framework", "proposed approach",
];

/// Per paper, its contribution types (indices into [`CONTRIBUTION_TYPES`]): the cue-based ones
/// (the strongest, and a second with two-thirds of its hits), then the learned ones while there
/// is room. The reading check found the cues the more precise of the two (authors rarely list
/// "theory" or "empirical study" as keywords, so the learned scorers are weak for those); the
/// learned scorers add the second contribution the cues miss, and a type where no cue fires.
pub fn types(index: &Index, model: &LabelModel) -> Vec<Vec<u16>> {
    let learned = model.label_corpus(index, &slugs(CONTRIBUTION_TYPES), MAX_TYPES);
    // Method's cues, counted once: those about a method, then the rest on top.
    let (about_a_method, other): (Vec<&str>, Vec<&str>) =
        CONTRIBUTION_TYPES[METHOD].cues.iter().partition(|c| METHOD_SPECIFIC.contains(c));
    let parse = |cues: Vec<&str>| cues.into_iter().map(Cue::parse).collect::<Vec<_>>();
    let mut specific = vec![0u32; index.doc_count()];
    count_cues(index, &parse(about_a_method), &mut specific);
    let mut method_hits = specific.clone();
    count_cues(index, &parse(other), &mut method_hits);
    let cued = assign_with_counts(index, CONTRIBUTION_TYPES, MAX_TYPES, 2.0 / 3.0, (METHOD, &method_hits));
    learned
        .into_iter()
        .zip(cued)
        .zip(method_hits.into_iter().zip(specific))
        .map(|((learned, mut out), (method_hits, specific))| {
            if method_hits >= METHOD_HITS && specific > 0 && !out.contains(&(METHOD as u16)) {
                out.truncate(MAX_TYPES - 1);
                out.push(METHOD as u16);
            }
            for t in learned.iter().map(|l| l.0).filter(|&t| t != 0) {
                if out.len() < MAX_TYPES && !out.contains(&t) {
                    out.push(t);
                }
            }
            out
        })
        .collect()
}

pub const CONTRIBUTION_TYPES: &[Category] = &[
    category! {"method", "Method", "Proposes a new method, model, algorithm or framework.", 1,
    ["we propose", "we introduce", "we present", "we devise", "we put forward", "this paper introduces", "this paper proposes", "this paper presents", "this work introduces",
     "this work proposes", "we develop", "we design",
     "our method", "our approach", "our framework", "our model", "novel method", "novel framework",
     "novel approach", "novel algorithm", "proposed method", "proposed framework", "proposed approach"] },
    category! {"benchmark-dataset", "Benchmark / dataset", "Contributes a benchmark, dataset or evaluation suite.", 1,
    ["new benchmark", "a benchmark", "novel benchmark", "comprehensive benchmark", "the first benchmark",
     "benchmark for", "benchmark that", "benchmark designed", "new dataset", "a dataset", "large-scale dataset",
     "we curate", "we collect", "we construct a", "we release", "testbed", "evaluation suite", "benchmark comprising"] },
    category! {"theory", "Theory", "Proves results: bounds, convergence, guarantees.", 1,
    ["we prove", "theorem", "we establish", "theoretical analysis", "upper bound", "lower bound", "convergence rate",
     "sample complexity", "regret bound", "minimax", "provably", "theoretical guarantees", "we characterize",
     "we derive"] },
    category! {"empirical-analysis", "Empirical analysis", "Studies, measures or analyses existing models and phenomena.", 1,
    ["we study", "we investigate", "we analyze", "we analyse", "empirical study", "systematic study",
     "we find that", "our analysis", "we examine", "large-scale study", "we observe that", "we explore",
     "our findings", "we systematically", "comprehensive analysis", "empirical analysis"] },
    category! {"survey-position", "Survey / position", "Surveys a field or argues a position.", 1,
    ["survey", "position paper", "we argue", "this position", "we review", "overview of", "tutorial",
     "this perspective", "we call for"] },
    category! {"system-library", "System / library", "Builds a system, library, toolkit or infrastructure.", 1,
    ["library", "open-source toolkit", "toolkit", "software library", "infrastructure", "serving system",
     "training system", "distributed training", "we open-source", "python package", "api", "hardware"] },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cues_about_a_method_are_methods_cues() {
        for cue in METHOD_SPECIFIC {
            assert!(CONTRIBUTION_TYPES[METHOD].cues.contains(cue), "{cue}");
        }
        assert_eq!(CONTRIBUTION_TYPES[METHOD].slug, "method");
    }
}
