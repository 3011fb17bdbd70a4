//! The keyword rules that define the silver labels of `make train` and `make eval`
//! (`examples/support/label_rules.tsv`: `group <TAB> slug <TAB> rule|rule|…`). A rule is matched
//! against each author keyword, lowercased and trimmed, with a trailing parenthesised acronym
//! removed ("large language models (llms)" → "large language models"):
//! `exact`, `prefix*`, `~word or phrase` (contained as whole words), `~prefix*` (whole words,
//! the last one a prefix). The topic rules come from a taxonomy drawn from the author keywords;
//! the types' and modalities' rules were written by hand. Training data only: never shipped, never read by the app.

pub const RULES: &str = "examples/support/label_rules.tsv";

/// One label and its rules.
pub struct LabelRules {
    /// `topic`, `type` or `modality`.
    pub group: String,
    pub slug: String,
    rules: Vec<String>,
}

/// A keyword as the rules see it.
pub fn normalise(keyword: &str) -> String {
    let lower = keyword.trim().to_lowercase();
    let without = match lower.rfind(" (") {
        Some(at) if lower.ends_with(')') => lower[..at].trim().to_string(),
        _ => lower,
    };
    without.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whole words: runs of letters, digits and `_` (a hyphen or space is a boundary, so `~rl`
/// matches "rl-based").
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect()
}

fn rule_matches(rule: &str, keyword: &str) -> bool {
    if let Some(contained) = rule.strip_prefix('~') {
        let kw = words(keyword);
        let (phrase, prefix) = match contained.strip_suffix('*') {
            Some(p) => (p, true),
            None => (contained, false),
        };
        let want = words(phrase);
        if want.is_empty() {
            return false;
        }
        return kw.windows(want.len()).any(|window| {
            window.iter().zip(&want).enumerate().all(|(i, (have, want))| {
                let last = i + 1 == window.len();
                if prefix && last { have.starts_with(want) } else { have == want }
            })
        });
    }
    match rule.strip_suffix('*') {
        Some(prefix) => keyword.starts_with(prefix),
        None => keyword == rule,
    }
}

impl LabelRules {
    /// True when one of the paper's keywords matches one of the rules.
    pub fn matches(&self, keywords: &[String]) -> bool {
        keywords.iter().map(|k| normalise(k)).any(|k| self.rules.iter().any(|r| rule_matches(r, &k)))
    }
}

/// Every label's rules, in file order; `group` filters (`None`: all).
pub fn load_group(group: Option<&str>) -> Vec<LabelRules> {
    let text = std::fs::read_to_string(RULES).unwrap_or_else(|e| panic!("{RULES}: {e}"));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let mut cols = l.split('\t');
            let (group, slug, rules) = (cols.next()?, cols.next()?, cols.next()?);
            Some(LabelRules {
                group: group.trim().to_string(),
                slug: slug.trim().to_string(),
                rules: rules.split('|').map(|r| r.trim().to_lowercase()).filter(|r| !r.is_empty()).collect(),
            })
        })
        .filter(|r| group.is_none_or(|g| r.group == g))
        .collect()
}

/// Every label's rules.
pub fn load() -> Vec<LabelRules> {
    load_group(None)
}
