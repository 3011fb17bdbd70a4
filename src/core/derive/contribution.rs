//! Contribution type: method, benchmark/dataset, theory, empirical analysis, survey/position,
//! system/library. A paper has at most two. In order:
//! 1. the cue phrases ("we propose", "we prove", "position paper"), the strongest and a second
//!    with two-thirds of its hits;
//! 2. Method, when the paper's method cues fire twice or more, one of them about a method ("we
//!    propose …", "our method …"), or when a method word follows its "we propose / introduce" in
//!    the contribution window ([`super::contribution_window`]: "we propose ReIn, a test-time
//!    intervention method");
//!    A single study cue ("we find that", "we analyze") beside a method the paper introduces
//!    this way is not a second type: it motivates or validates the method (round 17);
//! 3. Benchmark / dataset, first, when "benchmark" (or "dataset", "corpus", "evaluation",
//!    "measuring", or a name's "-Bench": "we introduce FLAT-Bench, a unified framework …", round
//!    26; since stop 32 also a one-word name ending in "Bench", "Gym" or "Arena": "we introduce
//!    PICABench, which …") follows it there ("we introduce SwarmBench, a benchmark …"), beside Method if
//!    the paper has it; since round 63 also within six words of "by introducing / presenting /
//!    constructing …" ("We address these gaps by introducing a holistic safety dataset and
//!    benchmark, HoliSafe": 13 development papers changed, about ten rightly); and a framework
//!    that is an evaluation ("We introduce a multi-turn evaluation framework for measuring …",
//!    [`EVALUATION_FRAMEWORKS`], with the evaluation word first in the window or right after its
//!    first method word) is the benchmark, not a method (97 development papers changed, nearly
//!    all evaluation papers and benchmarks losing a Method; about ten method papers wrongly);
//! 4. the learned scorers ([`super::label_model`], trained on author keywords such as "benchmark"
//!    or "learning theory") while there is room — not for Method (no author lists it as a
//!    keyword) nor Survey / position (too few papers to learn from).
//!
//! 5. Method beside a lone Theory or Empirical analysis when the authors propose or introduce
//!    something that is not a notion ("We propose SNOWFL, which pairs …"; not "we introduce a
//!    new perspective", "the term", a metric, or data they build);
//! 6. for a paper nothing else gave a type: Method when one Method cue or a weaker sign of a
//!    method fires ("we proposed", "a novel …", since round 37 "by presenting X"), else Empirical
//!    analysis on a sign of a study ("this paper investigates", "we discover", since round 37
//!    "our experiments reveal", "we challenge": 13 development papers typed, 10 rightly).
//!
//! Method comes first when a method word follows the paper's "we propose" (and no benchmark
//! does): what the paper introduces before what it also proves or measures.
//!
//! After round 27: "we establish" is a Theory cue only before what a proof establishes ("we
//! establish that …", "… tight bounds", not "bidirectional consistency"), and a Theory paper
//! without a word of experiments ([`EXPERIMENT_WORDS`]) has no Empirical analysis beside it (its
//! "we study", "our analysis" are the proofs'). Since stop 32 what authors call their results
//! ("our main result", "theoretical results") and how they prove them ("by proving", "if and only
//! if", "lower bounds") are Theory cues too: 107 development papers change, half of them in the
//! theory, optimisation and probabilistic areas (a quarter of the papers typed Theory before are).
//!
//! After round 28: a benchmark paper that "further proposes" a method ("We introduce
//! HouseCorr3D, the first dataset … We further propose CaNOCS, a framework …") has Method beside
//! Benchmark / dataset ([`SECOND_METHOD_WORDS`] in the window of its second contribution), and
//! "we release" is no cue of a dataset ("We release Aryabhata as a foundation model"; 54
//! development papers lose Benchmark / dataset, mostly releasing code or models).
//!
//! A paper that claims a record ("establishes a new benchmark") is Benchmark / dataset only
//! when "benchmark" stands in its contribution window or it builds data ("we collect").
//!
//! After round 43 (stop 37): "we propose a theoretical framework to analyze …" introduces a
//! theory: "theoretical" in the first six words of the window, in a paper that writes
//! "theoretical framework" or "theoretical model", vetoes the window's method words
//! ([`THEORY_WINDOW_WORDS`]; about 50 development papers changed, about three in four rightly:
//! theory papers that lost a spurious Method; the others introduce their method in a later
//! sentence, "We then introduce SAPO, …", which the window does not reach).
//!
//! Stop 40 (rounds 49–51: 27 of 180 types wrong): a window that names a benchmark before a
//! method word, with no "and" between them ("we present the TSAIA Benchmark, a comprehensive
//! framework for assessing LLMs"), introduces the benchmark: its method words and cues give no
//! Method ([`benchmark_before_method`]; 57 development papers lose a spurious Method, about four
//! in five rightly by a sample of 20 — "dataset" as a modifier, "a dataset distillation
//! algorithm", is excluded). A benchmark paper's "We then present Newt, a … world model" is a
//! method beside it ("then" opens a second window, and "model" near its verb counts). A paper
//! nothing else typed takes Empirical analysis from more signs of a study ("our research shows",
//! "we test whether"), else Method from a bare "propose" or "introduce" (41 of 134 untyped
//! development papers typed, about three in four rightly). Stop 46 (round 65): last of all,
//! Method from "we developed", "we designed", "we leverage" ([`LAST_METHOD_CUES`]; 7 untyped
//! development papers typed, about half rightly: an empty type is never right).
//!
//! Stop 48 (rounds 70–71): proofs said as "we theoretically prove", "the first mathematical proof
//! that", "sufficient conditions" or "identifiability results" are Theory cues (17 development
//! papers gain Theory, theory papers and methods with proofs; "formal proof", "rigorous proof"
//! and "necessary conditions" were tried and left out: theorem provers and an empirical study's
//! prerequisites);
//! and a paper that says nothing else of its contribution but names its dataset, benchmark or
//! corpus three times or more is Benchmark / dataset ([`DATA_WORDS_OF_A_DATASET_PAPER`]; round
//! 71's "OpenMarcie is … the biggest multimodal dataset …", without a "we"; no development paper
//! changes).
//!
//! The reading checks found Method the type most often missing beside another, benchmark papers
//! typed as methods, and method papers typed as surveys or systems by loose cues ("we argue",
//! "library", "api"), which the cue lists no longer hold.

use crate::core::bitset::Bitset;
use crate::core::derive::contribution_window::ContributionWindows;
use crate::core::derive::cues::{Cue, count_cues, papers_matching_any};
use crate::core::derive::label_model::{LabelModel, Scope};
use crate::core::derive::{Category, assign_with_counts, slugs};
use crate::core::index::{DocId, Index, TermId};

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
pub fn types(scope: Scope<'_>, model: &LabelModel) -> Vec<Vec<u16>> {
    let evidence = TypeEvidence::of(scope.index, scope.terms.windows());
    types_from(scope, model, type_cues(scope.index), evidence)
}

/// The cue counts of every paper: the first part of [`types`], built in two steps of its own
/// ([`TypeCues::counts`], then [`TypeCues::add_cued`]; stop 28: all of [`types`] made a 59 ms
/// task in the browser; stop 31: cue counts and cue types together, then the rules with their
/// evidence, still tasks of about 50 ms).
pub struct TypeCues {
    /// Per paper, the cue types (the strongest and a second with two-thirds of its hits).
    cued: Vec<Vec<u16>>,
    /// Per paper, Method's cue hits, and those of its cues about a method.
    method_hits: Vec<u32>,
    specific: Vec<u32>,
    /// Per paper, Empirical analysis's cue hits.
    study_hits: Vec<u32>,
}

