//! Tests of the method-name rules, one per form read in the abstracts (the reading check's rounds
//! named where a form came from).

use super::*;
use crate::core::markup::{parse, plain_text};

fn check(abstract_text: &str, expected: Option<&str>) {
    let found = find_name(&plain_text(abstract_text), &parse(abstract_text)).map(|m| m.name);
    assert_eq!(found.as_deref(), expected, "{abstract_text:?}");
}

#[test]
fn introduced_names() {
    check(
        "To address this problem, we introduce TPRU, a large-scale dataset sourced from diverse scenarios.",
        Some("TPRU"),
    );
    check("We address this challenge by introducing Hydra, a novel architecture.", Some("Hydra"));
    // Round 77: a coined word before the field's acronym and a kind noun.
    check("To this end, we propose a novel ProSpec RL method for prospective thinking.", Some("ProSpec"));
    check(
        "We show that GRPO induces overconfidence, while Proximal Policy Optimization (PPO) and \
         REINFORCE Leave-One-Out (RLOO) yield well-calibrated models.",
        None,
    );
    check("In this work, we present LiveMCP-101, a benchmark of 101 tasks.", Some("LiveMCP-101"));
    check("We introduce **Jarvis**, an innovative framework for assistants.", Some("Jarvis"));
    check(
        "To address this, we propose $\\texttt{LLINBO}$: LLM-in-the-Loop BO, a hybrid framework.",
        Some("LLINBO"),
    );
    check(
        "We propose a dual evidence-aware uncertainty learning framework ETA that identifies unknowns.",
        Some("ETA"),
    );
    check(
        "we propose Recursive Introspection Mask Diffusion Vision Language Model (RIV), which equips models.",
        Some("RIV"),
    );
    check("This paper presents a method called FlowSeek for retrieval.", Some("FlowSeek"));
    // Round 38: capitalised words listed with commas spell the acronym, one word per letter.
    check("We propose Probe, Learn, Distill (PLD), a plug-and-play framework for VLAs.", Some("PLD"));
    check("We propose Probe, Learn and Distill (PLD), a framework for VLAs.", Some("PLD"));
    check("We propose Plan, Execute, and Verify (PEV), a framework for agents.", Some("PEV"));
    check("We propose Hydra, Large Deep Models (LDM) for VLAs.", Some("Hydra"));
    check("We propose Hydra, Large Deep Models (HLM) for VLAs.", Some("Hydra"));
    check(
        "In this paper, we propose a new probabilistic registration method based on graph signal \
         processing (GSP), called graph coherent point drift (GraphCPD). It works.",
        Some("GraphCPD"),
    );
    // An acronym of the field's lower-case terms is not a name the paper coins.
    check(
        "We exploit the connection between rate-distortion (RD) and entropic optimal transport to \
         propose a novel stochastic control formulation.",
        None,
    );
    check("Our method attains an execution accuracy (EX) of 65.78% on BIRD.", None);
    check("We propose a new approach, dubbed Tiny-Mixer, for mixing.", Some("Tiny-Mixer"));
    // A compound adjective is not a name; the name after it is.
    check("We propose LLM-based SQLAgent, a framework for text-to-SQL.", Some("SQLAgent"));
    check("We propose an LLM-driven pipeline for tables.", None);
    // The acronym the introduced words spell, not their first word.
    check(
        "In this work, we propose Visual Consistency Learning (ViCO), a novel training algorithm.",
        Some("ViCO"),
    );
    check(
        "We introduce a novel method named Unifying Self and collEctive rewards (USE). USE works.",
        Some("USE"),
    );
    check(
        "We introduce a framework called Ensemble Learning based Prompt Optimization (ELPO) to achieve more.",
        Some("ELPO"),
    );
    // Words after a comma describe the name; their acronym is something else.
    check("We propose DP-Fusion, a Differentially Private Inference (DPI) mechanism.", Some("DP-Fusion"));
    check("We present Hydra, a Highly Scalable Architecture (HSA) for graphs.", Some("Hydra"));
    // A hyphenated name of three parts or more is the name, not the acronym it spells —
    // unless the acronym is crafted from more than the parts' initials.
    check("Thus, we propose Cache-to-Cache (C2C), a new paradigm for communication.", Some("Cache-to-Cache"));
    check("We introduce Explore-on-Graph (EoG), a novel framework.", Some("Explore-on-Graph"));
    check("We introduce a Memory-as-State-Highways (MeSH) scheme, which helps.", Some("MeSH"));
    check("We introduce Consensus-Evolve (C-Evolve), an evolutionary algorithm.", Some("Consensus-Evolve"));
    // "which we term X", "abbreviated as X", "entitled X".
    check("We find latent structures, which we term GraphGhosts, that guide reasoning.", Some("GraphGhosts"));
    check(
        "We propose a merging-aware optimizer (abbreviated as MergOPT) that injects noise.",
        Some("MergOPT"),
    );
    check("Our proposed agent, entitled EReLELA, achieves similar performance.", Some("EReLELA"));
    // "This motivates us to propose X".
    check("This motivates us to propose RegionE, an adaptive generation framework.", Some("RegionE"));
    // A benchmark named after the paper's model gives way to the model's name; a field's
    // acronym or someone else's benchmark does not.
    check(
        "We introduce VideoCanvasBench, a benchmark. We address it with VideoCanvas, a framework.",
        Some("VideoCanvas"),
    );
    check(
        "Memory is costly for AMS designs. We introduce AMSbench, a benchmark suite. AMS is hard.",
        Some("AMSbench"),
    );
    check(
        "We introduce BrowseComp-Plus, a benchmark derived from BrowseComp by fixing it.",
        Some("BrowseComp-Plus"),
    );
    check(
        "We introduce VerifyBench-Hard, a harder variant of VerifyBench built by filtering.",
        Some("VerifyBench-Hard"),
    );
    // A line-broken "so- called" names nothing.
    check("We study the so- called Hydra network, a model of attention.", None);
    // The spelled acronym passes the candidate checks: here it qualifies a head noun.
    check("We use a scheme named Meta Post-Refinement (MePo) data for training.", None);
}

#[test]
fn acronyms_and_emphasis() {
    check(
        "We propose a meta-algorithm, **Co**nvergent **M**eta **Al**ignment Algorithm (COMAL), for alignment.",
        Some("COMAL"),
    );
    check(
        "We build a method for few-shot learning, i.e., Sparsity-Aware and Fast Adaptive SNN (SAFA-SNN). It helps.",
        Some("SAFA-SNN"),
    );
    check("We present TivTok (Time-Invariant Tokenizer), a transformer-based tokenizer.", Some("TivTok"));
    check(
        "We propose a novel neural network architecture ORIENT (ORthogonality-Intrinsic Elastic NeTwork), for all.",
        Some("ORIENT"),
    );
    check("We propose Stable Video Infinity (SVI) that can generate long videos.", Some("SVI"));
    // A multi-word name in an appositive; not a run of common words, not without the article.
    check(
        "In this work, we present Frame Guidance, a training-free guidance for controllable video generation. \
         Frame Guidance enables control across tasks, including keyframe guidance.",
        Some("Frame Guidance"),
    );
    check("We present Deep Learning, a review of why deep learning works.", None);
    check("We present Frame Guidance, trained on videos.", None);
    check("We present Frame~Guidance, a training-free guidance.", None);
    // A tool in parentheses after "using" is not a name even when followed by its expansion.
    check("We introduce a novel framework using PID (Partial Information Decomposition) to measure.", None);
    check("\\textit{LadderSym} is a transformer for music.", Some("LadderSym"));
    // Round 67: a stressed ordinary word the abstract also writes in lower case is no name; a
    // capitalised name written so only once still is.
    check(
        "VQ is hard. *Smoothed* vector quantization relaxes the assignment. We pull smoothed quantizers to vertices.",
        None,
    );
    check("*Velora* is a transformer for music. We train Velora on songs.", Some("Velora"));
    check("LLMs search a maze. The proposed \\emph{Maze} paradigm embeds exemplars.", Some("Maze"));
    check(
        "We replace the softmax with the _catnat_ function. _Catnat_ is simple to implement.",
        Some("Catnat"),
    );
    check("Our approach, iLLaVA, delivers consistent improvements.", Some("iLLaVA"));
    // An acronym of something the paper uses is not its name.
    check(
        "We study reasoning errors. Using the Erotetic Theory of Reasoning (ETR), we generate 383 problems.",
        None,
    );
    check("We fine-tune models with Low-Rank Adaptation (LoRA) on our data.", None);
}

#[test]
fn not_names() {
    check("Large Language Models (LLMs) hallucinate. We study why.", None);
    // Round 41: "DMs" is the field's word for diffusion models.
    check("Diffusion models (DMs) are slow. We study DMs and show that DMs memorise. DMs fail.", None);
    // Round 40: "LMs" is the field's word for language models, however often it is used.
    check(
        "The reversal curse limits models. By training LMs from scratch on synthetic graphs, we demonstrate \
         that bilinear structure emerges. This lets LMs infer reverse facts. LMs edit well.",
        None,
    );
    check("We propose a simple method that improves GPT-4o on math.", None);
    check("Retrieval-Augmented Generation (RAG) helps. We evaluate RAG with DPO.", None);
    check("We introduce \\ours{}, a method for alignment.", None);
    check("Smith et al. propose GraphX, but it is slow; we study its limits.", None);
    check("", None);
    // An acronym qualifying a head noun, an example of prior work, a tool used, a dataset
    // (the misses of round 3 of the reading check).
    check("In this work, we propose differentially private (DP) data structures for edit distance.", None);
    check(
        "We reformulate the task into an equality constrained multi-objective optimization (ECMO) problem.",
        None,
    );
    check(
        "Recent models, such as Gated Linear Attention (GLA) and Mamba, achieve duality. We characterize them.",
        None,
    );
    check(
        "We introduce a novel framework using partial information decomposition (PID) to measure information.",
        None,
    );
    check("We develop compression models for denoising (SVHN, CIFAR-10) and inpainting.", None);
    // A measure defined along the way, a field's term repeated (round 6 of the reading check).
    check(
        "We propose a framework for manifolds, introducing the Causal Topological Intervention Score (CTIS) to quantify shifts.",
        None,
    );
    check("To overcome this, we introduce the representation score (RS) to diagnose gaps.", None);
    check(
        "Reasoning large language models (RLLMs) gained attention. RLLMs think longer. To test RLLMs on finance, we utilize five LLMs.",
        None,
    );
}

#[test]
fn a_name_met_before_the_contribution_is_the_fields() {
    check(
        "Temporal point processes (TPPs) model event sequences. In this paper, we propose a novel framework \
         that extends LLM-based TPPs to the visual modality.",
        None,
    );
}

