//! Entities named in an abstract: datasets and benchmarks, models, code links, and headline
//! numbers — all as written in the text.
//!
//! Datasets and models come from the curated gazetteer in [`super::lexicon`] plus patterns
//! (a model family followed by version/size: "Llama-3-8B-Instruct"; a coined name ending in
//! "Bench": "MT-Video-Bench"). Links are `http(s)` URLs only (`\url{…}` or bare). Numbers are
//! percent changes ("50.33% to 75.70%"), speed-ups ("6× speedup") and folds ("4,000-fold").

use crate::core::derive::lexicon::{DATASETS, MODEL_FAMILIES};
use crate::core::derive::name::{Word, is_coined, words};

/// Entities of one abstract, each list in order of first mention, without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entities {
    pub datasets: Vec<String>,
    pub models: Vec<String>,
    pub code_links: Vec<String>,
    pub numbers: Vec<String>,
}

/// Dataset names that are also ordinary words: only taken in capitals ("MATH", "ARC").
const AMBIGUOUS_DATASETS: &[&str] = &[
    "math", "arc", "natural", "pile", "traffic", "weather", "electricity", "reddit", "apps", "pascal",
    "habitat", "atari", "chair", "pope", "cora", "pubmed", "ett", "m4", "c4", "glue", "mme", "voc", "ruler",
    "amc", "casp", "cath", "zinc", "ucr", "uea", "isic", "tcga",
];

/// Model families that are also ordinary words or symbols: need a version or capitals.
const AMBIGUOUS_MODELS: &[&str] = &[
    "opt", "phi", "yi", "sam", "flux", "esm", "glm", "bloom", "falcon", "flow", "octo", "stable", "swin",
    "grok",
];

/// Words after "N×" that make it a headline number.
const SPEED_WORDS: &[&str] = &[
    "speedup", "speed-up", "faster", "fewer", "less", "more", "reduction", "improvement", "compression",
    "smaller", "larger", "higher", "lower", "acceleration", "cheaper", "memory",
];

/// Finds the entities of an abstract from its plain text and its raw text (for URLs).
pub fn find_entities(plain: &str, raw: &str) -> Entities {
    let ws = words(plain);
    let mut entities = Entities::default();
    for (i, w) in ws.iter().enumerate() {
        if let Some(model) = model_name(w) {
            push_unique(&mut entities.models, model);
        } else if is_dataset(w, ws.get(i + 1)) {
            push_unique(&mut entities.datasets, w.core.to_string());
        }
    }
    entities.code_links = code_links(raw);
    entities.numbers = headline_numbers(&ws);
    entities
}

fn push_unique(list: &mut Vec<String>, item: String) {
    if !list.iter().any(|x| x.eq_ignore_ascii_case(&item)) {
        list.push(item);
    }
}

/// "Llama-3-8B-Instruct", "GPT-4o", "Qwen2.5-7B", "o1" — a model family, possibly versioned.
pub(crate) fn model_name(w: &Word<'_>) -> Option<String> {
    let core = w.core;
    let lower = core.to_lowercase();
    let family = MODEL_FAMILIES.iter().find(|f| {
        lower == **f
            || lower.strip_prefix(**f).is_some_and(|rest| {
                rest.starts_with(|c: char| c.is_ascii_digit() || matches!(c, '-' | '.' | 'v'))
            })
    })?;
    let versioned = lower.len() > family.len();
    let capitalised = core.chars().next().is_some_and(|c| c.is_uppercase())
        || family.starts_with(|c: char| c.is_ascii_digit())
        || matches!(*family, "o1" | "o3" | "o4-mini" | "pi0");
    if !capitalised
        || (AMBIGUOUS_MODELS.contains(family) && !versioned && !core.chars().all(|c| !c.is_lowercase()))
    {
        return None;
    }
    // A family word followed by an unrelated suffix ("Clipping", "Samples") is not a model.
    if versioned
        && !lower[family.len()..].starts_with(|c: char| c.is_ascii_digit() || matches!(c, '-' | '.' | 'v'))
    {
        return None;
    }
    Some(core.to_string())
}

/// A dataset or benchmark of the gazetteer, as written: an ambiguous one ("MATH", "ARC") only
/// in capitals. Shared with the method name, which is never one of these.
pub fn is_known_dataset(core: &str) -> bool {
    let lower = core.to_lowercase();
    DATASETS.contains(&lower.as_str())
        && core.chars().any(char::is_uppercase)
        && (!AMBIGUOUS_DATASETS.contains(&lower.as_str()) || core.chars().all(|c| !c.is_lowercase()))
}