/// See [`TypeCues`].
pub fn type_cues(index: &Index) -> TypeCues {
    let mut cues = TypeCues::counts(index);
    cues.add_cued(index);
    cues
}

impl TypeCues {
    /// Method's and Empirical analysis's cue hits (no cue types until [`TypeCues::add_cued`]).
    pub fn counts(index: &Index) -> TypeCues {
        // Method's cues, counted once: those about a method, then the rest on top.
        let (about_a_method, other): (Vec<&str>, Vec<&str>) =
            CONTRIBUTION_TYPES[METHOD].cues.iter().partition(|c| METHOD_SPECIFIC.contains(c));
        let parse = |cues: Vec<&str>| cues.into_iter().map(Cue::parse).collect::<Vec<_>>();
        let mut specific = vec![0u32; index.doc_count()];
        count_cues(index, &parse(about_a_method), &mut specific);
        let mut method_hits = specific.clone();
        count_cues(index, &parse(other), &mut method_hits);
        let mut study_hits = vec![0u32; index.doc_count()];
        count_cues(index, &parse(CONTRIBUTION_TYPES[EMPIRICAL].cues.to_vec()), &mut study_hits);
        TypeCues { cued: vec![Vec::new(); index.doc_count()], method_hits, specific, study_hits }
    }

    /// Adds the cue types (every type's cues, Method's from its counted hits).
    pub fn add_cued(&mut self, index: &Index) {
        self.cued =
            assign_with_counts(index, CONTRIBUTION_TYPES, MAX_TYPES, 2.0 / 3.0, (METHOD, &self.method_hits));
    }
}

/// The papers of the words the type rules read beyond the cues (what a contribution window
/// introduces, claims of a record, data built, proofs): the second part of [`types`], two
/// build steps of their own (stop 31).
pub struct TypeEvidence {
    introduces_a_method: Bitset,
    introduces_a_benchmark: Bitset,
    /// Papers whose window names a benchmark before a method word ("we present the TSAIA
    /// Benchmark, a comprehensive framework for assessing LLMs"): the method word describes the
    /// benchmark, and the paper's method cues do not make it a method paper.
    benchmark_named_first: Bitset,
    also_a_method: Bitset,
    claims_a_record: Bitset,
    builds_data: Bitset,
    proposes_something: Bitset,
    designs_something: Bitset,
    studies_something: Bitset,
    proposes_in_words: Bitset,
    introduces_a_notion: Bitset,
    proves_by_machine: Bitset,
    proves_itself: Bitset,
    experiments: Bitset,
}

impl TypeEvidence {
    /// Matches the rules' words through the index and the contribution windows.
    pub fn of(index: &Index, windows: &ContributionWindows) -> TypeEvidence {
        let mut evidence = TypeEvidence::of_windows(index, windows);
        evidence.add_phrases(index);
        evidence
    }

    /// What the contribution windows introduce (and empty sets for the phrases until
    /// [`TypeEvidence::add_phrases`]; the two halves are build steps of their own).
    pub fn of_windows(index: &Index, windows: &ContributionWindows) -> TypeEvidence {
        // "We introduce HouseCorr3D, the first dataset … We further propose CaNOCS, a framework …"
        // (round 28: such papers typed Benchmark / dataset alone).
        let seconds = ContributionWindows::of_second_contributions(index);
        let none = Bitset::empty(index.doc_count());
        // Where the window first names a method, and where a benchmark or dataset (the words and
        // one-word names that make one, not "evaluation", which an evaluation method has too).
        let terms = |words: &'static [&str]| words.iter().filter_map(|word| index.term_id(word));
        let method_at = windows.first_offsets_within(index, terms(METHOD_WORDS), METHOD_WINDOW_WORDS);
        let mut benchmark_at =
            windows.first_offsets_within(index, terms(BENCHMARK_HEADS), BENCHMARK_WINDOW_WORDS);
        let named_at =
            windows.first_offsets_within(index, benchmark_names(index), BENCHMARK_NAME_WINDOW_WORDS);
        benchmark_at.iter_mut().zip(named_at).for_each(|(at, named)| *at = (*at).min(named));
        // Papers with data as a modifier ("dataset distillation"), matched once for two rules.
        let data_as_a_modifier = papers_matching_any(index, DATA_AS_A_MODIFIER);
        TypeEvidence {
            // Round 43 (stop 37): "we introduce a two-step theoretical framework", "we propose a
            // theoretical framework to analyze …" introduce a theory, not a method.
            // Not "a novel algorithm with theoretical guarantees" (the stop's review): the paper
            // writes "theoretical framework" or "theoretical model" too.
            introduces_a_method: {
                let mut papers = papers_within(&method_at, METHOD_WINDOW_WORDS);
                let mut theory = papers_introducing(index, windows, THEORY_WINDOW_WORDS, 6);
                theory.and_with(&papers_matching_any(index, THEORETICAL_FRAMEWORKS));
                papers.and_not_with(&theory);
                papers
            },
            introduces_a_benchmark: {
                let mut papers = papers_within(&benchmark_at, BENCHMARK_WINDOW_WORDS);
                papers.or_with(&papers_introducing(index, windows, EVALUATION_WORDS, BENCHMARK_WINDOW_WORDS));
                // "We address these gaps by introducing a … dataset and benchmark, HoliSafe"
                // (round 63): a benchmark introduced in a gerund, before any method word ("by
                // introducing a simple method for dataset condensation" introduces a method) and
                // not as a modifier ("dataset distillation").
                let gerunds = ContributionWindows::of_gerunds_after_by(index);
                let gerund_benchmark_at =
                    gerunds.first_offsets_within(index, terms(BENCHMARK_HEADS), BENCHMARK_GERUND_WORDS);
                let gerund_method_at =
                    gerunds.first_offsets_within(index, terms(METHOD_WORDS), BENCHMARK_GERUND_WORDS);
                let mut gerund_benchmark = papers_where(
                    gerund_benchmark_at.iter().zip(&gerund_method_at),
                    |&(&benchmark, &method)| benchmark != u16::MAX && benchmark < method,
                );
                gerund_benchmark.and_not_with(&data_as_a_modifier);
                papers.or_with(&gerund_benchmark);
                papers
            },
            benchmark_named_first: {
                let mut papers = benchmark_before_method(index, windows, &benchmark_at, &method_at);
                papers.and_not_with(&data_as_a_modifier);
                // "We introduce a multi-turn evaluation framework for measuring the bargaining
                // ability of seller agents" (round 63): the framework is the benchmark.
                let mut evaluation_framework = papers_matching_any(index, EVALUATION_FRAMEWORKS);
                // The evaluation is what the window names first, or right after its first method
                // word ("a framework for measuring …"; not "a planning method …, tested in an
                // evaluation suite"), and the framework stands beside it there (not "a method to
                // measure and reduce bias" with "the standard evaluation protocol" later on).
                let evaluation_at = windows.first_offsets_within(
                    index,
                    terms(EVALUATION_FRAMEWORK_WORDS),
                    BENCHMARK_WINDOW_WORDS,
                );
                let framework_at = windows.first_offsets_within(
                    index,
                    terms(&["framework", "protocol", "suite"]),
                    BENCHMARK_WINDOW_WORDS,
                );
                evaluation_framework.and_with(&papers_where(
                    evaluation_at.iter().zip(&method_at).zip(&framework_at),
                    |&((&evaluation, &method), &framework)| {
                        evaluation != u16::MAX
                            && framework != u16::MAX
                            && evaluation <= method.saturating_add(2)
                            && evaluation.abs_diff(framework) <= 2
                    },
                ));
                papers.or_with(&evaluation_framework);
                papers
            },
            also_a_method: {
                let mut papers =
                    papers_introducing(index, &seconds, SECOND_METHOD_WORDS, METHOD_WINDOW_WORDS);
                papers.or_with(&papers_introducing(
                    index, &seconds, SECOND_MODEL_WORDS, SECOND_MODEL_WINDOW_WORDS,
                ));
                papers
            },
            introduces_a_notion: papers_introducing(index, windows, NOTION_WORDS, NOTION_WINDOW_WORDS),
            claims_a_record: none.clone(),
            builds_data: none.clone(),
            proposes_something: none.clone(),
            designs_something: none.clone(),
            studies_something: none.clone(),
            proposes_in_words: none.clone(),
            proves_by_machine: none.clone(),
            proves_itself: none.clone(),
            experiments: none,
        }
    }