#[test]
fn whole_names_before_their_descriptions() {
    check(
        "We introduce SOLA (SVG-Orientied Language-to-Animation), a novel pipeline that produces animated scalable vector graphics (SVGs) from prompts.",
        Some("SOLA"),
    );
    check(
        "To overcome these limitations, we introduce KDE Trust, a post-hoc method that models distributions.",
        Some("KDE Trust"),
    );
    check(
        "Models predict energies. In this work, we developed RelaxNet, a dynamics-aware, equivariant deep learning model.",
        Some("RelaxNet"),
    );
    // Round 9: a lower-case term and a tool are not names.
    check(
        "Overfitting is studied. Specifically, we present generalization error bounds under varying \
         signal-to-noise ratios (SNR), in three stages.",
        None,
    );
    check(
        "Each segment is a bandit arm, and we employ Combinatorial Thompson Sampling (CTS) to explore subsets.",
        None,
    );
    // Round 9: a multi-word name after "named".
    check(
        "We propose a novel attention mechanism, named Cog Attention, that enables attention weights to be negative.",
        Some("Cog Attention"),
    );
    // The capitals of the expansion spell the acronym: the acronym, not the first word.
    check(
        "Binary networks lose gradients. To address this, we propose SURrogate GradiEnt Adaptation (SURGE), \
         a novel learnable gradient compensation framework.",
        Some("SURGE"),
    );
}

#[test]
fn round_fifteen_names() {
    // The models a study evaluates, listed in parentheses, are not its name; nor a word of
    // such a list that a later rule would read as "X, …".
    check(
        "Models fall short. We contribute to this work by evaluating several LLMs (ChatGPT, DeepSeek, \
         Qwen, and Llama) on formal language tasks.",
        None,
    );
    check(
        "Rollouts drift. Second, we propose dynamic re-encoding: online change-point triggers (EWMA, \
         CUSUM, and two-sample tests) that detect drift.",
        None,
    );
    // A field's activation or kernel is no name ("deep ReLU networks").
    check(
        "The NTK is studied. In this work, we explore the evolution of the functional dimension of deep \
         ReLU networks during training.",
        None,
    );
}

#[test]
fn round_sixteen_names() {
    // A kind noun and a crafted mixed case make a lower-case expansion's acronym a name, even
    // after "via".
    check(
        "Unlearning is fragile. To address this, we propose a new unlearning framework via post \
         judgment and multi-round thinking (PoRT), which consists of three key modules.",
        Some("PoRT"),
    );
    // An algorithm the paper runs and a venue it cites are not its name.
    check(
        "Causal discovery is hard. We close this gap by introducing a game-theoretic framework for \
         causal discovery, where a DDQN agent competes against a baseline.",
        None,
    );
    check(
        "Boolean functions matter. We build on the result of prior work (ICALP 2011) and combine it \
         with compressed sensing to construct our tester.",
        None,
    );
}

#[test]
fn stop_twenty_four_names() {
    // The coined word a kind noun names, over a dataset introduced with "named" before it.
    check(
        "Removal is hard. We present a new dataset for removal, named OBER, which pairs images. \
         Building on OBER, we propose a novel framework, ObjectClear, which attends to effects.",
        Some("ObjectClear"),
    );
    check(
        "Tools are hard. Thus, we propose a novel training framework GOAT, which fine-tunes agents. \
         In addition, we introduce GOATBench, a new benchmark.",
        Some("GOAT"),
    );
    // A benchmark the abstract keeps naming stays the name beside the agent built with it.
    check(
        "Agents are untested. We introduce GovBench, a benchmark of tasks. GovBench has 150 tasks. \
         We further propose DataGovAgent, an agent. On GovBench, current models fail.",
        Some("GovBench"),
    );
}

#[test]
fn described_names_at_a_sentence_start_or_spelled_in_capitals() {
    check(
        "Fakes spread. Detectors fail to generalise. INFER is the first deepfake detection framework \
         that reads future frames.",
        Some("INFER"),
    );
    check(
        "Shrinkage is old. We introduce Neural Adaptive Shrinkage (Nash), a unified framework for \
         denoising.",
        Some("Nash"),
    );
    // A model size or a harder variant gives way to the name the abstract also uses alone.
    check(
        "Grounding is hard. We propose Poivre-7B, a vision-language model that points before it \
         answers. Poivre beats larger models.",
        Some("Poivre"),
    );
    check(
        "Verifiers matter. We introduce two benchmarks, VerifyBench and VerifyBench-Hard, designed \
         to assess verifiers. VerifyBench has 2,000 items.",
        Some("VerifyBench"),
    );
    // A capitalised everyday word right after the verb, then described.
    check(
        "Safety data are scarce. To bridge this gap, we introduce Falcon, a large-scale \
         vision-language safety dataset. We also train FalconEye on it.",
        Some("Falcon"),
    );
    // Round 14: "called" before words that spell the acronym names the acronym.
    check(
        "Prompts are fixed. In this work, we propose a novel framework called Variational Inference \
         based Probabilistic Prompt (VPrompt) that introduces a latent variable.",
        Some("VPrompt"),
    );
    // Not a capitalised word in parentheses that nothing describes.
    check("Games are old. We study equilibria of Markov Games (Nash) in general.", None);
}

#[test]
fn stop_twenty_three_names() {
    // What a paper builds on its first contribution is the name its title uses…
    check(
        "Motion is hard. We introduce LabanLite, a motion representation. Building on LabanLite, we \
         present LaMoGen, a generation framework.",
        Some("LaMoGen"),
    );
    // …unless it is that contribution's variant, whose brand the title keeps.
    check(
        "Forgery is hard. We introduce So-Fake, a dataset of forged images. Building on So-Fake, we \
         present So-Fake-R1, a detector.",
        Some("So-Fake"),
    );
    // "by proposing" opens the contribution: the name is not "used before" it.
    check(
        "Videos are short. This paper addresses these challenges by proposing StreamDiT, a streaming \
         model. StreamDiT is trained with flow matching. We design mixed training for StreamDiT.",
        Some("StreamDiT"),
    );
    check(
        "KV caches are large. Results show that the proposed framework CompressKV outperforms baselines.",
        Some("CompressKV"),
    );
    // A footnote mark and an ampersand belong to no name's end, and to some names' middle.
    check("Attacks are weak. To address this, we propose MAPA*: a multi-turn attack.", Some("MAPA"));
    check("Experts are wasted. We introduce Ban&Pick, a post-training strategy for MoE.", Some("Ban&Pick"));
    check("Questions are hard. We introduce Q&A, a simple idea.", None);
    check(
        "Rewards are sparse. We instantiate this attack paradigm with BitHydra, which flips bits.",
        Some("BitHydra"),
    );
    check(
        "Tools are hard. We train models with rules, resulting in Nemotron-Research-Tool-N1, a series of models.",
        Some("Nemotron-Research-Tool-N1"),
    );
    // "evaluated with GPT-4o" brings nothing.
    check("Agents are slow. We evaluate the agents with GPT4o, which is strong.", None);
    // A dash written with hyphens ends the name.
    check("Emotions matter. We introduce HEART--a novel framework for emotions.", Some("HEART"));
    check(
        "Rewards are sparse. We propose Rule-based Process-AdaptIve Reinforcement (RePAIR) that builds rewards.",
        Some("RePAIR"),
    );
    // An adjective the acronym spells is part of the name.
    check(
        "Rewards are sparse. We analyse the mechanism and propose Reliability-Driven HRL (RD-HRL) as the solution.",
        Some("RD-HRL"),
    );
    check(
        "Phones are hard. Experiments show that our agent MobileIPL outperforms baselines.",
        Some("MobileIPL"),
    );
    // A hostile sentence of 20,000 introducing verbs: each looks back a bounded window.
    let hostile =
        format!("Building on LabanLite, {}we present LaMoGen, a framework.", "we propose ".repeat(20_000));
    assert!(find_name(&hostile, &[]).is_none_or(|m| m.name.len() < 20));
    // Round 17–19's forms, repeated: each looks a bounded window ahead (200 words for a name
    // said again, three words for a count, one parenthesis for "Shaping(ORS)").
    for unit in [
        "we propose Lookahead Anchoring, which ", "(H1) we put forward ", "Shaping(ORS), a ",
        "we introduce X---a ",
    ] {
        let hostile = unit.repeat(5_000);
        assert!(find_name(&hostile, &[]).is_none_or(|m| m.name.len() < 40), "{unit}");
    }
    // "and then propose" a long way after "we".
    check(
        "Optimisation is hard. We analyse why the standard reconstruction only loss may lead to distribution \
         mismatch and then propose HiBBO, a novel BO framework.",
        Some("HiBBO"),
    );
}

