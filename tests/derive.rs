//! Derived metadata: no input text panics any derivation (property tests), the committed area
//! and label models decode, and the corpus-wide facets agree with a per-paper reading on the seeds.

use paper_explorer::core::derive::areas::{AREAS, AreaModel, embedded_model};
use paper_explorer::core::derive::topics::TOPICS;
use paper_explorer::core::derive::{CorpusFacets, derive_headline, derive_paper};
use paper_explorer::core::search::SearchEngine;
use paper_explorer::core::text::{first_sentence, first_sentence_headline};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn markup_of_any_shape_parses_without_panicking(text in "[$^_{}\\\\*a-z ()é]{0,40}") {
        let _ = paper_explorer::core::markup::parse(&text);
        let plain = paper_explorer::core::markup::plain_text(&text);
        prop_assert!(plain.len() <= text.len() * 4 + 8);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn no_text_panics_a_derivation(text in "\\PC{0,200}|[A-Za-z0-9 ,.;:()\\[\\]{}$*\\\\%\\-–\u{202f}\u{a0}éİ]{0,200}") {
        let whole = derive_paper(&text);
        let card = derive_headline(&text);
        // A card's headline is the detail view's, without the entities.
        prop_assert_eq!((&card.name, &card.gist), (&whole.name, &whole.gist));
        prop_assert_eq!(card.entities, Default::default());
        let _ = first_sentence(&text);
        let _ = first_sentence_headline(&text);
    }

    #[test]
    fn facets_never_panic_on_any_corpus(texts in proptest::collection::vec("\\PC{0,80}", 1..6)) {
        let engine = SearchEngine::build(texts.iter().map(String::as_str));
        let facets = CorpusFacets::build(engine.index(), &[]);
        prop_assert_eq!(facets.topics.len(), texts.len());
        prop_assert_eq!(facets.areas.len(), texts.len());
    }
}

#[test]
fn the_committed_area_model_decodes_and_round_trips() {
    let model = embedded_model();
    assert_eq!(model.biases.len(), AREAS.len());
    assert!(model.terms.len() >= 1_000, "{} terms", model.terms.len());
    let again = AreaModel::decode(&model.encode()).expect("decodes");
    assert_eq!(again.terms, model.terms);
    assert_eq!(AreaModel::decode(b"PEAM1\x15\x00"), None);
    assert_eq!(AreaModel::decode(b"junk"), None);
}

#[test]
fn areas_added_in_parts_equal_areas_classified_at_once() {
    use paper_explorer::core::derive::areas::{AreaScores, classify_corpus};
    use paper_explorer::core::index::Index;
    let texts = [
        "We propose a graph neural network for molecules and proteins.",
        "A diffusion model generates images from text prompts; we study its sampling.",
        "Reinforcement learning agents explore; we bound the regret of a bandit policy.",
        "Nothing but words.",
    ];
    let index = Index::build(texts);
    let at_once = classify_corpus(&index, &embedded_model());
    assert!(at_once.iter().all(|ranked| ranked.len() == 3), "{at_once:?}");
    // The logits as stop 32 added them, all terms in one loop: the same top three.
    let model = embedded_model();
    let classes = AREAS.len();
    let mut logits: Vec<f32> = (0..texts.len()).flat_map(|_| model.biases.iter().copied()).collect();
    for (f, term) in model.terms.iter().enumerate() {
        let Some(id) = index.term_id(term) else { continue };
        for doc in index.postings(id).docs() {
            let row = &mut logits[doc as usize * classes..(doc as usize + 1) * classes];
            for (l, w) in row.iter_mut().zip(&model.weights[f * classes..(f + 1) * classes]) {
                *l += w;
            }
        }
    }
    for (doc, row) in logits.chunks(classes).enumerate() {
        let mut order: Vec<usize> = (0..classes).collect();
        order.sort_by(|&a, &b| row[b].total_cmp(&row[a]).then(a.cmp(&b)));
        let top: Vec<u8> = order.iter().take(3).map(|&a| a as u8).collect();
        assert_eq!(at_once[doc].iter().map(|r| r.0).collect::<Vec<_>>(), top, "paper {doc}");
    }
    // One posting a part: a part per term that occurs, and the same areas.
    let mut scores = AreaScores::start(embedded_model(), index.doc_count());
    let mut parts = 1;
    while !scores.add_terms(&index, 1) {
        parts += 1;
    }
    assert!(parts > 10, "{parts} parts");
    assert_eq!(scores.ranked(), at_once);
    // A malformed model classifies nothing, in one part.
    let mut broken = AreaScores::start(AreaModel::default(), index.doc_count());
    assert!(broken.add_terms(&index, 1));
    assert_eq!(broken.ranked(), vec![Vec::new(); 4]);
}

