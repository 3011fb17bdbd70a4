//! Unit tests of [`super`] (the gist), one per pattern the reading checks judged: kept apart so
//! that `gist.rs` holds the rules.

use super::*;
use crate::core::derive::name::find_name;
use crate::core::markup::{parse, plain_text};

fn check(abstract_text: &str, expected: Option<&str>) {
    let plain = plain_text(abstract_text);
    let name = find_name(&plain, &parse(abstract_text));
    assert_eq!(find_gist(&plain, name.as_ref()).as_deref(), expected, "{abstract_text:?}");
}

#[test]
fn gists() {
    check(
        "Models fail. To address this problem, we introduce TPRU, a large-scale dataset sourced from diverse embodied scenarios such as robotic manipulation and GUI navigation. More.",
        Some(
            "a large-scale dataset sourced from diverse embodied scenarios such as robotic manipulation and GUI navigation",
        ),
    );
    check(
        "We propose Recursive Introspection Model (RIV), which equips the model with self-correction.",
        Some("Recursive Introspection Model, which equips the model with self-correction"),
    );
    check(
        "We propose a simple regulariser for sparse autoencoders. It works.",
        Some("a simple regulariser for sparse autoencoders"),
    );
    check("Transformers are everywhere. They are large.", None);
    // No name and no "we propose": the first sentence where the authors speak, from "we" on.
    check(
        "Transformers are everywhere. In this work, we study why attention sinks form in small models. \
         We find that they do.",
        Some("we study why attention sinks form in small models"),
    );
    check(
        "Models fail. This paper shows that scaling alone does not help.",
        Some("This paper shows that scaling alone does not help"),
    );
    check("As we know, models fail. They are large.", None);
    check("How can we make models reason better? Nobody knows.", None);
    check("When we scale models, accuracy drops. It is odd.", None);
    // What joined the clause to the name does not start the gist.
    check(
        "We propose UCCS (Utility-Controlled Contrastive Steering), which steers protein generation with a constrained dataset.",
        Some("steers protein generation with a constrained dataset"),
    );
    assert_eq!(tidy_start(", a novel expert pruning method"), "a novel expert pruning method");
    assert_eq!(tidy_start("((((((("), "(((((((");
    assert_eq!(tidy_start("- a zero-order optimization framework"), "a zero-order optimization framework");
    check(
        "LadderSym is a transformer for symbolic music generation.",
        Some("a transformer for symbolic music generation"),
    );
}

#[test]
fn the_name_in_capitals_is_the_name() {
    // Round 77: "FeDSLS" introduced, "FEDSLS" said next.
    check(
        "Line search tames noise. To this end, we introduce the Federated Stochastic Line Search (FeDSLS) \
         algorithm and show that it achieves deterministic rates. Specifically, FEDSLS offers linear \
         convergence for strongly convex objectives even with partial client participation.",
        Some(
            "the Federated Stochastic Line Search algorithm that offers linear convergence for strongly convex \
             objectives even with partial client participation",
        ),
    );
    // Not a word that only matches ignoring case.
    assert!(
        !writes_the_name("Seal", "SEAL")
            && writes_the_name("SEAL", "SeaL")
            && !writes_the_name("SEALS", "SeaL")
    );
}

#[test]
fn a_name_given_only_with_its_expansion_is_described_by_the_next_sentence() {
    let aura = "Quantization degrades accuracy. To address this, we introduce AURA (Augmented \
                Representation for Unified Accuracy-aware Quantization).";
    check(
        &format!("{aura} AURA employs an accuracy-aware metric to identify critical channels. It works."),
        Some("employs an accuracy-aware metric to identify critical channels"),
    );
    check(
        "We unify them into FORGE (Feedback-Optimized Reward Generation and Evolution), a multi-agent \
         framework that writes rewards.",
        Some("a multi-agent framework that writes rewards"),
    );
    check(
        "We present the ACDC framework, which combines device-side models with cloud-side models.",
        Some("combines device-side models with cloud-side models"),
    );
    check(
        "To this end, this paper introduces the Adaptive Cloud-Device Collaboration (ACDC) framework, \
         which combines device-side models with cloud-side models.",
        Some(
            "the Adaptive Cloud-Device Collaboration framework, which combines device-side models with cloud-side models",
        ),
    );
    // Without such a sentence, the expansion is better than the background sentence.
    check(
        &format!("{aura} Experiments show gains."),
        Some("Augmented Representation for Unified Accuracy-aware Quantization"),
    );
}

#[test]
fn round_six_gists() {
    // Not "in this work", nor the background opening.
    check(
        "We propose a decoupled 3D scene generation framework called SceneMaker in this work. Existing methods struggle.",
        Some("a decoupled 3D scene generation framework"),
    );
    check(
        "Finetuning is pivotal for models. In this paper, we propose Δ-AttnMask. This data-efficient \
         framework quantifies sample quality through attention-guided masking. It works.",
        Some("quantifies sample quality through attention-guided masking"),
    );
    check(
        "Models are popular. To investigate the impact of prompting on finance, we utilize five models \
         to assess prompting methods. We find gains. We hope.",
        Some("we utilize five models to assess prompting methods"),
    );
    assert_eq!(tidy_start("-- a zero-order optimization framework"), "a zero-order optimization framework");
    // Round 7: words split at a line break.
    assert_eq!(rejoin_hyphenated("a frame- work re- lying on  rain"), "a framework relying on rain");
    // Round 7: what only named the method, a purpose or a relative clause is not the gist.
    check(
        "Caches are slow. We propose a caching system, named InfoBlend, to address both system-level \
         and algorithm-level challenges. It works.",
        Some("a caching system to address both system-level and algorithm-level challenges"),
    );
    check(
        "Caches are slow. We have designed and implemented a caching system, named InfoBlend, to address \
         both challenges. InfoBlend stores the KV cache on local disks. It works.",
        Some("stores the KV cache on local disks"),
    );
    check(
        "Risk is hard. To address these limitations, this paper proposes the LLM-HFR-RL framework, \
         bridging the gap from risk prediction to clinical decision-making. It has three parts.",
        Some("bridging the gap from risk prediction to clinical decision-making"),
    );
    check(
        "Noise hurts. With this theory, we propose a coreset selection method under label noise, named \
         Shaker, whose core idea is to jointly optimize the set cover. It works.",
        Some(
            "a coreset selection method under label noise, whose core idea is to jointly optimize the set cover",
        ),
    );
    check(
        "Experts fail. We propose ConfSMoE to introduce a two-stage imputation module to handle missing \
         modalities. It works.",
        Some("a two-stage imputation module to handle missing modalities"),
    );
    let kept = "pre- and post-training, first- or second-order";
    assert_eq!(rejoin_hyphenated(kept), kept);
    assert_eq!(rejoin_hyphenated("Graph Attention Net- work"), "Graph Attention Network");
}

#[test]
fn a_bare_description_is_completed_by_what_the_name_does() {
    // Round 8: "a novel online learning framework" never said what RPTT does.
    check(
        "SNNs drift. To address these challenges, we introduce Real-Time Propagation Through Time \
         (RPTT), a novel online learning framework. RPTT computes gradients using only the spatial \
         component. It works.",
        Some(
            "Real-Time Propagation Through Time, a novel online learning framework that computes gradients \
             using only the spatial component",
        ),
    );
}

#[test]
fn a_bare_object_is_completed_by_what_the_next_sentence_says_it_does() {
    check(
        "Tokens pile up. We propose a novel learnable token eviction module. It scores each token by \
         its future attention. It works.",
        Some("a novel learnable token eviction module that scores each token by its future attention"),
    );
    check(
        "Agents fail. We present the Reason-Reflect-Refine framework. This framework decomposes each \
         task into three steps. It works.",
        Some("decomposes each task into three steps"),
    );
    // Not when the next sentence speaks of something else.
    check(
        "Agents fail. We present a novel planning framework. Experiments show gains.",
        Some("a novel planning framework"),
    );
}

#[test]
fn round_nine_gists() {
    // "X is proposed, where …" is no description; the aside of "which, to our knowledge, …" goes.
    check(
        "Agents differ. A novel method, CCA, is proposed, where the degree of conservatism is adjusted per \
         agent. It works.",
        None,
    );
    check(
        "Speech is hard. We introduce DuplexMoE, which, to our knowledge, is the first full-duplex model \
         with a mixture of experts. It works.",
        Some("the first full-duplex model with a mixture of experts"),
    );
}

#[test]
fn reports_are_not_contributions() {
    check(
        "INRs are popular. In this paper, we explore the mechanism of INR signal representation. To support \
         our theory, we present empirical results over a wide range of experiments. It works.",
        Some("we explore the mechanism of INR signal representation"),
    );
    check(
        "Agents are overconfident. We propose Holistic Trajectory Calibration (), a novel diagnostic \
         framework for agents. It works.",
        Some("Holistic Trajectory Calibration, a novel diagnostic framework for agents"),
    );
}

#[test]
fn we_do_something_to_develop_an_object() {
    check(
        "Language models are popular. We leverage scaling laws, rather than models directly, to develop \
         a foundation model for industrial scheduling. It works.",
        Some("a foundation model for industrial scheduling"),
    );
    check("Models fail to present answers. They are large.", None);
}

#[test]
fn a_study_gives_its_finding_rather_than_its_setup() {
    // Round 11: "We test a large number of recent VLMs …" was judged the setup, not the finding.
    check(
        "VLMs are strong. We test a large number of recent VLMs on fine-grained classification benchmarks. \
         Through a series of ablation experiments, we find that a better vision encoder disproportionately \
         improves fine-grained classification. It matters.",
        Some("we find that a better vision encoder disproportionately improves fine-grained classification"),
    );
    // Without a finding the setup stays; a side result ("we also find") is no finding.
    check(
        "Agents trade. We investigate two-sided agentic marketplaces with many agents. We also find that even \
         the best models remain vulnerable to manipulation tactics. It matters.",
        Some("We investigate two-sided agentic marketplaces with many agents"),
    );
}

#[test]
fn latex_quotes_and_a_lost_space_do_not_reach_the_gist() {
    check(
        "Models drift. We propose Echo, a method that instills an ``echo-then-reason'' pattern.",
        Some("a method that instills an “echo-then-reason” pattern"),
    );
    check(
        "Agents fail. We introduce Nav22k, a novel 22k-trajectory dataset.Its subset annotates all actions.",
        Some("a novel 22k-trajectory dataset"),
    );
}

#[test]
fn round_twelve_gists() {
    // A coordinated verb: the second verb's object.
    check(
        "Ties are broken at random. In this paper, we propose and empirically evaluate several alternative \
         intra-abstraction policies, several of which outperform the random policy.",
        Some("several alternative intra-abstraction policies, several of which outperform the random policy"),
    );
    // "to propose" whose subject is not the authors.
    check(
        "Proofs dominate. We formalize this task as counterexample generation, which requires LLMs to propose \
         candidate counterexamples for false statements. To enable learning, we introduce a symbolic mutation strategy that synthesizes data.",
        Some("a symbolic mutation strategy that synthesizes data"),
    );
}

#[test]
fn an_expansion_alone_gives_way_to_what_the_name_is() {
    // Round 13: the gist was only "Equivariant Asynchronous Diffusion".
    check(
        "Models are slow. We introduce Equivariant Asynchronous Diffusion (EAD) to overcome these limitations. \
         EAD is a novel diffusion model that combines the strengths of both approaches.",
        Some("a novel diffusion model that combines the strengths of both approaches"),
    );
}

#[test]
fn a_hostile_sentence_of_repeated_to_develop_costs_its_length() {
    // Each "to develop" looks back at most 20 words for its "we".
    let hostile =
        format!("Models fail. We {}a foundation model for scheduling.", "try to develop ".repeat(20_000));
    let plain = plain_text(&hostile);
    assert!(find_gist(&plain, None).is_some_and(|g| g.chars().count() <= GIST_CHARS + 1));
}

#[test]
fn round_fourteen_gists() {
    // Markup around the name leaves no "_ _" behind, and LaTeX's "~" before a removed acronym
    // goes with it.
    check(
        "Sounds are scarce. To address these gaps, we present _Resp-Agent_, a multimodal agent system \
         for respiratory sounds.",
        Some("a multimodal agent system for respiratory sounds"),
    );
    check(
        "Distillation is opaque. We propose a novel and effective method Token Probability Deviation~(TBD), \
         which leverages the probabilities of the generated output tokens.",
        Some(
            "a novel and effective method Token Probability Deviation, which leverages the probabilities of the generated output tokens",
        ),
    );
}

#[test]
fn round_fifteen_gists() {
    // "with particular focus on …" after a name is no description: what the name's next
    // sentence says it does ("zero-masks …", a hyphenated verb) is.
    check(
        "Filtering data is costly. We explore an improved variant of Gradient Routing, which we call \
         Selective GradienT Masking (SGTM), with particular focus on evaluating its robustness to label noise. \
         SGTM zero-masks selected gradients such that target domain examples only update their parameters.",
        Some("zero-masks selected gradients such that target domain examples only update their parameters"),
    );
    // "(is) shown to move …" neither: the authors' proposal is.
    check(
        "CLIP struggles with negation. This paper proposes a new contrastive loss function accounting for \
         both paraphrasing and negation. The approach, called SemCLIP, is shown to move paraphrased captions \
         towards the original image embeddings.",
        Some("a new contrastive loss function accounting for both paraphrasing and negation"),
    );
    // "we propose to let …" gives "proposes to let …", not a subjectless "to let …".
    check(
        "Policies are unstable. To address these issues, we propose to let a student policy with simple \
         structure explore the environment online with a reward model.",
        Some(
            "proposes to let a student policy with simple structure explore the environment online with a reward model",
        ),
    );
    // "This study presents …": its object, like "this paper presents …".
    check(
        "RLVR is popular. This study presents an empirical investigation of the limits of RLVR on math.",
        Some("an empirical investigation of the limits of RLVR on math"),
    );
    // A name cut from a list leaves no "(, " or ",," behind.
    let plain = "We evaluate several LLMs (ChatGPT, DeepSeek, and Qwen) on formal languages.";
    let cut = NameMatch { name: "ChatGPT".into(), score: 10, end: plain.find("ChatGPT").expect("name") + 7 };
    let gist = find_gist(plain, Some(&cut)).unwrap_or_default();
    assert!(!gist.contains("(,") && !gist.contains(",,"), "{gist:?}");
}