/// Round 17 of the reading check (seed 2041): names of prior work, evaluated models and
/// background acronyms shown as the paper's own, and own names missed.
#[test]
fn round_17_names() {
    // Bold italics (`***…***`) around the name: read as the name, not as literal stars.
    check(
        "Models struggle. Inspired by people, we propose ***Let Androids Dream (LAD)***, a novel framework \
         for image implication. It beats GPT-4o on Open-Style Question (OSQ).",
        Some("LAD"),
    );
    // An acronym defined in the background in the plural is not the paper's name in the singular.
    check(
        "Membership inference attacks (MIAs) threaten privacy. We propose a cost-effective label-only MIA \
         framework based on model extraction.",
        None,
    );
    // A prior method the paper adapts, extends or varies is not its name.
    check(
        "Data are scarce. In this research, we present a novel generative framework for images. We integrate \
         a custom adaptation of the TrivialAugment (TA) algorithm and apply inpainting.",
        None,
    );
    check(
        "We demonstrate that thinking first helps. On MATH-500 and our variant of Humanity's Last Exam (HLE), \
         we evaluate three settings. HLE is hard. HLE is new. HLE is long.",
        None,
    );
    check(
        "Signals matter. Here we extend one analytical linear method (PSID) beyond causal prediction. We \
         provide derivations extending PSID. PSID with smoothing wins over PSID.",
        None,
    );
    check(
        "Sharp minima hurt. We contribute to this question by introducing Flatness-Aware Regularization \
         (FA- Regularization). It penalizes sharpness.",
        None,
    );
    // Round 18.
    check(
        "Views matter. We first propose a baseline view selection method (IVS) that considers geometry. \
         Based on IVS, we put forward an active view selection method (AVS) that jointly optimizes the \
         selection. AVS wins.",
        Some("AVS"),
    );
    check(
        "Mapping is human. In this paper, we introduce VFM Bench, designed to evaluate the VFM ability.",
        Some("VFM Bench"),
    );
    check(
        "Data are open. In this paper, we formally propose the open-set semi-supervised federated learning \
         (OSSFL) problem, and develop the first OSSFL framework, FedOpenMatch. FedOpenMatch wins.",
        Some("FedOpenMatch"),
    );
    check(
        "Images are dark. To address these challenges, we propose the Variance-aware Channel Recalibration \
         Network for Low Light Image with Distribution Alignment (VCR), a novel framework for enhancement.",
        Some("VCR"),
    );
    check(
        "Guards are weak. In this work, we introduce a new attack that circumvents prompt guards. Our method \
         jailbreaks production models, even under the chat interfaces of Google Gemini (2.5 Flash/Pro), \
         DeepSeek Chat (DeepThink), xAI Grok (3), and Mistral Le Chat (Magistral).",
        None,
    );
    // An acronym a naming word gives is named there, whatever prior work stood before it.
    check(
        "Spikes are hard. We propose a novel algorithm inspired by SWIM, which we coin S-SWIM. S-SWIM is fast.",
        Some("S-SWIM"),
    );
    // A parenthesised "(NEW)" is skipped as a word of the object and read as an acronym: no
    // empty description is sliced (it used to panic).
    for hostile in ["We propose a (NEW) Network for graphs.", "We propose the (NOVEL) (NEW) Net."] {
        let _ = find_name(&plain_text(hostile), &parse(hostile));
    }
    // Round 19.
    check(
        "Reasoning is latent. We study latent reasoning and test two hypotheses: (H1) increase channel \
         capacity; (H2) learn communication via joint finetuning. H2 wins over H1.",
        None,
    );
    check(
        "Spikes are hard. Concretely, we propose a novel algorithm for training SNNs inspired by the SWIM \
         algorithm for RFM-ANNs, which we coin S-SWIM. S-SWIM is fast.",
        Some("S-SWIM"),
    );
    check(
        "Quantization errs. We introduce Qronos---a new post-training quantization algorithm that corrects \
         errors. Qronos is fast.",
        Some("Qronos"),
    );
    check(
        "Rewards are sparse. To address this gap, we propose Occupancy Reward Shaping(ORS), a novel \
         reward-shaping approach. ORS wins.",
        Some("ORS"),
    );
    check(
        "Expressions vary. In this paper, personalized feature translation (PFT) is proposed for SFDA. \
         PFT wins.",
        Some("PFT"),
    );
    // An acronym described as the first of its kind, though no "we" is in its sentence.
    check(
        "Sheaf Neural Networks (SNNs) are powerful. To address this limitation, we introduce the Directed \
         Cellular Sheaf, a generalized cellular sheaf. LF serves as the backbone of the Directed Sheaf Neural \
         Network (DSNN), the first SNN model to embed a directional bias. DSNN wins.",
        Some("DSNN"),
    );
    // What the paper introduces while extending prior work is its own.
    check(
        "Radiance fields are big. In this work, we extend the approach of QVFs by introducing QNeRF, the \
         first hybrid quantum-classical model.",
        Some("QNeRF"),
    );
    // "benchmark" as a verb: the models it benchmarks are not introduced.
    check(
        "Agents evolve. We identify a risk. We construct controllable testbeds and benchmark Qwen3-8B and \
         Llama-3.1-8B-Instruct.",
        None,
    );
    // A benchmark named after the field's term defined in the background keeps its own name.
    check(
        "Graph retrieval-augmented generation (GraphRAG) has emerged. Is GraphRAG effective? To address this, \
         we propose GraphRAG-Bench, a comprehensive benchmark designed to evaluate GraphRAG models.",
        Some("GraphRAG-Bench"),
    );
    // A capitalised word and an acronym in the parentheses: the name is both.
    check(
        "Speech matters. In this work, we propose a chunk based self-supervised learning (Chunk SSL) algorithm \
         as a unified solution. Chunk SSL is optimized with a masked loss.",
        Some("Chunk SSL"),
    );
    // Two capitalised words after the verb, then a clause, named again later.
    check(
        "Identity drifts. To address this, we propose Lookahead Anchoring, which leverages keyframes from \
         future timesteps. When applied to three models, Lookahead Anchoring achieves superior results.",
        Some("Lookahead Anchoring"),
    );
    // The method the paper designs wins over the dataset it names along the way.
    check(
        "Forgeries spread. We design a novel weakly-supervised localization method (MVG-FL) that leverages \
         statistics. Additionally, we develop a new large-scale face manipulated image dataset, named \
         DiffFMD, which is composed of generators.",
        Some("MVG-FL"),
    );
}

/// Round 21: forms read in the twenty-first sample.
#[test]
fn round_twenty_one_names() {
    // "referred to as" names; a baseline "previously introduced" does not.
    check(
        "Soils matter. This study introduces a stable learning framework based on the Hilbert-Schmidt \
         Independence Criterion, referred to as HSIC-StableNet, for predicting curves. HSIC-StableNet \
         surpasses conventional models and a previously introduced stable learning approach, SNN.",
        Some("HSIC-StableNet"),
    );
    check(
        "Losses vary. We identify a more general condition, referred to as DPO-inducing, that characterizes it.",
        None,
    );
    // The measure the paper introduces as its contribution, but a method named later wins.
    check(
        "Agents differ. To address this, we introduce the Knowledge Fitness Criterion (KFC), a general \
         evaluation paradigm. Theoretically, we establish the Knowledge Goal Quantified-Quality (KGQQ) Theorem.",
        Some("KFC"),
    );
    check(
        "Attacks spread. Based on these findings, we introduce the Vulnerable Slot Score (VSS) to quantify \
         vulnerability. We then propose SlotGCG, which evaluates all slots with VSS.",
        Some("SlotGCG"),
    );
    check("Models drift. We measure drift with the representation score (RS) on ten tasks.", None);
    // A Title Case name closed by a dash and an article.
    check(
        "Diffusion is slow. We propose Discrete Feynman-Kac Correctors – a framework that allows for \
         controlling the generated distribution. We derive Sequential Monte Carlo (SMC) algorithms.",
        Some("Discrete Feynman-Kac Correctors"),
    );
    // The name given to a kind of the earlier name is the paper's own; not a list of variants, nor a
    // capitalised "Named" inside an expansion.
    check(
        "Forgetting happens. We introduce a novel paradigm, continued fine-tuning (CFT), which recovers \
         knowledge. We propose a simple CFT strategy (named MergeTune) guided by connectivity.",
        Some("MergeTune"),
    );
    check(
        "Neurons inhibit. We propose Hippo-1, a hippocampal architecture. We evaluated three simple Hippo-1 \
         models (named High, Medium, and Low) on image classification.",
        Some("Hippo-1"),
    );
    check(
        "Speech is dense. We introduce DEnSNEL (Dense End-to-end Spoken Named Entity Localizer), the first \
         end-to-end model.",
        Some("DEnSNEL"),
    );
    // Round 22: "the X-Y module", "we firstly present X", and a comma set apart.
    check(
        "Models overfit. We introduce the Coded-Smoothing module, which can be integrated into training.",
        Some("Coded-Smoothing"),
    );
    check("Preferences vary. We introduce the Bradley-Terry model of preferences.", None);
    check(
        "Audio lacks data. To address these problems, we firstly present AudioMCQ, a comprehensive dataset.",
        Some("AudioMCQ"),
    );
    check(
        "Agents err. We propose Trajectory Graph Copilot , a novel framework that acts as a copilot.",
        Some("Trajectory Graph Copilot"),
    );
    // The review of stop 27: a baseline alone, variants joined by "and", an eponym.
    check("Soils matter. We compare against a previously introduced stable learning approach, SNN.", None);
    check(
        "Neurons inhibit. We propose Hippo-1, a hippocampal architecture. We evaluated two Hippo-1 models \
         (named Hippo-S and Hippo-L) on image classification.",
        Some("Hippo-1"),
    );
    check("Optimisation matters. We develop the Frank-Wolfe algorithm for sparse problems.", None);
    check("Preferences vary. We introduce the Bradley-Terry loss for rewards.", None);
}

/// The words the rules look at for `text` (see [`charge`]).
/// Round 25: a task's acronym is not the stem of a benchmark's name, and a proof is not an
/// earlier contribution to build on.
#[test]
fn round_25_names() {
    check(
        "Benchmarks are weak. We introduce ConDABench, a framework for generating conversational data \
         analysis (ConDA) benchmarks. It has 1,420 ConDA problems.",
        Some("ConDABench"),
    );
    check(
        "Forecasts are hard. In this paper, we propose the Fourier Adaptive Lite Diffusion Architecture \
         (FALDA), a novel probabilistic framework. Grounded in rigorous mathematical proof, we introduce the \
         Diffusion Model for Residual Regression (DMRR), a framework which unifies regression. FALDA wins.",
        Some("FALDA"),
    );
    // What a sentence grounded in a name builds is still the paper's.
    check(
        "Forecasts are hard. We propose the Fourier Adaptive Lite Diffusion Architecture (FALDA), a new \
         framework. Grounded in FALDA, we introduce the Diffusion Model for Residual Regression (DMRR).",
        Some("DMRR"),
    );
}

/// Round 26: a Title Case name after a naming word is the whole name, not its first word —
/// unless an acronym after it is the name.
#[test]
fn round_26_names() {
    check(
        "Models are slow. We marginalize the latent parameters out by sampling them, hence the name \
         Marginal Flow. In order to evaluate q(x), we draw samples.",
        Some("Marginal Flow"),
    );
    check(
        "Landmarks differ. Our approach, called Unified Dynamic FLD, embodies these two design choices.",
        Some("Unified Dynamic FLD"),
    );
    check(
        "Robots fail. We propose an approach named Agent-Guided Evolutionary Control framework for \
         Multi-Objective Reinforcement Learning (AGE-MORL), which leverages search.",
        Some("AGE-MORL"),
    );
    check(
        "Videos are long. Our model is termed Prompt-guided Pooling LLaVA, or PPLLaVA for short. \
         Specifically, PPLLaVA consists of three parts. PPLLaVA wins.",
        Some("PPLLaVA"),
    );
    check(
        "Tokens matter. We call this the SuperActivator Mechanism, which concentrates signals.",
        Some("SuperActivator"),
    );
    // Round 28: a theory the paper reasons with is not its name.
    check(
        "Models reason. We do this through the lens of Information Bottleneck (IB) theory, which posits \
         that generalisation emerges from compression. We prove using IB theory that decoders are limited.",
        None,
    );
}