#[test]
fn the_committed_label_model_decodes_and_covers_the_tables() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    use paper_explorer::core::derive::label_model::LabelModel;
    use paper_explorer::core::derive::modality::MODALITIES;
    let bytes = include_bytes!("../src/core/derive/label_model.bin");
    let model = LabelModel::decode(bytes).expect("label_model.bin decodes (run `make train`)");
    assert_eq!(&model, paper_explorer::core::derive::embedded_label_model());
    // Every topic and modality has a scorer; every type but "method" (which comes from cues).
    let slugs = TOPICS.iter().map(|t| t.slug).chain(MODALITIES.iter().map(|m| m.slug));
    let types = CONTRIBUTION_TYPES.iter().skip(1).map(|c| c.slug);
    for slug in slugs.chain(types) {
        let scorer = model.scorers.iter().find(|s| s.slug == slug);
        assert!(scorer.is_some_and(|s| !s.weights.is_empty()), "no scorer for {slug}");
    }
    assert!(model.scorers.iter().all(|s| s.threshold.is_finite() && s.bias.is_finite()));
    assert!(bytes.len() <= 160_000, "label model grew to {} bytes", bytes.len());
}

#[test]
fn seeds_get_sensible_facets() {
    let texts: Vec<String> = ["seeds/000_dd9f3096acd77cee.txt", "seeds/004_c2a2180d2a0c32d6.txt"]
        .iter()
        .flat_map(|f| {
            std::fs::read_to_string(f)
                .expect("seed")
                .split("\n\n")
                .skip(1)
                .map(|p| p.trim().to_string())
                .filter(|p| !p.is_empty())
                .collect::<Vec<_>>()
        })
        .collect();
    for text in &texts {
        let (card, whole) = (derive_headline(text), derive_paper(text));
        assert_eq!((&card.name, &card.gist), (&whole.name, &whole.gist), "{text}");
    }
    assert_eq!(texts.len(), 38);
    let engine = SearchEngine::build(texts.iter().map(String::as_str));
    let facets = CorpusFacets::build(engine.index(), &[]);
    // The phrases the derivations looked up are forgotten once they are done.
    assert_eq!(engine.index().remembered_phrase_bytes(), 0);
    // The first seed (TPRU) is a multimodal dataset paper.
    let topics: Vec<&str> = facets.topics[0].iter().map(|&t| TOPICS[t as usize].slug).collect();
    assert!(topics.contains(&"multimodal-llms"), "{topics:?}");
    assert!(facets.has_code[0], "TPRU links its code");
    let tpru = derive_paper(&texts[0]);
    assert_eq!(tpru.name.as_deref(), Some("TPRU"));
    assert!(tpru.entities.models.contains(&"GPT-4o".to_string()));
    assert_eq!(tpru.entities.numbers.first().map(String::as_str), Some("50.33% to 75.70%"));
    // Learned topics of seeds whose subject is beyond doubt (hallucination in RAG answers —
    // RAG itself is only the opening sentence's setting —, ASR error correction, diffusion and
    // flow-matching distillation, diffusion language models).
    let slugs_of = |i: usize| facets.topics[i].iter().map(|&t| TOPICS[t as usize].slug).collect::<Vec<_>>();
    for (seed, topic) in
        [(1, "hallucination"), (7, "speech-audio"), (9, "flow-matching"), (35, "discrete-diffusion")]
    {
        assert!(slugs_of(seed).contains(&topic), "seed {seed}: {:?}", slugs_of(seed));
    }
    let with_topics = facets.topics.iter().filter(|t| !t.is_empty()).count();
    assert!(with_topics >= 35, "{with_topics} of 38 seeds have a topic");
}

