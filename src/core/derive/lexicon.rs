//! Curated word lists the derivations share: the field's common acronyms and names (never a
//! paper's own method name) with the field's meanings of those that papers also coin anew,
//! model families and datasets/benchmarks (the entity gazetteer).
//! All lowercase; compared after folding.

/// Acronyms and names that papers use but rarely introduce: never taken as a method name.
/// Plurals ("LLMs") are recognised by dropping a final "s".
pub const COMMON_NAMES: &[&str] = &[
    // Placeholders of a name withheld for double-blind review (round 33: "We present the XYZ
    // benchmark [note to reviewers: name withheld …]").
    "xyz", "xxx", "xxxx", // Model classes and techniques.
    "q&a", "r&d", "tom", "ai", "agi", "ml", "dl", "nlp", "cv", "llm", "lm", "dm", "mllm", "vlm", "lmm",
    "lvlm", "slm", "lrm", "vla", "rl", "drl", "rlhf", "rlvr", "rlaif", "rag", "dpo", "ppo", "grpo", "sft",
    "icl", "cot", "tot", "moe", "lora", "qlora", "peft", "kv", "mlp", "cnn", "rnn", "lstm", "gru", "gnn",
    "gcn", "gat", "vit", "vae", "gan", "nerf", "3dgs", "sde", "ode", "pde", "mdp", "pomdp", "marl", "ood",
    "iid", "sota", "api", "gpu", "tpu", "cpu", "relu", "gelu", "silu", "ntk", "sgd", "adam", "adamw", "kl",
    "mse", "mae", "fid", "bleu", "rouge", "auc", "roc", "f1", "map", "iou", "psnr", "ssim", "lpips", "clip",
    "sam", "bert", "t5", "gpt", "llama", "qwen", "mistral", "mixtral", "gemma", "claude", "gemini",
    "deepseek", "phi", "opt", "bloom", "falcon", "vicuna", "llava", "dino", "dinov2", "resnet", "unet",
    "u-net", "transformer", "transformers", "mamba", "ssm", "diffusion", "dit", "ddpm", "ddim", "flow", "nf",
    "ebm", "gp", "bo", "hmm", "crf", "svm", "pca", "ica", "nmf", "knn", "em", "mcmc", "hmc", "vi", "elbo",
    "sae", "saes", "mcts", "rlhf", "orpo", "kto", "simpo", "ipo", "rm", "prm", "orm", "pinn", "pinns", "fno",
    "gpt-4", "gpt-4o", "gpt-3", "gpt-3.5", "gpt-2", "gpt-5", "o1", "o3", "r1", "v3", "mmlu", "gsm8k", "math",
    "imagenet", "coco", "cifar", "mnist", "iclr", "neurips", "icml", "cvpr", "acl", "emnlp", "arxiv",
    // Round 16: an algorithm the paper runs and a venue it cites.
    "dqn", "ddqn", "ddpg", "td3", "trpo", "iccv", "eccv", "naacl", "aaai", "ijcai", "kdd", "icalp", "stoc",
    "focs", "soda", "colt", "aistats", "uai", "cvar", "genai", "llm-as-a-judge", "github", "huggingface",
    // Round 45: a random forest the paper runs ("using an RF on graph-level aggregates").
    "rf", // Round 46: flow matching, brain and heart recordings, linear programs, active learning.
    "fm", "fmri", "mri", "eeg", "ecg", "lp", "qp", "milp", "al",  // Round 47: a PID controller.
    "pid", // Round 48: rotary position embeddings and the quantisation methods papers run.
    "rope", "awq", "gptq", "smoothquant",
    // Round 76: persistent homology, temporal knowledge graphs, the multiple-gradient descent
    // algorithm and the Immune Epitope Database — tools, data and prior work papers use.
    "ph", "tkg", "mgda", "iedb",
    // Round 77: the RL post-training baseline REINFORCE Leave-One-Out, and Gauss-Newton.
    "rloo", "gn",
    // Round 63: the structural causal model a method builds, the theory it connects LLMs to;
    // what a theory paper studies ("how positional encoding (PE) affects …", "the gated linear
    // attention (GLA) mechanism").
    "scm", "ait", "pe", "gla",
    // Round 28: a theory the paper uses ("Information Bottleneck (IB) theory"); not "dct" or
    // "dft", which are also papers' own names (Deep Causal Transcoding, Dynamic Fine-Tuning).
    "fft", "svd", "ib", "gmm", "pytorch", "jax", "tensorflow", "cuda", "url", "http", "https", "io", "ui",
    "gui", "os", "qa", "vqa", "asr", "tts", "ocr", "nli", "ner", "mt", "it", "us", "uk", "eu", "ii", "iii",
    "iv", "i", "a", "an", "the", "we", "our", "this", "these", "it", "in", "on", "via", "for", "to", "and",
    "or", "of", "with", "by", "from", "is", "are",
];

/// Model families: a token naming one of these, possibly with version and size
/// ("Llama-3-8B-Instruct", "Qwen2.5-7B", "GPT-4o"), is a model entity.
pub const MODEL_FAMILIES: &[&str] = &[
    "gpt", "llama", "qwen", "mistral", "mixtral", "gemma", "claude", "gemini", "deepseek", "phi", "t5",
    "flan-t5", "bert", "roberta", "deberta", "electra", "vit", "clip", "siglip", "sam", "dinov2", "dino",
    "llava", "internvl", "minicpm", "vicuna", "falcon", "pythia", "olmo", "opt", "bloom", "stable", "sdxl",
    "flux", "dall-e", "imagen", "sora", "whisper", "wav2vec", "hubert", "resnet", "efficientnet", "convnext",
    "swin", "u-net", "unet", "mamba", "yolo", "o1", "o3", "o4-mini", "grok", "kimi", "glm", "chatglm",
    "baichuan", "yi", "internlm", "codellama", "starcoder", "alphafold", "esm", "esm2", "rt-2", "openvla",
    "octo", "pi0",
];