fn is_dataset(w: &Word<'_>, next: Option<&Word<'_>>) -> bool {
    let core = w.core;
    let lower = core.to_lowercase();
    if core.chars().all(|c| !c.is_uppercase()) {
        return false; // datasets are proper names
    }
    if lower == "natural" {
        return next.is_some_and(|n| n.core == "Questions");
    }
    if DATASETS.contains(&lower.as_str()) {
        return is_known_dataset(core);
    }
    // Coined benchmark names: "HSSBench", "MT-Video-Bench", "SWE-bench-Lite".
    is_coined(core) && (lower.ends_with("bench") || lower.contains("-bench"))
}

/// `http(s)` URLs in the raw text (from `\url{…}`, `\href{…}` or bare), trailing punctuation
/// removed.
pub fn code_links(raw: &str) -> Vec<String> {
    let mut links: Vec<String> = Vec::new();
    let mut rest = raw;
    while let Some(at) = rest.find("http") {
        let candidate = &rest[at..];
        if candidate.starts_with("https://") || candidate.starts_with("http://") {
            let end = candidate
                .find(|c: char| {
                    c.is_whitespace() || matches!(c, '}' | '{' | '"' | '<' | '>' | '\\' | ']' | '|')
                })
                .unwrap_or(candidate.len());
            let mut url = &candidate[..end];
            // An unbalanced ")" closes surrounding prose, not the URL.
            while url.ends_with(['.', ',', ';', ':', ')', '*', '$'])
                && !(url.ends_with(')') && url.contains('('))
            {
                url = &url[..url.len() - 1];
            }
            if url.len() > "https://".len() + 3 && !links.iter().any(|l| l == url) {
                links.push(url.to_string());
            }
            rest = &candidate[end..];
        } else {
            rest = &candidate[4..];
        }
    }
    links
}

/// "50.33% to 75.70%", "6× speedup", "4,000-fold", "up to 37%".
fn headline_numbers(ws: &[Word<'_>]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let number = |s: &str| {
        let s = s.trim_end_matches('%');
        !s.is_empty()
            && s.chars().next().is_some_and(|c| c.is_ascii_digit())
            && s.chars().all(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
    };
    for (i, w) in ws.iter().enumerate() {
        let core = w.core;
        let next = ws.get(i + 1).map(|n| n.core.to_lowercase()).unwrap_or_default();
        let found = if core.ends_with('%') && number(core) && next == "to" {
            ws.get(i + 2)
                .filter(|t| t.core.ends_with('%') && number(t.core))
                .map(|t| format!("{core} to {}", t.core))
        } else if core.ends_with('%')
            && number(core)
            && i > 0
            && ws[i - 1].core.eq_ignore_ascii_case("to")
            && i > 1
            && ws[i - 2].core.eq_ignore_ascii_case("up")
        {
            Some(format!("up to {core}"))
        } else if let Some(times) =
            core.strip_suffix('×').or_else(|| core.strip_suffix('x')).filter(|n| number(n))
        {
            let joined = if core.ends_with('x') { format!("{times}×") } else { core.to_string() };
            SPEED_WORDS.contains(&next.as_str()).then(|| format!("{joined} {next}"))
        } else {
            core.strip_suffix("-fold").filter(|n| number(n)).map(|fold| format!("{fold}-fold"))
        };
        if let Some(found) = found
            && !out.contains(&found)
        {
            out.push(found);
        }
        if out.len() == 4 {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::markup::plain_text;

    fn entities(raw: &str) -> Entities {
        find_entities(&plain_text(raw), raw)
    }

    #[test]
    fn models_and_datasets() {
        let e = entities(
            "We fine-tune Llama-3-8B-Instruct and Qwen2.5-7B, beating GPT-4o on MiniF2F, WebArena and MATH. Clipping samples helps; the math is simple.",
        );
        assert_eq!(e.models, ["Llama-3-8B-Instruct", "Qwen2.5-7B", "GPT-4o"]);
        assert_eq!(e.datasets, ["MiniF2F", "WebArena", "MATH"]);
        let e = entities("We release HSSBench and evaluate on ImageNet-1K and RAGTruth. Phi is a constant.");
        assert_eq!(e.datasets, ["HSSBench", "ImageNet-1K", "RAGTruth"]);
        assert!(e.models.is_empty());
    }

    #[test]
    fn links_are_http_only() {
        let e = entities(
            r"Code: \url{https://github.com/Stephen-gzk/TPRU/}. See https://x.org/a_(b) and javascript:alert(1) or ftp://y.",
        );
        assert_eq!(e.code_links, ["https://github.com/Stephen-gzk/TPRU/", "https://x.org/a_(b)"]);
    }

    #[test]
    fn headline_numbers() {
        let e = entities(
            r"accuracy soars from 50.33\% to 75.70\%, a $6\times$ speedup and 4,000-fold fewer steps, up to 37% less memory",
        );
        assert_eq!(e.numbers, ["50.33% to 75.70%", "6× speedup", "4,000-fold", "up to 37%"]);
    }
}