/// Derives the corpus facets of small texts and returns, per text, the slugs of one kind.
fn facet_slugs(
    texts: &[&str],
    pick: impl Fn(&CorpusFacets, usize) -> Vec<&'static str>,
) -> Vec<Vec<&'static str>> {
    let engine = SearchEngine::build(texts.iter().copied());
    let facets = CorpusFacets::build(engine.index(), &[]);
    (0..texts.len()).map(|i| pick(&facets, i)).collect()
}

#[test]
fn contribution_types_and_modalities_of_one_sentence_abstracts() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    use paper_explorer::core::derive::modality::MODALITIES;
    let texts = [
        "We prove a lower bound on the sample complexity of learning halfspaces and establish a matching upper bound.",
        "We introduce a new benchmark for video question answering; the dataset contains 4,000 annotated videos.",
        "We study how large language models answer questions and find that they rely on shortcuts in text.",
        "We propose a novel framework for molecule generation with graph neural networks over molecular graphs.",
        "This position paper argues that the community should rethink leaderboards; we argue for living evaluations.",
        "We introduce a new benchmark for video question answering and a dataset of 4,000 videos; we also \
         propose a retrieval method, and our method doubles accuracy on it.",
        "We introduce a new benchmark for video question answering, a benchmark that tests 20 models; we present \
         an evaluation suite and a new dataset.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert!(types[0].contains(&"theory"), "{:?}", types[0]);
    assert!(types[1].contains(&"benchmark-dataset"), "{:?}", types[1]);
    assert!(types[2].contains(&"empirical-analysis"), "{:?}", types[2]);
    assert!(types[3].contains(&"method"), "{:?}", types[3]);
    assert!(types[4].contains(&"survey-position"), "{:?}", types[4]);
    // A benchmark paper that also proposes a method (two method cues) has both types; one that
    // only introduces its benchmark (one cue, "we introduce") does not get Method.
    assert_eq!(types[5], ["benchmark-dataset", "method"], "{:?}", types[5]);
    assert!(!types[1].contains(&"method"), "{:?}", types[1]);
    // Two cues that only say something was introduced do not make a benchmark a method.
    assert!(!types[6].contains(&"method"), "{:?}", types[6]);
    let modalities =
        facet_slugs(&texts, |f, i| f.modalities[i].iter().map(|&m| MODALITIES[m as usize].slug).collect());
    assert!(modalities[1].contains(&"video"), "{:?}", modalities[1]);
    assert!(
        modalities[3].contains(&"graphs") && modalities[3].contains(&"molecules-proteins"),
        "{:?}",
        modalities[3]
    );
    assert!(
        modalities[0].is_empty(),
        "a theory abstract about halfspaces has no data modality: {:?}",
        modalities[0]
    );
}

#[test]
fn a_headline_joins_name_and_gist_as_the_abstract_wrote_them() {
    use paper_explorer::core::derive::{headline_text, name_separator};
    // A description after the name: a colon.
    assert_eq!(headline_text(Some("TPRU"), "a large-scale dataset"), "TPRU: a large-scale dataset");
    assert_eq!(name_separator("Recursive Introspection Model, which equips …"), ": ");
    assert_eq!(name_separator("two complementary modules"), ": ");
    assert_eq!(name_separator("personalized collaborative learning, a novel framework"), ": ");
    assert_eq!(name_separator("performing an additional backward step"), ": ");
    assert_eq!(name_separator("dynamics-aware models"), ": ");
    // The gist goes on from the name as its sentence did: a space.
    assert_eq!(headline_text(Some("FastVSR"), "achieves lower cost"), "FastVSR achieves lower cost");
    // Past an adverb (the review of stop 27): "DLDP-BF dynamically allocates …".
    assert_eq!(
        headline_text(Some("DLDP-BF"), "dynamically allocates hash functions"),
        "DLDP-BF dynamically allocates hash functions"
    );
    assert_eq!(headline_text(Some("X"), "only a sketch"), "X: only a sketch");
    assert_eq!(name_separator("with two core components"), " ");
    assert_eq!(name_separator("is inspired by optimal transport"), " ");
    assert_eq!(name_separator("leverages the spatial field"), " ");
    // No name, or nothing to join.
    assert_eq!(headline_text(None, "We study attention sinks"), "We study attention sinks");
    assert_eq!(name_separator(""), ": ");
}