/// Round 17 (seed 2041): a name followed by its kind noun, and a long expansion that only
/// spells the acronym out.
#[test]
fn round_17_gists() {
    // "MemoRa strategy, which …": past the kind noun, and past "we consider to be".
    check(
        "Unlearning is hard. Furthermore, we present MemoRa strategy, which we consider to be a regenerative \
         approach supporting the effective recovery of previously lost knowledge. More.",
        Some("a regenerative approach supporting the effective recovery of previously lost knowledge"),
    );
    // An expansion of ten words: what the next sentence says the method does, past an adverb.
    check(
        "Bloom filters are common. To address this issue, we propose a Differentiated Local Differential \
         Privacy Bloom Filter for Membership Queries (DLDP-BF). This method dynamically allocates hash \
         functions based on the relative importance of elements. DLDP-BF wins.",
        Some("dynamically allocates hash functions based on the relative importance of elements"),
    );
}

/// Round 18 (seed 2042): a noun between the name and its description, and a list cut after
/// "by combining".
#[test]
fn round_18_gists() {
    check(
        "Uncertainty matters. We introduce TRUST scores, a novel approach for quantifying LLM uncertainty \
         across the entire output. More.",
        Some("a novel approach for quantifying LLM uncertainty across the entire output"),
    );
    let plain = "Drafts drift. We propose a CoT-aware mixed training framework that raises acceptance without \
                 altering decoding hyperparameters by combining (i) process-level CoT distillation with feature \
                 regression to reduce forward KL divergence and improve step-wise acceptance across long drafts \
                 and many domains of use, and (ii) a metric.";
    let gist = find_gist(plain, None).unwrap_or_default();
    assert!(!gist.ends_with("by combining"), "{gist:?}");
    assert!(gist.ends_with("decoding hyperparameters"), "{gist:?}");
}

/// Round 19 (seed 2043): a dash written with three hyphens after the name.
#[test]
fn round_19_gists() {
    check(
        "We introduce Qronos---a new post-training quantization algorithm that corrects errors from earlier \
         layers. Qronos is fast.",
        Some("a new post-training quantization algorithm that corrects errors from earlier layers"),
    );
}

/// Round 19: expansions that only spell the name out, with marked letters or a kind noun, give
/// way to what the next sentence says the name does.
#[test]
fn round_19_expansions() {
    check(
        "Reasoning is hard. We propose TAROT, Test-driven and cApability-adaptive cuRriculum reinfOrcement \
         fine-Tuning. TAROT builds a tiered curriculum of tests matched to the model's capability.",
        Some("builds a tiered curriculum of tests matched to the model's capability"),
    );
    check(
        "Clients differ. We propose our Deep Analytic Federated Learning approach (DeepAFL). DeepAFL trains \
         analytic layers in closed form without gradients.",
        Some("trains analytic layers in closed form without gradients"),
    );
}

/// Round 20 (seed 2044): a gist that ends on a count of parts it never names.
#[test]
fn round_20_announced_parts() {
    use crate::core::derive::gist_standalone::without_announced_parts;
    assert_eq!(
        without_announced_parts(
            "a unified framework that mitigates length bias based on counterfactual reasoning through three components"
        ),
        "a unified framework that mitigates length bias based on counterfactual reasoning"
    );
    assert_eq!(
        without_announced_parts(
            "an adaptive continual discovery framework consisting of three key components"
        ),
        "an adaptive continual discovery framework"
    );
    // Too little left ("a framework", "its design"): kept as it is.
    assert_eq!(
        without_announced_parts("a framework with two key components"),
        "a framework with two key components"
    );
    assert_eq!(
        without_announced_parts("X-Net, a framework built on two key innovations"),
        "X-Net, a framework built on two key innovations"
    );
    assert_eq!(
        without_announced_parts("its design with two key components"),
        "its design with two key components"
    );
    // Parts it names are not an announcement.
    assert_eq!(without_announced_parts("a model of two towers"), "a model of two towers");
    assert_eq!(
        without_announced_parts("a hybrid method that combines the strengths of two strategies"),
        "a hybrid method that combines the strengths of two strategies"
    );
    // A bare description left over is completed by what the next sentence says the name does.
    check(
        "Tuning is costly. We propose FLoE, a novel PEFT framework that introduces two key innovations. FLoE \
         selects the layers to adapt by Fisher information.",
        Some("a novel PEFT framework that selects the layers to adapt by Fisher information"),
    );
}

/// Round 21: a name lost with its macro, and a statement after a concession.
#[test]
fn round_twenty_one_gists() {
    // "pipeline, \name. \name achieves" in plain text: the clause ends at the lost name.
    check(
        "Sampling is slow. Instead, we propose a Real-time Diffusion-based Video Frame Interpolation pipeline, \
         .  achieves efficient interpolation by disentangling this task.",
        Some("a Real-time Diffusion-based Video Frame Interpolation pipeline"),
    );
    // Only when no sentence opens with the authors.
    check(
        "Adam is widely used. Its analysis is unsatisfactory. While many prior works have treated Adam as a \
         sign-like optimizer, we are the first to formally provide a convergence proof for Adam. This helps.",
        Some("we are the first to formally provide a convergence proof for Adam"),
    );
    check(
        "Adam is widely used. While many prior works have treated Adam as a sign-like optimizer, we are the \
         first to formally provide a proof. We show that Adam converges at the optimal rate. This helps.",
        Some("We show that Adam converges at the optimal rate"),
    );
    // The object ends at the authors' next verb.
    check(
        "Bilevel problems are hard. We propose a double-loop fully first-order algorithm for solving \
         contextual stochastic bilevel optimization and prove that its complexity is optimal.",
        Some(
            "a double-loop fully first-order algorithm for solving contextual stochastic bilevel optimization",
        ),
    );
    // "To the best of our knowledge" goes, keeping the comma only before an appositive.
    check(
        "Try-on is hard. We propose the Two-Way Garment Transfer Model, to the best of our knowledge, the \
         first unified framework for joint try-on and try-off.",
        Some("the Two-Way Garment Transfer Model, the first unified framework for joint try-on and try-off"),
    );
    check(
        "Sycophancy matters. We introduce MedSyco, which is, to the best of our knowledge, the first \
         benchmark of sycophancy in medical LVLMs.",
        // Since round 38 without its "is".
        Some("the first benchmark of sycophancy in medical LVLMs"),
    );
    // "and a complementary training set" after the name is another thing, not what it is.
    check(
        "Music is hard. We introduce a data synthesis framework that generates verifiable sheet music \
         questions, leading to the Synthetic Sheet Music Reasoning Benchmark (SSMR-Bench) and a \
         complementary training set.",
        Some(
            "a data synthesis framework that generates verifiable sheet music questions, leading to the \
             Synthetic Sheet Music Reasoning Benchmark and a complementary training set",
        ),
    );
    // "We address these questions …" sets up; the finding after it is the gist.
    check(
        "When can attention find rare tokens? We address these questions theoretically in a sparse-token \
         model. For a single-layer classifier, we show that one attention layer can achieve vanishing test \
         error when the signal grows only logarithmically. More follows.",
        Some(
            "we show that one attention layer can achieve vanishing test error when the signal grows only \
             logarithmically",
        ),
    );
    // "Inspired by …, we investigate …" when no sentence opens with the authors, and its finding.
    check(
        "Humans perceive numbers on a logarithmic line. Inspired by this hypothesis, we investigate whether \
         LLMs exhibit a similar structure. Our findings reveal that the representations exhibit sublinear \
         spacing across all layers. This suggests more.",
        Some("Our findings reveal that the representations exhibit sublinear spacing across all layers"),
    );
}

/// Round 22: parts that point back at what the card never states.
#[test]
fn round_twenty_two_gists() {
    check(
        "Genes are hard to parse. We propose GeneVLM, a vision-language framework that addresses this \
         bottleneck by automatically parsing executable genes from a single image.",
        Some("a vision-language framework automatically parsing executable genes from a single image"),
    );
    check(
        "Agents are slow. We propose MIMIC-VQA, a knowledge distillation framework that transcends this \
         trade-off by compiling the reasoning of expert agents into efficient networks.",
        Some(
            "a knowledge distillation framework compiling the reasoning of expert agents into efficient networks",
        ),
    );
    check(
        "Vision matters. We introduce a vision encoder purpose-built for VLMs and tailored for these tasks. More.",
        Some("a vision encoder purpose-built for VLMs"),
    );
    // Round 23: the count a cut list leaves, and LaTeX spaces.
    check(
        "Proteins are hard. We propose ProtFunAgent, an agentic framework that couples LLM reasoning with \
         biological constraints through three key innovations: (1) a planner, (2) a critic, and (3) a \
         memory bank that stores every past design decision with its outcome and its cost for later reuse \
         by every agent of the team, across tasks, runs and proteins of many families.",
        Some("an agentic framework that couples LLM reasoning with biological constraints"),
    );
    check(
        "Decoding is slow. We propose HiSpec (\\ Hierarchical\\ Speculative\\ Decoding\\, a framework for \
         high-throughput decoding).",
        Some("Hierarchical Speculative Decoding, a framework for high-throughput decoding"),
    );
}

/// Round 23: a short noun-phrase gist says what it is for, in the words the abstract opens with.
#[test]
fn a_short_gist_takes_the_framing_subject() {
    check(
        "Document-level Event Argument Extraction (EAE) aims to find arguments. We propose CsEAE, a unified \
         framework.",
        Some("a unified framework for Document-level Event Argument Extraction"),
    );
    // In lower case when the abstract writes it so too.
    check(
        "Large Language Models (LLMs) forget. We propose a replay strategy. Our replay keeps large \
         language models stable.",
        Some("a replay strategy for large language models"),
    );
    // As written otherwise.
    check(
        "Text-Attributed Graphs (TAGs) are common. We propose a fusion framework that joins GNNs and LLMs.",
        Some("a fusion framework that joins GNNs and LLMs for Text-Attributed Graphs"),
    );
    // Not after a concession, nor when the acronym spells only the subject's last words, nor
    // when the gist names it or has a purpose of its own.
    check(
        "While virtual try-on (VTON) is common, try-off is not. We propose a dual garment backbone.",
        Some("a dual garment backbone"),
    );
    check(
        "Deep learning has transformed medical image segmentation (MIS) in recent years. We propose a \
         lightweight network.",
        Some("a lightweight network"),
    );
    check(
        "Neural Architecture Search (NAS) is costly. We propose a predictor that ranks NAS candidates.",
        Some("a predictor that ranks Neural Architecture Search (NAS) candidates"),
    );
    check(
        "Large Language Models (LLMs) reason. We propose a watermark designed for reasoning-intensive models.",
        Some("a watermark designed for reasoning-intensive models"),
    );
    // Not when the paper sets itself against it (round 24).
    check(
        "Automatic Differentiation (AD) is the default tool. We propose a hybrid numerical approach. It is \
         two orders of magnitude faster than AD on real problems.",
        Some("a hybrid numerical approach"),
    );
    // A statement is not a noun phrase.
    check(
        "Large Language Models (LLMs) reason. We find that longer chains hurt accuracy on simple questions.",
        Some("We find that longer chains hurt accuracy on simple questions"),
    );
}

/// Stop 28 (round 24: "never says which problem"): a task the first sentence defines, or one the
/// abstract opens with and names again, frames a short noun-phrase gist too.
#[test]
fn a_short_gist_takes_the_task_the_abstract_opens_with() {
    check(
        "Neural approaches to the Flexible Job Shop Scheduling Problem (FJSP) have gained attention. We \
         introduce ReSched, a minimalist framework that rethinks the state. ReSched beats FJSP baselines.",
        Some("a minimalist framework that rethinks the state for the Flexible Job Shop Scheduling Problem"),
    );
    check(
        "Existing Parameter-Efficient Tuning (PET) methods for Referring Image Segmentation (RIS) neglect \
         the neck. We introduce WIMFRIS, a novel framework with a neck architecture. It tops RIS benchmarks.",
        Some("a novel framework with a neck architecture for Referring Image Segmentation"),
    );
    // Not a method the first sentence defines, nor a task never named again.
    check(
        "Methods based on Graph Neural Networks (GNNs) are popular. We propose a sparse framework. GNNs win.",
        Some("a sparse framework"),
    );
    check(
        "Many methods for Referring Image Segmentation (RIS) exist. We propose a sparse framework.",
        Some("a sparse framework"),
    );
    // An opening task without an acronym, with its sentence capital lowered.
    check(
        "Text-based person retrieval faces data scarcity. We propose a framework that adapts at test time. \
         It improves person retrieval on four benchmarks.",
        Some("a framework that adapts at test time for text-based person retrieval"),
    );
    // Stop 49 (round 74): recommendation, decoding, reasoning … are tasks an abstract opens with.
    check(
        "Sequential recommendation suffers from noisy clicks. We propose a framework that denoises \
         interactions. It improves sequential recommendation on three datasets.",
        Some("a framework that denoises interactions for sequential recommendation"),
    );
    check(
        "Speculative decoding accelerates inference. We propose a practical system. Speculative decoding wins.",
        Some("a practical system for speculative decoding"),
    );
    // Not when the gist already names it in another form, nor for a defence against it, nor when
    // the opening words are not followed by their verb.
    check(
        "Audiovisual video captioning is hard. We propose a video captioner that listens. Our video captioning wins.",
        Some("a video captioner that listens"),
    );
    check(
        "Model extraction threatens deployed models. We propose a defense strategy that perturbs outputs. \
         It stops model extraction.",
        Some("a defense strategy that perturbs outputs"),
    );
    check(
        "Image generation and editing are popular. We propose a unified tokenizer. Image generation improves.",
        Some("a unified tokenizer"),
    );
}