    /// Adds the papers of the rules' phrases.
    pub fn add_phrases(&mut self, index: &Index) {
        self.claims_a_record = papers_matching_any(index, RECORD_CLAIMS);
        self.builds_data = papers_matching_any(index, DATA_CUES);
        self.proposes_something = papers_matching_any(index, FALLBACK_METHOD_CUES);
        self.designs_something = papers_matching_any(index, LAST_METHOD_CUES);
        self.studies_something = papers_matching_any(index, FALLBACK_EMPIRICAL_CUES);
        self.proposes_in_words = papers_matching_any(index, PROPOSALS);
        // "theorem" in "automated theorem proving" is the task, not a proof (round 10).
        self.proves_by_machine = papers_matching_any(index, MACHINE_PROVING);
        // The proof cues a theorem-proving paper may also have (a few strong ones, not every
        // Theory cue again: those are matched once by `assign_with_counts`, and matching them
        // twice cost the corpus-wide derivation 10 ms natively in stop 28).
        self.proves_itself = papers_matching_any(index, PROOF_CUES);
        self.experiments = papers_matching_any(index, EXPERIMENT_WORDS);
    }
}

/// [`types`] given [`type_cues`] and [`TypeEvidence`].
pub fn types_from(
    scope: Scope<'_>,
    model: &LabelModel,
    cues: TypeCues,
    evidence: TypeEvidence,
) -> Vec<Vec<u16>> {
    let learned = model.label_corpus_in(scope, &slugs(CONTRIBUTION_TYPES), MAX_TYPES);
    let TypeCues { cued, method_hits, specific, study_hits } = cues;
    let TypeEvidence {
        introduces_a_method,
        introduces_a_benchmark,
        benchmark_named_first,
        also_a_method,
        claims_a_record,
        builds_data,
        proposes_something,
        designs_something,
        studies_something,
        proposes_in_words,
        introduces_a_notion,
        proves_by_machine,
        proves_itself,
        experiments,
    } = evidence;
    let windows = scope.terms.windows();
    let data_said = data_words_said(scope.index);
    learned
        .into_iter()
        .zip(cued)
        .zip(method_hits.into_iter().zip(specific))
        .zip(study_hits)
        .enumerate()
        .map(|(paper, (((learned, mut out), (method_hits, specific)), study_hits))| {
            // Stop 40 (round 51): "we present the TSAIA Benchmark, a comprehensive framework for
            // assessing LLMs" is no method, whatever its method cues ("our framework").
            let method = (!benchmark_named_first.contains(paper)
                && ((method_hits >= METHOD_HITS && specific > 0) || introduces_a_method.contains(paper)))
                || (introduces_a_benchmark.contains(paper) && also_a_method.contains(paper));
            // "establishes a new benchmark for accuracy" claims a result; a benchmark the paper
            // builds stands in its contribution window.
            let record_only = claims_a_record.contains(paper)
                && !introduces_a_benchmark.contains(paper)
                && !builds_data.contains(paper);
            if record_only {
                out.retain(|&t| t != BENCHMARK as u16);
            }
            let no_theory = proves_by_machine.contains(paper) && !proves_itself.contains(paper);
            if no_theory {
                out.retain(|&t| t != THEORY as u16);
            }
            if method && !out.contains(&(METHOD as u16)) {
                out.truncate(MAX_TYPES - 1);
                out.push(METHOD as u16);
            }
            // One "we find that" or "we analyze" beside the method the paper introduces motivates
            // or validates it: round 17 read "Method, Empirical analysis" wrong on four of four
            // such papers ("Through analysis, we identify …; we introduce …").
            let motivating_finding =
                study_hits == 1 && introduces_a_method.contains(paper) && out.contains(&(METHOD as u16));
            if motivating_finding {
                out.retain(|&t| t != EMPIRICAL as u16);
            }
            // A theory paper's "we study" and "our analysis" are its proofs' (round 27: sparse
            // recovery and contrastive-learning bounds typed "Empirical analysis, Theory"):
            // without a word of experiments there is no empirical study beside the theory.
            if out.contains(&(THEORY as u16)) && !experiments.contains(paper) {
                out.retain(|&t| t != EMPIRICAL as u16);
            }
            // What the paper's "we propose …" introduces comes first: a method with a proof is a
            // method before it is theory (round 7: "Theory, Method" on DraftAttention).
            if introduces_a_method.contains(paper)
                && !introduces_a_benchmark.contains(paper)
                && let Some(at) = out.iter().position(|&t| t == METHOD as u16)
            {
                out[..=at].rotate_right(1);
            }
            // A benchmark paper whose one "we propose" gave Method (round 11: "we propose C3B, a
            // … benchmark" typed "Benchmark / dataset, Method").
            if introduces_a_benchmark.contains(paper) && !method {
                out.retain(|&t| t != METHOD as u16);
            }
            if introduces_a_benchmark.contains(paper) && !out.contains(&(BENCHMARK as u16)) {
                // First, beside Method when the paper has it, else beside its strongest cue type.
                if out.contains(&(METHOD as u16)) {
                    out.retain(|&t| t == METHOD as u16);
                } else {
                    out.truncate(MAX_TYPES - 1);
                }
                out.insert(0, BENCHMARK as u16);
            }
            let learned_types = learned.iter().map(|l| l.0);
            for t in learned_types.filter(|&t| {
                t != METHOD as u16
                    && t != SURVEY as u16
                    && !(record_only && t == BENCHMARK as u16)
                    && !(no_theory && t == THEORY as u16)
                    && !(motivating_finding && t == EMPIRICAL as u16)
            }) {
                if out.len() < MAX_TYPES && !out.contains(&t) {
                    out.push(t);
                }
            }
            // A theory or analysis paper that also proposes something ("We propose SNOWFL, which
            // pairs …", "we introduce Exponential Classifier-Free Guidance (E-CFG)") introduces a
            // method too — not a notion ("a new perspective", "the term", a metric) nor data it
            // builds: of 16 development papers sampled that gain Method, 12 introduce one.
            if out.len() == 1
                && matches!(out[0] as usize, THEORY | EMPIRICAL)
                && proposes_in_words.contains(paper)
                && windows.has_window(paper)
                && !introduces_a_benchmark.contains(paper)
                && !introduces_a_notion.contains(paper)
                && !builds_data.contains(paper)
            {
                out.push(METHOD as u16);
            }
            // Nothing else said what the paper contributes, but it speaks of what it proposes or
            // introduces ("we introduce …" once): a method is the likeliest reading (rounds 7–8
            // of the reading check: 5 of 120 papers had no type, 4 of them method papers).
            if out.is_empty() && (method_hits > 0 || proposes_something.contains(paper)) {
                out.push(METHOD as u16);
            } else if out.is_empty() && studies_something.contains(paper) {
                out.push(EMPIRICAL as u16);
            } else if out.is_empty()
                && (proposes_in_words.contains(paper) || designs_something.contains(paper))
            {
                // Stop 40 (round 51: three of 60 papers without a type): a bare "propose" or
                // "introduce" ("We thereby propose to employ an unconditional discriminator"),
                // read after the signs of a study, which a critique citing others' proposals
                // ("Recent papers propose …") has.
                out.push(METHOD as u16);
            } else if out.is_empty()
                && !record_only
                && data_said.get(paper).is_some_and(|&n| n >= DATA_WORDS_OF_A_DATASET_PAPER)
            {
                // Stop 48 (round 71: "OpenMarcie is … the biggest multimodal dataset designed for
                // human action monitoring …", no "we" at all): a paper that says nothing else of
                // its contribution but speaks of its dataset again and again contributes one.
                out.push(BENCHMARK as u16);
            }
            out
        })
        .collect()
}

