//! Finer topics: a curated vocabulary of research topics, each with a stable slug (used in
//! URLs), a label, a one-line description, and cue words/phrases (synonyms and acronyms).
//!
//! A paper has a topic when its cues occur at least `min_hits` times (broad cues need more);
//! its topics are ranked by hits weighted by rarity, and cards show the top three. Coverage and
//! topic sizes on the full corpus are measured by `make eval` (EVALUATION.md): at least 90% of
//! papers get a topic, and no topic covers more than 25%, so chips discriminate.

use crate::core::derive::Category;

macro_rules! topic {
    ($slug:literal, $label:literal, $description:literal, $min:literal, [$($cue:literal),* $(,)?]) => {
        Category { slug: $slug, label: $label, description: $description, min_hits: $min, cues: &[$($cue),*] }
    };
}

pub const TOPICS: &[Category] = &[
    topic!(
        "diffusion-models",
        "Diffusion models",
        "Denoising diffusion and score-based generative models.",
        2,
        [
            "diffusion",
            "score-based",
            "denoising",
            "ddpm",
            "ddim",
            "dit"
        ]
    ),
    topic!(
        "flow-matching",
        "Flow matching",
        "Flow matching, rectified and normalizing flows.",
        1,
        [
            "flow matching",
            "flow-matching",
            "rectified flow",
            "normalizing flow",
            "normalizing flows",
            "stochastic interpolant*"
        ]
    ),
    topic!(
        "reasoning",
        "Reasoning",
        "Chain-of-thought, multi-step and test-time reasoning of models.",
        3,
        [
            "reasoning",
            "chain-of-thought",
            "chain of thought",
            "cot",
            "step-by-step",
            "test-time scaling",
            "test-time compute"
        ]
    ),
    topic!(
        "rlhf-preference",
        "RLHF & preference optimisation",
        "Aligning models with human preferences: RLHF, DPO, reward models.",
        2,
        [
            "rlhf",
            "preference optimization",
            "preference optimisation",
            "dpo",
            "reward model",
            "reward models",
            "human feedback",
            "preference data",
            "preference learning",
            "grpo",
            "rlvr",
            "verifiable reward*"
        ]
    ),
    topic!(
        "reinforcement-learning",
        "Reinforcement learning",
        "Learning policies from rewards: RL algorithms, offline and online RL.",
        2,
        [
            "reinforcement learning",
            "rl",
            "q-learning",
            "policy gradient",
            "offline rl",
            "actor-critic",
            "markov decision",
            "mdp",
            "mdps",
            "value function*"
        ]
    ),
    topic!(
        "agents",
        "LLM agents",
        "Autonomous agents built on language models, tool use, multi-agent systems.",
        2,
        [
            "agent",
            "agents",
            "agentic",
            "multi-agent",
            "tool use",
            "tool-use",
            "tool calling",
            "function calling",
            "tools"
        ]
    ),
    topic!(
        "gui-web-agents",
        "GUI & web agents",
        "Agents that operate browsers, apps and computer interfaces.",
        1,
        [
            "gui",
            "web agent*",
            "web navigation",
            "webarena",
            "mind2web",
            "osworld",
            "androidworld",
            "screenshot*",
            "computer use",
            "computer-use",
            "mobile agent*",
            "web browsing"
        ]
    ),
    topic!(
        "rag",
        "Retrieval-augmented generation",
        "Generation grounded in retrieved documents (RAG).",
        1,
        ["retrieval-augmented", "retrieval augmented", "rag"]
    ),
    topic!(
        "retrieval",
        "Retrieval & embeddings",
        "Search, dense retrieval, rerankers and embedding models.",
        2,
        [
            "retrieval",
            "retriever",
            "retrievers",
            "dense retrieval",
            "embedding model*",
            "reranking",
            "reranker*",
            "search engine*",
            "information retrieval"
        ]
    ),
    topic!(
        "hallucination",
        "Hallucination",
        "Detecting and reducing unfaithful or fabricated model outputs.",
        1,
        [
            "hallucinat*",
            "faithfulness",
            "factual errors",
            "factuality"
        ]
    ),
    topic!(
        "safety-jailbreaks",
        "Safety & jailbreaks",
        "Jailbreaks, red-teaming, harmful outputs and safeguards.",
        2,
        [
            "jailbreak*",
            "red-teaming",
            "red teaming",
            "harmful",
            "safety alignment",
            "refusal*",
            "guardrail*",
            "unsafe",
            "misuse",
            "safety"
        ]
    ),
    topic!(
        "privacy",
        "Privacy",
        "Differential privacy, membership inference and private learning.",
        1,
        [
            "differential privacy",
            "differentially private",
            "privacy",
            "membership inference",
            "privacy-preserving"
        ]
    ),
    topic!(
        "fairness",
        "Fairness & bias",
        "Bias, fairness and discrimination in models and data.",
        2,
        [
            "fairness",
            "fair",
            "bias",
            "biases",
            "biased",
            "demographic*",
            "discrimination",
            "stereotype*",
            "debias*"
        ]
    ),
    topic!(
        "federated-learning",
        "Federated learning",
        "Training across clients without sharing raw data.",
        1,
        ["federated"]
    ),
    topic!(
        "unlearning",
        "Machine unlearning",
        "Removing the influence of data or knowledge from trained models.",
        1,
        ["unlearning", "unlearn"]
    ),
    topic!(
        "adversarial-robustness",
        "Adversarial robustness",
        "Adversarial examples, attacks, defences and certified robustness.",
        2,
        [
            "adversarial",
            "adversarial attack*",
            "adversarial example*",
            "certified robustness",
            "perturbation*",
            "attack",
            "attacks",
            "robustness"
        ]
    ),
    topic!(
        "watermarking-backdoors",
        "Watermarks & backdoors",
        "Watermarking, backdoors and data poisoning.",
        1,
        ["watermark*", "backdoor*", "poisoning", "trojan*"]
    ),
    topic!(
        "interpretability",
        "Interpretability",
        "Mechanistic interpretability, probing, attributions and explanations.",
        2,
        [
            "interpretab*",
            "explainab*",
            "explanation*",
            "mechanistic",
            "circuit",
            "circuits",
            "sparse autoencoder*",
            "saliency",
            "attribution*",
            "probing",
            "probes",
            "steering"
        ]
    ),
    topic!(
        "theorem-proving",
        "Theorem proving",
        "Formal mathematics, proof assistants and autoformalization.",
        1,
        [
            "theorem proving",
            "theorem prover*",
            "formal proof*",
            "formal verification",
            "minif2f",
            "autoformaliz*",
            "proof assistant*",
            "isabelle",
            "lean 4",
            "lean4",
            "formal mathematics"
        ]
    ),
    topic!(
        "math-reasoning",
        "Math reasoning",
        "Solving mathematical problems with models.",
        1,
        [
            "mathematical reasoning",
            "math reasoning",
            "math problem*",
            "mathematical problem*",
            "gsm8k",
            "aime",
            "olympiad*",
            "math500",
            "math-500",
            "competition math"
        ]
    ),
    topic!(
        "code-generation",
        "Code generation",
        "Program synthesis, coding assistants and software engineering.",
        2,
        [
            "code generation",
            "program synthesis",
            "coding",
            "code",
            "programs",
            "programming",
            "software engineering",
            "swe-bench",
            "humaneval",
            "repository",
            "compiler*"
        ]
    ),
    topic!(
        "molecules",
        "Molecules & chemistry",
        "Molecular generation and property prediction, drug discovery, chemistry.",
        2,
        [
            "molecul*",
            "drug",
            "drugs",
            "drug discovery",
            "ligand*",
            "chemical",
            "chemistry",
            "compounds",
            "reaction*"
        ]
    ),
    topic!(
        "proteins-biology",
        "Proteins, RNA & genomics",
        "Proteins, nucleic acids, genomics and cell biology.",
        2,
        [
            "protein*",
            "rna",
            "dna",
            "antibod*",
            "enzyme*",
            "genom*",
            "peptide*",
            "single-cell",
            "gene",
            "genes",
            "cell",
            "cells",
            "biolog*"
        ]
    ),
    topic!(
        "physics-science",
        "Physics & science",
        "Physical systems, materials, climate and scientific discovery.",
        2,
        [
            "physics",
            "physical systems",
            "materials",
            "crystal*",
            "quantum",
            "fluid*",
            "climate",
            "weather",
            "scientific discovery",
            "simulation*",
            "particle*"
        ]
    ),
    topic!(
        "pde-operators",
        "PDEs & neural operators",
        "Neural operators and learned solvers for differential equations.",
        1,
        [
            "neural operator*",
            "pde",
            "pdes",
            "partial differential",
            "physics-informed",
            "pinn",
            "pinns",
            "fourier neural operator*",
            "navier-stokes"
        ]
    ),
    topic!(
        "world-models",
        "World models",
        "Models that predict how environments evolve, for planning and simulation.",
        1,
        ["world model*"]
    ),
    topic!(
        "robotics",
        "Robotics & embodied AI",
        "Robot learning, manipulation, locomotion and embodied agents.",
        2,
        [
            "robot*",
            "manipulation",
            "embodied",
            "locomotion",
            "grasp*",
            "vision-language-action",
            "vla",
            "vlas",
            "sim-to-real",
            "humanoid*"
        ]
    ),
    topic!(
        "autonomous-driving",
        "Autonomous driving",
        "Self-driving, trajectory prediction and motion planning.",
        2,
        [
            "autonomous driving",
            "self-driving",
            "driving",
            "vehicle*",
            "trajectory prediction",
            "motion planning",
            "traffic"
        ]
    ),
    topic!(
        "video",
        "Video",
        "Video generation, understanding and temporal visual data.",
        2,
        [
            "video",
            "videos",
            "video generation",
            "video understanding",
            "frames"
        ]
    ),
    topic!(
        "image-generation",
        "Image generation & editing",
        "Text-to-image synthesis, image editing and generated images.",
        1,
        [
            "text-to-image",
            "image generation",
            "image synthesis",
            "image editing",
            "generated images",
            "stable diffusion",
            "t2i"
        ]
    ),
    topic!(
        "3d-vision",
        "3D vision",
        "3D reconstruction, point clouds, NeRF, Gaussian splatting, novel views.",
        2,
        [
            "3d",
            "point cloud*",
            "nerf",
            "nerfs",
            "gaussian splatting",
            "3dgs",
            "mesh",
            "meshes",
            "novel view synthesis",
            "multi-view",
            "depth estimation",
            "reconstruction"
        ]
    ),
    topic!(
        "multimodal-llms",
        "Multimodal LLMs",
        "Vision-language and other multimodal large language models.",
        1,
        [
            "mllm",
            "mllms",
            "multimodal large language model*",
            "vision-language model*",
            "vision language model*",
            "vlm",
            "vlms",
            "lvlm",
            "lvlms",
            "lmm",
            "lmms",
            "visual question answering",
            "vqa"
        ]
    ),
    topic!(
        "speech-audio",
        "Speech, audio & music",
        "Speech recognition and synthesis, audio and music.",
        2,
        [
            "speech", "audio", "music", "musical", "sound", "sounds", "acoustic", "asr", "tts",
            "speaker*", "voice"
        ]
    ),
    topic!(
        "time-series",
        "Time series",
        "Forecasting, classification and modelling of time series.",
        1,
        ["time series", "time-series", "forecasting"]
    ),
    topic!(
        "graph-learning",
        "Graph learning",
        "Graph neural networks, node and link prediction, message passing.",
        2,
        [
            "graph neural network*",
            "gnn",
            "gnns",
            "graph",
            "graphs",
            "node classification",
            "link prediction",
            "message passing",
            "message-passing"
        ]
    ),
    topic!(
        "geometric-learning",
        "Symmetry & geometry",
        "Equivariance, symmetries, manifolds and geometric deep learning.",
        2,
        [
            "equivariant",
            "equivariance",
            "symmetry",
            "symmetries",
            "invariant",
            "invariance",
            "manifold*",
            "hyperbolic",
            "riemannian",
            "geometric"
        ]
    ),
    topic!(
        "optimization",
        "Optimisation",
        "Optimisers, convergence and training dynamics.",
        2,
        [
            "optimizer*",
            "optimiser*",
            "sgd",
            "adam",
            "adamw",
            "learning rate*",
            "convergence",
            "gradient descent",
            "stochastic optimization",
            "second-order",
            "momentum",
            "minimization",
            "nonconvex",
            "convex"
        ]
    ),
    topic!(
        "learning-theory",
        "Learning theory",
        "Generalisation bounds, sample complexity and provable guarantees.",
        2,
        [
            "generalization bound*",
            "sample complexity",
            "pac",
            "vc dimension",
            "rademacher",
            "minimax",
            "lower bound*",
            "upper bound*",
            "theoretical guarantee*",
            "we prove",
            "theorem",
            "theorems",
            "provably",
            "theoretical analysis"
        ]
    ),
    topic!(
        "bandits-online",
        "Bandits & online learning",
        "Bandits, regret minimisation and online learning.",
        2,
        ["bandit*", "regret", "online learning", "exploration"]
    ),
    topic!(
        "efficiency-compression",
        "Efficiency & compression",
        "Quantisation, pruning, distillation and efficient inference.",
        2,
        [
            "quantization",
            "quantized",
            "quantisation",
            "pruning",
            "pruned",
            "sparsity",
            "distillation",
            "compression",
            "efficient inference",
            "speculative decoding",
            "latency",
            "memory footprint",
            "flops",
            "throughput",
            "speedup"
        ]
    ),
    topic!(
        "long-context",
        "Long context",
        "Long inputs, context windows and KV caches.",
        1,
        [
            "long-context",
            "long context",
            "context length*",
            "context window*",
            "kv cache",
            "kv-cache",
            "long sequence*"
        ]
    ),
    topic!(
        "scaling-laws",
        "Scaling laws",
        "How performance scales with data, parameters and compute.",
        1,
        [
            "scaling law*",
            "compute-optimal",
            "scaling behavior*",
            "power law*",
            "power-law"
        ]
    ),
    topic!(
        "training-data",
        "Training data",
        "Pretraining corpora, data selection, mixtures and synthetic data.",
        2,
        [
            "pretraining",
            "pre-training",
            "data curation",
            "data selection",
            "data mixture*",
            "synthetic data",
            "training data",
            "data quality",
            "corpus",
            "corpora"
        ]
    ),
    topic!(
        "fine-tuning",
        "Fine-tuning & PEFT",
        "Fine-tuning, instruction tuning and parameter-efficient adaptation.",
        2,
        [
            "fine-tuning",
            "finetuning",
            "fine-tune",
            "fine-tuned",
            "parameter-efficient",
            "peft",
            "lora",
            "adapter",
            "adapters",
            "instruction tuning",
            "instruction-tuning",
            "sft"
        ]
    ),
    topic!(
        "in-context-learning",
        "In-context learning & prompting",
        "Learning from prompts and demonstrations.",
        2,
        [
            "in-context learning",
            "in-context",
            "icl",
            "few-shot",
            "prompting",
            "prompt",
            "prompts",
            "demonstrations"
        ]
    ),
    topic!(
        "architectures",
        "Transformers & architectures",
        "Attention, transformers, state-space models and new architectures.",
        3,
        [
            "attention",
            "transformer",
            "transformers",
            "self-attention",
            "state space model*",
            "mamba",
            "linear attention",
            "architecture",
            "architectures",
            "recurrent"
        ]
    ),
    topic!(
        "mixture-of-experts",
        "Mixture of experts",
        "Sparse mixture-of-experts models and routing.",
        1,
        ["mixture-of-experts", "mixture of experts", "moe"]
    ),
    topic!(
        "continual-learning",
        "Continual learning",
        "Learning without forgetting across tasks and time.",
        1,
        [
            "continual learning",
            "catastrophic forgetting",
            "lifelong",
            "incremental learning",
            "class-incremental",
            "continual"
        ]
    ),
    topic!(
        "distribution-shift",
        "Distribution shift",
        "Domain adaptation, generalisation and out-of-distribution data.",
        1,
        [
            "domain adaptation",
            "domain generalization",
            "transfer learning",
            "distribution shift*",
            "out-of-distribution",
            "ood",
            "test-time adaptation",
            "domain shift*"
        ]
    ),
    topic!(
        "self-supervised",
        "Self-supervised learning",
        "Contrastive and masked pretraining for representations.",
        2,
        [
            "self-supervised",
            "contrastive",
            "representation learning",
            "masked autoencoder*",
            "ssl",
            "representations"
        ]
    ),
    topic!(
        "uncertainty",
        "Uncertainty & calibration",
        "Uncertainty quantification, calibration and conformal prediction.",
        2,
        [
            "uncertainty",
            "calibration",
            "calibrated",
            "conformal",
            "bayesian",
            "epistemic",
            "aleatoric"
        ]
    ),
    topic!(
        "causality",
        "Causality",
        "Causal inference and discovery, counterfactuals and treatment effects.",
        2,
        [
            "causal*",
            "counterfactual*",
            "treatment effect*",
            "confounder*",
            "confounding",
            "interventions",
            "interventional"
        ]
    ),
    topic!(
        "sampling-inference",
        "Sampling & probabilistic inference",
        "MCMC, variational inference and samplers.",
        2,
        [
            "sampling",
            "mcmc",
            "variational inference",
            "langevin",
            "posterior",
            "monte carlo",
            "sampler*",
            "variational"
        ]
    ),
    topic!(
        "recommendation",
        "Recommendation",
        "Recommender systems and user modelling.",
        2,
        [
            "recommend*",
            "recommender*",
            "click-through",
            "collaborative filtering",
            "user preference*"
        ]
    ),
    topic!(
        "healthcare",
        "Healthcare & medicine",
        "Clinical, medical imaging and health applications.",
        2,
        [
            "medical",
            "clinical",
            "health",
            "healthcare",
            "patient*",
            "disease*",
            "diagnos*",
            "radiology",
            "ehr",
            "pathology",
            "mri"
        ]
    ),
    topic!(
        "neuroscience",
        "Neuroscience & cognition",
        "Brains, neural recordings, cognitive science and spiking networks.",
        2,
        [
            "neuroscience",
            "brain",
            "brains",
            "neural activity",
            "fmri",
            "eeg",
            "cognitive",
            "neurons",
            "spiking",
            "cortex",
            "human-like"
        ]
    ),
    topic!(
        "llm-evaluation",
        "Evaluating LLMs",
        "Benchmarks, judges and evaluation protocols for language models.",
        1,
        [
            "llm-as-a-judge",
            "llm judge*",
            "evaluation framework",
            "evaluation protocol*",
            "human evaluation",
            "leaderboard*",
            "judges",
            "judge model*",
            "evaluation benchmark*"
        ]
    ),
    topic!(
        "language-modeling",
        "Language modelling & tokens",
        "Tokenisers, next-token prediction and decoding.",
        2,
        [
            "tokenizer*",
            "tokenization",
            "vocabulary",
            "next-token prediction",
            "language modeling",
            "language modelling",
            "perplexity",
            "decoding"
        ]
    ),
    topic!(
        "multilingual",
        "Multilingual & translation",
        "Many languages, translation and low-resource languages.",
        2,
        [
            "multilingual",
            "translation",
            "low-resource",
            "cross-lingual",
            "languages"
        ]
    ),
    topic!(
        "societal",
        "Society & human behaviour",
        "Social, cultural and moral aspects of AI, human-AI interaction.",
        2,
        [
            "social",
            "societal",
            "human-ai",
            "persona*",
            "cultural",
            "moral*",
            "ethic*",
            "misinformation",
            "persuasion",
            "political",
            "users"
        ]
    ),
    topic!(
        "knowledge",
        "Knowledge & editing",
        "Factual knowledge in models, editing it and knowledge graphs.",
        1,
        [
            "knowledge editing",
            "model editing",
            "factual knowledge",
            "knowledge graph*",
            "knowledge base*"
        ]
    ),
    topic!(
        "optimal-transport",
        "Optimal transport",
        "Optimal transport and Wasserstein distances.",
        1,
        [
            "optimal transport",
            "wasserstein",
            "sinkhorn",
            "gromov-wasserstein"
        ]
    ),
    topic!(
        "kernels-gps",
        "Kernels & Gaussian processes",
        "Kernel methods and Gaussian processes.",
        1,
        [
            "gaussian process*",
            "kernel method*",
            "kernel ridge",
            "rkhs",
            "neural tangent kernel"
        ]
    ),
    topic!(
        "data-attribution",
        "Data attribution & valuation",
        "Which training data matter: influence and valuation.",
        1,
        [
            "data attribution",
            "influence function*",
            "data valuation",
            "training data attribution"
        ]
    ),
    topic!(
        "clustering",
        "Clustering & unsupervised",
        "Clustering and unsupervised structure discovery.",
        2,
        ["clustering", "clusters", "unsupervised"]
    ),
    topic!(
        "anomaly-detection",
        "Anomaly detection",
        "Anomalies, outliers and novelty detection.",
        1,
        ["anomaly", "anomalies", "outlier*", "novelty detection"]
    ),
    topic!(
        "detection-segmentation",
        "Detection & segmentation",
        "Object detection and image segmentation.",
        2,
        [
            "segmentation",
            "object detection",
            "detection",
            "semantic segmentation",
            "instance segmentation",
            "detector*"
        ]
    ),
    topic!(
        "vision-models",
        "Vision models",
        "Image recognition, vision transformers and visual backbones.",
        1,
        [
            "image classification",
            "vision transformer*",
            "vit",
            "vits",
            "imagenet",
            "visual recognition",
            "convolutional",
            "cnn",
            "cnns"
        ]
    ),
    topic!(
        "tabular",
        "Tabular data",
        "Learning on tables and structured records.",
        1,
        ["tabular"]
    ),
    topic!(
        "dynamical-systems",
        "Dynamics & control",
        "Dynamical systems, control and trajectories.",
        2,
        [
            "dynamical system*",
            "control",
            "controller*",
            "koopman",
            "trajectory",
            "trajectories",
            "dynamics"
        ]
    ),
    topic!(
        "game-theory",
        "Games & multi-agent",
        "Game theory, equilibria and multi-agent interaction.",
        2,
        [
            "game",
            "games",
            "nash",
            "equilibri*",
            "multi-agent",
            "cooperative",
            "mechanism design",
            "auction*"
        ]
    ),
    topic!(
        "generative-models",
        "Generative models",
        "VAEs, GANs, autoregressive and other deep generative models.",
        2,
        [
            "generative model*",
            "vae",
            "vaes",
            "gan",
            "gans",
            "autoregressive",
            "generative",
            "variational autoencoder*"
        ]
    ),
    topic!(
        "memory-continual-agents",
        "Memory",
        "Memory mechanisms for models and agents.",
        2,
        ["memory", "memories"]
    ),
];