/// Stop 28: a name's expansion, given as a clause or after a dash, is not its description
/// (rounds 23–24).
#[test]
fn a_spelled_out_name_leaves_the_description_before_it() {
    check(
        "Merging is hard. To test this, we propose an iterative model averaging and fine-tuning framework \
         called MIMA, which stands for Multi-Task Iterated Model Averaging. We show it works.",
        Some("an iterative model averaging and fine-tuning framework"),
    );
    check(
        "Data are scarce. We propose a joint pre-training method for images and point clouds, termed CLAP, \
         short for Curvature sampLing and leArnable Prototype. It is fast.",
        Some("a joint pre-training method for images and point clouds"),
    );
    check(
        "Embodied data are scarce. Based on this insight, we propose a novel paradigm for world \
         modeling–Primitive Embodied World Models (PEWM). PEWM restricts video generation to short horizons.",
        Some("a novel paradigm for world modeling"),
    );
    // A pair of names joined by a dash stays.
    check(
        "Signals are noisy. We propose ELASTIQ, a foundation model for EEG–Language Alignment with Semantic \
         Task Instruction and Querying.",
        Some("a foundation model for EEG–Language Alignment with Semantic Task Instruction and Querying"),
    );
}

/// Round 26: a final clause that points back at what the card never shows goes; a verb's
/// object does not.
#[test]
fn round_26_pointing_tails() {
    check(
        "Prompts forget. We propose Dual-Decoupled Prompting (DDP), a replay-free and parameter-efficient \
         framework that explicitly addresses both issues.",
        Some("Dual-Decoupled Prompting, a replay-free and parameter-efficient framework"),
    );
    check(
        "Graphs are linked. We propose CE-FedGNN, a communication-efficient federated GNN framework for \
         such coupled graphs.",
        Some("a communication-efficient federated GNN framework"),
    );
    check(
        "Audio is hard. We propose PolyAudio, a novel audio language model specifically designed for this \
         complex task.",
        Some("a novel audio language model"),
    );
    check(
        "Selection matters. We propose ILA, a model-agnostic data selection framework that jointly \
         optimizes for these two factors.",
        Some("a model-agnostic data selection framework that jointly optimizes for these two factors"),
    );
    // The sentence capital of a framing subject is lowered: "Graph neural networks (GNNs) …".
    check(
        "Graph neural networks (GNNs) are popular. We propose a sparse readout. A sparse readout helps GNNs.",
        Some("a sparse readout for graph neural networks"),
    );
}

/// Round 27: a count of parts alone is no gist.
#[test]
fn a_count_of_parts_alone_is_no_gist() {
    check(
        "Series drift. To tackle these issues, we propose to measure the degree of stationarity of each \
         frequency component via spectral analysis. Concretely, we present Fremen with threefold \
         contributions. Theoretically, Fremen is grounded in a principled formulation.",
        Some(
            "proposes to measure the degree of stationarity of each frequency component via spectral analysis",
        ),
    );
}

/// Round 28: a name whose sentence only spells it out in lower case ("the iterative
/// G-computation network (IGC-Net)") is described by what "Our IGC-Net is …" says next.
#[test]
fn a_name_spelled_out_in_lower_case_is_described_by_the_next_sentence() {
    check(
        "Many methods fail to adjust for time-varying confounding. As a remedy, we introduce the iterative \
         G-computation network (IGC-Net). Our IGC-Net is a novel, neural end-to-end model which adjusts for \
         time-varying confounding. We evaluate it.",
        Some("a novel, neural end-to-end model which adjusts for time-varying confounding"),
    );
}

/// Round 29: "we demonstrate that this belief is incorrect" points back at a belief the card never
/// states, so the finding later on gives the gist.
#[test]
fn a_statement_that_only_points_back_gives_way() {
    check(
        "Adam is widely used in min-max games. One may assume that its properties extend to min-max games. \
         In this paper, we demonstrate that this belief is incorrect. Specifically, we investigate the local \
         convergence of Adam in min-max games. We show that the momentum parameters affect Adam's behavior \
         in min-max games in precisely the opposite manner. Our methodology is continuous-time analysis.",
        Some(
            "We show that the momentum parameters affect Adam's behavior in min-max games in precisely the opposite manner",
        ),
    );
}

/// The review of stop 27: asides, second verbs and purposes only where they are such.
#[test]
fn asides_second_verbs_and_purposes_only_where_they_are() {
    check(
        "Facts change. We propose KG-Adapter, a retrieval module that adds new facts to our knowledge \
         graph without retraining.",
        Some("a retrieval module that adds new facts to our knowledge graph without retraining"),
    );
    check(
        "Proofs are hard. We introduce LeanBench, a benchmark that tests whether models can state and \
         prove theorems in Lean.",
        Some("a benchmark that tests whether models can state and prove theorems in Lean"),
    );
    check("Tasks vary. We propose a new model family tailored for this task.", Some("a new model family"));
}

/// The words and matches the gist rules look at for `text` (see [`charge`]).
fn looked_at(text: &str) -> usize {
    crate::core::derive::LOOKED_AT.with(|seen| seen.set(0));
    let plain = plain_text(text);
    let name = find_name(&plain, &parse(text));
    let _ = find_gist(&plain, name.as_ref());
    crate::core::derive::LOOKED_AT.with(std::cell::Cell::get)
}

/// Each hostile form grown from 1,000 to 2,000 repeats: the work is counted (more than the
/// repeats) and twice the text costs at most 2.1 times the looks (a square would be four times).
fn grow_linearly(forms: &[fn(usize) -> String]) {
    for (k, form) in forms.iter().enumerate() {
        let (small, large) = (looked_at(&form(1_000)), looked_at(&form(2_000)));
        assert!(small > 1_000, "form {k}: the work is counted ({small})");
        assert!(large * 10 <= small * 21, "form {k}: {small} → {large} looks");
    }
}

/// Stop 27's gist rules on hostile abstracts: concessions read in a second pass, asides that are
/// no asides, a framing subject used again and again. Twice the text costs at most 2.1 times
/// the looks (a square would be four times).
#[test]
fn hostile_abstracts_cost_the_gist_rules_their_length() {
    let forms: [fn(usize) -> String; 6] = [
        |n| "While prior works exist, this is hard. ".repeat(n) + "Inspired by this, we study models.",
        // Stop 43: pointers to name, each looked up in the abstract before the gist.
        |n| {
            format!(
                "Robust flow-based policies fail. We propose a method that trains {}well.",
                "these policies and ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We propose a method that adds {}facts.",
                "to our knowledge graph ".repeat(n)
            )
        },
        |n| {
            format!(
                "Large Language Models (LLMs) fail. We propose a replay strategy. {}",
                "LLMs forget. ".repeat(n)
            )
        },
        // Stop 30: the sentences after a name that says nothing more, read for what it does.
        |n| {
            "Models fail. We propose SphereAR to address this. ".to_string()
                + &"Unlike A, SphereAR is. ".repeat(n)
        },
        |n| {
            format!(
                "Models fail. We mainly made three contributions. {}",
                "Its core idea is to first apply it. ".repeat(n)
            )
        },
    ];
    for (k, form) in forms.iter().enumerate() {
        let (small, large) = (looked_at(&form(1_000)), looked_at(&form(2_000)));
        assert!(small > 0, "form {k} looks at nothing");
        assert!(large * 10 <= small * 21, "form {k}: {small} → {large} looks");
    }
}

/// Stop 30: a name's sentence that says nothing more than the name gives way to what a later
/// sentence says it does — its core idea, after an opening clause, "is" dropped — but never a
/// result; a count of contributions or "we propose X" alone is no gist.
#[test]
fn what_later_sentences_say_the_name_does() {
    check(
        "AR models trail diffusion. We propose SphereAR to address this issue. Its core design is to \
         constrain all AR inputs to lie on a hypersphere. Results follow.",
        Some("constrains all AR inputs to lie on a hypersphere"),
    );
    check(
        "VLAs are costly. In this paper, we propose HyperVLA to address this problem. Unlike existing \
         monolithic VLAs, HyperVLA uses a novel hypernetwork-based architecture. More follows.",
        Some("uses a novel hypernetwork-based architecture"),
    );
    check(
        "Shifts matter. We prove two lemmas and further introduce the Performative Policy Gradient \
         algorithm (PePG). PePG is the first policy gradient algorithm designed for performativity.",
        Some("the first policy gradient algorithm designed for performativity"),
    );
    check(
        "Prompts matter. To address this limitation, we propose a dynamic hierarchy-aware mechanism \
         (DHAM). We cluster layers. Then it aligns prompts. DHAM yields consistent \
         gains across models and benchmarks.",
        Some("a dynamic hierarchy-aware mechanism"),
    );
    check(
        "PDEs are hard. To address these challenges, we mainly made three contributions in this work. \
         First, we collect the first general multiphysics dataset, which focuses on PDE solving. \
         Second, we test solvers.",
        Some("we collect the first general multiphysics dataset, which focuses on PDE solving"),
    );
    check(
        "VQA datasets are small. To address these limitations, we introduce MIMIC-Ext-CXR-QBA (abbr. \
         CXR-QBA), a large-scale CXR VQA dataset derived from MIMIC-CXR. More.",
        Some("a large-scale CXR VQA dataset derived from MIMIC-CXR"),
    );
}

/// Round 30: a gist that only spells the name out says what the name is for in the abstract's
/// opening words, or, when the expansion sits in a bare description, what the next sentence
/// says the name does.
#[test]
fn expansions_framed_or_completed() {
    check(
        "Reinforcement Learning from Verifiable Rewards (RLVR) trains reasoning models. We propose \
         Dynamic Clipping Policy Optimization (DCPO). It clips less. More results follow.",
        Some("Dynamic Clipping Policy Optimization for Reinforcement Learning from Verifiable Rewards"),
    );
    check(
        "Models switch thoughts too often. To address this challenge, we propose Steady Thought (ST), a \
         novel thought-level preference optimization framework. ST first segments model responses into \
         thought sequences. Experiments follow.",
        Some(
            "Steady Thought, a novel thought-level preference optimization framework that first segments \
             model responses into thought sequences",
        ),
    );
    check(
        "Compression matters. In this paper, we propose a compression method called Nonlinear Low-Rank \
         Approximation with Adaptive Budget Allocation (NLA). NLA employs piecewise-linear kernels. More.",
        Some("a compression method that employs piecewise-linear kernels"),
    );
}

/// The stop's review: a lower-cased word of another length ("İ") is no offset into the text; an
/// "-ly" verb is a verb; a later sentence's "is up to 3.2x faster" is a result; a count of parts
/// inside a statement is no announcement.
#[test]
fn the_reviews_cases() {
    check("İİ retrieval éfaces hurdles. We propose a new ranking model.", Some("a new ranking model"));
    check(
        "Ranking is hard. We propose TreeX to address this. Our key idea is to apply contrastive \
         learning to trees. More follows.",
        Some("applies contrastive learning to trees"),
    );
    check(
        "Attention is slow. We propose FlashX to address this. Prior work is slow. FlashX is up to \
         3.2x faster than FlashAttention-2. Done here.",
        None,
    );
    check(
        "Attention is costly. We decompose the attention matrix into two components. More follows here.",
        Some("We decompose the attention matrix into two components"),
    );
}

/// Round 32: a study introduced as the contribution ("we introduce a controlled methodology …",
/// "we present a principled empirical study …") gives way to what it found, after it or before
/// it; a method introduced with a purpose keeps its description.
#[test]
fn a_study_gives_its_finding() {
    check(
        "Multilingual RAG cites sources. To investigate, we introduce a controlled methodology using model \
         internals to measure language preference. Across eight languages, we find that models preferentially \
         cite English sources when queries are in English. Our findings shed light on citation.",
        Some("we find that models preferentially cite English sources when queries are in English"),
    );
    check(
        "Subquadratic architectures are fast. In particular, we find that hybrid models with Gated Delta Net \
         match pure Transformers on math reasoning. We present a principled empirical study that informs the \
         design of hybrid models.",
        Some("we find that hybrid models with Gated Delta Net match pure Transformers on math reasoning"),
    );
    check(
        "Ranking is hard. We introduce a ranking method using contrastive trees for retrieval. We find that \
         it works better than all the baselines on every benchmark.",
        Some("a ranking method using contrastive trees for retrieval"),
    );
    check(
        "Models overfit. We introduce a controlled methodology using model internals to measure preference. \
         Nothing else is said here.",
        Some("a controlled methodology using model internals to measure preference"),
    );
}

/// Round 33: "short for" joins an expansion to its name, not the gist; "an investigation into …"
/// is a study, which gives its finding.
#[test]
fn round_33_gists() {
    check(
        "Odometry is hard. We present VoT, short for Visual odometry Transformer, which processes \
         sequences of monocular frames end to end. It is fast.",
        Some("Visual odometry Transformer, which processes sequences of monocular frames end to end"),
    );
    check(
        "RL struggles. We present an investigation into the capacity of modern RL frameworks on a 3D \
         visuospatial task. We find that curricula designed from human experiments let agents solve the task.",
        Some("We find that curricula designed from human experiments let agents solve the task"),
    );
}