/// Words of a dataset or benchmark a paper without a type must say this often (in all) to be
/// typed Benchmark / dataset.
const DATA_WORDS_OF_A_DATASET_PAPER: u32 = 3;

/// Per paper, how often it says "dataset", "benchmark" or "corpus" in the singular. Read only for
/// a paper nothing else typed (no "we propose", no study, no proof): one that names a dataset
/// again and again without saying what it contributes describes it, though a critique of a
/// benchmark ("The MS-COCO dataset remains the standard captioning benchmark …") can pass too.
fn data_words_said(index: &Index) -> Vec<u32> {
    let mut said = vec![0u32; index.doc_count()];
    for word in ["dataset", "benchmark", "corpus"] {
        let Some(term) = index.term_id(word) else { continue };
        for (doc, occurrences) in index.postings(term).iter() {
            if let Some(n) = said.get_mut(doc as usize) {
                *n += u32::from(occurrences);
            }
        }
    }
    said
}

/// Words that, right after the paper's "we propose / introduce / present" (the first
/// [`METHOD_WINDOW_WORDS`] words of its contribution window), say that what it contributes is a
/// method: "we propose Reasoning Inception (ReIn), a test-time intervention method".
const METHOD_WORDS: &[&str] = &[
    "method", "methods", "framework", "approach", "algorithm", "algorithms", "technique", "architecture",
    "paradigm", "mechanism", "pipeline", "module", "estimator", "optimizer", "strategy", "scheme",
    // Round 7 of the reading check: "a directed unitary GNN", "the first backdoor attack",
    // "sparse memory finetuning" were typed Theory or Empirical analysis only. ("model" is left
    // out: a benchmark "to evaluate language models" says it too.)
    "network", "networks", "gnn", "gnns", "transformer", "attack", "defense", "loss", "objective",
    "regularizer", "solver", "sampler", "finetuning", "fine-tuning",
    // Round 11: "we introduce the Darwin Gödel Machine (DGM), a novel self-improving system" was
    // typed Theory only.
    "system",
];

/// Words that, in the first six words after the paper's "we propose / introduce", make what it
/// introduces a theory ("a two-step theoretical framework"), whatever method word follows.
const THEORY_WINDOW_WORDS: &[&str] = &["theoretical"];

/// What such a theory is called (see [`THEORY_WINDOW_WORDS`]).
const THEORETICAL_FRAMEWORKS: &[&str] = &["theoretical framework*", "theoretical model*"];

/// Singular [`METHOD_WORDS`] that make a benchmark paper's second contribution ("we further
/// propose CaNOCS, a framework …") a method: not "pipeline" ("we further design a novel EQA data
/// generation pipeline" builds the benchmark), nor a plural ("we also present an evaluation of
/// 20 state-of-the-art methods"), nor the looser "paradigm", "scheme", "system".
const SECOND_METHOD_WORDS: &[&str] = &[
    "method", "framework", "approach", "algorithm", "technique", "architecture", "mechanism", "module",
    "estimator", "optimizer", "strategy", "transformer", "attack", "defense", "loss", "objective",
    "regularizer", "solver", "sampler", "finetuning", "fine-tuning",
];

/// Words that, in the same place, say that the paper contributes a benchmark or dataset ("we
/// introduce SwarmBench, a benchmark to …"). Round 12: "we introduce a multi-turn evaluation
/// framework for measuring …" is an evaluation suite (145 development papers gain the type, 44
/// of them of the datasets and benchmarks area, most others evaluation frameworks). Round 14
/// found dataset papers ("we introduce CLASH, a dataset …", SHREC) and a "framework for
/// measuring …" typed Method: "dataset", "corpus" and "measuring" count too (186 development
/// papers change, 13 of 16 sampled rightly; a name such as "In-Dataset Exploration" is the
/// price). Since stop 40 the words that name the benchmark itself (these) are apart from
/// "evaluation" and "measuring" ([`EVALUATION_WORDS`]), which an evaluation method has too: only
/// these, before a method word, make the paper's method words the benchmark's
/// ([`benchmark_before_method`]).
const BENCHMARK_HEADS: &[&str] =
    &["benchmark", "benchmarks", "bench", "testbed", "dataset", "datasets", "corpus"];

/// Words beside [`BENCHMARK_HEADS`] that make a benchmark paper in the same place, but
/// an evaluation method has them too ("K-Sort Eval, a reliable and efficient VLM-based
/// evaluation framework"), so they do not make a window's method word the benchmark's.
const EVALUATION_WORDS: &[&str] = &["evaluation", "measuring"];

/// "Dataset" or "benchmark" as a modifier of what the paper contributes ("an efficient dataset
/// distillation algorithm", "a novel Federated Dataset Learning (FeDaL) approach", "leveraging
/// prior benchmark algorithms"): a paper with one of these anywhere is not taken for one whose
/// window names a benchmark first (see [`benchmark_before_method`]).
const DATA_AS_A_MODIFIER: &[&str] = &[
    "dataset distillation", "dataset condensation", "dataset pruning", "dataset selection",
    "dataset generation", "dataset synthesis", "dataset construction", "dataset curation",
    "dataset learning", "benchmark algorithms", "benchmark functions", "benchmark problems",
];

/// A model the benchmark paper's second contribution introduces ("We then present Newt, a
/// language-conditioned multitask world model …", round 51: typed Benchmark / dataset alone),
/// near the verb (see [`SECOND_MODEL_WINDOW_WORDS`]).
const SECOND_MODEL_WORDS: &[&str] = &["model"];

/// How far after the second contribution's verb its "model" is what it introduces (not "a
/// benchmark to evaluate the model's reasoning").
const SECOND_MODEL_WINDOW_WORDS: u16 = 8;

/// How one-word names of benchmarks and environments end ("PICABench", "AgentGym",
/// "SearchArena"); a name's "-Bench" part is a [`BENCHMARK_HEADS`] word of its own.
const BENCHMARK_NAME_ENDINGS: &[&str] = &["bench", "gym", "arena"];