#[test]
fn a_paper_that_introduces_a_benchmark_has_the_benchmarks_topic() {
    let topics = facet_slugs(
        &[
            "Agents fail at long tasks. We introduce TwinBench, a benchmark of long household tasks.",
            "Agents fail at long tasks. We propose a planner that decomposes each task into steps, \
             checks every step against the scene and replans when a step fails; it improves the \
             success rate on a standard benchmark.",
            "A benchmark is old news. Nothing is introduced here.",
        ],
        |f, i| f.topics[i].iter().map(|&t| TOPICS[t as usize].slug).collect(),
    );
    assert!(topics[0].contains(&"benchmarks"), "{:?}", topics[0]);
    assert!(
        !topics[1].contains(&"benchmarks"),
        "an evaluation benchmark far after the verb: {:?}",
        topics[1]
    );
    assert!(!topics[2].contains(&"benchmarks"), "{:?}", topics[2]);
}

#[test]
fn the_contribution_window_types_what_a_paper_introduces() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // One method cue ("we explore") against one analysis cue: the window says "method".
        "Agents fail when users err. We explore whether agents recover. We propose Reasoning Inception, \
         a test-time intervention method that plants a reasoning step.",
        // "we introduce …, a benchmark" next to a toolkit: Benchmark first, not a system.
        "We introduce SwarmBench, a benchmark to evaluate swarm intelligence of language models; we release \
         SwarmBench as an open, extensible toolkit.",
        // Loose words that used to type a method paper as a survey or a system.
        "This perspective reveals an overlooked link. We propose a decoding scheme that calls an api and \
         a library of skills; we open-source our code. We argue it is faster.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert!(types[0].contains(&"method"), "{:?}", types[0]);
    assert_eq!(types[1].first(), Some(&"benchmark-dataset"), "{:?}", types[1]);
    assert!(!types[1].contains(&"method"), "{:?}", types[1]);
    assert!(types[2].contains(&"method"), "{:?}", types[2]);
    assert!(
        !types[2].contains(&"survey-position") && !types[2].contains(&"system-library"),
        "{:?}",
        types[2]
    );
}

#[test]
fn one_finding_beside_an_introduced_method_is_no_study() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // Round 17: the analysis that motivates the method ("we find that") is not a second type.
        "Animation drifts. We find that keyframes help. To address this, we propose Lookahead Anchoring, a \
         conditioning method that uses future keyframes.",
        // Two study cues: a study beside the method.
        "We study why agents fail and we analyze their traces. We propose Reasoning Inception, a test-time \
         intervention method.",
        // "we construct a mathematical model" builds no dataset (round 17).
        "We propose DLDP-BF, a Bloom filter method. We construct a mathematical model linking importance \
         and budget.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert_eq!(types[0], ["method"], "{:?}", types[0]);
    assert!(types[1].contains(&"empirical-analysis") && types[1].contains(&"method"), "{:?}", types[1]);
    assert!(!types[2].contains(&"benchmark-dataset"), "{:?}", types[2]);
}

#[test]
fn what_the_paper_introduces_comes_first() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // Round 7 of the reading check: Theory first (or alone) on method papers.
        "We propose DraftAttention, a training-free framework for faster video diffusion. We prove a \
         theorem with an upper bound on the error and we derive the convergence rate.",
        "In this paper, we introduce a directed unitary GNN with edge features (Dune). We prove that \
         Dune avoids oversmoothing; the theorem gives a lower bound.",
        // Hyphenated words take a position a part: "algorithm" is the 13th after "propose".
        "In this paper, we propose FN-NOW, a communication-efficient Newton-type federated optimization \
         algorithm. We prove its convergence rate and an upper bound; the theorem holds.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert_eq!(types[0].first(), Some(&"method"), "{:?}", types[0]);
    assert_eq!(types[1].first(), Some(&"method"), "{:?}", types[1]);
    assert_eq!(types[2].first(), Some(&"method"), "{:?}", types[2]);
}