/// Round 29's wrong names: an expansion with marked capitals after "named" ("adaPter" for PAT),
/// a problem's name ("termed … (GHD)"), a dataset the paper makes versions of (COIL-20), prior
/// work it is inspired by (SVG) beside a name given with "refer to … as".
#[test]
fn round_29_names() {
    check(
        "Prompt learning adapts CLIP. We propose the first framework named adaPter bootstrApped prompt \
         contrastive Tuning (PAT) to integrate adapters into prompt learning.",
        Some("PAT"),
    );
    check(
        "In this paper, we study an important yet overlooked problem, termed generalizable hallucination \
         detection (GHD), which aims to train detectors. Based on the phenomenon, we propose a new score \
         SpikeScore, which quantifies abrupt fluctuations.",
        Some("SpikeScore"),
    );
    check(
        "Bounds rely on the manifold hypothesis. We propose a general-purpose framework for studying data \
         geometry by creating dense, controllable versions of dSprites and COIL-20 with finer sampling.",
        None,
    );
    check(
        "Existing approaches, such as MAGE, struggle. We refer to this approach as Distributional Sobolev \
         Training. Inspired by Stochastic Value Gradients (SVG), our method utilizes a one-step world model.",
        Some("Distributional Sobolev Training"),
    );
    // The review of stop 29: one marked word is a name, not an expansion's start; a challenge
    // two words before the naming word is not what it names.
    check(
        "We propose a new model named iTransformer, which applies a feed-forward network (FFN) per variate.",
        Some("iTransformer"),
    );
    check("To tackle this challenge, we design a method named FooNet that aligns features.", Some("FooNet"));
}

/// Round 30: "ODConNet(OD Pairs based … Network)": the expansion's first word is no acronym of
/// the name before it.
#[test]
fn round_30_names() {
    check(
        "Travel time matters. In this paper, we propose ODConNet(OD Pairs based Conditional Travel Time \
         Inference Network), a model that estimates travel time from OD pairs.",
        Some("ODConNet"),
    );
    check("We propose SOLA (SOLid Animation), a method for animation.", Some("SOLA"));
}

fn words_looked_at(text: &str) -> usize {
    crate::core::derive::LOOKED_AT.with(|seen| seen.set(0));
    let _ = find_name(text, &[]);
    crate::core::derive::LOOKED_AT.with(std::cell::Cell::get)
}

/// Stop 47: a stressed capitalised word opening sentences and its lower-case uses, repeated: telling a stressed ordinary word from a name reads the words and the markup a
/// bounded number of times, so twice the text costs about twice the work.
#[test]
fn a_stressed_ordinary_word_costs_its_text() {
    let work = |n: usize| {
        let text =
            "*Smoothed* vector quantization helps. We pull smoothed quantizers to vertices. ".repeat(n);
        let plain = plain_text(&text);
        let tree = parse(&text);
        crate::core::derive::LOOKED_AT.with(|seen| seen.set(0));
        assert_eq!(find_name(&plain, &tree).map(|m| m.name), None, "an ordinary word");
        crate::core::derive::LOOKED_AT.with(std::cell::Cell::get)
    };
    let (small, large) = (work(2_000), work(4_000));
    assert!(small >= 2_000 * 10, "the words were read: {small}");
    assert!(large * 10 <= 21 * small, "{small} -> {large}");
}

/// Hostile abstracts: a form repeated, or many distinct coined words. Doubling the text about
/// doubles the words looked at (not four times them), and each word costs a bounded number of
/// looks.
#[test]
fn hostile_abstracts_cost_a_bounded_look_per_word() {
    let distinct = |n: usize| (0..n).map(|k| format!("Xa{k}B ")).collect::<String>();
    let forms: Vec<Box<dyn Fn(usize) -> String>> = vec![
        Box::new(|n| "we propose ".repeat(n)),
        Box::new(|n| "we propose Lookahead Anchoring, which ".repeat(n)),
        Box::new(|n| "Shaping(ORS), a ".repeat(n)),
        Box::new(|n| "(AAB) ".repeat(n)),
        Box::new(|n| "Big Capital Words ".repeat(n) + "(BCW)"),
        Box::new(|n| "a CFT strategy (named MergeTune) ".repeat(n)),
        Box::new(|n| "we introduce the Knowledge Fitness Criterion (KFC), ".repeat(n)),
        Box::new(|n| "referred to as HSIC-StableNet ".repeat(n)),
        // Stop 28: a Title Case name after a naming word, and one with an acronym ahead.
        Box::new(|n| "called Unified Dynamic FLD, ".repeat(n)),
        Box::new(|n| "named Agent Guided Control framework for Many Agents (AGC) ".repeat(n)),
        // Stop 29: a marked-capital expansion after a naming word, "refer to … as".
        Box::new(|n| "named adaPter bootstrApped prompt Tuning (PAT) ".repeat(n)),
        Box::new(|n| "we refer to this approach as Distributional Sobolev Training. ".repeat(n)),
        // Stop 30: "and propose" looks 40 words back for its "we"; an example list 16 back; an
        // acronym spelled by its capitals.
        Box::new(|n| "we prove a bound, and propose DiBS-MTL, ".repeat(n)),
        Box::new(|n| "such as Deep Operator Networks (DeepONet), ".repeat(n)),
        Box::new(|n| "Learning to Parallel Decode (Learn2PD) ".repeat(n)),
        // Stop 31: "the Hermes framework" looks 200 words ahead for the name said again; "we
        // address this … with X" looks five ahead; "we further propose".
        Box::new(|n| "we propose the Hermes framework for stocks. ".repeat(n)),
        Box::new(|n| "we address this gap with TRAPO (Trust Region), ".repeat(n)),
        Box::new(|n| "we further propose Trust-Region SFT (TrSFT), ".repeat(n)),
        // Stop 32: the abstract's part acronyms are counted once, not per candidate.
        Box::new(|n| "we introduce a token selection module (TSM), ".repeat(n)),
        // Stop 38: a backronym's capitals read up to twelve words ahead; a complexity's "O(" eight
        // back; a comma-set name said again 200 ahead.
        Box::new(|n| {
            "we propose PRioritized cOncept learninG via Relative Selection -- PROGRES -- ".repeat(n)
        }),
        Box::new(|n| "we propose a trade-off from O(D3) to O(D) per step, ".repeat(n)),
        Box::new(|n| "we propose a novel solution to this problem, Quorus, that works. ".repeat(n)),
        // Round 46: "classic X" 40 words ahead; "To further …" 25 words back.
        Box::new(|n| {
            "we propose a framework in Bayesian persuasion (BP), which extends classic BP ".repeat(n)
        }),
        Box::new(|n| "To further improve it, we introduce Cross Net (CN), ".repeat(n)),
        // Round 47: a data source sixteen words back; "this work … and creates" 40 back.
        Box::new(|n| {
            "we translated transcripts from the Topic Conversation Relevance (TCR) dataset ".repeat(n)
        }),
        Box::new(|n| {
            "this work leverages MLLMs and creates a retrieval framework (DiaRet) for RSITR ".repeat(n)
        }),
        Box::new(|n| "we present prima.cpp, a system. ".repeat(n)),
        // Round 49: a finding's "that" 20 words back; "This paper <does>" at each sentence; a
        // name's fragment read two words on.
        Box::new(|n| "we establish that Linear Self Attention (LSA) models fail ".repeat(n)),
        Box::new(|n| "This paper challenges Deep Nets (DN). ".repeat(n)),
        Box::new(|n| "named Frequency Decomposed and Enhanced Diffusion (), ".repeat(n)),
        Box::new(|n| "we evaluate ByteSampler, a recently proposed fix, ".repeat(n)),
        // Stop 44: a common acronym's words read twelve back for the field's meaning.
        Box::new(|n| "we introduce Segmental Advantage Estimation (SAE), ".repeat(n)),
        Box::new(|n| "we introduce Sparse Autoencoders (SAEs), ".repeat(n)),
        // Round 63: a part built on an idea looks up its sentence's bounds and the later mentions
        // in a layout built once (here a new name each time, so each is weighed); a result's
        // subject at any later use.
        Box::new(|n| {
            "we propose VFM, a model. ".to_string()
                + &(0..n).map(|k| format!("x.\nBased on it, we develop Sa{k}B VFM ")).collect::<String>()
        }),
        Box::new(|n| "We propose a model. When tested, MnemoDyn consistently delivers. ".repeat(n)),
        // Stop 44: "our X method" looks back for X's first mention, once.
        Box::new(|n| "we propose it. Our resulting PolySHAP method ".repeat(n)),
        // Round 62: "the Quest Graph, a …" reads five words after "the".
        Box::new(|n| "we introduce the Quest Graph, a ".repeat(n)),
        Box::new(distinct),
    ];
    for (k, form) in forms.iter().enumerate() {
        let (small, large) = (form(1_000), form(2_000));
        let (seen_small, seen_large) = (words_looked_at(&small), words_looked_at(&large));
        let words = large.split_whitespace().count();
        // Twice the text, at most 2.1 times the looks (a square would be four times).
        assert!(seen_large * 10 <= seen_small * 21, "form {k}: {seen_small} → {seen_large} words looked at");
        assert!(seen_large <= words * 300, "form {k}: {seen_large} looks for {words} words");
    }
}

/// Stop 30: an example list runs past eight words ("such as A (A), B (B), C (C)"), but a verb of
/// prior work ("extends") still reads eight words back only.
#[test]
fn long_example_lists_and_near_prior_work() {
    check(
        "Second, we conduct the first systematic investigation on multiple representative PDE solvers, \
         such as Physics-Informed Neural Networks (PINNs), Fourier Neural Operators (FNO), Deep Operator \
         Networks (DeepONet), on multiphysics problems.",
        None,
    );
    check(
        "We introduce a new model development framework that extends coevolution to large language model \
         (LLM) discovery, open-ended \\textit{Assessment Coevolving with Diverse Capabilities} (AC/DC). \
         AC/DC evolves both LLMs via model merging. AC/DC discovers growing archives of LLMs. \
         Furthermore, AC/DC improves Coverage over time.",
        Some("AC/DC"),
    );
}

/// Round 31: an acronym that keeps a word whole ("Learn2PD") is spelled by its capitals; two
/// capitals in one word ("CooperAtive") spell nothing.
#[test]
fn acronyms_spelled_by_their_capitals() {
    check(
        "Decoding is slow. We propose Learning to Parallel Decode (Learn2PD), a framework that trains a filter.",
        Some("Learn2PD"),
    );
    check(
        "Agents conflict. We propose a cooperative architecture named CARTS (CooperAtive Reinforcement \
         learning for Traffic Signal control). CARTS introduces multiple reward terms.",
        Some("CARTS"),
    );
}