/// Stop 32: a name at the end of its description. Words that only name it go with it ("…,
/// which we call the Emoji Game"); a name that is the object of the description's last word
/// stays, so the gist never ends in "for" or "of the" (20 development gists did).
#[test]
fn a_name_at_the_end_of_its_description() {
    let cases = [
        (
            "a novel jailbreak method based on role inversion, which we call the Emoji Game",
            "Emoji Game",
            "a novel jailbreak method based on role inversion",
        ),
        (
            "a framework that links an encoder to alignment objectives, which we refer to as GraphPharmNet",
            "GraphPharmNet",
            "a framework that links an encoder to alignment objectives",
        ),
        (
            "the search protocol for combinatorial synthesis libraries (CSLs), or APEX",
            "APEX",
            "the search protocol for combinatorial synthesis libraries (CSLs)",
        ),
        (
            "equivariant PDEs for group CNNs, referred to as PDE-G-CNNs",
            "PDE-G-CNNs",
            "equivariant PDEs for group CNNs",
        ),
        (
            "a novel constraint-based model reduction approach for MILPs",
            "MILPs",
            "a novel constraint-based model reduction approach for MILPs",
        ),
        ("two algorithms for the MP-CSB", "MP-CSB", "two algorithms for the MP-CSB"),
        (
            "a selection kernel compatible with FlashAttention",
            "FlashAttention",
            "a selection kernel compatible with FlashAttention",
        ),
        ("a novel unlearning framework, the DUAL", "DUAL", "a novel unlearning framework"),
        (
            "a caching system, named InfoBlend, to address latency",
            "InfoBlend",
            "a caching system to address latency",
        ),
        // Review: a verb's object keeps its name; a naming word before the article goes with it.
        ("a plug-in that accelerates the ViT-Base", "ViT-Base", "a plug-in that accelerates the ViT-Base"),
        ("a new sampler, known as FlowSampler", "FlowSampler", "a new sampler"),
        ("a framework called the Weaver", "Weaver", "a framework"),
    ];
    for (object, name, expected) in cases {
        assert_eq!(without_name(object, name), expected, "{object:?}");
    }
}

/// Round 34: a pointing part cut from after a modal left "… data augmentation can", and from
/// after "by" left "… industry correlation by"; "the Hermes framework for …" showed "framework
/// for …", and "(NVG) generation framework, which generates …" showed "generation framework, …".
#[test]
fn round_34_gists() {
    check(
        "Imitation learning suffers errors that grow with the horizon. We demonstrate that action chunking and \
         data-augmentation can mitigate these effects in different regimes. Our results identify stability as the key.",
        Some(
            "We demonstrate that action chunking and data-augmentation can mitigate these effects in different regimes",
        ),
    );
    check(
        "Stock series are correlated. Existing methods face two key limitations. This study proposes the Hermes \
         framework for stock time series forecasting that aims to improve the exploitation of industry correlation \
         by eliminating these limitations. Hermes proposes a moving aggregation module. Hermes employs message \
         passing. Hermes is fast.",
        Some(
            "a framework for stock time series forecasting that aims to improve the exploitation of industry correlation",
        ),
    );
    check(
        "Image generation is carried out through our newly introduced Next Visual Granularity (NVG) generation \
         framework, which generates a visual granularity sequence beginning from an empty image. NVG scales well.",
        Some("generates a visual granularity sequence beginning from an empty image"),
    );
}

/// Round 34: "a novel framework VLWA-Net, based on Vision-Language Models" showed only "based
/// on …"; the description before the name says what it is.
#[test]
fn a_participle_after_the_name_keeps_the_description_before_it() {
    check(
        "Localization is hard. To address these challenges, we propose a novel framework VLWA-Net, based on \
         Vision-Language Models (VLMs). This framework leverages an artifact extractor.",
        Some("a novel framework, based on Vision-Language Models (VLMs)"),
    );
}

/// Round 34: "our method named LaSeR (LLM-assisted Semantic Reasoning), which leverages …"
/// showed the expansion alone; with nothing else describing the name, the expansion and what
/// the relative clause says it does.
#[test]
fn an_expansion_in_parentheses_keeps_its_relative_clause() {
    check(
        "Active learning is hard. We tackle these challenges with our method named LaSeR (LLM-assisted \
         Semantic Reasoning), which leverages image descriptions to separate relevant from irrelevant data. \
         Results are good.",
        Some(
            "LLM-assisted Semantic Reasoning, which leverages image descriptions to separate relevant from irrelevant data",
        ),
    );
}

/// Review of stop 32: kind words are skipped only right after the name ("(NVG) generation
/// framework, which …"), not in an appositive after a comma, nor past a verb.
#[test]
fn kind_words_are_skipped_only_right_after_the_name() {
    assert_eq!(
        described_after(", training-free guidance method that steers diffusion toward safe outputs")
            .as_deref(),
        Some("training-free guidance method that steers diffusion toward safe outputs")
    );
    assert_eq!(
        described_after(" improves the model that was trained before").as_deref(),
        Some("improves the model that was trained before")
    );
    assert_eq!(
        described_after(" generation framework, which generates a sequence").as_deref(),
        Some("generates a sequence")
    );
}

/// Round 37: explanations the authors present are a study (their finding says more), and a
/// statement whose object points back at the background ("We challenge this assumption by …")
/// gives way to the finding that follows.
#[test]
fn round_37_gists() {
    check(
        "Empirical risk minimization rivals methods for distribution shift. We present theoretical and \
         empirical explanations that attribute this phenomenon to hidden confounding. Under such \
         conditions, we prove that generalization requires learning environment-specific relationships, \
         not invariant ones alone.",
        Some(
            "we prove that generalization requires learning environment-specific relationships, not invariant ones alone",
        ),
    );
    check(
        "Existing practices assume earlier data is less sensitive. We challenge this assumption by \
         tracking per-sample risk across rounds. We find that new data can remind the model of similar \
         legacy samples and raise their risk.",
        Some("We find that new data can remind the model of similar legacy samples and raise their risk"),
    );
}

/// Round 37: a short description ("a simple optimizer for memory efficient pretraining") is
/// completed by what the name's next sentence says it does, whole when the card holds it, else
/// up to its first comma or parenthesis; a description that already says how stays alone.
#[test]
fn a_short_description_is_completed_by_what_the_name_does() {
    check(
        "Adam needs memory. We propose SCALE, a simple optimizer for memory efficient pretraining. SCALE \
         matches the performance of Adam while using only 35% of the memory. More follows here.",
        Some(
            "a simple optimizer for memory efficient pretraining that matches the performance of Adam while \
             using only 35% of the memory",
        ),
    );
    check(
        "Benchmarks are scarce. We present CoPhyBench, a benchmark of physical reasoning from video. CoPhyBench \
         evaluates the ability of video models to reason about physical events from real-world videos, \
         spanning prediction, calculation and counterfactual reasoning (the three perspectives of physical \
         understanding that we measure with 1,300 question-answer pairs grounded in 232 real-world videos \
         of kinematics and dynamics).",
        Some(
            "a benchmark of physical reasoning from video that evaluates the ability of video models to \
             reason about physical events from real-world videos",
        ),
    );
    check(
        "Adam needs memory. We propose SCALE, a simple optimizer that normalizes gradients by column. SCALE \
         matches Adam while using only 35% of the memory.",
        Some("a simple optimizer that normalizes gradients by column"),
    );
    // Stop 49 (round 74's MPDiffuser): also after the name's expansion and its comma; not after
    // words that do not spell the name.
    check(
        "Offline decision-making is hard. We propose Model Predictive Diffuser (MPDiffuser), a compositional \
         diffusion framework. MPDiffuser interleaves planner and dynamics updates during sampling.",
        Some(
            "Model Predictive Diffuser, a compositional diffusion framework that interleaves planner and \
             dynamics updates during sampling",
        ),
    );
    assert_eq!(
        described_after_expansion("Model Predictive Diffuser, a compositional framework", "MPDiffuser"),
        Some("a compositional framework")
    );
    assert_eq!(
        described_after_expansion("Deep Learning Models, a compositional framework", "MPDiffuser"),
        None
    );
    // After an opening phrase and its comma (round 37's SCALE).
    check(
        "Adam needs memory. We propose SCALE, a simple optimizer for memory efficient pretraining. Across \
         multiple LLaMA models (60M–1B), SCALE matches or exceeds the performance of Adam while using only \
         35–45% of the total memory. More follows here.",
        Some(
            "a simple optimizer for memory efficient pretraining that matches or exceeds the performance of \
             Adam while using only 35–45% of the total memory",
        ),
    );
    assert_eq!(
        predicate_after_opening("On ImageNet, SCALE beats Adam.", "SCALE").as_deref(),
        Some("beats Adam")
    );
    assert_eq!(predicate_after_opening("On ImageNet, Adam beats SCALE.", "SCALE"), None);
    assert_eq!(predicate_after_opening("On ImageNet, SCALE and Adam tie.", "SCALE"), None);
    assert!(is_short_description("a simple optimizer for memory efficient pretraining"));
    assert!(!is_short_description("a simple optimizer that normalizes gradients"));
    assert!(!is_short_description("Fine-grained Feature Fusion for Food Image-Text Search"));
    assert!(!is_short_description(
        "a simple optimizer for memory efficient pretraining of large language models on long documents \
         in many languages"
    ));
}

/// The blind comparison of stop 34: a completion that only leads into parts goes, or keeps what
/// came before the lead-in; a cut never ends inside a word's dash or before a parenthesis it
/// cannot finish.
#[test]
fn a_completion_never_only_leads_into_parts() {
    check(
        "Privacy is hard. We propose FedANC, an adaptive privacy framework for federated learning. FedANC \
         consists of three components: a noise scheduler that adapts to each round of training, a \
         sparsifier that drops the coordinates of small magnitude, and a privacy accountant, each of which \
         is designed for the many clients of large federated systems with very different data and budgets.",
        Some("an adaptive privacy framework for federated learning"),
    );
    check(
        "Outliers hurt. We propose FlexLLM, a weight-only quantization framework for language models. \
         FlexLLM holistically addresses the outlier problem through three synergistic components: a \
         greedy bit search, a block-level rotation and a fused kernel, which together make quantized \
         models as accurate as full-precision ones on every benchmark that we tried in this paper.",
        Some(
            "a weight-only quantization framework for language models that holistically addresses the \
             outlier problem",
        ),
    );
    check(
        "Steering is coarse. We present SAE-Steer, a framework for fine-grained control over reasoning. SAE-Steer \
         first employs sparse autoencoders to identify interpretable features associated (in a first stage \
         that runs once per model and per task family, on a held-out set of reasoning traces) with five \
         reasoning strategies, and then steers the model along them at test time.",
        Some("a framework for fine-grained control over reasoning"),
    );
}

/// Round 37: a further part ("To further enhance robustness, we develop …") is not the
/// contribution when the authors' statement says something; it still beats a bare setup. And a
/// setup in the past tense ("we searched for …") gives way to its finding.
#[test]
fn a_further_part_comes_after_the_authors_statement() {
    check(
        "Quasi-Newton methods are popular. In this work, we extend the theory of Quasi-Newton methods by \
         introducing a simple stepsize schedule that guarantees a global rate. To further enhance \
         robustness, we develop an adaptive variant that adjusts to the curvature of the function.",
        Some(
            "we extend the theory of Quasi-Newton methods by introducing a simple stepsize schedule that \
             guarantees a global rate",
        ),
    );
    check(
        "Quasi-Newton methods are popular. In this work, we study the global convergence of these methods. \
         To further enhance robustness, we develop an adaptive variant that adjusts to the curvature of the \
         function.",
        Some("an adaptive variant that adjusts to the curvature of the function"),
    );
    check(
        "Meaning is debated. Here, we searched for abstract representations of meaning in the cortex. We \
         find that averaging across generated images yields more accurate predictions of cortex responses.",
        Some(
            "We find that averaging across generated images yields more accurate predictions of cortex responses",
        ),
    );
}

/// Round 38's broken gists: "which is a …" left "is a …", a second name after "named X and"
/// stayed, "we build on these results to …" read as an introduction, and a list cut after
/// "through".
#[test]
fn round_38_gists() {
    check(
        "Background matters. We propose a Text Enhancement Network, called TENet, which is a novel FSS \
         framework that uses background text to generate activation maps. More follows here.",
        Some("a novel FSS framework that uses background text to generate activation maps"),
    );
    check(
        "Privacy matters. Within this framework, we develop two privacy-preserving algorithms, named \
         DSG-RMS and EDSG-RMS. These algorithms obscure the estimated values.",
        Some("two privacy-preserving algorithms"),
    );
    check(
        "Lipschitz constants matter. In this paper, we investigate whether aggregation functions are \
         Lipschitz continuous. Then, we build on these results to derive upper bounds on the Lipschitz \
         constant of networks for sets.",
        Some("we investigate whether aggregation functions are Lipschitz continuous"),
    );
    check(
        "Benchmarks are static. In this work, we introduce BIRD-INTERACT, a benchmark that restores realism \
         through: (1) an interaction environment with a knowledge base, metadata files and a user simulator \
         that answers questions, so that models can ask for clarifications and recover from errors; (2) two \
         evaluation settings with protocols that reflect the real world of databases; (3) a task suite.",
        Some("a benchmark that restores realism"),
    );
}