/// Datasets and benchmarks (the first word of multi-word names is enough to look them up;
/// matched on whole tokens).
pub const DATASETS: &[&str] = &[
    "imagenet", "tinyimagenet", "tiny-imagenet", "imagenet-1k", "imagenet-21k", "cifar-10", "cifar-100",
    "cifar10", "cifar100", "mnist", "fashion-mnist", "svhn", "celeba", "ffhq", "lsun", "coco", "ms-coco",
    // Round 29: "controllable versions of dSprites and COIL-20" named COIL-20.
    "coil-20", "coil-100", "dsprites", "laion", "laion-5b", "cc3m", "cc12m", "flickr30k", "vqav2", "gqa",
    "textvqa", "docvqa", "chartqa", "mmmu", "mathvista", "mmbench", "mme", "seed-bench", "pope", "chair",
    "video-mme", "egoschema", "kinetics", "kinetics-400", "ucf101", "hmdb51", "something-something",
    "librispeech", "audioset", "commonvoice", "shapenet", "scannet", "objaverse", "nuscenes", "kitti",
    "bdd100k", "waymo", "cityscapes", "ade20k", "pascal", "voc", "d4rl", "atari", "mujoco", "meta-world",
    "metaworld", "libero", "calvin", "rlbench", "habitat", "minigrid", "procgen", "nethack", "alfworld",
    "webshop", "webarena", "visualwebarena", "mind2web", "osworld", "androidworld", "screenspot", "miniwob",
    "miniwob++", "swe-bench", "humaneval", "mbpp", "livecodebench", "codeforces", "apps", "ds-1000", "gsm8k",
    "math", "math500", "math-500", "aime", "aime24", "aime25", "amc", "amc23", "olympiadbench", "minif2f",
    // Stop 33 (round 36): the International Math Olympiad is a competition, no paper's name.
    "imo", "proofnet", "putnambench", "mmlu", "mmlu-pro", "gpqa", "arc", "arc-agi", "hellaswag", "winogrande",
    "piqa", "boolq", "truthfulqa", "triviaqa", "hotpotqa", "squad", "natural", "ms-marco", "msmarco", "beir",
    "mteb", "longbench", "ruler", "infinitebench", "glue", "superglue", "big-bench", "bbh", "alpacaeval",
    "mt-bench", "arena-hard", "ifeval", "harmbench", "advbench", "jailbreakbench", "ragtruth", "halueval",
    "wikitext", "wikitext-103", "c4", "pile", "redpajama", "fineweb", "openwebtext", "slimpajama", "qm9",
    "zinc", "zinc250k", "geom-drugs", "pdbbind", "casp", "cath", "moleculenet", "ogb", "ogbn-arxiv",
    "ogbn-products", "cora", "citeseer", "pubmed", "reddit", "ett", "etth1", "etth2", "ettm1", "ettm2",
    "electricity", "traffic", "weather", "m4", "ucr", "uea", "physionet", "mimic-iii", "mimic-iv",
    "chexpert", "isic", "brats", "camelyon16", "tcga", "criteo", "movielens",
];

/// The field's meanings of common acronyms that papers also coin anew: "Segmental Advantage
/// Estimation (SAE)" is a paper's own name, "Sparse Autoencoders (SAEs)" the field's term
/// (stop 44). Lowercase, hyphens as spaces, each word as it opens the text's word (so
/// "autoencoder" also stands for "autoencoders"), in order with at most one other word between
/// two of them ("process-supervised reward models (PRMs)" states the process reward model). An
/// acronym not listed here stays common whatever its expansion; one listed with no meaning
/// ("falcon", a model's name rather than an acronym) is the paper's own whenever its words
/// spell it.
pub const STANDARD_EXPANSIONS: &[(&str, &[&str])] = &[
    ("sae", &["sparse autoencoder", "sparse auto encoder"]),
    ("pde", &["partial differential equation"]),
    ("pid", &["proportional integral derivative", "partial information decomposition"]),
    ("ica", &["independent component analysis"]),
    ("dit", &["diffusion transformer"]),
    ("dpo", &["direct preference optimization", "direct preference optimisation"]),
    ("ipo", &["identity preference optimization", "identity preference optimisation"]),
    ("fm", &["flow matching", "foundation model", "factorization machine", "factorisation machine"]),
    ("tts", &["text to speech", "test time scaling"]),
    ("ssm", &["state space model", "structured state space"]),
    ("sde", &["stochastic differential equation"]),
    ("mdp", &["markov decision process"]),
    ("map", &["maximum a posteriori", "mean average precision"]),
    ("crf", &["conditional random field"]),
    ("iid", &["independent and identically distributed", "independent identically distributed"]),
    ("prm", &["process reward model"]),
    ("sam", &["segment anything", "sharpness aware minimization", "sharpness aware minimisation"]),
    ("nf", &["normalizing flow", "normalising flow"]),
    ("scm", &["structural causal model"]),
    ("ait", &["algorithmic information theory"]),
    ("pe", &["positional encoding", "position encoding", "positional embedding", "position embedding"]),
    ("gla", &["gated linear attention"]),
    ("falcon", &[]),
];