#[test]
fn a_record_claimed_is_not_a_benchmark_built() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // Round 6 of the reading check: a decoder "establishes a new benchmark" (a result).
        "We propose a neural speech decoder that maps recordings to phonemes. Our method establishes a new \
         benchmark for speech decoding and sets a new benchmark on two tasks.",
        // The same claim beside a dataset the paper collects keeps the type.
        "We collect a dataset of recordings. Our decoder establishes a new benchmark for speech decoding.",
        // And a benchmark the paper builds.
        "We introduce a new benchmark for speech decoding with twelve tasks.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert!(!types[0].contains(&"benchmark-dataset"), "{:?}", types[0]);
    assert!(types[0].contains(&"method"), "{:?}", types[0]);
    assert!(types[1].contains(&"benchmark-dataset"), "{:?}", types[1]);
    assert!(types[2].contains(&"benchmark-dataset"), "{:?}", types[2]);
}

#[test]
fn theory_beside_proofs_not_beside_provers_and_a_benchmark_is_not_its_proposal() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // Round 11: a theory paper said "we also prove that" and "theoretical bounds" only.
        "Softmax layers are common. We give theoretical bounds for the top tokens and also prove that \
         random projections suffice.",
        // Round 10: a theorem-proving method is not Theory because of the word "theorem".
        "We introduce a prover agent, a framework for automated theorem proving that writes each theorem in \
         Lean and checks each theorem.",
        // Round 11: "we propose C3B, a … benchmark" is a benchmark, not a method.
        "Benchmarks are easy. We propose C3B, a multicultural, multitask and multilingual benchmark of 2000 \
         comics.",
        // Round 12: an evaluation framework is an evaluation suite.
        "Agents bargain. We introduce a multi-turn evaluation framework for measuring the bargaining ability \
         of seller agents.",
        // Round 14: a dataset the paper introduces is its contribution, not a method.
        "Navigating dilemmas is challenging. To close this gap, we introduce CLASH, a meticulously \
         curated dataset consisting of 345 high-impact dilemmas. By benchmarking 14 models, we uncover \
         several key findings.",
        // Round 11: "a novel self-improving system" is a method.
        "We introduce the Darwin Godel Machine, a novel self-improving system that modifies its own code.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert!(types[0].contains(&"theory"), "{:?}", types[0]);
    assert!(!types[1].contains(&"theory"), "{:?}", types[1]);
    assert!(types[1].contains(&"method"), "{:?}", types[1]);
    assert_eq!(types[2], ["benchmark-dataset"], "{:?}", types[2]);
    assert_eq!(types[5].first(), Some(&"method"), "{:?}", types[5]);
    assert_eq!(types[3].first(), Some(&"benchmark-dataset"), "{:?}", types[3]);
    assert_eq!(types[4].first(), Some(&"benchmark-dataset"), "{:?}", types[4]);
    assert!(!types[4].contains(&"method"), "{:?}", types[4]);
}

#[test]
fn a_theory_paper_that_proposes_a_method_has_method_too() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        // Stop 24: typed Theory alone although it proposes a named method.
        "Guidance is fixed. We prove that the optimal guidance grows exponentially. We propose E-CFG, \
         which aligns the guidance strength with the dynamics.",
        // A notion, not a method.
        "Preferences are noisy. We prove that the optimal policy is a ratio. We introduce the term \
         differential information for this ratio.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert_eq!(types[0], ["theory", "method"], "{:?}", types[0]);
    assert_eq!(types[1], ["theory"], "{:?}", types[1]);
}