/// The review of stop 34: a short statement that only points back ("We bridge this gap.") is
/// still no gist, and "we build upon X and propose Y" is read whole, not from "upon X".
#[test]
fn a_short_pointing_statement_is_still_no_gist() {
    let plain = "Methods ignore the tail. We bridge this gap. Our estimator is unbiased, and we derive a \
                 bound that holds for every sample size of the data.";
    assert_ne!(find_gist(plain, None).as_deref(), Some("We bridge this gap"));
    check(
        "Retrieval is slow. We build upon LLaMA and propose a retrieval head that reads the cache once.",
        Some("We build upon LLaMA and propose a retrieval head that reads the cache once"),
    );
}

/// The stop's reread: the opening phrase before the name ("Across …, X does …") is read where
/// every "what the name does" is read (`predicate_of`), so a bare description is completed by it
/// too.
#[test]
fn a_bare_description_is_completed_after_an_opening_phrase() {
    check(
        "Training is slow. We propose RPTT, a novel framework. Unlike prior methods, RPTT computes \
         gradients online without storing activations.",
        Some("a novel framework that computes gradients online without storing activations"),
    );
}

/// Round 38: a name alone ("the Platonic Transformer") is completed by what the next sentence's
/// method does, its means ("By defining …,") after it.
#[test]
fn a_name_alone_is_completed_by_the_means_sentence() {
    check(
        "Transformers lack inductive biases. We introduce the Platonic Transformer to resolve this trade-off. \
         By defining attention relative to reference frames from the Platonic solid symmetry groups, our \
         method induces a principled weight-sharing scheme. This enables equivariance.",
        Some(
            "the Platonic Transformer that induces a principled weight-sharing scheme by defining attention \
             relative to reference frames from the Platonic solid symmetry groups",
        ),
    );
    // Not a means that a parenthesis or list cut, nor a contrast or a pointer back (the review).
    check(
        "Transformers lack inductive biases. We introduce the Platonic Transformer to resolve this trade-off. \
         By defining attention (relative to frames), our method induces weight sharing. More.",
        Some("the Platonic Transformer"),
    );
    check(
        "Transformers lack inductive biases. We introduce the Platonic Transformer to resolve this trade-off. \
         By contrast, our method requires no labels. More.",
        Some("the Platonic Transformer"),
    );
    check(
        "Transformers lack inductive biases. We introduce the Platonic Transformer to resolve this trade-off. \
         It outperforms GPT-4 by 3%. More.",
        // Its result, since stop 42 ("It" opening a sentence is the method), but no completion.
        Some("the Platonic Transformer — outperforms GPT-4 by 3%"),
    );
}

/// Round 39: a promise to release code is no gist; "X, as an …" says what X is without "as";
/// a list numbered across semicolons gives its first item.
#[test]
fn releases_as_and_numbered_lists() {
    check(
        "Models read words. We will release our dataset and code to support future research upon acceptance.",
        None,
    );
    assert!(announces_a_release("our code and data will be released upon acceptance"));
    assert!(!announces_a_release("a benchmark of 300 tasks, to be released upon acceptance"));
    assert!(!announces_a_release("a benchmark of code generation tasks, publicly available at the hub"));
    assert!(announces_a_release("code and preference datasets to support future research"));
    assert!(announces_a_release(
        "the entire suite of code, model weights, and datasets to support future research"
    ));
    check(
        "Optimizers matter. We propose a new Riemannian optimizer on the fixed-rank manifold; (2) we develop an \
         initialization. More.",
        Some("a new Riemannian optimizer on the fixed-rank manifold"),
    );
    check(
        "Detectors fail. We propose a consistency module, as a plug-in to existing detectors, improves recall. More.",
        Some("a consistency module, as a plug-in to existing detectors, improves recall"),
    );
    check(
        "Long videos are costly. We recast long-context video generation as an internal information retrieval \
         task and propose a simple, learnable sparse attention routing module, Mixture of Contexts (MoC), as an \
         effective long-term memory retrieval engine. It works.",
        Some("an effective long-term memory retrieval engine"),
    );
    assert_eq!(
        first_of_numbered_list("a new optimizer on the manifold; (2) we develop an initialization")
            .as_deref(),
        Some("a new optimizer on the manifold")
    );
    assert_eq!(
        first_of_numbered_list("we find that (1) harder tasks cost more tokens; (2) runs vary").as_deref(),
        Some("we find that harder tasks cost more tokens")
    );
    // A list a lead-in announces stays the lead-in's.
    assert_eq!(first_of_numbered_list("a method incorporating (1) memory banks; (2) matching"), None);
    assert_eq!(first_of_numbered_list("three ideas: (i) a trust region; (ii) a schedule"), None);
}

/// Round 39: "we developed our own, which …" points back at implementations: the finding is
/// the gist.
#[test]
fn our_own_is_no_contribution() {
    check(
        "RL stalls at zero reward. In contrast, we find that adding easier samples to the training set enables \
         the model to solve the hard task. Because baselines were unavailable, we developed our own, which \
         allowed us to analyse their failures. We release them.",
        Some(
            "we find that adding easier samples to the training set enables the model to solve the hard task",
        ),
    );
}

/// "our own add-on, plug-and-play solution" is a contribution ("own" an adjective there).
#[test]
fn our_own_solution_is_a_contribution() {
    check(
        "LoRA is used for many tasks. In this work, we propose our own add-on, plug-and-play solution for \
         multi-task LoRA. It works.",
        Some("our own add-on, plug-and-play solution for multi-task LoRA"),
    );
}

/// Stop 35's gist rules on hostile abstracts: a long means before "our method", a long list
/// across semicolons, a long promise to release. Twice the text costs at most 2.1 times the
/// looks.
#[test]
fn hostile_means_lists_and_releases_cost_their_length() {
    let forms: [fn(usize) -> String; 3] = [
        |n| {
            format!(
                "Models fail. We introduce the Platonic Transformer. By {}, our method induces sharing.",
                "defining attention on frames".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We propose a new optimizer on manifolds{}.",
                "; (2) we develop it".repeat(n)
            )
        },
        |n| format!("Models fail. We will release our code {}upon acceptance.", "and data ".repeat(n)),
    ];
    grow_linearly(&forms);
}

/// Rounds 39–40: the gist never starts inside a parenthesis, never gives what a method is
/// compared with, never promises "these implementations", reads "which we show has" as "has",
/// and finds the object of "our first contribution is to introduce …".
#[test]
fn round_39_40_gists() {
    check(
        "AI emits carbon. We propose a FLOPs-based framework to estimate training emissions of open \
         models. Compute becomes energy, which we summarize as an AI Training Carbon Intensity (ATCI, emissions per compute) and \
         for which we report a reference value. Results follow.",
        Some("a FLOPs-based framework to estimate training emissions of open models"),
    );
    assert!(closes_before_opening("emissions per compute) and for which we report"));
    assert!(!closes_before_opening("a framework that integrates 1) task decomposition, 2) fine-tuning"));
    assert!(!closes_before_opening("a framework (FW) that learns"));
    check(
        "Equilibria matter. In this work, we improve the framework of the counterfactual regret \
         minimization algorithm, proving that it converges to refinements. We compare our Sequential \
         Perturbed Counterfactual Regret Minimization (SPCFR) algorithm with CFR variants and perturbed CFR. \
         Results follow.",
        Some(
            "we improve the framework of the counterfactual regret minimization algorithm, proving that it \
             converges to refinements",
        ),
    );
    assert!(compares_or_validates(
        "We also empirically validate the proposed SGPO method, demonstrating gains."
    ));
    assert!(!compares_or_validates("We systematically evaluate SAM and present TIDES, a pipeline."));
    assert!(!compares_or_validates("We propose X and compare it with Y."));
    assert!(!compares_or_validates("We apply test suites to code."), "'apply' is no adverb");
    check(
        "Rewards are sparse. Because official implementations were unavailable, we developed our own. We \
         release these implementations to support further research: [https://github.com/a/b](https://github.com/a/b).",
        None,
    );
    assert_eq!(
        without_authors_verb_in_relative("we show has significantly improved scaling").as_deref(),
        Some("has significantly improved scaling")
    );
    assert_eq!(
        without_authors_verb_in_relative("a solver that we prove is optimal for sparse inputs").as_deref(),
        Some("a solver that is optimal for sparse inputs")
    );
    assert_eq!(without_authors_verb_in_relative("a solver, which we show that it works"), None);
    // The plural of an expansion already plural: "language models (LM)" defined.
    check(
        "Pretrained language models (LM) forget. We propose a method that drops the positional embeddings \
         of LMs after training. More.",
        Some("a method that drops the positional embeddings of language models (LMs) after training"),
    );
    check(
        "A marked temporal point process (MTPP) models events. We propose a model as flexible as neural \
         MTPPs while retaining interpretability. More.",
        Some(
            "a model as flexible as neural marked temporal point processes (MTPPs) while retaining interpretability",
        ),
    );
    // "DMs" is no name now, but the card still spells it out as the abstract defined it.
    check(
        "Diffusion models (DMs) are slow. We propose a framework to align DMs to any reward function. More.",
        Some("a framework to align diffusion models (DMs) to any reward function"),
    );
    check(
        "GRPO fails on all-negative groups. Our first contribution is to introduce a simple framework that \
         mitigates the all-negative-sample issue using a step-wise judge model. We prove that this \
         diversification can accelerate learning.",
        Some("a simple framework that mitigates the all-negative-sample issue using a step-wise judge model"),
    );
}

/// Round 39: a short description whose next sentence opens on something else is completed by
/// what a later sentence says the name does; a completion never shows half a numbered list.
#[test]
fn a_short_description_is_completed_by_a_later_sentence() {
    check(
        "LoRA assigns the same rank to all modules. We propose the Dynamic rank re-Allocation method \
         (DaRA). In DaRA, the rank of each module is a direction. During warm-up, DaRA allocates the same \
         rank to all modules. Results follow.",
        Some("the Dynamic rank re-Allocation method that allocates the same rank to all modules"),
    );
    check(
        "Time series have states. We propose STAR, a novel state-aware adapter for anomaly detection. STAR \
         comprises three core components: (1) We design a state encoder, which captures states; (2) a \
         detector. Results follow.",
        Some("a novel state-aware adapter for anomaly detection"),
    );
    assert_eq!(
        crate::core::derive::gist_completion::completed_within_the_card(
            "a foundation model",
            "provides a framework for detection, including: (1) a test; (2) more"
        )
        .as_deref(),
        Some("a foundation model that provides a framework for detection")
    );
}

/// The stop's review: a later sentence never completes a description with a limitation or a
/// contrast, never before the name spelled out in lower case; a list lead-in that leaves a bare
/// verb completes nothing; another paper's contribution is not introduced; "per GPU)" is a
/// fragment.
#[test]
fn the_stop_36_reviews_cases() {
    check(
        "LoRA assigns one rank. We propose the Dynamic rank re-Allocation method (DaRA). In DaRA, each \
         module is a direction. However, DaRA requires a warm-up phase of 500 steps. More follows.",
        Some("the Dynamic rank re-Allocation method"),
    );
    check(
        "Treatment effects vary. We introduce the iterative G-computation network (IGC-Net). Our IGC-Net is \
         a novel, neural end-to-end model which adjusts for time-varying confounding. We evaluate it. \
         IGC-Net uses a recurrent encoder for the history.",
        Some("a novel, neural end-to-end model which adjusts for time-varying confounding"),
    );
    assert_eq!(
        crate::core::derive::gist_completion::completed_within_the_card(
            "a novel adapter",
            "consists of: (1) a state encoder; (2) a detector"
        ),
        None
    );
    check(
        "Attention was proposed long ago. Their key contribution is to introduce attention for translation. \
         Here, we propose a sparse attention that scales to long inputs.",
        Some("a sparse attention that scales to long inputs"),
    );
    assert!(closes_before_opening("memory per GPU) and a faster kernel"));
    assert!(!closes_before_opening("a method that (i) learns and ii) plans"));
}

/// The rules of rounds 39–40 on hostile sentences: a long opening phrase before a later
/// sentence's name, a long lead-in to a numbered list, a long comparison, a long unopened
/// parenthesis, a long "which we show" clause cost their length.
#[test]
fn hostile_comparisons_and_parentheses_cost_their_length() {
    let forms: [fn(usize) -> String; 5] = [
        |n| {
            format!(
                "Models fail. We propose the Dynamic Rank method (DaRA). In DaRA, ranks move. During warm-up, \
                 DaRA allocates {}ranks. More.",
                "more ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We propose STAR, a novel adapter. STAR comprises {}three components: (1) a; (2) b.",
                "large ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We compare our Fast Solver (FS) method with {}baselines.",
                "many ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We propose a method, which has {}per compute) and more.",
                "words ".repeat(n)
            )
        },
        |n| format!("Models fail. We propose X, a solver, which we show has {}gains.", "large ".repeat(n)),
    ];
    grow_linearly(&forms);
}

/// Stop 37: a clause cut from its sentence ("under both …", "where we …", "in which …") is no
/// gist; "for the first time," is an aside; code promised "once accepted" is a release.
#[test]
fn fragments_asides_and_promises_are_no_gists() {
    check(
        "Safety matters. We study online episodic Constrained Markov Decision Processes (CMDPs) under both \
         stochastic and adversarial constraints. Our algorithm attains sublinear regret.",
        Some("attains sublinear regret"),
    );
    check(
        "Robots fail. We present, for the first time, a framework centered around a generalizable action \
         expert. It transfers.",
        Some("a framework centered around a generalizable action expert"),
    );
    check(
        "Explanations are hard. We propose using a de-duplicated vocabulary set for feature interpretations. \
         We will release our code and data once accepted.",
        Some("We propose using a de-duplicated vocabulary set for feature interpretations"),
    );
}