/// The one-word benchmark names of the vocabulary ("we introduce PICABench, which systematically
/// evaluates …", round 34: typed Empirical analysis and Method): one pass over the vocabulary
/// finds them; each is one posting-list walk.
fn benchmark_names(index: &Index) -> impl Iterator<Item = TermId> + '_ {
    (0..index.term_count() as TermId).filter(|&t| {
        let term = index.term(t);
        BENCHMARK_NAME_ENDINGS.iter().any(|ending| term.len() > ending.len() + 1 && term.ends_with(ending))
    })
}

/// How far after the verb a one-word benchmark name is what the paper introduces ("we
/// introduce PICABench"; not "we propose CodeFix, which sets a new state of the art on
/// LiveCodeBench").
const BENCHMARK_NAME_WINDOW_WORDS: u16 = 3;

/// Phrases that claim a result rather than contribute a benchmark ("sets a new benchmark for
/// efficiency"): round 6 of the reading check found such papers typed Benchmark / dataset.
const RECORD_CLAIMS: &[&str] = &[
    "establishes a new benchmark", "establishing a new benchmark", "establish a new benchmark",
    "establishes new benchmark", "establishing new benchmark", "sets a new benchmark",
    "setting a new benchmark", "set a new benchmark", "sets new benchmark", "setting new benchmark",
    "set new benchmark",
];

/// Cues of a dataset the paper builds, which keep its Benchmark / dataset type beside a claim.
const DATA_CUES: &[&str] =
    &["new dataset", "a dataset", "large-scale dataset", "we curate", "we collect", "we release", "testbed"];

/// Weaker signs of a method, read only for a paper nothing else gave a type: of 423 such papers
/// in the development part most propose something in words the cues do not hold ("we proposed",
/// "we argue … and propose", "a flow-matching trajectory planner that …").
const FALLBACK_METHOD_CUES: &[&str] = &[
    "we proposed", "and propose", "then propose", "further propose", "also propose", "and introduce",
    "we introduced", "we presented", "a novel", "a new method", "a new framework", "a new algorithm",
    "our algorithm", "our proposed", "our technique", "we build", "we construct",
    // Round 21 (papers without a type): "we address this challenge with DARLING, a framework",
    // "we suggest DTI-DA", "this study proposes a plug-in alternative".
    "we address this", "we suggest", "we develop", "we describe", "study proposes", "then introduce",
    "we formulate", "our new", "our method", "our approach", "our framework",
    // Round 37: "We close this gap by presenting PoisonVID, the first … attack".
    "by presenting", "by proposing", "by introducing", "by developing",
    // Stop 40: "this study introduces WindSR", "we have developed the DPBloomfilter", "we tackle
    // … with a framework called γILP".
    "study introduces", "study presents", "research introduces", "research proposes", "we have developed",
    "we have designed", "framework called", "method called", "approach called", "model called",
    "and present",
];

/// Signs of a method read last, for a paper neither a method's nor a study's signs typed (stop
/// 46, round 65: "we developed a Noise Removal model", "We leverage a header-encoder-decoder
/// architecture" had no type; as [`FALLBACK_METHOD_CUES`] they also took Empirical analysis
/// from typologies and diagnoses).
const LAST_METHOD_CUES: &[&str] = &["we developed", "we designed", "we leverage", "we devised"];

/// Strong signs that a paper proves something itself (beside "theorem" in theorem proving).
const PROOF_CUES: &[&str] = &[
    "we prove", "prove that", "upper bound", "lower bound", "convergence rate", "provably",
    "sample complexity", "regret bound", "theoretical guarantees", "generalization bound",
];

/// Words of experiments: without one, a theory paper's study cues are its analysis, not an
/// empirical study.
const EXPERIMENT_WORDS: &[&str] = &[
    "experiment*", "empirical*", "benchmark*", "dataset*", "simulation*", "simulated", "evaluat*",
    "real-world", "we train", "trained", "measure*", "observ*", "case stud*", "numerical*",
];

/// The verbs of an authors' proposal ("we propose", "this paper introduces": with the
/// contribution window that says the authors speak), which add Method beside a lone Theory or
/// Empirical analysis type. Single words, not phrases: each is one posting list, where the
/// phrases cost 15 ms of the corpus-wide derivations natively.
const PROPOSALS: &[&str] = &["propose", "proposes", "introduce", "introduces"];

/// Words after "we propose / introduce" that make it a way of looking or measuring rather than
/// a method ("we introduce a new information-theoretic perspective", "we introduce the term
/// EFA", "we propose using Sokoban", "a … metric to quantify …").
const NOTION_WORDS: &[&str] = &[
    "perspective", "term", "using", "lens", "notion", "concept", "view", "viewpoint", "formalism",
    "definition", "hypothesis", "metric", "metrics", "measure", "measures", "theory", "theoretical",
];

/// How far into the contribution window [`NOTION_WORDS`] are looked for.
const NOTION_WINDOW_WORDS: u16 = 8;

/// For such a paper, signs that it studies rather than proposes ("This paper investigates …",
/// "We discover that …").
const FALLBACK_EMPIRICAL_CUES: &[&str] = &[
    "investigates", "we discover", "we reveal", "we show that", "we demonstrate that", "we evaluate",
    "we benchmark", "we compare", "we measure", "we quantify", "we identify",
    // Round 21: "This work demonstrates that reasoning ability … can be extracted", "we
    // investigated", "this work explores".
    "work demonstrates", "work shows", "work reveals", "work explores", "we investigated", "we find",
    "we found", "we observe", "we analyze", "we analyse", "we study", "we examine", "we explore",
    "we experimentally", "we empirically", "we confirm",
    // Round 37: "We challenge this assumption by tracking … Our experiments reveal …".
    "experiments reveal", "results reveal", "we challenge", "further demonstrate", "these findings",
    // Stop 40 (papers without a type): "our research shows that SAEs … identify different sets",
    // "We observed this phenomenon", "To study this, we extract activations".
    "research shows", "we observed", "results suggest", "results show", "analyses show", "to study this",
    "we ask", "we test whether", "we probe", "is demonstrated", "we report",
];

/// Phrases of papers whose "theorem" is what a model proves ("LLM-based theorem provers"): the
/// word alone does not make them Theory (round 10 typed a theorem-proving method Theory).
const MACHINE_PROVING: &[&str] =
    &["theorem proving", "theorem prover", "theorem provers", "automated theorem", "formal theorem"];

/// The index of Theory in [`CONTRIBUTION_TYPES`].
const THEORY: usize = 2;

/// The index of Empirical analysis in [`CONTRIBUTION_TYPES`].
const EMPIRICAL: usize = 3;

/// The index of Benchmark / dataset in [`CONTRIBUTION_TYPES`].
const BENCHMARK: usize = 1;

/// [`BENCHMARK`] as a paper's type value (for [`super::add_contributed_data`]).
pub const BENCHMARK_TYPE: u16 = BENCHMARK as u16;

/// The index of Survey / position in [`CONTRIBUTION_TYPES`]: only from its cues, which name the
/// paper a survey or position. The learned scorer, trained on 21 papers, is 50% precise out of
/// fold, and a method paper shown as a survey misleads more than a missing type.
const SURVEY: usize = 4;

/// See [`METHOD_WORDS`].
const METHOD_WINDOW_WORDS: u16 = 16;

