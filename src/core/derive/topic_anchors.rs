//! Anchor words for the topics whose learned scorers also fire on a word used in another sense.
//!
//! The reading checks of EVALUATION.md found chips such as "LLM agents" on a reinforcement-learning
//! paper about agents, "Quantum ML" from "classical", "Fairness & bias" from an estimator's bias,
//! "Quantisation" from vector-quantised tokens, "Federated learning" from "decentralised",
//! "Vision-language & multimodal LLMs" on a neuroscience paper about the visual cortex, "Game
//! theory" on video games, "Speech, audio & music" on debate speeches, "Climate, weather & Earth
//! observation" from a domain-generalization paper's "environmental conditions"; rounds 15–16
//! "Model merging" from token merging, "Flow matching" from traffic flow, "SSMs" from a CNN's
//! linear cost, "Graph learning" from a GraphRAG index or a causal DAG; round 17 "Graph
//! learning" from a VLM's reasoning graph or a flowchart's subgraphs and "Knowledge,
//! memorisation & editing" from image editing. A scorer
//! adds up evidence from many words, so a paper full of the topic's *context* can pass it without
//! the topic itself. Each topic listed here is given (by its threshold or as the nearest topic)
//! only to a paper whose abstract has at least one of its anchors — the words without which the
//! paper cannot be about it. The anchors are cues ([`super::cues::Cue`]), matched through the index.
//!
//! The same module holds [`TOPIC_PHRASES`], the phrases that name a topic ("image editing"):
//! built in the same parts as the gates, they let a paper have the topic a little under its
//! threshold.
//!
//! Round 28: "multilingual" code benchmarks span programming languages, and data pruning drops
//! training samples (not model compression). Rounds 35–36 (stop 34): a web agent's "navigation"
//! is not robotics, particle "classes" under "severe" noise are not class imbalance, text
//! segmentation is not image segmentation, a colour palette is not model quantisation, and a
//! scene's "motion" and camera "pose" are not human motion. Silver P/R held-out: imbalanced
//! learning 67/73 → 80/73, human motion 57/57 → 60/57, robotics 78/67 → 79/67; development:
//! imbalanced 66/83 → 66/81 (a calibration paper), human motion 69/73 → 74/68 (vehicle motion
//! prediction, whose keywords say "motion prediction"), robotics unchanged. The stop's review
//! narrowed the anchors to phrases and unambiguous words ("on the other hand", "jointly", "tail
//! bounds", "majority vote" are no evidence) and kept project websites out of the web senses.
//!
//! Stop 35 (rounds 37–38): "world" in "real-world"/"physical world" is no world model (world
//! models P/R development 68/75 → 79/74, held-out 65/65 → 81/65), an image codec's "discrete
//! cosine transform" is no diffusion language model, and a "periodic table" is no table.
//!
//! Stop 36 (rounds 39–42): Transformers, attention & architectures needs a word of architecture
//! (a loss "evaluated on transformer-based BERT" had it; held-out silver precision 58 → 62% at
//! recall 21%), and vehicle routing (VRPs), TSP, job shop, MILP, SAT solvers, neural operators,
//! operator learning, surface reconstruction and point clouds name their topics.
//!
//! Stop 37 (rounds 41–44): Knowledge graphs needs a word of one (a cultural-bias benchmark's
//! "entities" gave it; development silver P/R 64/79 → 67/78), a real-time strategy game against
//! scripted bots is no game theory, and parameters estimated from quantized signals are no model
//! quantisation; domain adaptation, domain generalisation, test-time adaptation and concept drift
//! name distribution shift (P/R 77/52 → 75/57).
//!
//! Every anchor list was checked on the development part of `labels.jsonl` (`make eval` prints
//! the held-out figures): it keeps the papers whose authors name the topic and drops chips in
//! the other sense. Round 50 (stop 39): the coding of lossless compression (an interval or
//! arithmetic coder) and of neuroscience is no code generation without a word of programs.
//!
//! Stop 47 (rounds 66–67): test-time scaling needs a word of compute spent at inference (not
//! "scaling to billions of parameters" or a scaling law), and safe RL's "safety" without a word
//! of language models, attacks or harm is not Safety, security & jailbreaks.
//!
//! Stop 48 (rounds 69–71): Mechanistic interpretability needs a word of explaining or analysing
//! models (a pruning paper's "heads", "activations" and "neurons" gave it), a GAN-style
//! "adversarial" loss without a word of attacks or robustness is no Adversarial robustness, a
//! reasoning graph's "causal links" no Causality; prompt optimisation and prompt sensitivity name
//! In-context learning & prompting, LLM routing Efficient inference & serving, and GFlowNets,
//! density estimation and energy-based models Generative models.
//!
//! Stop 49 (rounds 74–75): Planning, a new topic, needs a word of a plan or planner; a virus's
//! "evolutionary trajectory" (phylogenies, viral evolution) is no evolutionary algorithm for
//! Bayesian & black-box optimisation; quantisation's low-bit words count a bit with its number
//! ("4-bit"), so a statistician's "multi-bit" quantized samples stay another sense; "VLLMs" and
//! "vision large language models" name Vision-language & multimodal LLMs, "video editing" Video
//! generation. "anomaly detection" as a phrase was tried and left out (13 development
//! time-series papers list it among their tasks, none silver-right).
//!
//! Stop 50 (rounds 77–78): Anomaly & OOD detection needs a word of anomalies, outliers, novelty,
//! the unknown or change points ("sentiment polarity detection" gave it); MiniHack, NetHack,
//! Procgen, Crafter and "game playing" are games in another sense than game theory; a
//! Vision-Language-Action paper has Vision-language & multimodal LLMs only with a word of those
//! models, and a phrase that names a topic ([`TOPIC_PHRASES`]) keeps it in any gate whatever
//! other sense the paper also writes; "supervised fine-tuning" names Fine-tuning & PEFT, homomorphic encryption and private or
//! secure inference Privacy ("hallucinat*" for Hallucination & factuality was tried and left out:
//! 89 development chips, 11 silver-right).

use crate::core::bitset::Bitset;
use crate::core::derive::cues::papers_matching_any;
use crate::core::derive::keyword_phrases::KEYWORD_PHRASES;
use crate::core::derive::topics::TOPICS;
use crate::core::index::Index;

/// What makes a text about language models.
const LANGUAGE_MODEL_WORDS: &[&str] = &[
    "llm*", "language model*", "gpt*", "vlm*", "mllm*", "lvlm*", "lmm*", "foundation model*", "lm", "lms",
    "chatgpt", "claude", "gemini", "qwen*", "llama*", "deepseek*", "mistral", "agentic", "tool", "tools",
    "tool-use", "tool-calling", "prompt*", "vision-language", "multimodal large", "web agent*", "gui agent*",
    "natural language", "instruction*", "chatbot*", "assistant*",
];

/// What makes a paper about LLM agents: a word of language models, or agents that only LLMs
/// are ([`LANGUAGE_MODEL_WORDS`] and these).
const AGENT_WORDS: &[&str] = &[
    "llm*", "language model*", "gpt*", "vlm*", "mllm*", "lvlm*", "lmm*", "foundation model*", "lm", "lms",
    "chatgpt", "claude", "gemini", "qwen*", "llama*", "deepseek*", "mistral", "agentic", "tool", "tools",
    "tool-use", "tool-calling", "prompt*", "vision-language", "multimodal large", "web agent*", "gui agent*",
    "natural language", "instruction*", "chatbot*", "assistant*", "ai agent*", "deep research",
    "research agent*", "computer-use*", "computer use", "computer-using", "coding agent*", "mobile agent*",
    "device control", "frontier model*", "data science agent*", "software engineering agent*",
];

/// Words that also let a paper have a topic beside its anchors (matched once each; the anchors'
/// lists are shared with other topics and matched once a part).
pub const ANCHORS_ALSO: &[(&str, &[&str])] = &[
    // Stop 47's review: the phrases that name these topics ([`TOPIC_PHRASES`]) are words of
    // language models themselves.
    ("agents", &["language agent*", "search agent*"]),
    ("rl-for-llms", &["rlvr", "verifiable reward*", "grpo", "group relative policy optimization"]),
    // Round 59: a multi-agent RL paper had Multi-agent LLM systems from "multi-agent systems".
    // Its gate is the LLM agents' (matched once for both) and the ways such systems are
    // described without "LLM" ("a novel multi-agent framework for molecular structure
    // elucidation", "agent communication protocols").
    (
        "multi-agent-systems",
        &[
            "multi-agent framework*", "multi-agent debate", "multi-agent collaboration", "dialogue*",
            "conversation*", "communication protocol*", "role-play*", "persona*",
        ],
    ),
];

/// What makes a paper about spatial reasoning: the words, or the models and settings that reason
/// about space.
const SPATIAL_REASONING_WORDS: &[&str] = &[
    "spatial reasoning", "spatial intelligence", "spatial understanding", "spatial cognition",
    "spatial relation*", "spatial perception", "visuospatial", "mental rotation", "spatial awareness", "3d",
    "depth", "egocentric", "embodied", "vlm*", "mllm*", "lvlm*", "vision-language", "multimodal large",
    "spatial question*", "spatial tasks", "spatial grounding", "spatially grounded",
];

/// The anchors of one topic.
#[derive(Clone, Copy, Debug)]
pub struct Anchors {
    pub topic: &'static str,
    /// The topic needs one of these in the abstract...
    pub any: &'static [&'static str],
    /// ...and, when one of these (the word in its other sense) is there too, one of `despite`.
    pub other_sense: &'static [&'static str],
    pub despite: &'static [&'static str],
}