/// Round 43: "just such" points back at the background; "an instantiation of this framework"
/// alone is no gist; a study's "our main finding is that …" is its gist.
#[test]
fn round_43_pointers_back_and_main_findings() {
    check(
        "Unadjusted samplers lack a step-size rule. We propose just such an automatic tuning scheme that \
         takes a bias tolerance and selects a step size. It works.",
        Some("an automatic tuning scheme that takes a bias tolerance and selects a step size"),
    );
    check(
        "Streams are hard. To address these issues, we propose a novel framework. We introduce \
         Thinking-QwenVL, an instantiation of this framework with two core components.",
        None,
    );
    check(
        "Agents now set prices. We study such mixed ecosystems in the context of repeated pricing games. \
         Our main finding is that even a single human defection can destabilize collusion and drive down \
         prices.",
        Some(
            "Our main finding is that even a single human defection can destabilize collusion and drive down prices",
        ),
    );
}

/// Round 44: a description that already names the opening subject in the singular is not framed
/// "for" it again.
#[test]
fn the_opening_subject_in_the_singular_frames_nothing() {
    check(
        "Decision Transformers (DT) are a return-conditioned technique. We create a novel model called \
         the Online Critic-Guided Decision Transformer (OCGDT). It wins.",
        Some("a novel model called the Online Critic-Guided Decision Transformer"),
    );
}

/// Rounds 43–44: "specifically designed to handle such …" goes with its adverb; a sentence whose
/// subject (a name in a lost macro) is missing ends the gist before it, not after an
/// abbreviation ("e.g. less than").
#[test]
fn purpose_adverbs_and_headless_sentences() {
    check(
        "Forgetting is hard. To address this challenge, we propose a novel two-phase optimization \
         framework specifically designed to handle such retain–forget entanglements. It works.",
        Some("a novel two-phase optimization framework"),
    );
    check(
        "Turbulence is hard. We propose the Differential-Integral Neural Operator (), a novel framework \
         designed from a first-principles approach of operator decomposition. explicitly models the \
         turbulent evolution through parallel branches.",
        Some(
            "the Differential-Integral Neural Operator, a novel framework designed from a first-principles approach of operator decomposition",
        ),
    );
    check(
        "Memory is scarce. We propose AtlasKV, a scalable way to augment LLMs with large knowledge graphs \
         using little GPU memory (e.g. less than 20GB VRAM). It works.",
        Some(
            "a scalable way to augment LLMs with large knowledge graphs using little GPU memory (e.g. less than 20GB VRAM)",
        ),
    );
    check(
        "Models are big. We propose Slim, a pruning method for sequence models (esp. transformers) that \
         keeps accuracy. It works.",
        Some("a pruning method for sequence models (esp. transformers) that keeps accuracy"),
    );
}

/// Stop 37's gist rules on hostile clauses: many abbreviations before lower-case words ("e.g.
/// less"), a long fragment opener, a long run of "our main finding is that" statements. Twice
/// the text costs at most 2.1 times the looks.
#[test]
fn hostile_fragments_and_abbreviations_cost_their_length() {
    let forms: [fn(usize) -> String; 3] = [
        |n| format!("Models fail. We propose X, a solver that uses {}memory.", "e.g. less ".repeat(n)),
        |n| format!("Models fail. We propose X, under {}constraints.", "many ".repeat(n)),
        |n| {
            format!(
                "Models fail. We study them. {}",
                "Our main finding is that models fail on large inputs. ".repeat(n)
            )
        },
    ];
    grow_linearly(&forms);
}

/// Round 45 (stop 38): a backronym's expansion, "which we term X", a description set off
/// before the name, quotes written with two apostrophes, a complexity's argument.
#[test]
fn round_45_backronyms_terms_and_appositives() {
    check(
        "Tuning is costly. We propose PRioritized cOncept learninG via Relative Error-driven Sample \
         Selection -- PROGRESS -- a data- and compute-efficient framework that enables VLMs to select \
         what to learn next.",
        Some("a data- and compute-efficient framework that enables VLMs to select what to learn next"),
    );
    check(
        "Neural fields are hard to use. In this work, we design a new architecture based on MLPs, which \
         we term NeoMLP. We start from an MLP.",
        Some("a new architecture based on MLPs"),
    );
    check(
        "Robots need plans. This work develops a zero-shot mechanism, Comp-LTL, for an agent to satisfy \
         a Linear Temporal Logic (LTL) specification given existing task primitives. More.",
        Some(
            "a zero-shot mechanism for an agent to satisfy a Linear Temporal Logic (LTL) specification \
             given existing task primitives",
        ),
    );
    check(
        "Embeddings lack structure. We present a regularization framework that gives trade-offs from \
         O(D3) to O(D) per training step.",
        Some("a regularization framework that gives trade-offs from O(D3) to O(D) per training step"),
    );
    check(
        "Models cannot personalise. We introduce TagPR, a novel training framework that enhances \
         reasoning through a ''tagging the thought'' approach. Our method works.",
        Some("a novel training framework that enhances reasoning through a “tagging the thought” approach"),
    );
    check(
        "Delays matter. Here, we introduce ``DelRec'', the first SGL-based method to train axonal delays. \
         More.",
        Some("the first SGL-based method to train axonal delays"),
    );
    // An aside names the description: the words after the name say what it does.
    check(
        "Brains are complex. In this regard, we introduce an adaptive multi-scale hypergraph learning \
         framework, i.e., MASH, which constructs hierarchical node representations. More.",
        Some("constructs hierarchical node representations"),
    );
    // Round 46's development check: "our work … and introduces X" introduces X.
    check(
        "Circuits are hard. To address this, our work casts circuit design as a graph generation \
         problem and introduces a novel method of AMS Synthesis driven by deep Reinforcement Learning \
         (AstRL). Based on a policy-gradient approach, AstRL generates circuits directly optimized for \
         user-specified targets.",
        Some("a novel method of AMS Synthesis driven by deep Reinforcement Learning"),
    );
}

/// The stop's review: an aside before the name, a name followed by another clause, "as" after
/// a verb.
#[test]
fn the_reviews_asides_and_clauses() {
    check(
        "Brains are networks. We introduce a new framework, i.e., MASH, for brain network analysis.",
        Some("for brain network analysis"),
    );
    check(
        "Sampling is slow. We propose a new sampler, FooS, and prove its convergence. More.",
        Some("a new sampler"),
    );
    check(
        "Attention is slow. We propose, as an alternative, a sparse attention method. More.",
        Some("an alternative, a sparse attention method"),
    );
}

/// Round 49: a finding numbered after "we establish that:" gives its first item, without the
/// "that".
#[test]
fn a_numbered_finding_after_that_gives_its_first_item() {
    check(
        "Transformers fail at forecasting. In this paper, we provide a theoretical analysis of \
         their limitations. Specifically, under AR(p) data, we establish that: (1) Linear \
         Self-Attention (LSA) models cannot achieve lower expected MSE than classical linear \
         models for in-context forecasting; (2) as the context length approaches to infinity, LSA \
         asymptotically recovers the optimal linear predictor.",
        Some(
            "Linear Self-Attention (LSA) models cannot achieve lower expected MSE than classical \
             linear models for in-context forecasting",
        ),
    );
    check(
        "Markets lead and lag. We propose a novel framework that: (i) formulates lead-lag detection \
         as a temporal link prediction task on dynamic graphs; (ii) introduces a benchmark task.",
        Some(
            "a novel framework that formulates lead-lag detection as a temporal link prediction task on dynamic graphs",
        ),
    );
}

/// Round 55: a statement that points back introduces its contribution "by proposing" it, and
/// "does not propose" introduces nothing.
#[test]
fn a_contribution_by_proposing_and_one_not_proposed() {
    check(
        "Reasoning is thought to be discrete. We challenge this view by proposing a new framework that \
         conceptualizes inference as continuous optimization over an energy landscape. It fits.",
        Some(
            "a new framework that conceptualizes inference as continuous optimization over an energy landscape",
        ),
    );
    check(
        "Decoding is sequential. We break this paradigm by introducing an efficient framework to predict \
         multiple tokens in one call. It is fast.",
        Some("an efficient framework to predict multiple tokens in one call"),
    );
    // Not without a pointer back, nor negated, nor with "we" too far before "by".
    for kept in [
        "Models are slow. We extend the theory of quasi-Newton methods by introducing a stepsize schedule.",
        "Models are slow. We do not address these limitations by proposing a new model; we measure them.",
        "Models are slow. We note that across many of the largest and most popular settings these limits \
         hold by proposing a bound.",
    ] {
        let plain = plain_text(kept);
        let name = find_name(&plain, &parse(kept));
        let gist = find_gist(&plain, name.as_ref()).unwrap_or_default();
        assert!(
            !gist.starts_with("a stepsize")
                && !gist.starts_with("a new model")
                && !gist.starts_with("a bound"),
            "{gist}"
        );
    }
    // "not only" proposes.
    check(
        "Models are slow. We not only propose a sparse attention kernel but also release it.",
        Some("a sparse attention kernel but also release it"),
    );
    // What the paper says it does not propose is no gist: the authors' statement, whole.
    check(
        "Fine-tuning forgets. This paper does not propose a new method; rather, we find that simple \
         adjustments of the fine-tuning recipe are sufficient to mitigate forgetting.",
        Some(
            "This paper does not propose a new method; rather, we find that simple adjustments of the \
             fine-tuning recipe are sufficient to mitigate forgetting",
        ),
    );
}

/// Stop 42 (round 57: "never says it is for offline multi-agent RL"): a long noun-phrase gist
/// takes the abstract's framing subject after its head noun phrase, not at its end (where "for
/// X" would attach to the clause's last noun).
#[test]
fn a_long_gist_says_what_it_is_for_after_its_head() {
    let opening = "Text-based person retrieval faces data scarcity. ";
    let closing = "It improves person retrieval on four benchmarks.";
    let clause = "spatial and temporal hierarchies that let the model attend to critical tokens while it \
                  leverages a long history of observations";
    check(
        &format!("{opening}We propose a transformer architecture augmented with {clause}. {closing}"),
        Some(&format!("a transformer architecture for text-based person retrieval, augmented with {clause}")),
    );
    check(
        &format!("{opening}We propose a transformer architecture that uses {clause}. {closing}"),
        Some(&format!("a transformer architecture for text-based person retrieval that uses {clause}")),
    );
    // Not inside a noun phrase ("a carefully designed …" is cut at "with"), a name or after a
    // word that needs what follows; not when the gist names the subject already.
    check(
        &format!("{opening}We propose a carefully designed regulariser with {clause}. {closing}"),
        Some(&format!("a carefully designed regulariser for text-based person retrieval with {clause}")),
    );
    for gist in [
        format!("an online Self-play with {clause}"),
        format!("a methodology at which {clause}"),
        format!("a transformer architecture with {clause} for text-based person retrieval"),
    ] {
        check(&format!("{opening}We propose {gist}. {closing}"), Some(&gist));
    }
    // Not at a "to" the head noun takes (the stop's second review).
    let gist = format!("a principled approach to learning {clause}");
    check(&format!("{opening}We propose {gist}. {closing}"), Some(&gist));
    // Never at the cost of the result the card had room for.
    let long = format!("{clause} across many agents and many tasks of the benchmark suites");
    check(
        &format!(
            "{opening}We propose a transformer architecture augmented with {long}. It achieves a 29% gain on \
             person retrieval."
        ),
        // (the unframed gist, cut where its "while" clause starts, as a gist beside a result is).
        Some(
            "a transformer architecture augmented with spatial and temporal hierarchies that let the model attend \
             to critical tokens — achieves a 29% gain on person retrieval",
        ),
    );
    // Nor when the opening praises a technique, which the paper may build against ("a way for
    // retrieval-augmented generation" on a parametric alternative to RAG).
    let gist = format!("a transformer architecture augmented with {clause}");
    check(
        &format!(
            "Text-based person retrieval has shown some success. We propose {gist}. It improves person \
             retrieval on four benchmarks."
        ),
        Some(&gist),
    );
}

/// Round 63: a name the name rules found as the subject of a result ("MnemoDyn consistently
/// delivers …") gives its result as the gist only when nothing else says what the paper made.
#[test]
fn a_name_reporting_its_result_gives_way_to_what_was_introduced() {
    check(
        "Brain scans are costly. We present a dynamical-systems based model for brain scans, trained on \
         40K sequences. When benchmarked against transformers, MnemoDyn consistently delivers superior quality.",
        Some("a dynamical-systems based model for brain scans, trained on 40K sequences"),
    );
    check(
        "Memory is scarce. Compression helps. When tested on LongBench, CompressKV consistently outperforms \
         all baselines.",
        Some("consistently outperforms all baselines"),
    );
    assert!(reports_a_result(" also achieves 3x"));
    assert!(reports_a_result(") achieves 3x"), "after the name's parenthesis");
    assert!(!reports_a_result(", which achieves 3x"));
    assert!(!reports_a_result(" uses attention"));
}

/// Round 64's GMPDR: an expansion alone is completed by what the next sentence says the name
/// does after an opening phrase ("By modeling …, GMPDR extracts …").
#[test]
fn an_expansion_alone_is_completed_after_an_opening_phrase() {
    check(
        "Models forget. Based on this insight, we propose Goal-based Motion Pattern Detection and Replay (GMPDR) framework. By modeling epistemic uncertainty, GMPDR extracts pattern-related trajectory features and builds an explicit instance-to-pattern mapping through dual contrast modules. On top of this mapping, we formulate novelty detection.",
        Some(
            "Goal-based Motion Pattern Detection and Replay framework that extracts pattern-related trajectory features and builds an explicit instance-to-pattern mapping through dual contrast modules",
        ),
    );
    // Not by a result ("By design, GMPDR outperforms …"), a limitation after a concession or an
    // adverb's result: the expansion stays.
    for next in [
        "By design, GMPDR outperforms every baseline.",
        "However, GMPDR requires labelled trajectories from every scene.",
        "Empirically, GMPDR effectively reduces forgetting on every benchmark.",
    ] {
        check(
            &format!(
                "Models forget. We propose Goal-based Motion Pattern Detection and Replay (GMPDR) framework. {next}"
            ),
            Some("Goal-based Motion Pattern Detection and Replay framework"),
        );
    }
}