/// How far after the verb "benchmark" still names what the paper introduces; less than for a
/// method word, since a record claim ("… Our method establishes a new benchmark") follows soon.
const BENCHMARK_WINDOW_WORDS: u16 = 12;

/// A framework that is an evaluation ("a multi-turn evaluation framework for measuring …"): with
/// an evaluation word in the contribution window, the paper's benchmark rather than a method.
const EVALUATION_FRAMEWORKS: &[&str] = &[
    "evaluation framework", "benchmarking framework", "evaluation suite", "evaluation protocol",
    "framework for evaluating", "framework for assessing", "framework for measuring",
    "framework to evaluate", "framework to assess", "framework to measure",
];

/// The words of [`EVALUATION_FRAMEWORKS`] that say "evaluation" ("evaluating", "measuring" …).
const EVALUATION_FRAMEWORK_WORDS: &[&str] =
    &["evaluation", "benchmarking", "evaluating", "assessing", "measuring", "evaluate", "assess", "measure"];

/// Words after "by introducing" a benchmark word may stand in ("a holistic safety dataset"):
/// the head of the object, before what it is for.
const BENCHMARK_GERUND_WORDS: u16 = 6;

/// The papers whose window names a benchmark (`benchmark_at`, offsets from its verb) before a
/// method word (`method_at`) with no "and" between them: "we present the TSAIA Benchmark, a
/// comprehensive framework for assessing …", not "a new benchmark and framework" nor "we
/// introduce D, a dataset of …, and propose M, a framework" (two contributions). The "and" is
/// looked up in each such paper's own postings (one checkpointed lookup a paper).
fn benchmark_before_method(
    index: &Index,
    windows: &ContributionWindows,
    benchmark_at: &[u16],
    method_at: &[u16],
) -> Bitset {
    let mut papers = Bitset::empty(index.doc_count());
    let and = index.term_id("and");
    let mut positions = Vec::new();
    for (doc, (&benchmark, &method)) in benchmark_at.iter().zip(method_at).enumerate() {
        let Some(start) = windows.start(doc).filter(|_| benchmark < method && method != u16::MAX) else {
            continue;
        };
        let (from, to) = (start.saturating_add(benchmark), start.saturating_add(method));
        let joined = and.and_then(|and| index.postings(and).find(doc as DocId)).is_some_and(|posting| {
            positions.clear();
            index.positions(posting, &mut positions);
            positions.iter().any(|&p| p > from && p < to)
        });
        if !joined {
            papers.insert(doc);
        }
    }
    papers
}

/// The papers whose `first` offset (see [`ContributionWindows::first_offsets_within`]) is within
/// `within` words of the verb.
fn papers_within(first: &[u16], within: u16) -> Bitset {
    papers_where(first.iter(), |&&at| at <= within)
}

/// The papers (by position in `per_paper`, one item a paper) whose item passes `test`.
fn papers_where<T>(per_paper: impl ExactSizeIterator<Item = T>, test: impl Fn(&T) -> bool) -> Bitset {
    let mut papers = Bitset::empty(per_paper.len());
    per_paper.enumerate().filter(|(_, item)| test(item)).for_each(|(d, _)| papers.insert(d));
    papers
}

/// The papers with one of `words` in the first `within` positions of their contribution window
/// (a hyphenated word takes one position a part: "FN-NOW, a communication-efficient
/// Newton-type federated optimization algorithm" puts "algorithm" 13 positions after the verb).
/// One posting-list walk a word.
fn papers_introducing(index: &Index, windows: &ContributionWindows, words: &[&str], within: u16) -> Bitset {
    let mut papers = Bitset::empty(index.doc_count());
    let mut docs = Vec::new();
    for term in words.iter().filter_map(|word| index.term_id(word)) {
        windows.docs_within(index, term, within, &mut docs);
        docs.iter().for_each(|&d| papers.insert(d as usize));
    }
    papers
}