/// Round 32: "we prove that …, and propose DiBS-MTL" finds its "we" 26 words back; the prior
/// method it adapts (DiBS, defined in the background) is not the name.
#[test]
fn a_far_we_before_and_propose() {
    check(
        "MTL combines losses. A recent advance in bargaining theory, the Direction-based Bargaining \
         Solution (DiBS), yields Pareto stationary solutions immune to task domination. However, the \
         convergence of DiBS is not understood. To this end, we prove that under standard assumptions, \
         a subsequence of DiBS iterates converges to a Pareto stationary point when task losses are \
         possibly nonconvex, and propose DiBS-MTL, a computationally efficient adaptation of DiBS to the \
         MTL setting. Finally, we validate DiBS-MTL empirically.",
        Some("DiBS-MTL"),
    );
}

/// The stop's review: an example list far back does not reach past "our".
#[test]
fn our_name_after_an_example_list() {
    check(
        "Models are slow. Across tasks such as summarization, translation and question answering, our \
         Adaptive Token Router (ATR) cuts latency by 40%. ATR is simple.",
        Some("ATR"),
    );
}

#[test]
fn stop_31_names() {
    // Markdown emphasis by underscores: the name inside, no underscore left over.
    check(
        "Trials are costly. We introduce _Neural Effect Search_, a novel recursive procedure for it.",
        Some("Neural Effect Search"),
    );
    check("In this work, we present _Vid2World_, a general approach for world models.", Some("Vid2World"));
    // A list of emphasised words names values or categories, not the paper's method.
    check(
        "We release a benchmark of five values from nursing codes: _Altruism_, _Human Dignity_, _Integrity_, \
         _Justice_, and _Professionalism_.",
        None,
    );
    // One emphasised name, said again, is still the name.
    check("Models struggle here. **GoR** fixes it, and **GoR** is fast.", Some("GoR"));
    // Round 32: the method the paper addresses its problem with, not a part proposed further.
    check(
        "SFT and RL are used. We address this inefficiency with TRAPO (Trust-Region Adaptive Policy \
         Optimization), a hybrid framework that interleaves SFT and RL. We further propose Trust-Region SFT \
         (TrSFT), which minimizes forward KL divergence.",
        Some("TRAPO"),
    );
    // A method proposed further after the data it is built on is the paper's name.
    check(
        "Model selection is hard. We first introduce the RSFM Database (RS-FMD), the first structured \
         resource of 150 models. Built on top of RS-FMD, we further present REMSA, the first LLM agent for \
         automated model selection.",
        Some("REMSA"),
    );
    // "We address this problem by estimating the Average Treatment Effect (ATE)" defines a term.
    check(
        "Data are decentralized. We address this problem by estimating the Average Treatment Effect (ATE) \
         from decentralized data via Federated Learning. We propose a novel method to estimate scores.",
        None,
    );
    // Round 33: "We describe X, a novel …" introduces X; a part proposed "to this end" after it
    // does not replace it; a placeholder for a withheld name is no name.
    check(
        "Routing is layer-local. We describe ReXMoE, a novel MoE architecture that reuses experts across \
         layers. To this end, we propose a new progressive scaling routing (PSR) strategy for training.",
        Some("ReXMoE"),
    );
    check(
        "We present the XYZ benchmark [note to reviewers: name withheld], a new dataset for hardware design.",
        None,
    );
    // A name with its expansion in parentheses is still a name (the review); a past tense does
    // not start the contribution ("In prior work, we introduced DiffNet" is background).
    check("Sparsity helps. Our method, Atlas (Adaptive Token-Level Sparsity), prunes tokens.", Some("Atlas"));
    check(
        "In prior work, we introduced DiffNet, a diffusion network. Here, we propose FlowMix, a flow-based \
         mixer for graphs.",
        Some("FlowMix"),
    );
    // Round 34: a capitalised word naming "the … framework" the abstract says again is the name;
    // an adjective is not.
    check(
        "Stocks co-move. This study proposes the Hermes framework for stock forecasting. Specifically, \
         Hermes proposes a hyperedge module. Additionally, Hermes employs message passing.",
        Some("Hermes"),
    );
    check(
        "Inference is hard. We propose the Bayesian framework for inference. The Bayesian view helps. \
         Bayesian methods win.",
        None,
    );
    check("Stocks co-move. This study proposes the Hermes framework for stock forecasting. It works.", None);
    // The first word of a Title Case run is no name.
    check(
        "Benchmarks are narrow. We address these issues with a novel benchmark. Our benchmark, Diverse \
         Referring Expressions for Object Comprehension, has 10,963 expressions.",
        None,
    );
}

/// Round 33: two parts named in lower case ("a sparse token selection module (STSM)", "a
/// foreground refinement module (FRM)") are parts of an unnamed method, not its name; one part
/// alone, or a capitalised "Block" in the name itself, may be the paper's whole contribution.
#[test]
fn acronyms_of_two_parts_name_no_method() {
    check(
        "Small objects are missed. This work proposes a foreground probing paradigm. At its core, we \
         introduce a sparse token selection module (STSM) that keeps foreground tokens. We design a \
         foreground refinement module (FRM) that distills an attention map.",
        None,
    );
    check(
        "Small objects are missed. At its core, we introduce a sparse token selection module (STSM) that \
         keeps foreground tokens. It works well.",
        Some("STSM"),
    );
    check(
        "DNA is long. Here, we introduce the Holistic Protean Block (HPB), a novel scalable architecture \
         with three layers. We add a gating module (GM) and a mixing module (MM).",
        Some("HPB"),
    );
}

/// Review of stop 32: a part acronym as the abstract's first word, and a background "unit"
/// (GPU) or "layer" before the contribution, are no second part.
#[test]
fn part_acronyms_in_the_background_or_first_do_not_count() {
    // No panic on a part acronym as the first word, and no part named.
    let text = "(TSM) module detects small objects. It combines a token selection module (TSM) with a \
                refinement module (RM). FooNet is fast.";
    let found = find_name(&plain_text(text), &parse(text)).map(|n| n.name);
    assert!(!matches!(found.as_deref(), Some("TSM" | "RM")), "{found:?}");
    check(
        "Detectors use a fully connected layer (FC) at the end. We introduce a dynamic routing module (DRM) \
         that runs on a single graphics processing unit (GPU).",
        Some("DRM"),
    );
}

/// Stop 33: a version after the name is part of it ("FG-CLIP 2", "RoboTwin 2.0"), as the titles
/// write it; a number that is no version stays out.
#[test]
fn a_version_after_the_name_belongs_to_it() {
    check(
        "Alignment is hard. We introduce FG-CLIP 2, a bilingual vision-language model for fine-grained alignment.",
        Some("FG-CLIP 2"),
    );
    check("Data are scarce. We present RoboTwin 2.0, a scalable data generator.", Some("RoboTwin 2.0"));
    check(
        "Security matters. We release CyberPal 2.0: a family of small language models.",
        Some("CyberPal 2.0"),
    );
    check("Audio is hard. We introduce AudioNet v2, an audio model.", Some("AudioNet v2"));
    // An enumeration's "2)" is no version; a parenthesis the name is in closes after one.
    check("Our contributions: 1) we propose FooNet 2) we show it works.", Some("FooNet"));
    check("Data are scarce. We present a generator (called RoboTwin 2.0) for robots.", Some("RoboTwin 2.0"));
    // Not a version: a count, a size, a number that goes on.
    check("Search is slow. We propose FastSearch 2 times faster than before.", Some("FastSearch"));
    check("Search is slow. We propose FastSearch 100, a search method.", Some("FastSearch"));
    check("Search is slow. We propose FastSearch 2.05, a search method.", Some("FastSearch"));
    // The gist starts after the version.
    let text = "Alignment is hard. We introduce FG-CLIP 2, a bilingual vision-language model for fine-grained alignment.";
    let derived = crate::core::derive::derive_paper(text);
    assert_eq!(derived.name.as_deref(), Some("FG-CLIP 2"));
    assert!(derived.gist.as_deref().is_some_and(|g| g.starts_with("a bilingual")), "{:?}", derived.gist);
}

/// Round 36: the word a parenthesis adds to an acronym, a competition, a "-family" modifier.
#[test]
fn round_thirty_six_names() {
    let text = "Sampling is slow. Based on this, we propose Neural Indicator Sampling (NI Sampling), a general \
                sampling order optimization framework.";
    check(text, Some("NI Sampling"));
    let derived = crate::core::derive::derive_paper(text);
    assert!(derived.gist.as_deref().is_some_and(|g| !g.contains("( Sampling)")), "{:?}", derived.gist);
    // Not when the expansion ends otherwise.
    check("Sampling is slow. We propose Neural Indicator Search (NI Sampling), a framework.", Some("NI"));
    check(
        "We show, contrary to the gold medals at the International Math Olympiad (IMO) that LLMs attained, \
         that a problem exists.",
        None,
    );
    check(
        "Softmax is popular. Building on these two perspectives, we present a principled investigation of the \
         Softmax-family losses.",
        None,
    );
}

/// Round 36: "any existing GCRL algorithm" is one the method works with, not the method.
#[test]
fn a_name_for_existing_ones_of_a_kind_is_not_the_papers() {
    check(
        "In this work, we introduce dual goal representations for goal-conditioned reinforcement learning (GCRL). \
         A dual goal representation characterizes a state. Based on this concept, we develop a practical goal \
         representation learning method that can be combined with any existing GCRL algorithm.",
        None,
    );
    check("Agents are slow. We develop the InstructEngine framework for agents.", Some("InstructEngine"));
    // Through every path, not only the kind noun's ("on multiple molecule-protein interaction
    // (MPI) datasets" after "we evaluate"); a capitalised word of a name is no such word.
    check("Diffusion is unstable. We propose Scaling the Prior (StP), a simple approach.", Some("StP"));
    check("Safety is hard. We propose a framework that works with any existing SafeGuard model.", None);
}