/// Stop 46: an expansion completed by the next sentence after an opening phrase, grown in the
/// opening phrase and in the sentences after it (each read through the charged helpers): twice
/// the text, at most 2.1 times the looks.
#[test]
fn hostile_expansions_cost_their_length() {
    grow_linearly(&[
        |n| {
            format!(
                "Models forget. We propose Goal-based Motion Pattern Detection and Replay (GMPDR) framework. \
                 By {}, GMPDR extracts features.",
                "modeling uncertainty and ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models forget. We propose Goal-based Motion Pattern Detection and Replay (GMPDR) framework. {}",
                "However, GMPDR requires labels. ".repeat(n)
            )
        },
    ]);
}

/// Stop 47 (round 67: "…, i.e., search space construction…"): a gist too long for the card ends
/// where a clause does, whole and without "…", unless that leaves a list's item half told, a
/// count of parts unnamed, a dangling "but", or too little.
#[test]
fn a_long_gist_ends_where_a_clause_does() {
    check(
        "Causal discovery is hard. We propose EvoDAG-LM, a novel LLM-assisted evolutionary algorithm for causal \
         discovery from observational data under heavy measurement noise and hidden confounding in large systems, \
         where EvoDAG-LM integrates LLMs into the mutation and selection steps of the evolutionary process, i.e., \
         search space construction, mutation and selection of the candidate graphs across generations.",
        Some(
            "a novel LLM-assisted evolutionary algorithm for causal discovery from observational data under heavy \
             measurement noise and hidden confounding in large systems, where EvoDAG-LM integrates LLMs into the \
             mutation and selection steps of the evolutionary process",
        ),
    );
    // A count of parts the cut would leave unnamed ("three key phases", stop 47's review).
    let counted = "Causal discovery is hard. We propose EvoDAG-LM, a novel LLM-assisted evolutionary algorithm for \
         causal discovery from observational data under heavy measurement noise and hidden confounding in large \
         systems, where EvoDAG-LM integrates LLMs into three key phases of the evolutionary process, i.e., search \
         space construction, mutation and selection of the candidate graphs across generations.";
    let plain = plain_text(counted);
    let gist = find_gist(&plain, find_name(&plain, &parse(counted)).as_ref()).expect("a gist");
    assert!(gist.ends_with('…') && gist.contains("i.e."), "{gist}");
    // Inside a list of items, the cut keeps some of them: no cut ("…; Forgiveness", and two of
    // a trio shown as if whole).
    check(
        "Pruning is hard. We propose Trio, a trio of mechanisms that act on the FFNs of mT5 and the channel mixing \
         layers of vision models to produce similar outcomes: Proximal Forgetfulness, which considers weights \
         spatially and forces them into clusters of similar magnitude; Forgiveness, which restores pruned weights \
         when the loss rises sharply during training.",
        Some(
            "a trio of mechanisms that act on the FFNs of mT5 and the channel mixing layers of vision models to \
             produce similar outcomes: Proximal Forgetfulness, which considers weights spatially and forces them \
             into clusters of similar magnitude; Forgiveness…",
        ),
    );
    for text in [
        "Pruning is hard. We propose Trio, a trio of mechanisms: Proximal Forgetfulness, which considers \
         weights spatially and forces them into clusters of similar magnitude; Forgiveness, which restores \
         pruned weights when the training loss rises sharply; Momentum, which keeps the pruning masks stable \
         across the later epochs of training.",
        // A dangling conjunction.
        "Specifications are hard. We propose SpecRef, a framework that searches for a logical specification \
         refinement whose satisfaction implies satisfaction of the original specification in every reachable \
         state of the environment, but which provides additional guidance therefore making it easier for \
         reinforcement learning algorithms to learn policies that satisfy the original specification.",
    ] {
        let plain = plain_text(text);
        let gist = find_gist(&plain, find_name(&plain, &parse(text)).as_ref()).expect("a gist");
        assert!(gist.ends_with('…'), "{gist}");
    }
}

/// Round 70: an expansion after a colon is the name's, and a naming tail takes its relative.
#[test]
fn an_expansion_after_a_colon_and_a_relative_before_a_naming_tail_go() {
    check(
        "GRPO is popular. Motivated by these findings, we propose a new algorithm: Trajectory level Importance \
         Corrected GRPO (TIC-GRPO). TIC-GRPO replaces token level importance ratios with a single trajectory level \
         probability ratio. More.",
        Some(
            "a new algorithm that replaces token level importance ratios with a single trajectory level probability ratio",
        ),
    );
    // Stages after a colon that do not spell the name stay (the stop's review).
    check(
        "Reasoning is hard. We propose a two-stage framework: Retrieval and Reasoning (R2). R2 retrieves \
         passages and reasons over them. More.",
        Some("a two-stage framework: Retrieval and Reasoning"),
    );
    check(
        "Exploration is hard. In this work, we propose to maximize the entropy of a sufficient statistic of the \
         history, which is called an information state. First, we show that it works. Then, we provide a \
         practical algorithm, called LatEnt, to learn the latent model.",
        Some("proposes to maximize the entropy of a sufficient statistic of the history"),
    );
}

/// Round 70: a participle or a phrase of purpose after "a benchmark named X (…)" describes the
/// kind named.
#[test]
fn a_participle_after_a_named_kind_describes_the_kind() {
    check(
        "Models are blind to consequences. To study consequence-blindness, we build a benchmark named CB-Bench \
         (Consequence-Blindness Benchmark) covering four risk scenarios that vary whether semantic risk aligns with \
         outcome risk. Models fail.",
        Some(
            "a benchmark covering four risk scenarios that vary whether semantic risk aligns with outcome risk",
        ),
    );
    check(
        "Sign language is hard. In this work, we propose a novel method called SignAligner for realistic sign \
         language generation. The framework consists of three stages.",
        Some("a novel method for realistic sign language generation"),
    );
    // The kind ends at its own noun: not "a new benchmark, which we covering …" (the stop's review).
    let text = "Models are blind to consequences. We build a new benchmark, which we named CB-Bench, covering four \
                risk scenarios that vary whether semantic risk aligns with outcome risk. Models fail.";
    let plain = plain_text(text);
    let gist = find_gist(&plain, find_name(&plain, &parse(text)).as_ref()).unwrap_or_default();
    assert!(!gist.contains("which we covering") && !gist.contains("which we named"), "{gist}");
}

/// Round 70: a theory paper's setup ("we investigate the identifiability of …") gives way to what
/// it proved ("we give sufficient conditions for identifying …").
#[test]
fn a_theory_papers_setup_gives_way_to_what_it_proved() {
    check(
        "In this paper, we investigate the identifiability of average controlled direct effects in causal \
         systems represented by summary causal graphs. Non-parametric direct effects are much harder to \
         identify. In particular, we give sufficient conditions for identifying the average controlled micro \
         direct effect from summary causal graphs in the presence of hidden confounding.",
        Some(
            "we give sufficient conditions for identifying the average controlled micro direct effect from summary \
             causal graphs in the presence of hidden confounding",
        ),
    );
    // Not conditions an evaluation runs under, nor a learning rate or success rates (the stop's
    // review): the setup stays.
    for later in [
        "We provide extensive evaluations under realistic conditions across ten benchmarks and tasks.",
        "We derive a learning rate schedule that adapts to the curvature of the loss landscape.",
        "We obtain higher success rates on three benchmarks than all of the baselines we compare.",
    ] {
        let text = format!(
            "Optimisers are poorly understood. In this paper, we investigate the training dynamics of adaptive \
             optimisers in deep transformers. {later}"
        );
        let plain = plain_text(&text);
        let gist = find_gist(&plain, find_name(&plain, &parse(&text)).as_ref()).expect("a gist");
        assert!(gist.starts_with("we investigate"), "{gist}");
    }
}

/// Round 71: a purpose that points back is kept after a verb that takes it ("we aim to mitigate
/// such spurious correlations through …" is no "we aim with …").
#[test]
fn a_purpose_stays_after_aim() {
    check(
        "LLMs often fail on OOD samples due to spurious correlations acquired during pre-training. Here, we aim \
         to mitigate such spurious correlations through causality-aware post-training (CAPT). More.",
        Some("we aim to mitigate such spurious correlations through causality-aware post-training (CAPT)"),
    );
    // "by introducing X" introduces X (stop 41), and after "seek … by leveraging" the purpose
    // stays too (the stop's review).
    check(
        "LLMs often fail on OOD samples. Here, we aim to address these issues by introducing causality-aware \
         post-training. More.",
        Some("causality-aware post-training"),
    );
    check(
        "LLMs often fail on OOD samples. Here, we seek to overcome this limitation by leveraging causal \
         post-training of small models. More.",
        Some("we seek to overcome this limitation by leveraging causal post-training of small models"),
    );
}

/// Stop 48's gist rules on hostile abstracts, each grown from 1,000 to 2,000 repeats: a theory
/// verb's object (four words read), a colon's expansion, a kind named before a name with a
/// participle after it, and a finding sentence said again and again. Twice the text costs at
/// most 2.1 times the looks.
#[test]
fn stop_48_rules_cost_their_length() {
    grow_linearly(&[
        |n| {
            format!(
                "Effects are hard. We investigate identifiability in graphs. {}",
                "We give sufficient conditions for identifying effects under confounding in graphs. "
                    .repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We investigate optimisers in transformers. We give {}conditions.",
                "realistic and ".repeat(n)
            )
        },
        |n| {
            format!(
                "GRPO is biased. We propose a new algorithm: {}GRPO (TIC-GRPO). It works.",
                "Trajectory ".repeat(n)
            )
        },
        |n| {
            format!(
                "Models fail. We build a benchmark named CB-Bench (CB) covering {}scenarios. More.",
                "risk and ".repeat(n)
            )
        },
    ]);
}

/// Stop 49 (round 74): a clause ending on "the following observations" is no gist; "This paper
/// fills this gap by presenting X" gives X.
#[test]
fn a_lead_in_and_the_paper_as_subject() {
    let text = "Diffusion models assume that they can learn the statistical quantities of the underlying \
                distribution. But is this really how they work? We argue not, based on the following \
                observations 1) In high-dimensional sparse scenarios, the fitting target of the diffusion \
                model's objective function degrades from a weighted sum of multiple samples to a single \
                sample. 2) Most inference methods can be unified within a simple framework.";
    let plain = plain_text(text);
    let gist = find_gist(&plain, find_name(&plain, &parse(text)).as_ref());
    assert_eq!(
        gist.as_deref(),
        Some(
            "In high-dimensional sparse scenarios, the fitting target of the diffusion model's objective \
             function degrades from a weighted sum of multiple samples to a single sample"
        )
    );
    assert!(ends_on_a_lead_in("We argue not, based on the following observations"));
    // Round 75: "we treat X as a variable … and study how …" sets up; the finding says more.
    let text = "Embodiment matters. In this study, we treat embodiment as a variable in artificial agents and \
                study how changes in effector complexity reshape the dynamics of learning. Our results show \
                that a more complex effector yields superior performance after pre-training on another task.";
    let plain = plain_text(text);
    assert_eq!(
        find_gist(&plain, None).as_deref(),
        Some(
            "Our results show that a more complex effector yields superior performance after pre-training on \
             another task"
        )
    );
    // Round 75: the authors' second verb after the object goes ("and try to answer …").
    check(
        "Proteins fold. We propose a multimodal fine-tuning framework and try to answer a question: can \
         sequence models match structure models? It can.",
        Some("a multimodal fine-tuning framework"),
    );
    // Not after a relative word: the verbs share its subject (the review).
    check(
        "Debates fail. We propose a multi-agent framework in which agents debate and try to reach consensus. \
         It works.",
        Some("a multi-agent framework in which agents debate and try to reach consensus"),
    );
    assert!(ends_on_a_lead_in("the method works as follows"));
    assert!(!ends_on_a_lead_in("a framework trained following standard practice"));
    assert!(ends_on_a_lead_in("based on the following two reasons"));
    // Not a description's announced parts, nor a label or an order of growth (the second review).
    assert_eq!(
        first_announced_item(
            "a cache eviction policy with the following two properties (i) it keeps the tokens that later \
             queries attend to, (ii) it runs in constant time"
        ),
        None
    );
    assert_eq!(
        first_announced_item("We assume the following assumption (A1) the loss is smooth and bounded below"),
        None
    );
    assert_eq!(
        first_announced_item(
            "We argue not, based on the following observations: 1) the fitting target degrades to a single \
             sample in sparse settings, and 2) inference is simple"
        ),
        Some("the fitting target degrades to a single sample in sparse settings")
    );
    assert!(!ends_on_a_lead_in(
        "a car-following model that predicts the acceleration of the following vehicle"
    ));
    check(
        "Benchmarks matter. This paper fills this gap by presenting the first evaluation of the influence \
         of safety benchmarks. We find no advantage.",
        Some("the first evaluation of the influence of safety benchmarks"),
    );
}