pub const CONTRIBUTION_TYPES: &[Category] = &[
    category! {"method", "Method", "Proposes a new method, model, algorithm or framework.", 1,
    ["we propose", "we introduce", "we present", "we devise", "we put forward", "this paper introduces", "this paper proposes", "this paper presents", "this work introduces",
     "this work proposes", "we develop", "we design",
     "our method", "our approach", "our framework", "our model", "novel method", "novel framework",
     "novel approach", "novel algorithm", "proposed method", "proposed framework", "proposed approach",
     // Round 8: "a … framework is proposed, consisting of …" and "by introducing X" had no type.
     "is proposed", "are proposed", "by introducing", "by proposing"] },
    category! {"benchmark-dataset", "Benchmark / dataset", "Contributes a benchmark, dataset or evaluation suite.", 1,
    ["new benchmark", "a benchmark", "novel benchmark", "comprehensive benchmark", "the first benchmark",
     "benchmark for", "benchmark that", "benchmark designed", "new dataset", "a dataset", "large-scale dataset",
     "we curate", "we collect", "testbed", "evaluation suite", "benchmark comprising"] },
    category! {"theory", "Theory", "Proves results: bounds, convergence, guarantees.", 1,
    ["we prove", "theorem", "theoretical analysis", "upper bound", "lower bound", "convergence rate",
     "sample complexity", "regret bound", "minimax", "provably", "theoretical guarantees", "we characterize",
     "we derive",
     // Rounds 10-11: theory papers typed Method or Empirical analysis ("we also prove that …",
     // "we show theoretically …", "we develop a theoretical framework", "theoretical bounds").
     "prove that", "we show theoretically", "both theoretically", "a theoretical framework", "theoretical bounds",
     "generalization bound", "generalization bounds", "non-asymptotic", "with high probability",
     // Round 27: "we establish bidirectional consistency between …" on method papers; "we
     // establish" only before what a proof establishes.
     "we establish that", "we establish the convergence", "we establish convergence", "we establish tight",
     "we establish upper", "we establish lower", "we establish sample", "we establish theoretical",
     "we establish identifiab*", "we establish minimax", "we establish non-asymptotic", "we establish a tight",
     "we establish an upper", "we establish a lower", "we establish regret", "we establish rates",
     "we establish new", "we establish novel", "we establish the first", "we establish bounds",
     // Stop 32 (round 33-34: Theory missing on theory papers): what the authors call their
     // results or how they prove them.
     "main result", "theoretical result", "theoretical results", "by proving", "if and only if",
     "necessary and sufficient", "lower bounds", "upper bounds", "theoretical separation",
     // Round 63: "allows us to establish convergence of ADSGD", "a detailed convergence analysis".
     "to establish convergence", "convergence analysis",
     // Stop 48 (round 70: a proof-driven paper typed Method or Empirical analysis only: "We
     // theoretically prove the existence of …", "the first mathematical proof that …", "we give
     // sufficient conditions for identifying …"; not "formal proofs" or "rigorous proof
     // verification", which a theorem prover gives, nor an empirical study's "necessary conditions
     // for RL-based reasoning"). "we theoretically prove that" counts as "prove that" too, as "we
     // prove that" always did ("we prove" and "prove that"): narrowing them to "we give / provide
     // sufficient conditions" and "theoretically prove the" was tried after the stop's review
     // and lost Theory on six theory papers ("Transformers … Provably Learn Sparse Boolean
     // Functions" became Empirical analysis).
     "theoretically prove", "theoretically proves", "theoretically proved", "theoretically proven",
     "mathematical proof that", "sufficient conditions", "identifiability result*"] },
    category! {"empirical-analysis", "Empirical analysis", "Studies, measures or analyses existing models and phenomena.", 1,
    ["we study", "we investigate", "we analyze", "we analyse", "empirical study", "systematic study",
     "we find that", "our analysis", "we examine", "large-scale study", "we observe that", "we explore",
     "our findings", "we systematically", "comprehensive analysis", "empirical analysis"] },
    // Only what names the paper itself a survey or a position: "we argue", "overview of", a user
    // "survey" and "we review" typed method papers as surveys in every reading round.
    category! {"survey-position", "Survey / position", "Surveys a field or argues a position.", 1,
    ["position paper", "this position", "this survey", "we survey", "in this survey", "comprehensive survey",
     "a survey of", "systematic review", "this review", "this tutorial", "we call for"] },
    // Only what names software the paper builds: "library" (of skills), "api", "hardware",
    // "infrastructure" and "we open-source" (our code) typed method papers as systems.
    category! {"system-library", "System / library", "Builds a system, library, toolkit or infrastructure.", 1,
    ["open-source library", "open-source toolkit", "toolkit", "software library", "python library",
     "python package", "serving system", "training system", "distributed training system"] },
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Round 28: a benchmark paper's second contribution, when it is a method, gives Method
    /// beside Benchmark / dataset; a data pipeline does not.
    #[test]
    fn a_method_the_benchmark_paper_further_proposes() {
        let texts = [
            "We introduce HouseCorr3D, the first dataset of dense correspondences across fifty household \
             object categories with real images. We further propose CaNOCS, a framework for learning shape \
             priors.",
            "We introduce EQABench, the first benchmark of embodied questions asked in homes, offices and \
             streets by people. We further design a novel data generation pipeline that builds tasks.",
        ];
        let index = crate::core::index::Index::build(texts);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [BENCHMARK as u16, METHOD as u16]);
        assert_eq!(out[1], [BENCHMARK as u16]);
    }

    /// Round 28: "We release Aryabhata as a foundation model" releases a model, not data: "we
    /// release" alone is no Benchmark / dataset cue.
    #[test]
    fn a_released_model_is_not_a_dataset() {
        let index = crate::core::index::Index::build([
            "We present Aryabhata, a compact math reasoning model. We release Aryabhata as a foundation model.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert!(!out[0].contains(&(BENCHMARK as u16)), "{:?}", out[0]);
    }

    /// Round 27: "we establish" is a theory cue only before what a proof establishes; a theory
    /// paper without a word of experiments has no empirical study beside it.
    #[test]
    fn what_a_proof_establishes_and_a_theory_papers_analysis() {
        let index = crate::core::index::Index::build([
            "We establish bidirectional consistency between the retriever and the generator.",
            "We establish that the estimator converges at the minimax rate.",
            "We study sparse recovery and we find that quality matters. We prove that an upper bound and a \
             lower bound hold, with a theorem on sample complexity.",
            "We study sparse recovery and we find that quality matters. We prove that an upper bound and a \
             lower bound hold, with a theorem on sample complexity. Experiments on real data confirm them.",
        ]);
        let theory = papers_matching_any(&index, CONTRIBUTION_TYPES[THEORY].cues);
        assert!(!theory.contains(0) && theory.contains(1));
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        let has = |paper: usize, t: usize| out[paper].contains(&(t as u16));
        assert!(has(2, THEORY) && !has(2, EMPIRICAL), "{:?}", out[2]);
        assert!(has(3, THEORY) && has(3, EMPIRICAL), "{:?}", out[3]);
    }

    #[test]
    fn round_63_a_convergence_analysis_is_theory() {
        let index = crate::core::index::Index::build([
            "This approach allows us to establish convergence of ADSGD under delay-independent step sizes.",
            "We introduce the structure needed for a detailed convergence analysis.",
            "Training converges faster in wall-clock time.",
        ]);
        let theory = papers_matching_any(&index, CONTRIBUTION_TYPES[THEORY].cues);
        assert!(theory.contains(0) && theory.contains(1) && !theory.contains(2));
    }

    /// Round 37: papers nothing else typed — an attack presented "by presenting" it is a method;
    /// a study whose "experiments reveal" an effect is an empirical analysis.
    #[test]
    fn round_37_papers_without_a_type() {
        let index = crate::core::index::Index::build([
            "The safety of sampling is unexplored. We close this gap by presenting PoisonVID, the first \
             black-box poisoning attack on sampling.",
            "Practices assume that old data is safe. We challenge this assumption by tracking the risk of \
             each sample. Our experiments reveal that new data raise the risk of similar old samples.",
            "Sampling matters for video models.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [METHOD as u16]);
        assert_eq!(out[1], [EMPIRICAL as u16]);
        assert!(out[2].is_empty(), "{:?}", out[2]);
    }

    /// Round 43 (stop 37): "we propose a theoretical framework to analyze …" introduces a theory;
    /// its "framework" is no method word.
    #[test]
    fn a_theoretical_framework_is_no_method() {
        let index = crate::core::index::Index::build([
            "Multi-agent systems are poorly understood. We propose a theoretical framework to analyze \
             their expressivity, and we prove that an upper bound holds.",
            "Multi-agent systems are slow. We propose a novel framework to route their messages, and we \
             prove that an upper bound holds.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [THEORY as u16], "{:?}", out[0]);
        assert_eq!(out[1].first(), Some(&(METHOD as u16)), "{:?}", out[1]);
    }

    /// Stop 40 (round 51): a window that names a benchmark before a method word introduces the
    /// benchmark ("the TSAIA Benchmark, a comprehensive framework for assessing …"), whatever the
    /// method cues; not a benchmark given with a framework, nor "dataset" inside a method's name.
    #[test]
    fn a_benchmark_named_before_a_method_word_is_no_method() {
        let texts = [
            "LLMs are poor at series. In this work, we present the TSAIA Benchmark, a comprehensive framework \
             for assessing LLMs as assistants. Our framework integrates two tiers of tasks.",
            "Tools are poorly documented. We introduce Tool-DE, a new benchmark and framework that enriches tool \
             documentation. Our framework improves retrieval.",
            "Series differ. We propose a novel Federated Dataset Learning (FeDaL) approach to tackle series.",
            "LLMs are poor at series. In this work, we present TSAIA, a comprehensive framework for assessing \
             LLMs as assistants. Our framework integrates two tiers of tasks.",
            // A benchmark's "and" after the window (its code link) is no second contribution.
            "LLMs are poor at series. In this work, we present the TSAIA Benchmark, a comprehensive framework \
             for assessing LLMs as assistants. Our framework integrates two tiers. The benchmark and code are \
             public.",
            "Homes are varied. We introduce HomeSet, a dataset of homes, and propose HomeNet, a framework that \
             learns shape priors. Our framework improves results.",
        ];
        let index = crate::core::index::Index::build(texts);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [BENCHMARK as u16], "{:?}", out[0]);
        assert!(out[1].contains(&(METHOD as u16)) && out[1].contains(&(BENCHMARK as u16)), "{:?}", out[1]);
        assert!(out[2].contains(&(METHOD as u16)), "{:?}", out[2]);
        assert_eq!(out[3], [METHOD as u16], "{:?}", out[3]);
        assert_eq!(out[4], [BENCHMARK as u16], "{:?}", out[4]);
        assert!(out[5].contains(&(METHOD as u16)) && out[5].contains(&(BENCHMARK as u16)), "{:?}", out[5]);
    }

    /// Stop 40: the window's first offsets give the papers `papers_introducing` finds, for every
    /// length (the refactor of the method and benchmark words kept what they find).
    #[test]
    fn first_offsets_find_what_the_window_walk_finds() {
        let index = crate::core::index::Index::build([
            "We propose a framework for agents, a benchmark and a method.",
            "A method first. We introduce X, a dataset, then a framework far later in the text of this one.",
            "Nothing is proposed here, though a method and a benchmark are named.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let windows = terms.windows();
        for words in [METHOD_WORDS, BENCHMARK_HEADS] {
            let ids = || words.iter().filter_map(|w| index.term_id(w));
            for within in 1..=16 {
                let offsets = windows.first_offsets_within(&index, ids(), within);
                let walked = papers_introducing(&index, windows, words, within);
                for doc in 0..index.doc_count() {
                    assert_eq!(
                        papers_within(&offsets, within).contains(doc),
                        walked.contains(doc),
                        "{doc} {within}"
                    );
                }
            }
        }
    }

    /// Stop 40 (round 51): a model the benchmark paper then presents is a method beside it; a
    /// model the benchmark evaluates, further than the second window's few words, is not.
    #[test]
    fn a_model_the_benchmark_paper_then_presents() {
        let index = crate::core::index::Index::build([
            "Control is hard. We introduce a new benchmark with 200 diverse tasks spanning many embodiments. \
             We then present Newt, a language-conditioned multitask world model that is pretrained first.",
            "Control is hard. We introduce a new benchmark with 200 diverse tasks spanning many embodiments. \
             We then present results of twenty agents on every task, and of each agent's learned world model.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert!(out[0].contains(&(BENCHMARK as u16)) && out[0].contains(&(METHOD as u16)), "{:?}", out[0]);
        assert_eq!(out[1], [BENCHMARK as u16]);
    }

    /// Stop 40 (round 51: three of 60 papers without a type): a proposal or a study in words the
    /// cues do not hold; the study first where a critique cites others' proposals (and, since
    /// stop 46, before a method developed or leveraged).
    #[test]
    fn papers_without_a_type_in_other_words() {
        let index = crate::core::index::Index::build([
            "Training rarely converges. We thereby propose to employ an unconditional discriminator.",
            "Autoencoders are useful. Our research shows that autoencoders trained on the same data identify \
             different features.",
            "Recent papers propose a joint-training process. We test whether these claims hold, and they do not.",
            "Training rarely converges on images.",
            // Stop 46 (round 65): a model developed, read last; a study's signs come first.
            "Precision matters. We developed a noise removal model that refines the output of NER.",
            "Our research shows that vision models differ. We leverage representational metrics.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [METHOD as u16]);
        assert_eq!(out[1], [EMPIRICAL as u16]);
        assert_eq!(out[2], [EMPIRICAL as u16]);
        assert!(out[3].is_empty(), "{:?}", out[3]);
        assert_eq!(out[4], [METHOD as u16]);
        assert_eq!(out[5], [EMPIRICAL as u16]);
    }

    /// Round 26: a name's "-Bench" in the contribution window is a benchmark word.
    #[test]
    fn a_bench_name_introduced_is_a_benchmark() {
        let index = crate::core::index::Index::build([
            "Evaluation is poor. In this work, we introduce FLAT-Bench, a unified framework for analysis.",
            "Evaluation is poor. In this work, we introduce FLAT-Net, a unified framework for analysis.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let found = papers_introducing(&index, terms.windows(), BENCHMARK_HEADS, BENCHMARK_WINDOW_WORDS);
        assert!(found.contains(0) && !found.contains(1), "{:?} {:?}", found.contains(0), found.contains(1));
    }

    #[test]
    fn a_benchmark_introduced_in_a_gerund() {
        // Round 63: "by introducing a … dataset and benchmark, HoliSafe" had Method alone.
        let index = crate::core::index::Index::build([
            "Safety is hard. We address these gaps by introducing a holistic safety dataset and benchmark.",
            "Safety is hard. We address these gaps by introducing a holistic safety module and loss.",
            "Safety is hard. We address these gaps by introducing a module that wins on every benchmark.",
            "Safety is hard. Introducing a holistic safety dataset and benchmark helps.",
            // The review: a method before the data word, and data as a modifier.
            "Distillation is costly. We tackle this by introducing a simple method for dataset condensation.",
            "Distillation is costly. We tackle this by introducing efficient dataset distillation for all.",
            "Scoring is costly. We tackle this by introducing a simple method for benchmark scoring.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let evidence = TypeEvidence::of_windows(&index, terms.windows());
        let found: Vec<bool> = (0..7).map(|d| evidence.introduces_a_benchmark.contains(d)).collect();
        assert_eq!(found, [true, false, false, false, false, false, false]);
    }

    #[test]
    fn an_evaluation_framework_is_the_benchmark() {
        // Round 63: "We introduce a multi-turn evaluation framework for measuring …" is no method.
        let index = crate::core::index::Index::build([
            "Bargaining is hard. We introduce a multi-turn evaluation framework for measuring bargaining.",
            "Bargaining is hard. We introduce a multi-turn planning framework for better bargaining.",
            "Bargaining is hard. We introduce a planning method for bargaining, tested in an evaluation \
             suite. An evaluation framework for all agents is future work.",
            // The review: the evaluation word early, the framework phrase elsewhere.
            "Bias is common. We propose a method to measure and reduce bias in LLMs. We follow the \
             standard evaluation protocol.",
        ]);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let evidence = TypeEvidence::of_windows(&index, terms.windows());
        let found: Vec<bool> = (0..4).map(|d| evidence.benchmark_named_first.contains(d)).collect();
        assert_eq!(found, [true, false, false, false]);
    }

    /// Stop 48 (round 71): a paper that says nothing of its contribution but its dataset, again
    /// and again, is typed Benchmark / dataset; one that says "dataset" twice stays without a type.
    #[test]
    fn a_paper_about_its_dataset_alone_is_a_dataset_paper() {
        let texts = [
            "Factories need monitoring. OpenMarcie is the biggest multimodal dataset for action monitoring. The \
             dataset has two settings. The dataset is benchmarked on three tasks.",
            "Factories need monitoring. OpenMarcie is the biggest multimodal dataset for action monitoring. The \
             dataset has two settings.",
        ];
        let index = crate::core::index::Index::build(texts);
        let model = LabelModel::default();
        let terms = crate::core::derive::label_model::ModelTerms::resolved(&model, &index);
        let out = types(Scope { index: &index, terms: &terms }, &model);
        assert_eq!(out[0], [BENCHMARK as u16]);
        assert!(out[1].is_empty(), "{:?}", out[1]);
    }

    #[test]
    fn the_cues_about_a_method_are_methods_cues() {
        for cue in METHOD_SPECIFIC {
            assert!(CONTRIBUTION_TYPES[METHOD].cues.contains(cue), "{cue}");
        }
        assert_eq!(CONTRIBUTION_TYPES[METHOD].slug, "method");
        assert_eq!(CONTRIBUTION_TYPES[BENCHMARK].slug, "benchmark-dataset");
        assert_eq!(CONTRIBUTION_TYPES[SURVEY].slug, "survey-position");
        assert_eq!(CONTRIBUTION_TYPES[EMPIRICAL].slug, "empirical-analysis");
        assert_eq!(CONTRIBUTION_TYPES[THEORY].slug, "theory");
    }
}