/// Round 36: a coined word first used as the subject of a result ("VEAttack has achieved …",
/// "On average, FastVMT achieves …") is the paper's name when nothing surer names it.
#[test]
fn a_coined_subject_of_the_results_names_the_method() {
    check(
        "Video motion transfer is slow. We observe redundant computation and skip it. On average, FastVMT \
         achieves a 3.43x speedup without degrading quality.",
        Some("FastVMT"),
    );
    check(
        "Decoding is slow. We propose a tri-dimensional pruning of tokens. Experiments demonstrate that \
         ToProVAR achieves nearly 3.5x acceleration.",
        Some("ToProVAR"),
    );
    // Used before the contribution: the field's, not the paper's.
    check(
        "FlashAttention is fast but memory bound. We propose a new kernel. FlashAttention achieves less here.",
        None,
    );
    check(
        "Attacks are costly. We propose a task-free attack on the vision encoder. VEAttack has achieved a \
         large degradation.",
        Some("VEAttack"),
    );
    // A model or dataset the paper runs is not its name (the review of stop 33).
    check(
        "Pruning is costly. We propose a new pruning criterion. Experiments show that ResNet-50 achieves \
         76% top-1 with half the FLOPs.",
        None,
    );
    check("Reasoning is hard. We propose a new reward. We find that Qwen2.5-7B consistently improves.", None);
    // A name the paper gives surer wins.
    check(
        "Decoding is slow. We propose TriPrune, a pruning method. Experiments show that ToProVAR achieves \
         nothing.",
        Some("TriPrune"),
    );
}

/// Round 37: a model the paper runs, mentioned in every result, is not its name.
#[test]
fn a_model_mentioned_most_is_not_the_papers_name() {
    check(
        "We investigate whether agent scaffolds are necessary. We show that a Gemini-1.5-Pro model \
         without any scaffolding reaches 38% on SWE-bench. While the approach with Gemini-1.5-Pro falls \
         short of the strongest agents, a two-stage approach combining Gemini-1.5-Pro with Claude-3.7 \
         reaches 48.6%.",
        None,
    );
    check(
        "We introduce a repair agent. RepairNet fixes bugs in context. RepairNet reaches 38% on \
         SWE-bench, and RepairNet is cheap.",
        Some("RepairNet"),
    );
}

/// Round 38's development check: what the paper builds on is prior work.
#[test]
fn what_the_paper_builds_on_is_not_its_name() {
    check(
        "Decisions are overconfident. To address these limitations, we build on the Bayesian last layer \
         (BLL) model, where a feature extractor is followed by random parameters.",
        None,
    );
    check(
        "Decisions are overconfident. We propose the Bayesian last layer (BLL) model, where a feature \
         extractor is followed by random parameters.",
        Some("BLL"),
    );
}

/// Round 45 (stop 38): backronyms, a run-together word in an expansion, sizes, big-O terms,
/// data sources and a name set off by commas.
#[test]
fn round_45_expansions_sizes_and_appositives() {
    // A backronym marks its letters inside words; the acronym after the dashes is the name.
    check(
        "Tuning is costly. We propose PRioritized cOncept learninG via Relative Error-driven Sample \
         Selection -- PROGRESS -- a data- and compute-efficient framework that enables VLMs to learn.",
        Some("PROGRESS"),
    );
    // "IterativeMomentum" is two words run together: its inner capital is an initial.
    check(
        "Shapley values are costly. We propose Stochastic IterativeMomentum for Shapley Value \
         Approximation (SIM-Shapley), a stable and efficient SV approximation method.",
        Some("SIM-Shapley"),
    );
    // A size is no name.
    check(
        "Data quality matters. First, we construct a large-scale, 300K-sample benchmark by injecting \
         defects.",
        None,
    );
    // A term of a complexity is no name.
    check(
        "Embeddings lack structure. We develop three computational variants that provide trade-offs \
         from O(D3) to O(D) per training step.",
        None,
    );
    check(
        "Bandits need regret bounds. We propose a hybrid regularizer that achieves O(K log2 T/Δ2min) \
         regret and O(K1/3 T2/3) regret.",
        None,
    );
    // Where the data comes from is no name.
    check(
        "Are reference lists distinguishable? We build paired citation graphs for 10,000 focal papers \
         from SciSciNet, and added a random baseline.",
        None,
    );
    // A capitalised word set off by commas after "we propose a … solution", and said again.
    check(
        "Quantum learning needs clients. We propose a novel solution to this QFL problem, Quorus, that \
         utilizes a layerwise loss function. Quorus also presents model designs.",
        Some("Quorus"),
    );
}

/// Round 46 (stop 38): an algorithm the paper analyses, the field's acronyms, a method that
/// integrates the earlier system, a proposal after a long subject, a named algorithm after an
/// unnamed framework.
#[test]
fn round_46_analysed_algorithms_and_umbrella_methods() {
    check(
        "Preferences are not transitive. In this work, we provide the first convergence guarantee for \
         Optimistic Multiplicative Weights Update (OMWU) in NLHF, showing that it converges.",
        None,
    );
    check(
        "Brains encode concepts. In this work, we study how functional MRI (fMRI) activity can be \
         aligned with the embedding spaces of foundation models.",
        None,
    );
    check(
        "Certification is slow. Building on this model, we propose a novel semidefinite programming \
         (SDP) relaxation for incomplete verification.",
        None,
    );
    check(
        "Sparse rewards are hard. Leveraging recent advances in differentiable dynamics, we introduce \
         the Reverse Rigid-Body Simulator (RRBS), a system that generates trajectories. RRBS enables \
         guidance. Leveraging this, we present Reverse Trajectory Generation (RTG), a method that \
         integrates RRBS with a beam search algorithm.",
        Some("RTG"),
    );
    check(
        "Sparse rewards are hard. We introduce the Reverse Rigid-Body Simulator (RRBS), a system that \
         generates trajectories. Leveraging this, we present Reverse Trajectory Generation (RTG), a \
         method that integrates RRBS with a beam search algorithm.",
        Some("RTG"),
    );
    check(
        "Geometry is hard. Therefore, this paper makes the first attempt to investigate how to build a \
         medalist-level agent and eventually proposes InternGeometry. InternGeometry proposes \
         propositions. To further accelerate the learning process of InternGeometry, we introduce \
         Complexity-Boosted Reinforcement Learning (CBRL) that scales the complexity.",
        Some("InternGeometry"),
    );
    check(
        "Delays break RL. In this work, we introduce the interaction layer, a general framework that \
         handles delays. Building on this framework, we develop a model-based algorithm, Actor-Critic \
         with Delay Adaptation (ACDA), which adjusts to delay patterns.",
        Some("ACDA"),
    );
}

/// Round 46's development check: a tool inside a longer capitalised run, a lower bound the
/// method characterises, a relaxation's acronym.
#[test]
fn tools_in_capitalised_runs_bounds_and_relaxations() {
    check(
        "Data are costly. This paper introduces a novel framework, which integrates Reinforcement \
         Learning (RL) with Stochastic Dynamic Mode Decomposition (SDMD) to guide data collection.",
        None,
    );
    check(
        "Shift is common. Our method designs a novel acquisition function characterizing a Lower Bound \
         of Batch Information Gain (LB-BatchIG) for the target distribution.",
        Some("LB-BatchIG"),
    );
    check(
        "Certification is slow. We propose a novel semidefinite programming (SDP) relaxation for \
         incomplete verification.",
        None,
    );
    check(
        "Games are numbers. This work leverages LLMs and proposes a verbalized framework in Bayesian \
         persuasion (BP), which extends classic BP to real-world games.",
        None,
    );
    check(
        "Experts are imbalanced. We propose an integer linear program (ILP) that places experts. It \
         can be solved with a standard ILP solver. It lowers traffic for small-scale (DeepSeekMoE 16B) \
         and large-scale (DeepSeek-R1 671B) models.",
        None,
    );
    check(
        "GUIs are large. We train our GUI grounding agent, GUI-Cursor 7B, using online reinforcement \
         learning. GUI-Cursor 7B achieves state-of-the-art accuracy.",
        Some("GUI-Cursor"),
    );
}

/// The stop's review and round 47: a closed complexity before a name, a family's prefix inside a
/// coined word, a dash written with hyphens, software named in lower case, the field's PID,
/// "and creates", a data source, a name opening a sentence "is the first …".
#[test]
fn round_47_and_the_reviews_cases() {
    check("Attention is O(N2). We propose FlashNet, a linear method.", Some("FlashNet"));
    check("Agents are slow. We introduce OctoNet 2B, an on-device agent.", Some("OctoNet"));
    check(
        "Games rotate. Building on this, we introduce a lookahead method. Across classical games, \
         including Rock--paper--scissors, Matching pennies, it improves convergence.",
        None,
    );
    check(
        "Home clusters are weak. To overcome this challenge, we present prima.cpp, a distributed \
         on-device inference system. We introduce pipelined-ring parallelism (PRP) to overlap disk I/O.",
        Some("prima.cpp"),
    );
    check(
        "Consistency is hard. We adjust the input of the generation model through a modified PID \
         (Proportional Integral Derivative) controller to enhance reference consistency.",
        None,
    );
    check(
        "Retrieval is vague. To overcome these challenges, this work leverages the power of MLLMs and \
         creates a novel dialogue-driven cross-modal retrieval framework (DiaRet) for RSITR. \
         Experiments show that our DRS framework achieves state-of-the-art performance.",
        Some("DiaRet"),
    );
    check(
        "Prompts vary. We translated and open-sourced 200 meeting transcripts from the \
         Topic-Conversation Relevance (TCR) dataset into 15 languages.",
        None,
    );
    check(
        "Quantization hurts. Across widely used PTQ methods (AWQ, GPTQ, SmoothQuant), we find that \
         degradation arises early.",
        None,
    );
    check(
        "Caches are large. This paper introduces a novel key cache pruning method that allocates budgets \
         from a head importance estimation derived from Rotary Position Embedding (RoPE).",
        None,
    );
    check(
        "Agents fail. We first establish a baseline Multi-Agent System (MAS) where a Guard Agent acts as \
         a controller.",
        None,
    );
    check(
        "Edits do not propagate. We propose a simple fix. This achieves a substantial gain in the \
         RippleEdit dataset, almost twice the accuracy.",
        None,
    );
    check(
        "Joint generation is hard. First, we introduce a modality-specific mixture-of-experts (MS-MoE) \
         design that enables communication.",
        None,
    );
    check(
        "Clean data is unavailable. In this paper, we propose H+, a novel similarity-aware aggregation \
         approach.",
        Some("H+"),
    );
    check(
        "Benchmarks saturate. LogiConBench is the first benchmark that generates unlimited logical \
         rule combinations. To achieve this, LogiConBench generates logical graphs.",
        Some("LogiConBench"),
    );
}