#[test]
fn named_image_data_unless_the_data_are_videos() {
    use paper_explorer::core::derive::modality::MODALITIES;
    let texts = [
        // Round 12: a face-stylization paper had no modality.
        "We propose StyleBrush, which stylizes facial portraits from one reference and keeps identity.",
        // A talking-face video paper: its faces are frames of videos.
        "We propose a model for talking face video generation that animates facial expressions in video \
         frames from audio, and evaluate it on video benchmarks.",
    ];
    let modalities =
        facet_slugs(&texts, |f, i| f.modalities[i].iter().map(|&m| MODALITIES[m as usize].slug).collect());
    assert!(modalities[0].contains(&"image"), "{:?}", modalities[0]);
    assert!(modalities[1].contains(&"video") && !modalities[1].contains(&"image"), "{:?}", modalities[1]);
}

#[test]
fn contributed_topics_are_real_topics_and_keep_their_anchors() {
    use paper_explorer::core::derive::CONTRIBUTED_TOPICS;
    for (slug, words) in CONTRIBUTED_TOPICS {
        assert!(TOPICS.iter().any(|t| t.slug == *slug), "{slug}");
        assert!(!words.is_empty());
    }
    // Stop 28: Diffusion models has anchors, and a contributed "diffusion" holds to them.
    let engine = SearchEngine::build([
        "We propose a vision backbone whose mixing follows anisotropic diffusion, as the heat equation does.",
        "We propose a diffusion model that generates images by denoising.",
    ]);
    let facets = CorpusFacets::build(engine.index(), &[]);
    let diffusion = TOPICS.iter().position(|t| t.slug == "diffusion-models").expect("topic") as u16;
    assert!(!facets.topics[0].contains(&diffusion), "heat diffusion");
    assert!(facets.topics[1].contains(&diffusion));
}

/// Stop 32 (rounds 33–34 missed Theory on theory papers): the authors' "main result",
/// "theoretical results", "by proving", "if and only if" and "lower bounds" are Theory cues.
#[test]
fn theory_from_what_authors_call_their_results() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        "Symmetry helps models. We study the cost of exact symmetry. Our main result is an exponential \
         separation between exact and approximate symmetry.",
        "We study the expressivity of diagonal state-space models. We show that this is tight by proving that \
         such a model cannot track any non-Abelian group, and that k layers track a group if and only if it \
         has a short subnormal series.",
        "Symmetry helps models. We study the cost of exact symmetry on many datasets and report the accuracy.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert!(types[0].contains(&"theory"), "{:?}", types[0]);
    assert!(types[1].contains(&"theory"), "{:?}", types[1]);
    assert!(!types[2].contains(&"theory"), "{:?}", types[2]);
}

/// Stop 32 (round 34: "we introduce PICABench, which systematically evaluates …" was typed
/// Empirical analysis and Method): a one-word name ending in "Bench", "Gym" or "Arena" that the
/// contribution introduces is a benchmark; one the paper evaluates on, past the contribution's first
/// twelve words, is not.
#[test]
fn a_one_word_benchmark_name_introduced_is_a_benchmark() {
    use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
    let texts = [
        "Editing models overlook physics. To answer this, we introduce PICABench, which systematically \
         evaluates physical realism across eight sub-dimensions.",
        "Agents need environments. We present TimeSeriesGym, a scalable environment of tasks for agents.",
        "Editing models overlook physics. We propose a new editing network that learns shadows, reflections \
         and contacts from videos of everyday scenes. Experiments on PICABench show that it works.",
    ];
    let types =
        facet_slugs(&texts, |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect());
    assert_eq!(types[0].first(), Some(&"benchmark-dataset"), "{:?}", types[0]);
    assert_eq!(types[1].first(), Some(&"benchmark-dataset"), "{:?}", types[1]);
    assert!(!types[2].contains(&"benchmark-dataset"), "{:?}", types[2]);
    // Review: a benchmark the method is evaluated on, close after the verb, is not introduced.
    let types = facet_slugs(
        &["Code repair is hard. We propose CodeFix, which sets a new state of the art on LiveCodeBench."],
        |f, i| f.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].slug).collect(),
    );
    assert!(!types[0].contains(&"benchmark-dataset"), "{:?}", types[0]);
}
