//! Contribution type from cue phrases: method, benchmark/dataset, theory, empirical analysis,
//! survey/position, system/library. A paper can have two: the strongest, and the second when
//! it has at least two-thirds of the strongest's hits.

use crate::core::derive::Category;

pub const CONTRIBUTION_TYPES: &[Category] = &[
    category! {"method", "Method", "Proposes a new method, model, algorithm or framework.", 1,
    ["we propose", "we introduce a", "we introduce an", "we present a", "we present an", "we develop", "we design",
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