/// Round 49's names (seed 2073): a model class a theorem is about, a field opening the
/// background, an expansion whose acronym a macro lost, a representation the network is built
/// on, and a name given in parentheses.
#[test]
fn round_49_theorems_fields_lost_acronyms_and_parenthesised_names() {
    check(
        "Transformers fail at forecasting. In this paper, we provide a theoretical analysis of \
         Transformers' limitations for TSF through the lens of In-Context Learning (ICL) theory. \
         Specifically, under AR(p) data, we establish that: (1) Linear Self-Attention (LSA) models \
         cannot achieve lower expected MSE than classical linear models.",
        None,
    );
    check(
        "Deep Reinforcement Learning (DRL) faces significant threats from backdoor attacks, as \
         indicated by numerous studies. However, DRL agents incorporate interventions. To bridge \
         this gap, we investigate three research questions: how do interventions impact backdoor \
         attacks in DRL?",
        None,
    );
    check(
        "Diffusion models struggle. To address these issues, we propose a multi-stage diffusion \
         framework named Frequency Decomposed and Enhanced Diffusion (), which explicitly \
         decomposes time series into low- and high-frequency signals.",
        None,
    );
    check(
        "Hypergraphs model reactions. In the paper, we address the reaction classification task by \
         introducing the Directed Line Graph (DLG) transformation for directed hypergraphs. Building \
         on this representation, we propose the Directed Line Graph Network (DLGNet), the first \
         spectral-based Graph Neural Network (GNN) designed to perform convolutions on the DLG.",
        Some("DLGNet"),
    );
    check(
        "Spiking networks promise efficiency. This paper challenges this costly approach by \
         repurposing a physical hardware bug. By treating the device's analog output as the fused \
         product of the synaptic weight and temporal decay, optoelectronic synaptic TTFS (named \
         Otters) eliminates these expensive digital operations. To use the Otters paradigm in \
         complex architectures, we introduce a novel quantized neural network-to-SNN conversion \
         algorithm.",
        Some("Otters"),
    );
    // Round 50: a tool the study evaluates, described as someone else's.
    check(
        "Tokens distort prompts. In this work, we identify three domains where token boundaries do \
         not line up. Finally, we evaluate ByteSampler, a recently proposed sampling-time fix for the \
         tokenization boundary problem, and find that it overcomes the problem.",
        None,
    );
    check(
        "Sampling is slow. We propose FastSamp, a new sampler for diffusion models. FastSamp is \
         fast.",
        Some("FastSamp"),
    );
    // The stop's review: words that credit others only right after the article.
    check(
        "Priors are hand-made. We propose NeuralPrior, a learned prior for inverse problems.",
        Some("NeuralPrior"),
    );
    check(
        "Adapters are costly. We propose PlugLM, a plug-in for existing LLMs that adapts them.",
        Some("PlugLM"),
    );
    // A finding's clause ends at an introducing verb; "This work was supported" starts nothing.
    check(
        "Routing is brittle. We show that current methods fail and propose Sparse Mixture Routing \
         (SMR) to fix it.",
        Some("SMR"),
    );
    check(
        "Graphs are large. In this paper, we propose GraphZip, a compressor for graphs. This work \
         was supported by a grant.",
        Some("GraphZip"),
    );
}

/// Round 50: a Title Case name the paper proposes "as a framework".
#[test]
fn round_50_a_title_case_name_proposed_as_a_kind() {
    check(
        "Models are manipulated. We investigate this through negotiations. We propose Epistemic \
         Grounding as a framework to improve AI system reliability through model tiering.",
        Some("Epistemic Grounding"),
    );
    // Not a name not followed by a kind.
    check("Agents fail. We propose Reinforcement Learning as a lens on agents.", None);
    // Nor the field's common words in capitals.
    check("Agents fail. We propose Language Models as a framework for agents.", None);
}

/// Round 59's wrong names: a list item, a part inside the described kind, a field or standard
/// the kind is built on, and a metric the results report.
#[test]
fn round_59_names_nothing_the_paper_only_uses() {
    check(
        "We revisit this claim through an evaluation on two benchmarks, \\textit{Sokoban} and \\textit{General Points}.",
        None,
    );
    check("We study \\textit{Sokoban} grids.", Some("Sokoban"));
    check(
        "We present a modular framework for molecule design that combines a property-aligned β-VAE for encoding, and a patch-based generator.",
        None,
    );
    check(
        "To address this, we propose a robust Foundation Model (FM)-empowered O-RAN framework that enables robot cooperation.",
        None,
    );
    check("We propose a pack-based MIL framework that handles slides.", None);
    check("We propose a novel training framework GOAT, which aligns models.", Some("GOAT"));
    check(
        "We introduce a scalable latent diffusion model for single-cell data, which we refer to as scLDM, that respects exchangeability.",
        Some("scLDM"),
    );
    check(
        "Experimental results indicate that our method improves the Quadratic Weighted Kappa (QWK) metric by 7 points.",
        None,
    );
    check(
        "To study this, we introduce a diagnostic suite and the Oracle Performance Gap (OPG) metric that quantifies the gap.",
        Some("OPG"),
    );
    // The review's: naming in the past tense, a crafted name after a "-based" modifier, and a
    // Title Case heading beside the emphasised name.
    check(
        "We introduce a latent diffusion model for single-cell data, which we denoted as scLDM, that respects order.",
        Some("scLDM"),
    );
    check("We propose a diffusion-based DiffPlan framework that plans trajectories.", Some("DiffPlan"));
    check("We study \\textbf{LadderSym} for music. \\textbf{Key Results:} it works.", Some("LadderSym"));
}

#[test]
fn stop_44_a_common_acronym_coined_anew() {
    // Round 60: the field's acronym (SAE, a sparse autoencoder) spelled by the paper's own words.
    check(
        "Reinforcement learning struggles with credit assignment. We introduce Segmental Advantage Estimation (SAE), which estimates advantages per segment.",
        Some("SAE"),
    );
    check(
        "We propose Prediction Inconsistency Detection (PID), a detector of generated images.",
        Some("PID"),
    );
    // The field's meaning, or a variant of it, is no name of the paper's.
    check("We introduce Sparse Autoencoders (SAEs) for the residual stream of a model.", None);
    check("We introduce process-supervised reward models (PRMs) that verify each step.", None);
    check("We propose Factorisation Machines (FMs) for ranking.", None);
    check("We propose Progressive Group Relative Policy Optimization (GRPO) for negative feedback.", None);
    check("We propose a Proportional-Integral-Derivative (PID) controller to steer activations.", None);
    check("We introduce Partial Information Decomposition (PID) to split the information.", None);
    // An acronym the table does not list stays common whatever its words.
    check("We propose Large Language Mixing (LLM) for reasoning.", None);
}

#[test]
fn round_61_our_resulting_coined_method() {
    check(
        "In this work, we extend KernelSHAP by approximating the game via higher degree polynomials. Our resulting PolySHAP method yields better Shapley value estimates.",
        Some("PolySHAP"),
    );
    check("Our new MindCube benchmark with 21,154 questions exposes this gap.", Some("MindCube"));
    // Not a compound adjective, nor a coined word that names no kind of work.
    check("Our LLM-informed model finds objects faster.", None);
    check("Our KernelSHAP estimates are consistent.", None);
    // The review: a participle after a hyphen is a modifier, whatever the participle.
    check("Our GRPO-trained agent solves 40% of tasks.", None);
    check("Our LoRA-tuned model answers questions.", None);
    // Any other form is surer; the name stands where the abstract first writes it.
    check("We introduce Hydra, a model for graphs. Our new LynxNet module helps.", Some("Hydra"));
    let first = "Timeliness matters. In this paper, we propose an adaptive early spatio-temporal prediction model \
                 with a dynamic propagation matrix (DSTN), which captures causal relationships. Results show \
                 that our proposed DSTN model generally outperforms all baselines.";
    let found = find_name(&plain_text(first), &parse(first)).expect("a name");
    assert_eq!((found.name.as_str(), found.end), ("DSTN", first.find("DSTN)").unwrap() + 4));
}

#[test]
fn round_62_the_named_run_in_an_appositive() {
    check(
        "This paper introduces the Quest Graph, a formal framework for analyzing agentic systems. The base \
         Quest Graph is equivalent to a Turing machine.",
        Some("Quest Graph"),
    );
    check(
        "We present the Latent Causal Forest, an estimator of effects. Latent Causal Forest is consistent.",
        Some("Latent Causal Forest"),
    );
    // Not over the object's own rules ("… a model (CFE-Net)").
    check(
        "We present the Causal Forest Estimator, a model (CFE-Net) that scales. The Causal Forest Estimator wins.",
        Some("CFE-Net"),
    );
    // Not without the appositive, nor the field's words, nor beside a surer name.
    check("We introduce the Latent Causal Forest for effects.", None);
    check("We introduce the Transformer Model, a network.", None);
    check("We introduce the Quest Graph, a framework. We propose QuestNet, a solver.", Some("QuestNet"));
    check(
        "We introduce the NRF Neural Response Function, a framework for fMRI. NRF Neural Response Function fits.",
        Some("NRF"),
    );
}

#[test]
fn round_62_we_call_the_resulting_model() {
    // Round 62's P08: a description run together with hyphens from a field's word names nothing,
    // whichever rule meets it; a coined name of that shape stays.
    check(
        "We present the first comprehensive LLM-as-a-compressor benchmark spanning 25 models. We call the resulting model Cmprsr and show gains.",
        Some("Cmprsr"),
    );
    check("We present LLM-as-a-compressor, a benchmark of 25 models.", None);
    check("We present a framework, NeRF-on-the-go, that handles scenes.", Some("NeRF-on-the-go"));
    // "We call the resulting model X" names X.
    check(
        "We post-train Qwen3-4B with SFT and GRPO. We call the resulting model Cmprsr and demonstrate its superiority.",
        Some("Cmprsr"),
    );
    // Not a capitalised word of the name skipped ("called the Final Response Map (FRM)"), nor a
    // word before what is no kind ("the resulting Gibbs distribution", the second review).
    check(
        "To gain insights, we propose a two-stage explanatory framework. This includes a novel analytical tool called the Final Response Map (FRM), which reveals patterns.",
        Some("FRM"),
    );
    check("We sample. We call the resulting Gibbs distribution the target.", None);
}

#[test]
fn round_62_a_name_before_a_spaced_dash() {
    check(
        "Although Invariant Risk Minimization (IRM) offers a solution, it decays. We bridge this gap by adapting \
         Bayesian IRM (BIRM) for generative VLMs. To address regularization decay, we propose Dynamic BIRM — an \
         algorithm that adaptively adjusts the invariance penalty. Dynamic BIRM outperforms static BIRM baselines.",
        Some("Dynamic BIRM"),
    );
    // A spaced dash before something else than a description is no appositive.
    check("We propose Dynamic Routing — which is known — for graphs.", None);
}