const fn anchors(topic: &'static str, any: &'static [&'static str]) -> Anchors {
    Anchors { topic, any, other_sense: &[], despite: &[] }
}

/// Low-bit words: what makes "quantisation" mean model compression. Since stop 49 a bit count
/// with its number ("4-bit") or "bits", not the bare "bit" a statistician's "multi-bit"
/// quantized samples have too (round 74's maximum-likelihood estimation from quantized data; no
/// development paper changes).
const LOW_BIT_WORDS: &[&str] = &[
    "low-bit", "bit-width", "bitwidth", "bits", "bits per", "1-bit", "1.58-bit", "2-bit", "3-bit", "4-bit",
    "6-bit", "8-bit", "16-bit", "int8", "int4", "fp8", "fp4", "fp16", "ptq", "qat", "low-precision",
    "mixed-precision", "post-training quantization", "quantization-aware", "weight quantization",
    "activation quantization", "cache quantization", "model quantization", "llm quantization",
    "quantized model*", "quantized llm*", "quantized weights", "quantized neural", "quantized network*",
    "binariz*", "ternary", "w4a*", "w8a*", "w2a*", "w3a*", "gptq", "awq",
];

/// The anchored topics.
pub const TOPIC_ANCHORS: &[Anchors] = &[
    // Round 22: "active parameters", "regression targets" and "the expert pool" gave it.
    anchors(
        "weak-supervision",
        &[
            "semi-supervised", "semisupervised", "weak supervision", "weakly", "weak label*", "noisy label*",
            "label noise", "noisy-label*", "pseudo-label*", "pseudo label*", "unlabeled", "unlabelled",
            "active learning", "partial label*", "partial-label*", "positive-unlabeled", "pu learning",
            "self-training", "crowdsourc*", "annotation*", "annotator*", "label-efficient", "few labels",
            "limited labels", "labeled data", "labelled data", "mislabel*", "complementary label*",
        ],
    ),
    // Round 22: video tracking and video depth completion papers had Video generation.
    anchors(
        "video-generation",
        &[
            "generat*", "synthes*", "animat*", "text-to-video", "image-to-video", "video diffusion",
            "world model*", "talking", "editing", "edit", "avatar*", "dubbing", "lip-sync*", "lip sync*",
            "frame interpolation", "video prediction", "future frame*", "sora", "veo", "wan", "cogvideo*",
        ],
    ),
    // Round 28: a multilingual code benchmark's languages are programming languages.
    Anchors {
        topic: "multilingual",
        any: &[
            "multilingual*", "multi-lingual", "cross-lingual*", "crosslingual", "translat*", "languages",
            "low-resource language*", "bilingual", "code-switch*", "dialect*", "english", "non-english",
            "chinese", "arabic", "hindi", "african", "indic", "japanese", "korean", "german", "french",
            "spanish", "linguistic*", "language-specific", "typolog*", "monolingual", "vernacular",
        ],
        other_sense: &["programming language*", "python", "java", "c++", "javascript"],
        despite: &[
            "natural language*", "cross-lingual*", "crosslingual", "low-resource language*", "bilingual",
            "code-switch*", "dialect*", "non-english", "chinese", "arabic", "hindi", "african", "indic",
            "japanese", "korean", "german", "french", "spanish", "typolog*", "machine translation",
            "human language*", "spoken language*",
        ],
    },
    // Round 28: data pruning drops training samples; it is not model compression.
    Anchors {
        topic: "efficiency-compression",
        any: &[
            "prun*", "spars*", "sparse", "compress*", "low-rank", "lottery", "distill*", "quantiz*",
            "quantis*", "rank", "factoriz*", "efficien*", "parameters", "memory", "flops", "lightweight",
            "n:m", "2:4",
        ],
        other_sense: &["data pruning", "dataset pruning", "sample pruning", "coreset*", "data selection"],
        despite: &[
            "model pruning", "weight pruning", "network pruning", "structured pruning",
            "unstructured pruning", "token pruning", "layer pruning", "channel pruning", "pruned model*",
            "pruned network*", "model compression", "sparse model*", "low-rank", "sparsity", "compress*",
            "lottery",
        ],
    },
    anchors(
        "scaling-laws",
        &[
            "scaling law*", "power law*", "power-law*", "scaling behavio*", "scaling trend*",
            "compute-optimal", "chinchilla", "scaling relationship*", "predictabl*", "scaling exponent*",
            "scaling curve*", "neural scaling", "scaling propert*", "scaling analys*", "emergen*",
        ],
    ),
    // Stop 41 (rounds 52–54): "deep research agents", "AI agents", "computer-using agents" are
    // LLM agents whose abstracts may never say "LLM".
    anchors("agents", AGENT_WORDS),
    // Round 14: "environmental conditions" of a domain-generalization paper gave Climate.
    anchors(
        "climate-earth",
        &[
            "climate*", "weather*", "earth", "satellite*", "remote sensing", "remote-sensing",
            "precipitation", "ocean*", "atmospher*", "wildfire*", "flood*", "carbon", "emission*",
            "hurricane*", "cyclone*", "meteorolog*", "geospatial", "land cover", "land-cover", "air quality",
            "pollut*", "agricultur*", "crop*", "hydrolog*", "rainfall", "ecolog*", "biodiversity",
            "glacier*", "soil", "sea", "environmental monitoring", "geoscien*", "seismic", "earthquake*",
            "drought*", "forest*", "wind", "solar", "energy", "era5", "sentinel*", "landsat", "aerial",
            "ecosystem*",
        ],
    ),
    anchors("rl-for-llms", LANGUAGE_MODEL_WORDS),
    // Round 59: "multi-agent systems" and "inter-agent communication" of a multi-agent RL paper
    // gave Multi-agent LLM systems; the LLM agents' words, widened by [`ANCHORS_ALSO`].
    anchors("multi-agent-systems", AGENT_WORDS),
    anchors(
        "multi-agent-rl",
        &[
            "reinforcement", "rl", "marl", "reward*", "q-learning", "policy", "policies", "markov", "game",
            "games",
        ],
    ),
    anchors("quantum-ml", &["quantum", "qubit*"]),
    // Stop 47 (round 66): "scaling to billion-parameter models" with "inference" gave Test-time
    // scaling, and so did scaling-law papers. It needs a word of compute spent at inference:
    // development, 6 chips dropped, none silver-right (all six scaling laws or decoding).
    anchors(
        "test-time-scaling",
        &[
            "test-time*", "test time", "inference-time*", "best-of-n", "self-consistency", "majority vot*",
            "verifier*", "reward model*", "reasoning budget*", "thinking budget*", "token budget*",
            "compute budget*", "sampling budget*", "inference budget*", "parallel sampling", "beam search",
            "tree search", "mcts", "repeated sampling", "sequential scaling", "parallel scaling",
            "scaling inference", "inference scaling", "parallel thinking", "reasoning scaling",
        ],
    ),
    // Stop 46: Safe & constrained RL needs a word of decision making or control (its scorer's
    // "safe", "safety" and "constraint" fire on LLM safety and constrained generation too).
    anchors(
        "safe-rl",
        &[
            "reinforcement", "rl", "marl", "q-learning", "policy optimization", "policy gradient*",
            "policy learning", "control policy", "control policies", "markov", "mdp*", "cmdp*",
            "optimal control", "safe control", "control tasks", "controller*", "barrier function*",
            "shield*", "safe exploration",
        ],
    ),
    // Stop 47 (round 67): safe RL's "safety" gave Safety, security & jailbreaks, the chip of
    // LLM and security safety. Safe RL's words without a word of language models, attacks or
    // harm: development, 8 chips dropped, 7 silver-wrong (all 8 safe-RL papers).
    Anchors {
        topic: "safety-jailbreaks",
        any: &[
            "safe*", "safety*", "unsafe", "jailbreak*", "harm*", "attack*", "red-team*", "red team*",
            "secur*", "toxic*", "guardrail*", "refus*", "misuse*", "malicious", "threat*", "risk*",
            "adversar*", "danger*", "vulnerab*", "privacy", "backdoor*", "poison*", "decept*", "robust*",
            "exploit*", "manipulat*", "steal*", "leak*", "censor*", "moderat*", "prompt injection*",
            "cyber*", "biosecur*", "phishing", "capture the flag", "tamper*", "open-weight*",
        ],
        other_sense: &[
            "safe rl", "safe reinforcement learning", "constrained reinforcement learning", "cmdp*",
            "constrained mdp*", "safe exploration", "safe policy", "safe policies", "safe control",
            "control barrier*", "cost constraint*", "safety constraint*",
        ],
        despite: &[
            "llm*", "language model*", "jailbreak*", "attack*", "harmful*", "adversar*", "red-team*",
            "red team*", "vlm*", "alignment", "misuse", "unsafe content", "toxic*", "prompt*", "security",
            "guardrail*", "mllm*", "gpt*", "foundation model*",
        ],
    },
    // Rounds 37–38 (stop 35): "world" in "real-world" and "physical world" with "planning" and
    // "video" gave World models & model-based RL to papers with neither.
    anchors(
        "world-models",
        &[
            "world model*", "world-model*", "world modeling", "world modelling", "model-based", "dreamer*",
            "mbrl", "dynamics model*", "latent dynamics", "learned dynamics", "learned simulator*",
            "world simulat*", "environment model*", "imagination", "imagined", "latent action*",
            "video prediction", "future prediction", "predict future", "predicting future", "jepa",
            "interactive video*", "game engine*", "playable", "action-conditioned", "action-conditional",
        ],
    ),
    // Round 74: a virus's "evolutionary trajectory" is no evolutionary algorithm.
    Anchors {
        topic: "black-box-optimization",
        any: &[
            "optimi*", "black-box", "blackbox", "hyperparameter*", "hyper-parameter*", "evolution*",
            "genetic", "automl", "surrogate*", "acquisition*", "zeroth-order", "derivative-free",
            "gradient-free", "architecture search", "nas", "cma-es", "search", "tuning", "design", "pareto*",
            "multi-objective", "multiobjective",
        ],
        other_sense: &[
            "viral evolution", "virus evolution", "evolutionary trajector*", "phylogen*",
            "molecular evolution", "protein evolution", "evolutionary history", "evolutionary dynamics",
            "evolutionary game*", "evolutionary pressure*", "evolutionary conserv*", "evolutionary-scale",
            "evolutionary scale", "evolutionary information", "evolutionary relationship*",
        ],
        despite: &[
            "evolutionary algorithm*", "evolution strateg*", "genetic algorithm*", "evolutionary search",
            "evolutionary optimi*", "bayesian optimi*", "black-box optimi*", "hyperparameter optimi*",
            "evolutionary computation", "directed evolution", "surrogate*", "acquisition function*",
            "black-box",
        ],
    },
    // Stop 50 (round 77: "sentiment polarity detection" gave Anomaly & OOD detection): a word of
    // anomalies, outliers, novelty or the unknown. Development: 9 of 179 chips go, 1 silver-right
    // (vulnerability, forgery, event and edge detection; a memorisation detector).
    anchors(
        "anomaly-detection",
        &[
            "anomal*", "outlier*", "novelty", "novel class*", "out-of-distribution", "ood", "open-set",
            "open set", "unknown*", "fault*", "intrusion", "fraud*", "abnormal*", "defect*", "misbehav*",
            "unseen class*", "out-of-domain", "changepoint*", "change point*", "change-point*",
        ],
    ),
    // Stop 49: Planning needs a word of planning (a plan, a planner, PDDL).
    anchors(
        "planning",
        &["plan", "plans", "planning", "planner*", "replan*", "pddl", "path-finding", "pathfinding"],
    ),
    // Round 38 (stop 35): "discrete" in an image codec's "discrete cosine transform" gave Diffusion
    // language models.
    Anchors {
        topic: "discrete-diffusion",
        any: &[
            "discrete*", "mask*", "remask*", "diffusion language*", "dllm*", "diffusion llm*",
            "diffusion-based", "block diffusion", "llada*", "non-autoregressive", "parallel decoding",
        ],
        other_sense: &["discrete cosine", "dct"],
        despite: &[
            "discrete diffusion", "masked diffusion", "diffusion language*", "dllm*", "diffusion llm*",
            "discrete flow*", "text diffusion", "non-autoregressive",
        ],
    },
    // Round 9: "attack experts" (people) gave Mixture of experts; "modality preference" and a
    // user's preference gave RLHF & preference optimisation.
    // Round 9: "merging" code modules, and location embeddings for trajectories.
    Anchors {
        topic: "model-merging",
        any: &[
            "model merging", "merging models", "merged model*", "merge models", "merging method*",
            "merging llm*", "merging fine-tuned", "merging expert*", "model merge", "task arithmetic",
            "task vector*", "model soup*", "weight averaging", "model fusion", "weight interpolation",
            "merging multiple", "merging large", "merging techniques", "merging approaches",
            "merging strateg*", "merging coefficient*", "checkpoint merging", "merging task-specific",
            "merge", "merged", "merges", "lora merging", "adapter merging", "parameter merging",
            "weight merging", "merging lora*", "merging adapters",
        ],
        // Round 15: "token merging" in a vision transformer gave Model merging.
        other_sense: &[
            "token merging", "merging tokens", "merge tokens", "merges tokens", "merged tokens",
            "token merge*", "tome", "token reduction", "token pruning",
        ],
        despite: &[
            "model merging", "merging models", "merged model*", "merge models", "task arithmetic",
            "task vector*", "model soup*", "weight averaging", "model fusion", "weight interpolation",
            "weight merging", "parameter merging", "lora merging", "merging lora*", "checkpoint merging",
        ],
    },
    Anchors {
        topic: "spatial-reasoning",
        any: SPATIAL_REASONING_WORDS,
        // Rounds 21 and 24: the spatial consistency of generated video or scenes is not spatial
        // reasoning.
        other_sense: &[
            "spatial consistency", "spatially consistent", "spatio-temporal consistency",
            "spatiotemporal consistency", "spatial coherence", "spatially coherent", "3d consistency",
            "3d-consistent", "geometric consistency", "multi-view consistency", "view consistency",
        ],
        despite: &[
            "spatial reasoning", "spatial intelligence", "spatial understanding", "spatial cognition",
            "spatial relation*", "spatial question*", "spatial tasks", "visuospatial", "mental rotation",
            "spatial perception", "spatial awareness", "3d spatial",
        ],
    },
    anchors(
        "mixture-of-experts",
        &[
            "moe*", "mixture-of-expert*", "mixture of expert*", "mixtures of expert*", "router*", "routing",
            "gating", "expert parallel*", "sparse expert*", "expert selection", "expert activation*",
        ],
    ),
    // Round 23: a PDE-inspired vision backbone's heat diffusion gave Diffusion models.
    Anchors {
        topic: "diffusion-models",
        any: &[
            "diffus*", "denois*", "score-based", "score matching", "ddpm*", "ddim*", "dit", "dits",
            "flow matching", "consistency model*", "cfg", "classifier-free", "guidance", "text-to-image",
            "text-to-video", "image generation", "video generation", "customiz*", "generative",
            "rectified flow*", "flow-based", "personaliz*", "inpainting", "editing", "synthes*",
        ],
        other_sense: &[
            "heat diffusion", "anisotropic diffusion", "heat equation*", "diffusion equation*",
            "reaction-diffusion", "advection-diffusion", "diffusion-reaction", "graph diffusion",
            "information diffusion", "diffusion mri", "diffusion-weighted", "diffusion tensor",
            "diffusion coefficient*", "diffusion map*", "diffusion kernel*", "diffusion process on",
        ],
        despite: &[
            "diffusion model*", "denoising diffusion", "score-based", "ddpm*", "ddim*", "latent diffusion",
            "diffusion polic*", "video diffusion", "text-to-image", "stable diffusion",
            "diffusion transformer*", "diffusion sampl*", "diffusion-based generat*", "generative",
            // Stop 41 (round 53): a diffusion bridge's sampler solves its "diffusion equations".
            "diffusion bridge*",
        ],
    },
    // Round 23: "personal user preferences in planning" and users' image preferences gave RLHF.
    Anchors {
        topic: "rlhf-preference",
        any: &[
            "rlhf", "rlaif", "human feedback", "ai feedback", "reward model*", "reward-model*", "dpo",
            "preference optimization", "preference optimisation", "preference alignment", "preference data*",
            "preference learning", "preference pair*", "pairwise preference*", "preference model*",
            "preference-based", "bradley-terry", "alignment", "human preference*", "reward hacking",
            "reward over*", "ppo", "grpo", "chosen", "rejected",
        ],
        other_sense: &[
            "user preference*", "personal preference*", "preferences of users", "individual preference*",
            "customer preference*", "consumer preference*", "travel preference*",
        ],
        despite: &[
            "rlhf", "rlaif", "human feedback", "ai feedback", "reward model*", "dpo",
            "preference optimization", "preference optimisation", "preference alignment", "preference data*",
            "preference pair*", "pairwise preference*", "bradley-terry", "align*", "fine-tun*",
            "post-train*",
        ],
    },
    anchors(
        "fairness",
        &[
            "fair", "fairness", "unfair*", "demographic*", "gender*", "racial", "race", "races",
            "discrimination", "discriminatory", "stereotyp*", "social bias*", "societal bias*",
            "political bias*", "protected", "equit*", "inequit*", "disparit*", "underrepresented",
            "minorit*", "sensitive attribute*", "ethnic*", "equal opportunity", "equalized odds",
            "marginalized",
        ],
    ),
    Anchors {
        topic: "quantization",
        any: &[
            "quantiz*", "quantis*", "low-bit", "bit-width", "int8", "int4", "fp8", "fp4", "binariz*",
            "ternary",
        ],
        other_sense: &[
            "vector quantiz*", "vector-quantiz*", "vq", "vq-vae*", "vqvae*", "vqgan*", "vq-gan*",
            "codebook*", "residual quantiz*", "discrete token*", "optimal quantization",
            "quantization of measures", "color quantiz*", "colour quantiz*", "palette*",
            // Round 43 (stop 37): parameters estimated from quantized signals.
            "quantized signal*", "quantized measurement*", "quantized sample*", "quantized observation*",
            "signal processing",
        ],
        // Round 74: "multi-bit" quantized samples in statistics are no low-bit model (the bare
        // "bit" left the despite list; "bits" stays: "2 to 3 bits per parameter", the review).
        despite: LOW_BIT_WORDS,
    },
    // Round 43 (stop 37): a cultural-bias benchmark's "entities" gave Knowledge graphs.
    anchors(
        "knowledge-graphs",
        &[
            "knowledge graph*", "kg", "kgs", "tkg*", "knowledge base*", "triple*", "triplet*",
            "link prediction", "entity alignment", "relation extraction", "graphrag", "graph rag",
            "graph-based rag", "knowledge hypergraph*", "ontolog*", "multi-relational", "relational graph*",
            "wikidata", "freebase", "relation classification",
        ],
    ),
    anchors(
        "federated-learning",
        &[
            "federated", "fedavg", "fedprox", "fl", "decentralized learning", "decentralized training",
            "decentralized optimization", "split learning",
        ],
    ),
    // Stop 48 (round 70): a pruning paper's "heads", "activations" and "neurons" (the units it
    // removes) gave Mechanistic interpretability. Development: 3 chips dropped, none
    // silver-right (compression and KV-cache papers). "mechanis*" lets an "attention mechanism"
    // through; "mechanistic*" alone (the stop's review) also dropped a silver-right paper on the
    // error dynamics of small transformers, left with no chip, so the wider word stays.
    anchors(
        "mechanistic-interpretability",
        &[
            "interpretab*", "mechanis*", "circuit*", "probing", "probe*", "sparse autoencoder*", "sae",
            "saes", "explain*", "attribution*", "steer*", "feature*", "representation*", "superposition",
            "monosemantic*", "polysemantic*", "logit lens", "activation patching", "causal tracing",
            "understand*", "reveal*", "insight*", "analy*", "investigat*", "inner working*", "internal*",
            "emerg*", "phenomen*", "attention sink*", "massive activation*",
        ],
    ),
    // Round 69: a GAN-style "adversarial" objective (distilling a generator without one) gave
    // Adversarial robustness. Development: 2 chips dropped, neither silver-right; since the stop's
    // review "adversarial training" is no reason to keep it (a generator trained against a
    // discriminator says it too): 2 more dropped (adversarial post-training of a music
    // generator, a complex-valued waveform GAN).
    Anchors {
        topic: "adversarial-robustness",
        any: &["adversar*", "robust*", "attack*", "perturb*", "certif*", "randomized smoothing"],
        other_sense: &[
            "generative adversarial", "gan", "gans", "adversarial loss*", "adversarial objective*",
            "discriminator*", "adversarial distillation", "adversarial post-training",
            "adversarial learning",
        ],
        despite: &[
            "adversarial example*", "adversarial attack*", "adversarial perturbation*", "perturbation*",
            "robust*", "certified", "attack*", "adversarially robust", "adversarial robustness",
        ],
    },
    Anchors {
        topic: "knowledge-distillation",
        any: &["distill*"],
        other_sense: &[
            "dataset distillation", "data distillation", "dataset condensation", "distilled dataset*",
        ],
        // Round 15's look at central topics: dataset distillation matches synthetic data to a
        // "teacher" network's trajectories too, so only knowledge distillation named keeps it.
        despite: &["knowledge distillation"],
    },
    Anchors {
        topic: "video-understanding",
        any: &["video*"],
        other_sense: &[
            "video generation", "video diffusion", "text-to-video", "video synthesis", "generated video*",
            "generate video*", "generating video*", "video generative", "video editing",
        ],
        despite: &[
            "video understanding", "video question*", "video qa", "videoqa", "action recognition",
            "temporal grounding", "video llm*", "video-llm*", "video captioning", "video reasoning",
            "video retrieval", "video comprehension",
        ],
    },
    Anchors {
        topic: "causality",
        any: &["causal*", "causality", "counterfactual*", "confound*", "treatment effect*"],
        other_sense: &[
            "causal attention", "causal mask*", "causal language model*", "causal transformer*",
            "causal convolution*", "causal lm*", "causally masked", "causal decoder*",
            "causal self-attention", "causal masking",
            // Stop 48 (round 70): a reasoning graph's "causal links" and "causally coherent"
            // steps (development: 3 chips dropped, 1 silver-right).
            "causal link*", "causally coherent", "causally consistent", "causally grounded", "causal chain*",
        ],
        despite: &[
            "causal inference", "causal discovery", "causal effect*", "treatment effect*", "counterfactual*",
            "confound*", "causal graph*", "causal structure*", "causal reasoning", "interventional",
            "do-calculus", "instrumental variable*", "causal representation*", "causal relationship*", "scm",
            "scms", "structural causal",
        ],
    },
    Anchors {
        topic: "tabular",
        any: &["tabular*", "table*", "spreadsheet*", "csv"],
        other_sense: &[
            "tabular rl", "tabular mdp*", "tabular setting*", "tabular case*", "tabular reinforcement",
            "tabular q-learning", "tabular environment*", "tabular policies", "tabular policy",
            // Round 38 (stop 35): a materials paper's "periodic table" gave Tabular data.
            "periodic table", "lookup table*", "look-up table*", "hash table*", "truth table*", "q-table*",
        ],
        despite: &[
            "tabular data", "tables", "tabular dataset*", "tabular learning", "tabular prediction",
            "tabular classification", "tabular regression", "spreadsheet*", "column*", "relational",
        ],
    },
    Anchors {
        topic: "kernels-gps",
        any: &["kernel*", "gaussian process*", "gp", "gps", "rkhs"],
        other_sense: &[
            "blur kernel*", "convolution kernel*", "convolutional kernel*", "gpu kernel*", "kernel fusion",
            "triton", "cuda kernel*", "attention kernel*", "fused kernel*", "kernel launch*", "kernel size*",
            "blurring kernel*",
        ],
        despite: &[
            "gaussian process*", "kernel method*", "rkhs", "kernel regression", "kernel ridge",
            "reproducing kernel", "ntk", "neural tangent", "mmd", "kernel mean", "kernel density",
            "kernel function*", "bayesian",
        ],
    },
    anchors(
        "watermarking",
        &[
            "watermark*", "deepfake*", "forger*", "forged", "fake*", "ai-generated", "generated image*",
            "machine-generated", "provenance", "fingerprint*", "spoof*", "synthetic image*", "tamper*",
            "copyright*", "detector*", "generated text", "generated content", "aigc", "authenticity",
        ],
    ),
    anchors("backdoors", &["backdoor*", "poison*", "trojan*", "trigger*"]),
    // Round 8 of the reading check: "Time series" from "a series of images", "Taylor series".
    anchors(
        "time-series",
        &[
            "time series", "time-series", "timeseries", "forecast*", "temporal*", "spatiotemporal",
            "spatio-temporal", "sensor*", "point process*", "event sequence*", "traffic", "weather", "eeg",
            "ecg", "stock*", "financial", "longitudinal", "sequential data", "irregularly sampled",
            "multivariate", "seasonal*", "trend*", "anomal*", "signal*", "spike train*", "neural recording*",
        ],
    ),
    // Round 6 of the reading check: "Game theory" on a paper about video games.
    Anchors {
        topic: "game-theory",
        any: &[
            "game*", "nash", "equilibri*", "auction*", "mechanism design", "bargaining", "stackelberg",
            "zero-sum", "minimax", "strategic*", "incentive*", "bidding", "bidder*", "social choice",
            "voting", "payoff*", "regret", "cooperative", "coalition*", "shapley",
        ],
        other_sense: &[
            "video game*", "game engine*", "atari", "minecraft", "gameplay", "game play", "computer game*",
            "game video*", "game scene*", "game frames",
            // Round 44 (stop 37): a μRTS agent's games against scripted bots.
            "real-time strategy", "rts", "scripted bot*",
            // Round 78: MiniHack's games, an RL benchmark.
            "minihack", "nethack", "game playing", "game-playing", "procgen", "crafter", "vizdoom",
            "starcraft",
        ],
        despite: &[
            "nash", "equilibri*", "game theor*", "game-theoretic", "mechanism design", "auction*",
            "zero-sum", "stackelberg", "bargaining", "normal-form", "extensive-form", "potential game*",
            "payoff*", "general-sum", "two-player", "multiplayer game*",
        ],
    },
    // Round 6: "Speech, audio & music" on debate speeches.
    Anchors {
        topic: "speech-audio",
        any: &[
            // Not "asr": round 12's DeepFake paper, and 65 papers of the corpus without a sound
            // word, write ASR for an attack success rate.
            "speech*", "audio*", "acoustic*", "spoken", "sound*", "music*", "voice*", "speaker*", "tts",
            "waveform*", "singing", "song*", "phonem*", "prosod*", "auditory", "hearing", "listening",
        ],
        other_sense: &[
            "speeches", "hate speech", "free speech", "debate*", "part-of-speech", "part of speech",
            "speech act*", "toxic speech", "offensive speech",
        ],
        despite: &[
            "audio*", "acoustic*", "spoken", "tts", "speech recognition", "speech synthesis",
            "text-to-speech", "speech-to-text", "speaker*", "voice*", "waveform*", "music*", "sound*",
            "speech model*", "speech signal*", "speech data*", "speech enhancement", "speech decoding",
        ],
    },
    // Round 78: a backdoor attack on Vision-Language-Action policies had the chip from the
    // "vision-language" inside the policies' name; a VLA paper keeps it with a word of the
    // vision-language models themselves (development: 4 chips go, none silver-right).
    Anchors {
        topic: "multimodal-llms",
        any: &[
            "vlm*", "mllm*", "lvlm*", "lmm*", "vision-language", "vision language", "multimodal large",
            "multi-modal large", "multimodal llm*", "multimodal language", "multimodal model*",
            "multimodal foundation", "large multimodal", "llava*", "visual question*", "vqa", "image-text",
            "text-image", "clip", "gpt-4v", "gpt-4o", "qwen*", "internvl*", "visual instruction", "caption*",
            "visual language", "vision-and-language", "video llm*", "video-llm*", "multimodal reasoning",
            "omni-modal", "omnimodal", "grounding", "vision encoder*", "visual token*", "image-language",
            "multimodal", "vllms", "vision large language",
        ],
        other_sense: &["vision-language-action*", "vla", "vlas"],
        despite: &[
            "vlm", "vlms", "mllm*", "lvlm*", "lmm*", "multimodal large", "multi-modal large",
            "vision-language model*", "vision language model*", "llava*", "multimodal llm*",
            "visual question*", "vqa", "gpt-4v", "internvl*", "large multimodal", "image-text",
            "image captioning",
        ],
    },
    // Round 35: segmenting structured text ("text segmentation") gave it too.
    Anchors {
        topic: "detection-segmentation",
        any: &[
            "image*", "visual", "vision", "object*", "segment*", "bounding", "box*", "detr*", "yolo*",
            "coco", "lidar", "point cloud*", "camera*", "pixel*", "video*", "scene*", "remote sensing",
            "pose", "tracking", "mask*", "target detection",
        ],
        other_sense: &[
            "text segmentation", "topic segmentation", "word segmentation", "sentence segmentation",
            "document segmentation", "discourse segmentation", "text segment*", "segmenting text",
        ],
        despite: &[
            "image*", "visual", "vision", "bounding", "detr*", "yolo*", "coco", "lidar", "point cloud*",
            "camera*", "pixel*", "video*", "remote sensing", "object detection", "semantic segmentation",
            "instance segmentation",
        ],
    },
    anchors(
        "unlearning",
        &[
            "unlearning", "unlearn", "unlearned", "forget", "forgets", "forgetting", "forgotten", "erasure",
            "erase", "erasing",
        ],
    ),
    // Round 15: traffic "flow" on road networks gave Flow matching & normalising flows. Stop 47
    // (round 68): a diffusion model's "probability flow ODE" is no anchor either (development: 5
    // papers lose the chip, 4 silver-wrong: diffusion geometry, preference alignment).
    anchors(
        "flow-matching",
        &[
            "flow matching", "flow-matching", "normalizing flow*", "normalising flow*", "rectified flow*",
            "flow-based model*", "flow-based generative", "flow-based polic*", "flow-based sampl*",
            "continuous normalizing", "stochastic interpolant*", "velocity field*", "conditional flow*",
            "flow model*", "flow polic*", "meanflow", "flow map*", "cnf", "cnfs", "reflow", "flow prior*",
            "generative flow*", "flow generative", "invertible", "coupling layer*", "consistency model*",
            "shortcut model*", "discrete flow*", "flow transformer*", "flow sampler*", "schrödinger bridge*",
            "schrodinger bridge*", "bridge matching", "bayesian flow*", "neural sde*", "neural ode*",
            "transport map*",
        ],
    ),
    // Round 35: a scene's dense "motion" and camera "pose" gave Human motion & avatars.
    anchors(
        "human-motion",
        // Phrases and unambiguous words only (the review of stop 34: "hand", "body", "joint*",
        // "face*", "person*", "actor*", "interaction*" are "on the other hand", "a body of
        // work", "jointly", "faces challenges", "personalized", "actor-critic").
        &[
            "human*", "humanoid*", "pedestrian*", "avatar*", "smpl*", "skelet*", "gesture*", "danc*",
            "human body", "body motion*", "body pose*", "bodies", "hand pose*", "hand motion*", "hands",
            "hand-object", "facial", "talking head*", "portrait*", "motion capture", "mocap",
            "sign language", "athlete*", "limb*", "garment*", "clothing", "clothed", "choreograph*",
            "people", "persons", "text-to-motion", "text to motion", "motion generation", "motion synthesis",
            "motion diffusion", "humanml3d", "kit-ml", "motion-language", "motion generative",
            "motion model*",
        ],
    ),
    // Round 36: a cryo-ET paper's particle "classes" and "severe" noise gave Imbalanced learning.
    anchors(
        "imbalanced-learning",
        // Not "tail" (tail bounds), "majority" (majority vote), "rare", "balanced", "scarce",
        // "resampl*" (particle filters): the review of stop 34.
        &[
            "imbalanc*", "long-tail*", "long tail*", "longtail*", "minority", "majority class*",
            "rare class*", "tail class*", "head class*", "tail categor*", "class distribution*",
            "label distribution*", "skewed", "underrepresented", "under-represented", "class prior*",
            "label shift", "reweight*", "re-weight*", "oversampl*", "undersampl*", "class-balanced",
        ],
    ),
    // Round 36: a web agent's "navigation", "environments" and "skills" gave Robotics.
    Anchors {
        topic: "robotics",
        any: &[
            "robot*", "embodied", "manipulat*", "locomotion", "navigat*", "grasp*", "quadruped*",
            "humanoid*", "dexterous", "legged", "drone*", "uav*", "quadrotor*", "quadcopter*", "sim-to-real",
            "sim2real", "mujoco", "vla*", "vision-language-action", "gripper*", "end-effector*",
            "teleoperat*", "autonomous", "physical world", "real-world", "control*", "policy", "policies",
            "agent*", "motion*", "trajector*", "household", "object*", "tactile", "haptic*", "surgical",
        ],
        // Not "website", "web page": robotics abstracts end on their project page (the review).
        other_sense: &[
            "web navigation", "web agent*", "webarena", "web browsing", "gui", "guis", "webshop",
            "mobile app*", "smartphone*", "android", "web environment*", "web task*",
            // Round 39 (stop 35): a deepfake detector's "manipulation methods" gave Robotics.
            "deepfake*", "forger*", "face manipulation*", "facial manipulation*", "image manipulation*",
            "manipulation methods", "manipulated image*", "manipulated media", "face swap*",
        ],
        despite: &[
            "robot*", "embodied", "quadruped*", "humanoid*", "locomotion", "grasp*", "sim-to-real",
            "sim2real", "dexterous", "vision-language-action", "gripper*", "manipulator*", "drone*", "uav*",
            "quadrotor*", "quadcopter*", "legged", "robotic manipulation", "object manipulation",
            "manipulation task*", "vla*", "tactile", "teleoperat*", "mujoco",
        ],
    },
    // Round 15: a GraphRAG index and a knowledge graph's "graph" gave Graph learning.
    Anchors {
        topic: "graph-learning",
        any: &[
            "gnn*", "graph neural*", "node*", "message passing", "message-passing", "graph representation*",
            "graph learning", "graph classification", "link prediction", "graph transformer*",
            "graph-structured", "edge*", "graph data", "molecular graph*", "hypergraph*",
            "graph convolution*", "gcn*", "spectral", "subgraph*", "graph generation", "graph foundation",
            "heterogeneous graph*", "dynamic graph*", "temporal graph*", "graph contrastive",
            "graph pooling", "weisfeiler*", "homophil*", "heterophil*", "oversmoothing", "over-smoothing",
            "over-squashing", "oversquashing", "graph signal*", "graph-level", "graph domain*",
            "graph structure*", "graph topolog*", "adjacency", "vertices", "vertex", "graph matching",
            "graph isomorphism", "graph attention*", "graph diffusion", "laplacian*", "graph generative",
            "random walk*", "gat", "graph embedding*", "brain network*", "brain graph*", "graph model*",
            "graph network*", "graph-based learning", "interaction graph*", "graph prompt*",
        ],
        // Round 16: a causal-discovery paper's DAG ("graph", "nodes") gave Graph learning; round
        // 17: a GraphRAG index, a VLM's reasoning graph and a flowchart's subgraphs.
        other_sense: &[
            "causal graph*", "dag", "dags", "causal discovery", "structure learning", "bayesian network*",
            "causal structure*", "graphrag", "graph rag", "graph-based rag", "graph retrieval*",
            "reasoning graph*", "flowchart*", "scene graph*", "graph of thought*", "graph-of-thought*",
            "thought graph*", "computation graph*", "computational graph*",
        ],
        despite: &[
            "gnn*", "graph neural*", "message passing", "message-passing", "node classification",
            "link prediction", "graph representation*", "graph transformer*", "graph classification",
        ],
    },
    // Round 17: image editing ("editing", "edit", "injection") gave Knowledge, memorisation &
    // editing.
    anchors(
        "knowledge",
        &[
            "knowledge*", "memoriz*", "memoris*", "factual*", "model edit*", "factual recall",
            "parametric knowledge", "locate-then-edit", "editing language model*", "editing llm*",
            "lifelong editing", "sequential editing", "edited model*",
        ],
    ),
    // Round 15: "influence" of reasoning steps gave Data attribution & valuation.
    anchors(
        "data-attribution",
        &[
            "attribution*", "valuation", "influence function*", "influence estimat*", "influence score*",
            "datamodel*", "tracin", "shapley", "data value*", "training data influence", "influential",
            "influence of training", "influence of individual", "data influence", "training examples",
            "training samples", "training data", "memoriz*", "unlearning", "counterfactual",
        ],
    ),
    // Rounds 41–42 (stop 36): a loss function, a hypernetwork and an NER filter evaluated on
    // transformers were given Transformers, attention & architectures.
    anchors(
        "architectures",
        &[
            "architectur*", "attention", "self-attention", "positional encoding*", "position encoding*",
            "positional embedding*", "layer norm*", "layernorm", "normalization layer*",
            "activation function*", "residual", "feed-forward", "ffn*", "mlp*", "transformer block*",
            "transformer layer*", "depth", "width", "backbone*", "design space", "inductive bias*",
            "parameteriz*", "parametriz*", "token mixing", "convolution*", "vision transformer*", "vit",
            "vits", "transformer design*", "skip connection*",
        ],
    ),
    // Round 15: "linear" complexity, "state" and "logarithmically" gave SSMs to a CNN.
    anchors(
        "sequence-models",
        &[
            "ssm*", "state space*", "state-space*", "mamba*", "linear attention", "rnn*", "recurrent*",
            "lstm*", "s4", "s5", "rwkv*", "deltanet*", "delta rule", "linear transformer*", "hyena", "xlstm",
            "linear recurren*", "gru*", "retnet", "gated linear", "sub-quadratic", "subquadratic",
            "attention-free", "selective scan", "recurrence", "hidden state*", "sequence model*",
            "long convolution*", "linear-time", "titans", "test-time training", "fast weight*",
        ],
    ),
    // Round 50: the coding of data compression ("Probability Matching Interval Coding", an
    // arithmetic coder) and of neuroscience is no program. Stop 41 (round 54): CUDA, GPU and
    // Triton kernels an LLM writes are programs.
    Anchors {
        topic: "code-generation",
        any: &[
            "code generation", "coding", "programming", "program*", "software", "swe*", "humaneval*", "mbpp",
            "livecodebench", "codeforces", "compiler*", "python", "verilog", "sql", "text-to-sql",
            "code completion", "code reasoning", "code repair", "code editing", "code review", "codes",
            "debug*", "unit test*", "bug*", "repository", "repositories", "code snippet*", "code synthesis",
            "generated code", "generate code", "generating code", "codebase*", "coder", "source code",
            "code-generation", "cuda", "gpu kernel*", "triton kernel*", "kernel generation", "write code",
            "writes code", "writing code",
        ],
        other_sense: &[
            "interval coding", "arithmetic coding", "arithmetic coder*", "entropy coding",
            "lossless compression", "predictive coding", "sparse coding", "neural coding", "rate coding",
            "channel coding",
        ],
        despite: &[
            "code generation", "programming", "humaneval*", "mbpp", "livecodebench", "codeforces", "python",
            "verilog", "text-to-sql", "code completion", "code repair", "code snippet*", "generated code",
            "source code", "codebase*", "software engineering",
        ],
    },
];

/// Phrases that name a topic: a paper that writes one gets the topic a little under its
/// threshold, as if it repeated one of the topic's strongest words (see
/// [`super::TOPIC_REPEATED_EVIDENCE`]). The scorers see single words, so "image editing" is
/// "image" and "editing" (also of knowledge), "novel view synthesis" three common words; round
/// 7 of the reading check found such papers without their central topic. Each list was kept
/// where the topic's silver F1 on the development part (`EVAL_DEVELOPMENT=1 make eval`) rose
/// (image generation P/R 65/58 → 57/70, knowledge graphs 71/65 → 64/79, math reasoning 61/12 →
/// 68/26, LLM evaluation 67/14 → 70/17, …) or held (3D vision, mixture of experts, which the
/// readers asked for); dropped where it fell or did nothing (in-context learning, theorem
/// proving, reasoning's "chain-of-thought", multi-agent systems). Stop 31: Tokenisation &
/// decoding went to no held-out paper (its central topic for 22); tokenizers and decoding
/// strategies give it to 19 more development papers (tokenizers of text, images, EEG, graphs;
/// 50% silver-right, since their authors' keywords often name only the data) and to 5 held-out
/// papers, all silver-right ("speculative decoding" and "next-token prediction" added nothing).
/// Stop 48: in-context learning & prompting has phrases again, of prompts themselves ("prompt
/// optimization", "automatic prompt …", "prompt sensitivity": 14 development chips added, 11
/// silver-right), not of in-context learning.
pub const TOPIC_PHRASES: &[(&str, &[&str])] = &[
    ("image-generation", &["image editing", "text-to-image", "image generation", "image synthesis"]),
    (
        "3d-vision",
        &[
            "novel view synthesis", "novel-view synthesis", "gaussian splatting", "3d reconstruction",
            "surface reconstruction", "point cloud*",
        ],
    ),
    ("time-series", &["temporal point process*", "time series", "time-series"]),
    (
        "llm-evaluation",
        &[
            "llm-as-a-judge", "llm-as-judge", "evaluating llms", "llm evaluation", "as a judge", "as judges",
            "llm judge*", "llm evaluator*", "llm-based evaluation", "evaluation of llms",
            "evaluating large language model*", "automated evaluation", "automatic evaluation",
        ],
    ),
    (
        "training-data",
        &[
            "data selection", "data curation", "data mixture*", "data filtering", "dataset distillation",
            "dataset condensation", "data pruning", "data synthesis", "data mixing",
        ],
    ),
    ("mixture-of-experts", &["mixture of experts", "mixture-of-experts"]),
    // Stop 48 (rounds 71–72: GFlowNet samplers and a density-estimation framework without
    // Generative models, the held-out part's most missed central topic).
    (
        "generative-models",
        &["gflownet*", "generative flow network*", "density estimation", "energy-based model*"],
    ),
    // Stop 48 (rounds 67 and 70: prompt optimisation and prompt sensitivity were papers'
    // subjects without the chip; development: "prompt optimization" is in 31 abstracts, 20 of them
    // silver In-context learning & prompting, and "automatic prompt" in 8, 7 of them).
    (
        "in-context-learning",
        &["prompt optimization", "prompt optimisation", "automatic prompt*", "prompt sensitivity"],
    ),
    (
        "language-modeling",
        &["tokenizer", "tokenizers", "tokenization", "decoding strategy", "decoding strategies"],
    ),
    // Stop 50 (round 77: an SFT study, "supervised fine-tuning (SFT)" five times, had no chip,
    // 0.36 under the threshold): "supervised fine-tuning" names it — 53 development chips added,
    // 25 silver-right (SRFT, SASFT, "Rethinking Supervised Fine-Tuning" among the others);
    // held-out P/R 62/30 → 58/39, central topic among chips 71.5 → 71.7%.
    (
        "fine-tuning",
        &[
            "low-rank adaptation", "parameter-efficient fine-tuning", "instruction tuning", "prompt tuning",
            "robust fine-tuning", "federated fine-tuning", "supervised fine-tuning",
        ],
    ),
    (
        "multimodal-llms",
        &[
            "vision-language model*", "multimodal large language model*", "vision language model*",
            "unified multimodal model*", "large multimodal model*", "omni-modal", "omnimodal", "mllm",
            "mllms",
            // Stop 49 (round 74's "vision large language models (VLLMs)"; not "vLLM", the
            // serving engine).
            "vision large language model*", "vllms", "lvlm", "lvlms",
        ],
    ),
    ("knowledge-graphs", &["knowledge graph*"]),
    (
        "learning-theory",
        &[
            "generalization bound*", "sample complexity", "pac-bayes*", "pac learning", "vc dimension",
            "vc-dimension", "rademacher", "benign overfitting", "learning theory", "minimax rate*",
            "excess risk", "statistical learning",
        ],
    ),
    (
        "training-dynamics",
        &["grokking", "edge of stability", "neural collapse", "mode connectivity", "double descent"],
    ),
    (
        "architectures",
        &[
            "positional encoding*", "position encoding*", "attention sink*", "activation function*",
            "layer normalization",
        ],
    ),
    // Round 16: a certified-training paper had no chip ("task-oriented dialogue" and "dialogue
    // policy" for dialogue were tried too: no change).
    (
        "adversarial-robustness",
        &[
            "certified robustness", "certified training", "certified defense*", "randomized smoothing",
            "adversarial training",
        ],
    ),
    ("math-reasoning", &["mathematical reasoning", "math reasoning"]),
    // Stop 50 (round 77: inference under homomorphic encryption had no Privacy chip, 1.4 under).
    (
        "privacy",
        &["homomorphic encryption", "homomorphically encrypted", "private inference", "secure inference"],
    ),
    // Not "hallucinat*", "abstention", "abstain*" for Hallucination & factuality (stop 50, for
    // round 77's two hallucination papers just under the threshold): 89 development chips added,
    // 11 silver-right — LLM papers mention hallucination in passing.
    // Round 17: an audio-driven human animation paper without the chip (development 396 → 399
    // papers, P/R 61/92 unchanged). "knowledge distillation" for knowledge distillation was tried
    // too: P/R 72/62 → 67/67, left out.
    // Stop 49: round 74's text-driven video editing paper had no chip.
    (
        "video-generation",
        &["video generation", "text-to-video", "human animation", "talking head*", "video editing"],
    ),
    // Round 30: central topics without their chip — a RAG paper that writes only "RAG" (development
    // P/R 78/78 → 78/80), a world-model paper (69/63 → 68/75) and generative reward models
    // (RLHF 69/70 → 65/79). "supervised fine-tuning" for fine-tuning was tried: no change then (stop 50 added it).
    ("rag", &["retrieval-augmented generation", "retrieval augmented generation", "rag"]),
    ("world-models", &["world model", "world models"]),
    ("rlhf-preference", &["reward model", "reward models", "reward modeling"]),
    // Round 12: a retrieval-poisoning paper without the chip (development P/R 89/75 → 86/78;
    // "recommender system*" 71/78 → 63/82 and "catastrophic forgetting" 86/81 → 75/84 fell, and
    // were left out).
    ("backdoors", &["data poisoning", "poisoning attack*", "retrieval poisoning"]),
    (
        "bandits-online",
        &[
            "multi-armed bandit*", "linear bandit*", "contextual bandit*", "dueling bandit*",
            "bandit problem*", "bandit feedback", "best-arm identification", "best arm identification",
        ],
    ),
    // Stop 48 (round 71: carbon-aware routing of LLM requests without the chip; development:
    // "llm routing" is in 7 abstracts, 6 of them silver Efficient inference & serving, none with
    // the chip before).
    (
        "efficient-inference",
        &[
            "sparse attention", "token merging", "kv cache", "speculative decoding", "llm routing",
            "model routing", "llm router*",
        ],
    ),
    // Not "test-time scaling", "inference-time scaling", "test-time compute" (stop 49, for round
    // 75's particle-filtering paper): 63 development chips added, 15 silver-right — papers that
    // mention test-time compute in passing.
    // Round 18: papers that name their subject without its chip (development P/R: jailbreaks
    // 79/64 → 77/67, combinatorial optimisation 82/49 → 78/51, federated learning 93/92 → 91/96,
    // continual learning 86/80 → 85/84). For preference optimisation "preference optimization",
    // "direct alignment" and "preference alignment" were tried too: 69/70 → 64/73, left out.
    ("safety-jailbreaks", &["jailbreak*", "prompt injection*", "red teaming", "red-teaming"]),
    // Round 39–40 (stop 36): vehicle-routing and operator-learning papers without their chips
    // (development P/R: combinatorial optimisation 74/63 → 75/65, differential equations &
    // neural operators 78/75 → 78/77; "surface reconstruction" and "point cloud*" for 3D vision
    // changed nothing there, kept for the reading's point-cloud papers).
    (
        "combinatorial-optimization",
        &[
            "combinatorial optimization", "combinatorial optimisation", "vehicle routing", "vrp", "vrps",
            "cvrp", "traveling salesman", "travelling salesman", "job shop", "job-shop", "bin packing",
            "maximum independent set", "max-cut", "maxcut", "milp", "mixed-integer", "sat solver*",
        ],
    ),
    (
        "pde-operators",
        &["neural operator*", "operator learning", "physics-informed neural network*", "pinns"],
    ),
    ("federated-learning", &["federated learning"]),
    // Round 42 (stop 37): a concept-drift paper without the chip (development P/R 77/52 →
    // 75/57; "distribution shift*" gave it to passing mentions: 69/62; for causality "causal
    // inference", "treatment effect*", "synthetic control" only lowered precision, 75 → 73%).
    (
        "distribution-shift",
        &[
            "concept drift", "domain adaptation", "domain generalization", "test-time adaptation",
            // Stop 47 (round 67: corruption robustness of CLIP without a chip; not "image
            // corruption", which restoration papers write).
            "common corruption*", "common image corruption*", "corruption robustness", "natural corruption*",
        ],
    ),
    // Stop 47 (round 67): imbalanced regression, loss of plasticity, corruption robustness and
    // counterfactual explanations were papers' central subjects without their chips.
    (
        "continual-learning",
        &[
            "continual learning", "lifelong learning", "class-incremental", "loss of plasticity",
            "plasticity loss", "online continual",
        ],
    ),
    ("imbalanced-learning", &["imbalanced regression", "deep imbalanced"]),
    // Stop 47: the new Mobility, traffic & geospatial topic (rounds 64, 65, 67).
    (
        "mobility-geospatial",
        &[
            "human mobility", "urban mobility", "mobility data", "mobility trajector*",
            "trajectory prediction", "trajectory forecasting", "points of interest", "point of interest",
            "next location prediction", "next poi", "traffic simulation", "traffic signal control",
            "traffic forecasting", "traffic prediction", "geolocation", "urban computing",
        ],
    ),
    (
        "interpretability",
        &[
            "counterfactual explanation*", "explainable ai", "explainable artificial intelligence",
            "feature attribution*", "post-hoc explanation*", "concept bottleneck*",
        ],
    ),
    // Stop 46 (rounds 63–65: four papers on personalisation and two on safe RL missed their
    // central topic, which the vocabulary did not have).
    (
        "personalization",
        &["personalization", "personalisation", "personalized generation", "subject-driven", "customization"],
    ),
    (
        "safe-rl",
        &[
            "safe reinforcement learning", "safe rl", "safe exploration",
            "constrained reinforcement learning", "constrained mdp*", "cmdp*", "shielding",
            "control barrier function*",
        ],
    ),
    // Round 20 (P/R: GUI & web agents 90/83 → 87/91, efficient reasoning 20/2 → 32/10). Tried
    // and left out: "long-tailed", "class imbalance" (imbalanced learning 64/83 → 50/92; the
    // narrower "long-tailed recognition" changed nothing), "contrastive learning" (self-supervised
    // 71/34 → 64/44; "self-supervised learning" alone changed nothing), multi-agent system
    // phrases (no change).
    // Round 22: concept erasure from diffusion models without the chip (development P/R 96/94 →
    // 94/95: the four papers added are concept-erasure papers whose keywords do not say
    // "unlearning").
    ("unlearning", &["concept erasure", "concept erasing", "erasing concepts", "machine unlearning"]),
    ("model-merging", &["model merging", "task arithmetic", "model fusion", "task vector*"]),
    // Not "anomaly detection" (stop 49, for round 74's log anomaly detection paper): 13
    // development time-series papers list it among their tasks, none silver-right.
    ("anomaly-detection", &["open-set recognition", "out-of-distribution detection", "ood detection"]),
    (
        "detection-segmentation",
        &["object detection", "small target detection", "semantic segmentation", "instance segmentation"],
    ),
    ("gui-web-agents", &["gui agent*", "web agent*", "computer-use agent*", "mobile agent*"]),
    (
        "multi-agent-systems",
        &[
            "multi-agent system*", "multi-agent llm*", "llm-based multi-agent", "multi-agent collaboration",
            "multi-agent debate", "multi-agent framework*", "multiple llm agents",
            "multi-agent orchestration",
        ],
    ),
    ("multi-agent-rl", &["multi-agent reinforcement learning", "marl", "multi-agent rl", "cooperative marl"]),
    (
        "climate-earth",
        &[
            "earth science*", "earth observation", "geoscience*", "earth system*", "weather forecasting",
            // Stop 46 (round 65: a weather foundation model's fine-tuning without the chip).
            "weather foundation model*", "weather model*", "weather prediction", "climate model*",
            "numerical weather",
        ],
    ),
    ("efficient-reasoning", &["overthinking", "reasoning length", "efficient reasoning"]),
    // Round 37: a VQE paper without its chip (development unchanged, held-out quantum ML P/R
    // 74/88 → 75/94). Not "quantum circuits": round 38's tensor-network paper tested on them. Neuroscience phrases ("brain activity", "cortex", "fMRI", "neuroscience",
    // …) were tried too: development 81/68 → 77/69, 10 of 17 papers added were not about the
    // brain (CortexVLA, ViT circuits, "inspired by neuroscience"), left out.
    ("quantum-ml", &["variational quantum", "quantum computing", "quantum computer*", "qubit*"]),
    // Round 38 (stop 35): an RLVR paper without RL for LLMs, whose scorer recall was 15/13%
    // (development/held-out): 52 development papers added, nearly all RLVR or GRPO papers whose
    // authors wrote "reinforcement learning" (silver precision 58 → 49% understates it).
    ("rl-for-llms", &["rlvr", "verifiable reward*", "grpo", "group relative policy optimization"]),
    // Stop 49: the planning problems authors name (rounds 70 and 72–74 read four papers on
    // planning without a chip).
    (
        "planning",
        &[
            "task planning", "motion planning", "path planning", "trajectory planning", "pddl",
            "long-horizon planning", "automated planning", "classical planning", "symbolic planning",
            "planning domain*", "planning problem*", "planning task*", "planning benchmark*",
        ],
    ),
    (
        "agents",
        &[
            "llm agent*", "llm-based agent*", "language agent*", "agentic framework*", "ai agent*",
            "deep research", "agentic search", "agentic llm*", "search agent*", "research agent*",
            // Round 22's function-calling paper had no chip: "function calling" and "tool calling"
            // were tried (development F1 71.0 → 70.5; "tool use" also gave robots' tool use).
            "tool-using agent*",
        ],
    ),
];

/// Per topic of [`TOPICS`] in `range`, the papers that write one of its [`TOPIC_PHRASES`] or
/// [`KEYWORD_PHRASES`] (`None`: the topic has none).
pub fn topic_phrases_of(index: &Index, range: std::ops::Range<usize>) -> Vec<Option<Bitset>> {
    TOPICS
        .get(range)
        .unwrap_or(&[])
        .iter()
        .map(|topic| {
            let own = TOPIC_PHRASES.iter().find(|(slug, _)| *slug == topic.slug).map(|(_, p)| *p);
            let from_keywords = KEYWORD_PHRASES.iter().find(|(slug, _)| *slug == topic.slug).map(|(_, p)| *p);
            let mut set: Option<Bitset> = None;
            for list in [own, from_keywords].into_iter().flatten() {
                let found = papers_matching_any(index, list);
                match &mut set {
                    Some(s) => s.or_with(&found),
                    None => set = Some(found),
                }
            }
            set
        })
        .collect()
}

/// Per topic of [`TOPICS`], the papers its anchors allow (`None`: the topic has no anchors).
/// A list shared by several topics ([`LANGUAGE_MODEL_WORDS`]) is matched once.
pub fn topic_gates(index: &Index) -> Vec<Option<Bitset>> {
    topic_gates_of(index, 0..TOPICS.len())
}

/// [`topic_gates`] for the topics in `range` only (the build derives them in parts, each
/// short enough for one task between frames).
pub fn topic_gates_of(index: &Index, range: std::ops::Range<usize>) -> Vec<Option<Bitset>> {
    let mut matched: Vec<(&'static [&'static str], Bitset)> = Vec::new();
    let mut papers = |cues: &'static [&'static str]| {
        if let Some((_, set)) = matched.iter().find(|(list, _)| std::ptr::eq(*list, cues)) {
            return set.clone();
        }
        let set = papers_matching_any(index, cues);
        matched.push((cues, set.clone()));
        set
    };
    TOPICS
        .get(range)
        .unwrap_or(&[])
        .iter()
        .map(|topic| {
            let anchors = TOPIC_ANCHORS.iter().find(|a| a.topic == topic.slug)?;
            let mut allowed = papers(anchors.any);
            if let Some((_, also)) = ANCHORS_ALSO.iter().find(|(slug, _)| *slug == topic.slug) {
                allowed.or_with(&papers(also));
            }
            if !anchors.other_sense.is_empty() {
                let mut other_sense_only = papers(anchors.other_sense);
                other_sense_only.and_not_with(&papers(anchors.despite));
                // A phrase that names the topic (`TOPIC_PHRASES`) keeps it whatever other sense
                // the paper also writes ("a unified multimodal model … a VLA policy", stop 50).
                if let Some((_, named)) = TOPIC_PHRASES.iter().find(|(slug, _)| *slug == topic.slug) {
                    other_sense_only.and_not_with(&papers(named));
                }
                allowed.and_not_with(&other_sense_only);
            }
            Some(allowed)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::derive::topics::topic_slugs;
    use crate::core::search::SearchEngine;

    #[test]
    fn every_anchored_slug_is_a_topic() {
        let slugs = topic_slugs();
        for anchors in TOPIC_ANCHORS {
            assert!(slugs.contains(&anchors.topic), "{} is not a topic", anchors.topic);
            assert!(!anchors.any.is_empty(), "{} has no anchors", anchors.topic);
            assert_eq!(anchors.other_sense.is_empty(), anchors.despite.is_empty(), "{}", anchors.topic);
        }
        for (slug, _) in ANCHORS_ALSO {
            assert!(TOPIC_ANCHORS.iter().any(|a| a.topic == *slug), "{slug} has no anchors to widen");
        }
    }

    /// Stop 47's review: a phrase that names a gated topic passes the topic's gate ("prompt
    /// injection" had no anchor of Safety, security & jailbreaks).
    #[test]
    fn every_phrase_of_a_gated_topic_passes_its_gate() {
        let docs: Vec<(&str, String)> = TOPIC_PHRASES
            .iter()
            .filter(|(slug, _)| TOPIC_ANCHORS.iter().any(|a| a.topic == *slug))
            .flat_map(|(slug, phrases)| {
                // Alone, and beside each of the topic's other senses (stop 50: a VLA paper that
                // names a unified multimodal model).
                let senses =
                    TOPIC_ANCHORS.iter().find(|a| a.topic == *slug).map_or(&[][..], |a| a.other_sense);
                phrases.iter().flat_map(move |p| {
                    let phrase = p.replace('*', "");
                    std::iter::once((*slug, phrase.clone())).chain(
                        senses
                            .iter()
                            .map(move |sense| (*slug, format!("{phrase} {}", sense.replace('*', "")))),
                    )
                })
            })
            .collect();
        let engine = SearchEngine::build(docs.iter().map(|(_, text)| text.as_str()));
        let gates = topic_gates(engine.index());
        // Multi-agent systems' phrases also name multi-agent RL's systems, which its gate keeps
        // out on purpose (round 59): only systems of LLM agents pass.
        let decided_by_the_gate = ["multi-agent system", "multi-agent orchestration"];
        let blocked: Vec<String> = docs
            .iter()
            .enumerate()
            .filter(|(_, (_, text))| !decided_by_the_gate.contains(&text.as_str()))
            .filter(|(doc, (slug, _))| {
                let at = TOPICS.iter().position(|t| t.slug == *slug).expect("topic");
                !gates[at].as_ref().expect("anchored").contains(*doc)
            })
            .map(|(_, (slug, text))| format!("{slug}: {text:?}"))
            .collect();
        assert!(blocked.is_empty(), "phrases their topic's gate blocks: {blocked:?}");
    }

    #[test]
    fn gates_built_in_parts_equal_gates_built_at_once() {
        let engine = SearchEngine::build([
            "We build LLM agents that call tools.",
            "A federated learning method for clients.",
            "Post-training quantization to 4-bit weights.",
        ]);
        let whole = topic_gates(engine.index());
        let mut parts = Vec::new();
        for start in (0..TOPICS.len()).step_by(7) {
            parts.extend(topic_gates_of(engine.index(), start..(start + 7).min(TOPICS.len())));
        }
        assert_eq!(parts, whole);
        assert_eq!(whole.iter().flatten().count(), TOPIC_ANCHORS.len());
    }

    #[test]
    fn a_gate_allows_only_papers_with_an_anchor() {
        let engine = SearchEngine::build([
            "We train reinforcement learning agents that explore a maze with a learned world model.",
            "We build LLM agents that call tools to answer questions.",
            "Classical and quantum circuits are compared.",
            "A vector-quantized tokenizer with a learned codebook; quantization of latents.",
            "Post-training quantization to 4-bit weights; vector quantization baselines.",
            "We present a guidance method for controllable video generation from keyframes of the video.",
            "We answer questions about long videos: video understanding with keyframes, not video generation.",
            "Regret bounds in the tabular setting of tabular RL, with tabular policies.",
            "Deblurring with an estimated blur kernel and kernel size.",
            "Agents learn reasoning from video games and gameplay recordings of Atari games.",
            "We compute Nash equilibria of two-player games, including video games.",
            "Speeches in a debate are synthesised by agents that persuade.",
            "Speech recognition for spoken debates.",
            "Memorability of a series of images, and a Taylor series.",
            "Forecasting a multivariate series.",
            // Round 12: ASR is an attack success rate here.
            "The attack reaches an average attack success rate (ASR) of 97% on DeepFake images.",
            // Round 14: a domain-generalization paper's "environmental conditions".
            "Models fail under changing environmental conditions; we simulate multi-source domains.",
            "We forecast precipitation from satellite observations.",
            // Round 15: token merging, traffic flow, a CNN's linear cost, a step's influence.
            "We speed up ViTs by token merging: tokens are merged between layers.",
            "We merge fine-tuned models with task arithmetic.",
            "Traffic flow prediction: the model predicts flow based on the road graph.",
            "A flow matching model learns a velocity field.",
            "A CNN with near-linear cost whose state grows logarithmically.",
            "A state space model (Mamba) for long sequences.",
            "The influence of each reasoning step on the answer.",
            "Influence functions attribute predictions to training data.",
            "GraphRAG builds a graph index of entities for retrieval.",
            "A graph neural network classifies nodes.",
            // Round 15's phrases: "vision language model" written without its hyphen.
            "A vision language model answers questions about charts.",
            "Dataset distillation matches the training trajectories of a teacher network.",
            "Knowledge distillation from a teacher to a student.",
            "Causal discovery recovers the DAG over the graph's nodes.",
            // Round 17 (32–35).
            "A graph-structured reasoning framework: medical entities are nodes of a reasoning graph.",
            "A region-aware approach to editing images, with delayed injection of edits.",
            "Knowledge editing updates facts stored in a language model.",
            "A flowchart's subgraphs and their graph complexity.",
            // Stop 28 (36–43).
            "A vision backbone inspired by anisotropic diffusion and the heat equation.",
            "A diffusion model generates images by denoising; heat diffusion inspires its sampler.",
            "Video generation with long-term spatial consistency from a memory of the scene.",
            "Spatial reasoning about 3D scenes, with spatial consistency of the answers.",
            "Planning trips that respect user preferences; a preference model scores the plans.",
            "Aligning LLMs with DPO to user preferences.",
            "A classifier-free guidance schedule for sampling.",
            "Flow matching with classifier-free guidance.",
            // 44–45: phrases of round 25's missed central topics.
            "Cooperative multi-agent reinforcement learning (MARL) in social dilemmas.",
            "A graduate-level Earth science benchmark for MLLMs.",
            // 46–49: round 28's code benchmarks in many programming languages and data pruning.
            "A multilingual code benchmark across twelve programming languages, beyond Python.",
            "A multilingual benchmark of twelve languages, from English to low-resource languages.",
            "Dynamic data pruning drops noisy samples during training.",
            "Structured pruning removes channels of the network; data pruning baselines.",
            // 50–51: round 30's central topics named only by "RAG" and "world model".
            "RAG systems answer semantically equivalent queries inconsistently.",
            "An autoregressive world model generates gameplay in real time.",
            // 52–61: rounds 35–36's words in another sense, each beside its own sense.
            "A web agent plans navigation across websites in WebArena environments.",
            "A quadruped robot learns navigation and locomotion skills in simulation.",
            "We pre-train a model to classify particles into classes under severe noise.",
            "Long-tailed recognition: tail classes have few samples; we reweight the minority classes.",
            "Structured text segmentation of documents into text segments.",
            "Semantic segmentation of images into object masks.",
            "Dataset color quantization with a palette of colours for each image.",
            "Post-training quantization of LLM weights to 4 bits.",
            "Dense scene motion and camera pose estimation from video.",
            "Text-to-motion generation of human body motion.",
            // 62: round 37's VQE paper.
            "Parameter shift rules estimate gradients of variational quantum eigensolvers.",
            // 63–65: the review of stop 34's realistic negatives and positives.
            "On the other hand, we jointly estimate dense scene motion and camera pose; a growing body of \
             work faces challenges with personalized interaction.",
            "UAV navigation in the wild; videos are on our project website.",
            "Heavy-tailed noise gives tail bounds; a majority vote of rare events with scarce resampling.",
            // 66–71: rounds 37–38 (stop 35), each other sense beside its own sense.
            "Agents plan in the real world and the physical world from video observations.",
            "A learned world model lets the agent plan in imagination.",
            "Images are coded with the discrete cosine transform before the masked decoder.",
            "Masked diffusion language models decode tokens in parallel.",
            "Spectra of elements across the periodic table, with regression heads.",
            "A foundation model for tables: tabular data classification, with a lookup table of columns.",
            // 72: round 38's RLVR paper without RL for LLMs.
            "Reinforcement Learning from Verifiable Rewards (RLVR) improves the reasoning of LLMs.",
            // 73–74: round 39's deepfake detector, and a robot that manipulates objects.
            "Deepfake detection that generalises across manipulation methods and forgery types.",
            "A robot learns object manipulation from deepfake-free demonstrations.",
            // 75–76: rounds 39–40's vehicle-routing and operator-learning papers.
            "Experts combined per task solve cross-task vehicle routing problems (VRPs).",
            "Operator learning maps the parameters of mean-field games to their equilibria.",
            // 77–78: rounds 41–42's loss evaluated on transformers, and an attention design.
            "A classification loss with logit normalization, evaluated on transformer-based BERT.",
            "We redesign the attention of the transformer architecture.",
            // 79–84: rounds 43–44 (stop 37): a cultural-bias benchmark's entities and a knowledge
            // graph; a μRTS agent's games against scripted bots and a two-player game's equilibria;
            // parameters estimated from quantized samples and a 4-bit LLM; concept drift.
            "Entities of Asian cultures annotated for a cultural bias benchmark.",
            "Link prediction on a knowledge graph of entities.",
            "A Decision Transformer agent for real-time strategy (RTS) games against scripted bots.",
            "Nash equilibria of two-player zero-sum games.",
            "Maximum likelihood estimation from quantized samples in signal processing.",
            "Post-training quantization of an LLM to int4 weights.",
            // 85–86: round 50's arithmetic coder in lossless compression, and code generation.
            "Lossless compression with a learned predictor and Probability Matching Interval Coding; \
             hardware and software differences.",
            "Code generation with LLMs: coding agents write Python programs.",
            // 87: the singular coder of round 50's compression paper (the stop's review).
            "Lossless compression with an arithmetic coder; coding of symbols by their probabilities.",
            // 88–91: stop 41 (rounds 53–54): a deep research agent, temporal interaction graphs, a
            // diffusion bridge's "diffusion equations" and CUDA kernels an RL-trained model writes.
            "Context overloading leads to failures of deep research agents; we introduce a context agent.",
            "Temporal Interaction Graphs represent social networks; we propose graph prompting for them.",
            "A sampler for diffusion bridges that uses the semi-linear structure of the diffusion equations.",
            "Multi-turn reinforcement learning for CUDA kernel generation and optimization.",
            // 92–93: stop 43 (round 59): a multi-agent RL paper's "multi-agent systems", and an
            // LLM multi-agent framework that never says "LLM".
            "In multi-agent systems, partial observability hinders inter-agent communication.",
            "We propose IR-Agent, a novel multi-agent framework for structure elucidation.",
            // 94–96: stop 46's topics: LLM safety without decision making, a shielded RL agent,
            // and generative personalization.
            "Limitations on safe, trusted general intelligence under safety constraints; LLM refusals under \
             providers' usage policies and access control.",
            "A shielding framework built on a multi-step control barrier function keeps policies safe.",
            "Generative personalization of diffusion models to a user's visual concept.",
            // 97–100: stop 47 (rounds 66–67): scaling to billions of parameters (and a scaling
            // law's compute) is no test-time scaling, and safe RL's safety is not LLM safety.
            "Scaling to billion-parameter models speeds up inference on math tasks at test; a scaling law \
             of training compute.",
            "Best-of-N sampling with a verifier scales test-time compute.",
            "Safe reinforcement learning keeps a policy within its cost constraints during safe exploration.",
            "Safe RL fine-tuning of LLMs against jailbreak attacks.",
            // 101–104: stop 47's phrases: human mobility, plasticity loss, imbalanced regression
            // and counterfactual explanations name their topics.
            "Human mobility data: visits to points of interest along urban trajectories.",
            "Resetting units counters the loss of plasticity of RL agents.",
            "Imbalanced regression of molecular properties with rare targets.",
            "Counterfactual explanations from a label-conditional VAE.",
            // 105–110: stop 49 (round 74): quantized samples in multi-bit settings and a 4-bit
            // LLM; a virus's evolutionary trajectory and an evolutionary algorithm; a PDDL
            // planner and agents without a plan.
            "Maximum likelihood estimation from quantized samples in multi-bit settings.",
            "We quantize an LLM to 4-bit weights; quantized samples of activations.",
            "A transformer predicts viral mutations from the evolutionary trajectories of SARS-CoV-2 lineages.",
            "An evolutionary algorithm searches prompts along evolutionary trajectories of programs.",
            "LLM agents solve household tasks with a PDDL planner.",
            "Agents learn policies for Atari games and land planes on a plane.",
        ]);
        let gates = topic_gates(engine.index());
        let gate = |slug: &str| {
            let at = TOPICS.iter().position(|t| t.slug == slug).expect("topic");
            gates[at].clone().expect("anchored")
        };
        let agents = gate("agents");
        assert!(!agents.contains(0) && agents.contains(1) && !agents.contains(2));
        let quantum = gate("quantum-ml");
        assert!(!quantum.contains(0) && !quantum.contains(1) && quantum.contains(2));
        let quantization = gate("quantization");
        assert!(!quantization.contains(3) && quantization.contains(4));
        let video = gate("video-understanding");
        assert!(!video.contains(5) && video.contains(6));
        assert!(!gate("tabular").contains(7) && !gate("kernels-gps").contains(8));
        assert!(!gate("watermarking").contains(8));
        let climate = gate("climate-earth");
        assert!(!climate.contains(16) && climate.contains(17));
        let (games, speech) = (gate("game-theory"), gate("speech-audio"));
        assert!(!games.contains(9) && games.contains(10), "video games are not game theory");
        assert!(!speech.contains(11) && speech.contains(12), "debate speeches are not audio");
        assert!(!speech.contains(15), "an attack success rate is not speech recognition");
        assert!(!gate("time-series").contains(13) && gate("time-series").contains(14), "a series of images");
        let code = gate("code-generation");
        assert!(!code.contains(85) && code.contains(86), "an arithmetic coder is no program");
        assert!(!code.contains(87), "nor the singular coder");
        assert!(agents.contains(88), "deep research agents are LLM agents");
        let systems = gate("multi-agent-systems");
        assert!(!systems.contains(92) && systems.contains(93), "multi-agent systems of LLM agents only");
        assert!(gate("graph-learning").contains(89), "temporal interaction graphs are graph data");
        assert!(gate("diffusion-models").contains(90), "a diffusion bridge is a diffusion model");
        assert!(code.contains(91), "CUDA kernels are programs");
        let safe_rl = gate("safe-rl");
        assert!(!safe_rl.contains(94) && safe_rl.contains(95), "safe RL needs a word of decision making");
        let test_time = gate("test-time-scaling");
        assert!(
            !test_time.contains(97) && test_time.contains(98),
            "test-time scaling needs inference compute"
        );
        let safety = gate("safety-jailbreaks");
        assert!(safety.contains(94), "LLM safety keeps its chip");
        assert!(!safety.contains(99) && safety.contains(100), "safe RL alone is not LLM safety");
        // The agents' gate keeps every word of language models (its list copies theirs).
        for word in LANGUAGE_MODEL_WORDS {
            assert!(AGENT_WORDS.contains(word), "{word}");
        }
        let round_fifteen = [
            ("model-merging", 18, 19),
            ("flow-matching", 20, 21),
            ("sequence-models", 22, 23),
            ("data-attribution", 24, 25),
            ("graph-learning", 26, 27),
        ];
        for (slug, other_sense, own_sense) in round_fifteen {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        let phrases = topic_phrases_of(engine.index(), 0..TOPICS.len());
        let image_generation = TOPICS.iter().position(|t| t.slug == "image-generation").expect("topic");
        // Doc 5 speaks of "video generation", none of image editing.
        assert!(phrases[image_generation].as_ref().is_some_and(|p| p.count() == 0));
        let video_generation = TOPICS.iter().position(|t| t.slug == "video-generation").expect("topic");
        assert!(phrases[video_generation].as_ref().is_some_and(|p| p.contains(5) && !p.contains(0)));
        let named = |slug: &str| {
            let at = TOPICS.iter().position(|t| t.slug == slug).expect("topic");
            phrases[at].clone().expect("phrases")
        };
        assert!(named("safe-rl").contains(95) && !named("safe-rl").contains(94), "shielding names safe RL");
        assert!(named("personalization").contains(96) && !named("personalization").contains(63));
        for (slug, doc) in [
            ("mobility-geospatial", 101),
            ("continual-learning", 102),
            ("imbalanced-learning", 103),
            ("interpretability", 104),
        ] {
            assert!(named(slug).contains(doc) && !named(slug).contains(0), "{slug}");
        }
        for (slug, other_sense, own_sense) in
            [("quantization", 105, 106), ("black-box-optimization", 107, 108), ("planning", 110, 109)]
        {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        assert!(named("planning").contains(109) && !named("planning").contains(110));
        for (k, (slug, _)) in TOPIC_PHRASES.iter().enumerate() {
            assert!(TOPICS.iter().any(|t| t.slug == *slug), "{slug}");
            // One entry a topic: a second would never be read.
            assert!(TOPIC_PHRASES[..k].iter().all(|(earlier, _)| earlier != slug), "{slug} twice");
        }
        for (k, anchors) in TOPIC_ANCHORS.iter().enumerate() {
            assert!(TOPIC_ANCHORS[..k].iter().all(|a| a.topic != anchors.topic), "{} twice", anchors.topic);
        }
        assert!(!gate("graph-learning").contains(31), "a causal DAG is not graph learning");
        assert!(
            !gate("graph-learning").contains(32) && !gate("graph-learning").contains(35),
            "a reasoning graph"
        );
        assert!(!gate("knowledge").contains(33) && gate("knowledge").contains(34), "image editing");
        let distillation = gate("knowledge-distillation");
        assert!(!distillation.contains(29) && distillation.contains(30), "dataset distillation's teacher");
        let stop_28 =
            [("diffusion-models", 36, 37), ("spatial-reasoning", 38, 39), ("rlhf-preference", 40, 41)];
        for (slug, other_sense, own_sense) in stop_28 {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        for (slug, doc) in [("multi-agent-rl", 44), ("climate-earth", 45)] {
            let at = TOPICS.iter().position(|t| t.slug == slug).expect("topic");
            assert!(phrases[at].as_ref().is_some_and(|p| p.contains(doc) && !p.contains(0)), "{slug}");
        }
        let round_28 = [("multilingual", 46, 47), ("efficiency-compression", 48, 49)];
        for (slug, other_sense, own_sense) in round_28 {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        for (slug, doc) in [("rag", 50), ("world-models", 51)] {
            let at = TOPICS.iter().position(|t| t.slug == slug).expect("topic");
            assert!(phrases[at].as_ref().is_some_and(|p| p.contains(doc) && !p.contains(1)), "{slug}");
        }
        // Guidance alone is not an other sense of diffusion.
        assert!(gate("diffusion-models").contains(42) && gate("diffusion-models").contains(43));
        let multimodal = TOPICS.iter().position(|t| t.slug == "multimodal-llms").expect("topic");
        assert!(phrases[multimodal].as_ref().is_some_and(|p| p.contains(28) && !p.contains(27)));
        let rounds_35_36 = [
            ("robotics", 52, 53),
            ("imbalanced-learning", 54, 55),
            ("detection-segmentation", 56, 57),
            ("quantization", 58, 59),
            ("human-motion", 60, 61),
        ];
        for (slug, other_sense, own_sense) in rounds_35_36 {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        assert!(!gate("human-motion").contains(63), "the other hand, jointly, a body of work");
        assert!(gate("robotics").contains(64), "a project website is no web agent");
        assert!(!gate("imbalanced-learning").contains(65), "tail bounds, a majority vote");
        for (slug, other_sense, own_sense) in [
            ("world-models", 66, 67),
            ("discrete-diffusion", 68, 69),
            ("tabular", 70, 71),
            ("robotics", 73, 74),
        ] {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        let quantum_ml = TOPICS.iter().position(|t| t.slug == "quantum-ml").expect("topic");
        assert!(
            phrases[quantum_ml].as_ref().is_some_and(|p| p.contains(62) && !p.contains(2) && !p.contains(0))
        );
        let rl_for_llms = TOPICS.iter().position(|t| t.slug == "rl-for-llms").expect("topic");
        assert!(phrases[rl_for_llms].as_ref().is_some_and(|p| p.contains(72) && !p.contains(0)));
        let combinatorial =
            TOPICS.iter().position(|t| t.slug == "combinatorial-optimization").expect("topic");
        assert!(phrases[combinatorial].as_ref().is_some_and(|p| p.contains(75) && !p.contains(76)));
        let architectures = gate("architectures");
        assert!(!architectures.contains(77) && architectures.contains(78));
        let operators = TOPICS.iter().position(|t| t.slug == "pde-operators").expect("topic");
        assert!(phrases[operators].as_ref().is_some_and(|p| p.contains(76) && !p.contains(75)));
        for (slug, other_sense, own_sense) in
            [("knowledge-graphs", 79, 80), ("game-theory", 81, 82), ("quantization", 83, 84)]
        {
            let allowed = gate(slug);
            assert!(!allowed.contains(other_sense) && allowed.contains(own_sense), "{slug}");
        }
        let unanchored = TOPICS.iter().position(|t| t.slug == "image-generation").expect("topic");
        assert!(gates[unanchored].is_none());
    }
}