#[test]
fn stop_49_rules_cost_their_length() {
    grow_linearly(&[
        |n| {
            format!(
                "Control is hard. We propose Model {}Diffuser (MPDiffuser), a compositional framework. \
                 MPDiffuser interleaves updates.",
                "Predictive ".repeat(n)
            )
        },
        |n| {
            format!(
                "Benchmarks matter. This paper fills this gap by presenting the first evaluation of {}benchmarks.",
                "safety ".repeat(n)
            )
        },
        |n| format!("Models fail. We argue not, based on the {}following observations.", "many ".repeat(n)),
        |n| {
            format!(
                "Models fail. We argue not, based on the following observations 1) the {}objective degrades \
                 to one sample. 2) More.",
                "very ".repeat(n)
            )
        },
        |n| {
            format!(
                "Generative recommendation {}suffers from noise. We propose a framework. It works.",
                "really ".repeat(n)
            )
        },
    ]);
}

/// Stop 50: "Therefore, we …" read in the authors' second pass, the name in capitals at many
/// sentences' starts, and a referent after "to" cost the text's length.
#[test]
fn stop_50_rules_cost_their_length() {
    grow_linearly(&[
        |n| {
            format!(
                "Experts are underused. {}It works.",
                "Therefore, we formulate routing as bandits and propose it. ".repeat(n)
            )
        },
        |n| {
            format!(
                "Noise hurts. We introduce the Federated Stochastic Line Search (FeDSLS) algorithm. {}",
                "Specifically, FEDSLS offers linear convergence. ".repeat(n)
            )
        },
        |n| {
            format!(
                "STSS gives a way to represent {}temporal dynamics. We propose higher-order STSS and show how it \
                 reveals distinct aspects of these dynamics.",
                "rich ".repeat(n)
            )
        },
    ]);
}

#[test]
fn a_statement_after_therefore_is_the_authors() {
    // Round 77: the name's own words only name it, and "It consists of …" leads into parts.
    check(
        "Experts are underused. Therefore, we formulate expert routing in MoE as a Multi-Armed Bandit \
         problem and propose the Bandit-MoE framework. It consists of a Bandit Routing (BR) strategy and \
         a specific expert structure. BR works well.",
        Some(
            "we formulate expert routing in MoE as a Multi-Armed Bandit problem and propose the Bandit-MoE framework",
        ),
    );
}

/// Stop 51 (round 80): a note to reviewers in square brackets is no part of the gist, whatever
/// its case; other brackets stay.
#[test]
fn notes_to_reviewers_leave_the_gist() {
    check(
        "We present the XYZ benchmark [note to reviewers: name withheld in accordance with ICLR double-blind policy], a new dataset and infrastructure to advance LLM and agent research in hardware design and verification. XYZ includes 783 problems.",
        Some(
            "the XYZ benchmark, a new dataset and infrastructure to advance LLM and agent research in hardware design and verification",
        ),
    );
    assert_eq!(without_review_notes("a tool [Anonymized] for proofs"), "a tool for proofs");
    assert_eq!(without_review_notes("a [CLS] token probe"), "a [CLS] token probe");
    assert_eq!(without_review_notes("an unclosed [anonymized note"), "an unclosed [anonymized note");
    // Every note, in parentheses or first; other brackets and non-ASCII text around them stay.
    assert_eq!(
        without_review_notes("X [anonymized] and Y [anonymized], both [1] tools"),
        "X and Y, both [1] tools"
    );
    assert_eq!(without_review_notes("X ([anonymized]) is fast"), "X is fast");
    assert_eq!(without_review_notes("[Note to reviewers: withheld] é-net ≥ 2×"), "é-net ≥ 2×");
    assert_eq!(without_review_notes("a [link removed] [anonymi"), "a [anonymi");
    assert_eq!(without_review_notes("X [anonymized] [1] tool"), "X [1] tool");
}

/// Stop 51's review: the first announced part is the one the numbered list opens with, up to a
/// second number in the same style; not a clause of its own, not cut at a number in parentheses,
/// and not after an earlier colon.
#[test]
fn the_first_announced_part_of_a_list() {
    assert_eq!(
        first_announced_part(
            "X: a benchmark with four key contributions: 1) a practical sandbox for travel, 2) a DSL"
        ),
        Some("a practical sandbox for travel")
    );
    assert_eq!(
        first_announced_part("with two parts: 1) a sandbox (see Section 2) that plans trips, 2) a DSL"),
        Some("a sandbox (see Section 2) that plans trips")
    );
    assert_eq!(
        first_announced_part(
            "based on two key ideas: (i) reformulating the loss per sample; and (ii) a network"
        ),
        Some("reformulating the loss per sample")
    );
    assert_eq!(
        first_announced_part("with two key ideas: (i) we reformulate the loss per sample; (ii) …"),
        None
    );
    assert_eq!(first_announced_part("with two key ideas: reformulating the loss per sample"), None);
    // A description continued by "within" or a list no count announces keeps its own words.
    check(
        "Losses are costly. We propose NeuCLIP, a novel optimization framework within two key ideas: (i) reformulating the contrastive loss for each sample via convex analysis into a minimization problem with an auxiliary variable representing its log-normalizer; and (ii) transforming the resulting minimization over n auxiliary variables via variational analysis into the minimization over a compact neural network. More.",
        Some("a novel optimization framework within two key ideas"),
    );
    check(
        "Behaviour is infeasible. We propose Model Predictive Diffuser (MPDiffuser), a compositional model-based diffusion framework consisting of: (i) a planner that generates diverse, task-aligned trajectories; (ii) a dynamics model that enforces consistency with the underlying system dynamics; and (iii) a ranker module that selects behaviors aligned with the task objectives. More.",
        Some(
            "Model Predictive Diffuser, a compositional model-based diffusion framework consisting of a planner that generates diverse, task-aligned trajectories",
        ),
    );
    check(
        "Losses are costly. We propose NeuCLIP, a novel optimization framework with the following features: (i) it reformulates the contrastive loss for each sample via convex analysis into a minimization problem with an auxiliary variable representing its log-normalizer; and (ii) it transforms the resulting minimization over n auxiliary variables via variational analysis. More.",
        Some("a novel optimization framework"),
    );
}

/// Stop 51 (round 80): a count of parts is no gist ("ChinaTravel, with four key
/// contributions: 1) …"): the first part is; a bare description whose parts a count announced
/// takes the first one after its joining words; a count without a list after it stays as it was.
#[test]
fn a_count_of_parts_gives_its_first_part() {
    check(
        "Planning is hard. To address this gap, we introduce ChinaTravel, with four key contributions: 1) a practical sandbox aligned with the multi-day, multi-POI travel planning, 2) a compositionally generalizable domain-specific language (DSL) for scalable evaluation, covering feasibility, constraint satisfaction, and preference comparison 3) an open-ended dataset that integrates diverse travel requirements and implicit intent from 1154 human participants. More.",
        Some("a practical sandbox aligned with the multi-day, multi-POI travel planning"),
    );
    check(
        "Normalizers are costly. To overcome this limitation, we propose NeuCLIP, a novel and elegant optimization framework based on two key ideas: (i) reformulating the contrastive loss for each sample via convex analysis into a minimization problem with an auxiliary variable representing its log-normalizer; and (ii) transforming the resulting minimization over n auxiliary variables (where n is the dataset size) via variational analysis into the minimization over a compact neural network that predicts the log-normalizers. More.",
        Some(
            "a novel and elegant optimization framework based on reformulating the contrastive loss for each sample via convex analysis into a minimization problem with an auxiliary variable representing its log-normalizer",
        ),
    );
    check(
        "Preferences drift. We propose SteerRec, a novel framework built upon two core innovations. More follows here.",
        Some("SteerRec, a novel framework built upon two core innovations"),
    );
}

/// Stop 51's rules on hostile text: many notes to reviewers, a long first part after a count
/// of parts, and a long list of parts after a bare description (and the notes do go).
#[test]
fn stop_51_rules_cost_their_length() {
    let notes = "[note to reviewers: name withheld] [anonymized] ".repeat(1_000);
    assert_eq!(without_review_notes(&format!("a {notes}tool")), "a tool");
    grow_linearly(&[
        |n| {
            format!(
                "Tools lag. We present the XYZ benchmark {}, a new dataset for hardware design.",
                "[note to reviewers: name withheld] [anonymized] ".repeat(n)
            )
        },
        |n| {
            format!(
                "Planning is hard. We introduce ChinaTravel, with four key contributions: 1) a practical sandbox {}, 2) a \
                 language, and 3) a dataset.",
                "aligned with travel planning ".repeat(n)
            )
        },
        |n| {
            format!(
                "Loss is costly. We propose NeuCLIP, a novel optimization framework based on two key ideas: {}",
                "(i) reformulating the contrastive loss; (ii) a network; ".repeat(n)
            )
        },
    ]);
}

/// Stop 52 (round 83: "never mentions scene graph generation"): a description set after its
/// expansion takes the task the abstract opens with, after its head noun phrase, as a gist
/// opening with the description would.
#[test]
fn a_description_after_its_expansion_takes_the_opening_task() {
    check(
        "Scene Graph Generation (SGG) is pivotal for structured visual understanding. We propose Adaptive \
         Prompt Tuning (APT), a universal paradigm that converts frozen semantic features into dynamic \
         representations.",
        Some(
            "Adaptive Prompt Tuning, a universal paradigm for Scene Graph Generation that converts frozen \
             semantic features into dynamic representations",
        ),
    );
    // A bare description takes the task at its end.
    check(
        "Scene Graph Generation (SGG) is pivotal for structured visual understanding. We propose Adaptive \
         Prompt Tuning (APT), a universal paradigm.",
        Some("Adaptive Prompt Tuning, a universal paradigm for Scene Graph Generation"),
    );
    // Each of these is framed when its guard alone is removed (checked so): not a method the
    // paper improves on (a class of models among them), nor a purpose the expansion or the
    // description says already, nor a single hyphenated modifier.
    check(
        "Direct Preference Optimization (DPO) aligns models with human preferences. We propose Gradient \
         Decoupled Alignment (GDA), a novel alignment framework that decouples the gradient.",
        Some("Gradient Decoupled Alignment, a novel alignment framework that decouples the gradient"),
    );
    check(
        "Diffusion Q-Learning (DQL) is slow at inference. We propose One-Step Flow (OSF), a novel framework that \
         enables one-step action generation.",
        Some("One-Step Flow, a novel framework that enables one-step action generation"),
    );
    check(
        "Rotary Positional Embedding (RoPE) excels in 1D. We introduce Geometric Positional Embedding \
         (GeoPE), a framework that extends rotations to 3D space.",
        Some("Geometric Positional Embedding, a framework that extends rotations to 3D space"),
    );
    check(
        "Gaussian Splatting (GS) renders scenes fast. We propose Deformable Relightable Splats (DRS), a unified \
         Gaussian framework that integrates relighting.",
        Some("Deformable Relightable Splats, a unified Gaussian framework that integrates relighting"),
    );
    check(
        "Scene Graph Generation (SGG) is pivotal. We propose Scene Graph Tuning (SGT), a universal paradigm \
         that converts frozen features.",
        Some("Scene Graph Tuning, a universal paradigm that converts frozen features"),
    );
    check(
        "Large Language Models (LLMs) reason. We propose Deep Reflection Hinter (DRH), an agentic system.",
        Some("Deep Reflection Hinter, an agentic system"),
    );
    check(
        "Out-of-distribution (OOD) inputs are common, and out-of-distribution inputs hurt. We propose Angular \
         Separation Learning (ASL), a simple strategy that normalizes features.",
        Some("Angular Separation Learning, a simple strategy that normalizes features"),
    );
    // Nor a purpose whose acronym the description writes.
    check(
        "Contrastive Language-Image Pretraining (CLIP) aligns images and text. We propose Joint Alignment \
         Architecture (JAA), a unified framework that integrates region-aware learning into CLIP.",
        Some(
            "Joint Alignment Architecture, a unified framework that integrates region-aware learning into CLIP",
        ),
    );
    // The review's case: the purpose's last word ends like the description's head noun, which a
    // comparison of the gist before and after could not tell from the purpose.
    check(
        "Low-Rank Adaptation (LoRA) reduces the cost of fine-tuning. We propose Feature Alignment Module (FAM), \
         a plug-and-play adaptation that aligns features.",
        Some("Feature Alignment Module, a plug-and-play adaptation that aligns features"),
    );
    // Not a list before the comma, nor a gist too long for the card once framed.
    let opening = "Scene Graph Generation (SGG) is pivotal.";
    let framed = with_framing_of_the_appositive(
        opening,
        "Adaptive Prompt Tuning, a universal paradigm that converts frozen semantic features",
    );
    assert_eq!(
        framed.as_deref(),
        Some(
            "Adaptive Prompt Tuning, a universal paradigm for Scene Graph Generation that converts frozen semantic features"
        )
    );
    assert_eq!(
        with_framing_of_the_appositive(
            opening,
            "Prompt Tuning, Adapters, a universal paradigm that converts features"
        ),
        None
    );
    let long = format!(
        "Adaptive Prompt Tuning, a universal paradigm that converts {}features",
        "frozen ".repeat(25)
    );
    assert!(long.chars().count() < GIST_CHARS);
    assert_eq!(with_framing_of_the_appositive(opening, &long), None);
}

/// The appositive framing charges what it reads (the gist once, then the expansion and the
/// description once per word of the purpose, which the opening's first words bound): a hostile
/// description costs its length, and one too long for the card is refused.
#[test]
fn the_appositive_framing_costs_its_length() {
    grow_linearly(&[|n| {
        format!(
            "Scene Graph Generation (SGG) is pivotal. We propose Adaptive Prompt Tuning (APT), a universal paradigm \
             that converts {}features.",
            "frozen semantic ".repeat(n)
        )
    }]);
    let long = format!("Alpha Beta, a {}tool", "graph ".repeat(5_000));
    assert!(with_framing_of_the_appositive("Scene Graph Generation (SGG) is pivotal.", &long).is_none());
}