#[test]
fn round_63_a_later_result_sentence_and_the_fields_acronyms() {
    // P02: the name is first the subject of "is", then of a result after an opening clause.
    check(
        "We present a dynamical-systems based model for brain scans. We show that MnemoDyn is compute \
         efficient. When benchmarked against transformers, MnemoDyn consistently delivers superior quality.",
        Some("MnemoDyn"),
    );
    // A list's comma is no opening clause (the review: "Compared with LoRA, DoRA, PiSSA achieves"),
    // nor an abbreviation's; an opening clause that names a benchmark is one.
    check("We propose a new adapter. Compared with LoRA, DoRA, PiSSA achieves less on every task.", None);
    check("We propose a new adapter. Against baselines, e.g., PiSSA achieves less on every task.", None);
    check(
        "We propose a new cache. When tested on LongBench, CompressKV consistently outperforms baselines.",
        Some("CompressKV"),
    );
    // Models put together from parts and compared are no name.
    check(
        "This research compares two architectures. The results show that, overall, GloVe+LSTM outperforms CNN.",
        None,
    );
    // P12: the structural causal model a method builds is the field's; the method named after it is
    // the paper's.
    check(
        "Forecasting is hard. We first construct a Structural Causal Model (SCM) from observational data. \
         Furthermore, we propose Causal Informed Transformer (CAIFormer), a novel forecasting model.",
        Some("CAIFormer"),
    );
    // P03 and the development part: a theory or mechanism the paper studies.
    check(
        "We establish the first formal connection between LLMs and Algorithmic Information Theory (AIT) by proving two results.",
        None,
    );
    check(
        "We study how the gated linear attention (GLA) mechanism adapts. We show that GLA achieves lower errors.",
        None,
    );
    check("We investigate how positional encoding (PE) affects ICL. We prove that PE enables descent.", None);
}

#[test]
fn round_63_a_part_built_on_an_idea_after_the_papers_name() {
    // P39: the earlier name, said again after the part and not named where the part builds on
    // it, stays the paper's.
    check(
        "Mamba scans in a fixed order. In this paper, we propose Visual Focus Mamba (VF-Mamba), a \
         saliency-guided state space model. Our VF-Mamba is inspired by human vision. Based on this \
         principle, we develop Saliency-Driven Scanning (SDS), which ranks patches. The efficacy of \
         VF-Mamba is evaluated on two datasets, where VF-Mamba leads.",
        Some("VF-Mamba"),
    );
    // The part counted by its acronym (the second review): said more after its sentence, it
    // wins.
    check(
        "Mamba scans in a fixed order. In this paper, we propose VF-Mamba, a model. Based on this \
         principle, we develop Saliency Driven Scanning (SDS), which ranks patches. SDS ranks \
         patches. SDS is fast. VF-Mamba is evaluated.",
        Some("SDS"),
    );
    // A name of several words is not counted word by word (the review): the later name, as
    // before.
    check(
        "Mamba scans in a fixed order. In this paper, we propose VF-Mamba, a model. Based on this \
         principle, we develop Lookahead Anchoring, a scanning method. Lookahead Anchoring ranks \
         patches. Lookahead Anchoring is fast. VF-Mamba is evaluated.",
        Some("Lookahead Anchoring"),
    );
    // The part said as often after it: the later name, as before.
    check(
        "Mamba scans in a fixed order. In this paper, we propose Visual Focus Mamba (VF-Mamba), a \
         saliency-guided state space model. Based on this principle, we develop Saliency-Driven Scanning \
         (SDS), which ranks patches. SDS is evaluated on two datasets.",
        Some("SDS"),
    );
}

/// Round 65's VerifyThisBench: a benchmark's own variant proposed "further" is no method the
/// benchmark gives way to; a method with a name of its own still is.
#[test]
fn a_benchmarks_variant_does_not_take_its_name() {
    check(
        "LLMs write code. To improve visibility, we introduce VerifyThisBench, a new benchmark that evaluates end-to-end program verification. Our evaluation reveals that models fail. To isolate sources of difficulty, we further propose VerifyThisBenchXS, a relaxed variant in which partial proofs are provided.",
        Some("VerifyThisBench"),
    );
    check(
        "LLMs write code. To improve visibility, we introduce VerifyThisBench, a new benchmark that evaluates end-to-end program verification. Our evaluation reveals that models fail. We further propose ProofFixer, a repair method in which partial proofs are completed.",
        Some("ProofFixer"),
    );
    // A method named after the paper's data is no variant of it (the stop's review).
    check(
        "Forgeries spread. We develop a new dataset, named DiffFMD. We further propose DiffFMDNet, a detector that spots them.",
        Some("DiffFMDNet"),
    );
}

/// Round 71: "Our core contribution is X, a …" names X.
#[test]
fn the_named_core_contribution() {
    check(
        "Text-to-image models are inconsistent across views. To harness them, we introduce a novel two-stage \
         pipeline that decouples view generation from refinement. Our core contribution is MV-Diffus3R, a \
         specialized plug-and-play refinement module that produces coherent outputs. MV-Diffus3R employs ray \
         embeddings.",
        Some("MV-Diffus3R"),
    );
    // Not a coined word that only modifies what the contribution is (no comma after it).
    check("Views drift. Our main contribution is MV-Diffus3R training of view refiners.", None);
}

/// Stop 48: "Our core contribution is X, a …" said again and again with a new coined name each
/// time: the rule reads four words after each "our", so twice the text costs about twice the work.
#[test]
fn repeated_core_contributions_cost_their_text() {
    names_cost_their_text(|i| format!("Our core contribution is Net{i}X, a refinement module. "), true);
}

/// The work `find_name` counts over `n` repeats of `sentence(i)` grows at most 2.1 times from
/// 1,000 to 2,000 repeats (and reads each repeat); `named`: a name is found.
fn names_cost_their_text(sentence: impl Fn(usize) -> String, named: bool) {
    let work = |n: usize| {
        let text: String = (0..n).map(&sentence).collect();
        let plain = plain_text(&text);
        let tree = parse(&text);
        crate::core::derive::LOOKED_AT.with(|seen| seen.set(0));
        let found = find_name(&plain, &tree);
        assert!(!named || found.is_some(), "a name");
        crate::core::derive::LOOKED_AT.with(std::cell::Cell::get)
    };
    let (small, large) = (work(1_000), work(2_000));
    assert!(small >= 1_000, "the words were read: {small}");
    assert!(large * 10 <= 21 * small, "{small} -> {large}");
}

/// Stop 49 (round 75): what methods are "based on" is no name of theirs, unless it is described
/// as new or what they do; "Our so-called X framework" names X.
#[test]
fn round_seventy_five_names() {
    check(
        "Features matter. We propose and evaluate feature selection methods based on Kolmogorov-Arnold \
         Networks (KANs), which parameterize transformations through splines.",
        None,
    );
    check(
        "CAD is hard. To tackle this, we propose a generative framework based on a Knowledge-Guided \
         Bayesian Flow Network (KGBFN). Our approach leverages Bayesian flow.",
        Some("KGBFN"),
    );
    check(
        "Encoders are costly. In this work, we propose an alternative regularization, based on promoting \
         the Linear Separability (LSEP) of representations. LSEP needs no encoder.",
        Some("LSEP"),
    );
    // A quantity the authors' results speak of is no name (P48).
    check(
        "This paper studies the minimal dimension required to embed sets. Our results suggest no fundamental \
         differences between those metrics in terms of Minimal Embeddable Dimension (MED). MED grows slowly.",
        None,
    );
    // Not without a verb of finding (the second review).
    check(
        "Models are opaque. Our analysis framework, Spectral Probing for Transformers (SPT), decomposes \
         attention. SPT is fast.",
        Some("SPT"),
    );
    // But "our results show that our …" keeps the paper's own.
    check(
        "Retrieval is slow. Our results show that our Sparse Token Router (STR) is fast. STR scales.",
        Some("STR"),
    );
    // The review: only the "based on" right before the acronym's words, and not "our …".
    check(
        "Transport is costly. We propose a framework based on optimal transport that learns a Dynamic \
         Coupling Plan (DCP). DCP scales.",
        Some("DCP"),
    );
    check(
        "Routing is slow. We propose a sparse model based on our Hierarchical Token Router (HTR). HTR is fast.",
        Some("HTR"),
    );
    check(
        "Features matter. We propose selection methods based on existing Kolmogorov-Arnold Networks (KANs).",
        None,
    );
    check(
        "CO problems differ. In this paper, we try to fill this gap. Our so-called ConRep4CO framework \
         performs contrastive learning across problem types.",
        Some("ConRep4CO"),
    );
}

/// Stop 49: repeated "methods based on X (ACR)" and "Our so-called X framework" cost their text.
#[test]
fn repeated_based_on_and_so_called_cost_their_text() {
    names_cost_their_text(
        |i| {
            format!(
                "We propose methods based on Kolmogorov Arnold Networks (KAN{i}). Our so-called Net{i}X \
                 framework helps. "
            )
        },
        false,
    );
}

/// Round 76: persistent homology, temporal knowledge graphs, MGDA and the IEDB are the field's,
/// never the paper's name.
#[test]
fn round_seventy_six_field_acronyms_name_nothing() {
    check(
        "Interpretability methods fall short. We propose persistent homology (PH), a tool from topological \
         data analysis, as a principled framework to characterize activations. Using PH, we analyze six \
         models.",
        None,
    );
    check(
        "Abduction is hard. We investigate abductive reasoning and propose a dedicated framework. To address \
         this limitation, we introduce a reinforcement learning objective defined on the TKG, which reduces \
         the gap. Experiments on four public TKG datasets demonstrate improvements.",
        None,
    );
}

/// Stop 50: repeated "we study … and introduce the … distance (ACR)" and "a novel X RL method"
/// cost their text.
#[test]
fn repeated_and_introduce_and_field_then_kind_cost_their_text() {
    names_cost_their_text(
        |i| {
            format!(
                "We study proxies and introduce the Bellman Wasserstein distance (BW{i}D), a score. We propose \
                 a novel Pro{i}Spec RL method. "
            )
        },
        true,
    );
}

/// Round 77: a measure the authors introduce after "we study … and introduce" is their name.
#[test]
fn a_measure_introduced_after_and_is_named() {
    check(
        "We address the problem of estimating offline dataset quality. We study a spectrum of proxies—from \
         simple cumulative rewards to learned value-based estimators—and introduce the Bellman-Wasserstein \
         distance (BWD), a value-aware optimal-transport score. BWD is computed from a behavioral critic.",
        Some("BWD"),
    );
    check(
        "We study a spectrum of proxies and introduce the Bellman-Wasserstein distance (BWD), a value-aware \
         optimal-transport score. BWD is computed from a behavioral critic.",
        Some("BWD"),
    );
}
