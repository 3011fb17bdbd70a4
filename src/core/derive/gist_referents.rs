//! A gist's "these …" and "such …" said without what they point at: the card does not show the
//! sentence that named it. Round 59's readers marked such gists weak again and again ("these
//! policies" has no referent, "such dependencies" has none).
//!
//! [`with_referents_named`] gives the pointer's noun the describing words an earlier sentence of
//! the abstract last gave it ("training of these policies" → "training of expressive flow-based
//! policies", after "Training expressive flow-based policies …"); when the abstract gave the noun
//! no such words, a "these" before a noun the gist itself describes with adjectives or defines
//! goes ("these redundant tokens" → "redundant tokens", "such dependencies between planned
//! actions" → "dependencies between planned actions"). Otherwise the gist is kept as written:
//! after "all", "each of", "one of" … (dropping it widens the claim), where the gist names the
//! noun before, where "these" is a pronoun ("these include …"), where the earlier mention is one
//! of two joined words or set against ("unlike static policies"). Extractive: only the
//! abstract's own words. A word right after "to" is a verb, never lent ("a way to represent
//! temporal dynamics … these dynamics" gives "temporal dynamics", round 77).
//!
//! Work: the abstract's words are split once a gist; at most [`MAX_TRIED`] pointers are tried
//! and [`MAX_POINTERS`] named, each one pass over the gist before it and one over the abstract's
//! words.

use std::borrow::Cow;

use crate::core::derive::charge;
use crate::core::derive::words::{Word, words};

/// Pointers resolved in one gist at most.
const MAX_POINTERS: usize = 2;

/// Pointers tried in one gist at most (named or not).
const MAX_TRIED: usize = 6;

/// Words after the pointer that may hold its noun ("these redundant visual tokens").
const MAX_NOUN_PHRASE: usize = 3;

/// Words before the noun an earlier mention lends at most ("expressive flow-based policies").
const MAX_LENT_WORDS: usize = 2;

/// Words that are no part of a noun's describing words.
const NOT_DESCRIBING: &[&str] = &[
    "a", "an", "the", "this", "these", "that", "those", "such", "its", "their", "our", "his", "her", "of",
    "in", "on", "for", "to", "with", "and", "or", "by", "from", "at", "as", "into", "via", "than", "both",
    "all", "many", "most", "some", "more", "less", "other", "each", "every", "any", "no", "not", "is", "are",
    "was", "were", "be", "been", "being", "has", "have", "had", "can", "may", "could", "would", "should",
    "will", "do", "does", "did", "we", "they", "it", "which", "who", "whose", "where", "while", "between",
    "among", "over", "under", "about", "across", "through", "without", "within", "also", "only", "very",
    "so", "existing", "prior", "previous", "current", "same", "different", "various", "several", "few",
    "two", "three", "four", "multiple", "new", "novel", "above", "following", "aforementioned",
];

/// Words that open what defines a noun after it ("dependencies *between* planned actions"; not
/// "in", "for", "with": "mitigate these effects in different regimes" still needs "these").
const QUALIFYING: &[&str] = &["between", "of", "among"];

/// Quantifiers that make "… of these X" a part of what the pointer names ("one of these
/// policies", "each of these baselines"): the pointer stays.
const PART_OF: &[&str] = &[
    "one", "each", "all", "both", "some", "many", "most", "none", "any", "few", "several", "either",
    "neither", "two", "three", "four", "five", "half", "majority",
];

/// Verbs after which "these" is a pronoun ("these include …", "these cause …"), not a pointer
/// before a noun.
const AFTER_A_PRONOUN: &[&str] = &[
    "include", "cause", "make", "require", "enable", "yield", "achieve", "show", "provide", "limit",
    "produce", "exhibit", "suffer", "lead", "allow", "remain", "become", "offer", "reveal", "demonstrate",
    "fail", "rely", "help", "contain", "share", "differ", "capture", "reflect", "use", "improve", "reduce",
    "increase", "outperform", "emerge", "arise", "occur", "hold", "serve", "tend", "appear", "seem", "exist",
    "affect", "hinder", "prevent", "highlight", "suggest", "indicate", "imply", "involve", "lack", "need",
    "face", "work", "act", "operate", "perform", "generalize", "scale",
];

/// Words just before an earlier mention that set it against the paper's ("unlike static
/// policies", "rather than fixed policies"): no words to lend.
const SET_AGAINST: &[&str] = &["unlike", "than", "compared", "instead", "versus", "vs", "traditional"];

/// `gist` with its pointers named from `plain` (the abstract), see the module doc.
pub fn with_referents_named<'g>(plain: &str, gist: &'g str) -> Cow<'g, str> {
    if !gist.split_whitespace().any(|w| matches!(w.to_ascii_lowercase().as_str(), "these" | "such")) {
        return Cow::Borrowed(gist);
    }
    let abstract_words = tokens(plain);
    let mut out: Cow<'g, str> = Cow::Borrowed(gist);
    for _ in 0..MAX_POINTERS {
        let Some(next) = name_one_referent(&abstract_words, &out) else { break };
        out = Cow::Owned(next);
    }
    out
}

/// The words of `text` ([`words`], the name and gist rules' own split), counted as looked at.
fn tokens(text: &str) -> Vec<Word<'_>> {
    let out = words(text);
    charge(out.len());
    out
}

/// A plain lower-case word that may describe a noun ("flow-based", "rigid").
fn describing(token: &Word<'_>) -> bool {
    let core = token.core;
    !core.is_empty()
        && core.len() == token.raw.len()
        && core.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        && !core.starts_with('-')
        && !core.ends_with('-')
        && !core.ends_with("ly")
        && !NOT_DESCRIBING.contains(&core)
}

/// Endings of a word that describes a noun rather than acting ("expressive", "flow-based",
/// "structural"): only such words are lent ("to identify vision-preferring features" lends
/// "vision-preferring", never "identify"; "large language models" lends nothing).
const DESCRIBING_ENDINGS: &[&str] =
    &["al", "ic", "ive", "ous", "able", "ible", "ful", "less", "ary", "ant", "ent", "ular", "ior", "est"];

/// Endings of the lendable words that are verbs after "to" ("to represent", "to suggest", "to
/// derive", "to reveal", "to enable", "to vary").
const VERB_ENDINGS_AFTER_TO: &[&str] = &["ent", "est", "ive", "eal", "able", "ary"];

/// Nouns with a describing ending ("gradient transitions" lends no "gradient"), and words that
/// only rank what they describe ("these challenges" is not "persistent challenges" on a card).
const NOT_LENT: &[&str] = &[
    "gradient", "agent", "component", "student", "patient", "client", "content", "segment", "element",
    "moment", "environment", "document", "treatment", "experiment", "assessment", "variant", "assistant",
    "constant", "participant", "instrument", "critical", "persistent", "recent", "well-known", "key",
    "significant", "important", "fundamental", "major", "common", "popular", "traditional", "conventional",
    "standard", "typical", "crucial", "essential", "central", "principal", "special", "best", "initial",
    "final", "additional", "original", "subsequent", "primary", "secondary", "respective",
];

/// A word that may be lent to a noun: [`describing`], hyphenated or with a describing ending.
fn lendable(token: &Word<'_>) -> bool {
    describing(token)
        && !NOT_LENT.contains(&token.core)
        && (token.core.contains('-') || DESCRIBING_ENDINGS.iter().any(|end| token.core.ends_with(end)))
}

/// A word that describes a noun before it in the gist, for the pointer to go ("redundant",
/// "learned", "competing"; not "include" of "these include …").
fn adjective_like(token: &Word<'_>) -> bool {
    describing(token)
        && (lendable(token) || token.core.ends_with("ed") || token.core.ends_with("ing"))
        && !AFTER_A_PRONOUN.contains(&token.core)
}

/// A plural noun the pointer may stand before ("policies", not "class" or "this").
fn plural_noun(token: &Word<'_>) -> bool {
    let core = token.core;
    core.len() >= 4
        && core.chars().all(|c| c.is_ascii_lowercase() || c == '-')
        && core.ends_with('s')
        && !core.ends_with("ss")
        && !core.ends_with("us")
        && !core.ends_with("is")
        && !NOT_DESCRIBING.contains(&core)
}

/// The gist with its first nameable pointer named, or `None` when it has none.
fn name_one_referent(abstract_words: &[Word<'_>], gist: &str) -> Option<String> {
    let words = tokens(gist);
    let pointers = words.iter().enumerate().filter(|(_, w)| {
        let lower = w.raw.to_ascii_lowercase();
        matches!(lower.as_str(), "these" | "such")
    });
    // Only the first few pointers are tried (each may read the gist before it once).
    for (i, pointer) in pointers.take(MAX_TRIED) {
        // "such as", "such a", "such that": no pointer.
        let Some(first) = words.get(i + 1) else { break };
        if matches!(first.core, "as" | "a" | "an" | "that") || AFTER_A_PRONOUN.contains(&first.core) {
            continue;
        }
        // The noun: the first plural within reach, the words before it describing it.
        let run = &words[i + 1..(i + 1 + MAX_NOUN_PHRASE).min(words.len())];
        let Some(at) = run.iter().position(plural_noun) else { continue };
        if !run[..at].iter().all(adjective_like) {
            continue;
        }
        let noun = &run[at];
        // "all these distinct frameworks" is not "all distinct frameworks", nor "one of these
        // policies" "one of expressive policies" (a wider claim, or no English).
        let lower = |k: usize| words[k].core.to_ascii_lowercase();
        if i > 0 && matches!(lower(i - 1).as_str(), "all" | "both" | "each")
            || i > 1 && lower(i - 1) == "of" && PART_OF.contains(&lower(i - 2).as_str())
        {
            continue;
        }
        // "combining training and post-processing techniques … the strengths of these
        // techniques": the gist itself says what the pointer points at.
        if words[..i].iter().any(|w| w.core.eq_ignore_ascii_case(noun.core)) {
            continue;
        }
        // "such supervision improves …" drops no "such": only a "these" goes before a described
        // noun.
        let described = at > 0 && pointer.raw.eq_ignore_ascii_case("these");
        let qualified =
            words.get(i + 2 + at).is_some_and(|w| noun.raw == noun.core && QUALIFYING.contains(&w.raw));
        let mut lent =
            if at > 0 { Vec::new() } else { lent_words(abstract_words, &words[i..=i + 1 + at], noun.core) };
        // "the emergence of these behaviors" lends no "emergent".
        let stem = |w: &str| w.chars().take(6).collect::<String>().to_ascii_lowercase();
        if i > 1 && lent.iter().any(|w| stem(w) == stem(words[i - 2].core)) {
            lent.clear();
        }
        if lent.is_empty() && !described && !qualified {
            continue;
        }
        let capital = pointer.raw.starts_with(char::is_uppercase);
        let mut named = lent.join(" ");
        let rest_start = if lent.is_empty() { run[0].start } else { noun.start };
        if !named.is_empty() {
            named.push(' ');
        }
        named.push_str(&gist[rest_start..]);
        if capital && let Some(c) = named.chars().next() {
            named = format!("{}{}", c.to_uppercase(), &named[c.len_utf8()..]);
        }
        return Some(format!("{}{named}", &gist[..pointer.start]));
    }
    None
}

/// The describing words an earlier sentence of the abstract last gave `noun` before it wrote the
/// pointer phrase (`phrase`: the pointer, its describing words and the noun, as the gist has
/// them).
fn lent_words(words: &[Word<'_>], phrase: &[Word<'_>], noun: &str) -> Vec<String> {
    charge(words.len());
    // Where the abstract writes the pointer phrase; only what comes before it is looked at.
    let pointed = words
        .windows(phrase.len())
        .position(|window| window.iter().zip(phrase).all(|(a, b)| a.core.eq_ignore_ascii_case(b.core)));
    let Some(pointed) = pointed else { return Vec::new() };
    let Some(mention) = words[..pointed].iter().rposition(|w| w.core == noun) else { return Vec::new() };
    if mention > 0
        && matches!(words[mention - 1].core.to_ascii_lowercase().as_str(), "these" | "such" | "those")
    {
        return Vec::new();
    }
    // An earlier sentence's mention, not one in the pointer's own ("Unlike static policies, these
    // policies adapt"), and not one set against the paper's.
    if !words[mention..pointed].iter().any(|w| w.raw.ends_with(['.', '!', '?']))
        || words[mention.saturating_sub(4)..mention]
            .iter()
            .any(|w| SET_AGAINST.contains(&w.core.to_ascii_lowercase().as_str()))
    {
        return Vec::new();
    }
    // A verb after "to" ("an effective way to represent temporal dynamics" lends "temporal", not
    // "represent": round 77); not an adjective after a preposition's "to" ("vulnerable to
    // adversarial perturbations" lends "adversarial").
    let after_to = |at: usize| {
        at > 0
            && words[at - 1].core.eq_ignore_ascii_case("to")
            && VERB_ENDINGS_AFTER_TO.iter().any(|end| words[at].core.ends_with(end))
    };
    let mut lent: Vec<String> = (0..mention)
        .rev()
        .take(MAX_LENT_WORDS)
        .take_while(|&at| lendable(&words[at]) && !after_to(at))
        .map(|at| words[at].core.to_string())
        .collect();
    // "stable and unstable manifolds": the last of joined words is not the whole referent.
    let before = mention - lent.len();
    if before > 0 && (matches!(words[before - 1].core, "and" | "or") || words[before - 1].raw.ends_with(','))
    {
        return Vec::new();
    }
    lent.reverse();
    lent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_adjective_after_to_is_lent() {
        let plain = "Networks are vulnerable to adversarial perturbations. We show that these perturbations transfer.";
        assert_eq!(
            with_referents_named(plain, "these perturbations transfer across models"),
            "adversarial perturbations transfer across models"
        );
    }

    #[test]
    fn a_verb_after_to_is_not_lent() {
        let plain = "Space-time self-similarity provides an effective way to represent temporal dynamics for \
                     video understanding. We propose higher-order STSS and show how it reveals distinct aspects \
                     of these dynamics.";
        assert_eq!(
            with_referents_named(plain, "higher-order STSS reveals distinct aspects of these dynamics"),
            "higher-order STSS reveals distinct aspects of temporal dynamics"
        );
    }

    #[test]
    fn a_pointer_takes_the_words_the_abstract_gave_its_noun() {
        let plain = "Training expressive flow-based policies with off-policy RL is unstable. We develop \
                     a practical SAC-based algorithm that facilitates direct end-to-end training of these policies.";
        assert_eq!(
            with_referents_named(
                plain,
                "a practical SAC-based algorithm that facilitates training of these policies"
            ),
            "a practical SAC-based algorithm that facilitates training of expressive flow-based policies"
        );
    }

    #[test]
    fn a_pointer_goes_before_a_noun_the_gist_describes() {
        let plain = "Actions have dependencies. In this paper, we quantify such dependencies between planned \
                     actions with strategic link scores.";
        assert_eq!(
            with_referents_named(plain, "We quantify such dependencies between planned actions with scores"),
            "We quantify dependencies between planned actions with scores"
        );
        let plain = "Tokens matter. A method prunes these redundant tokens in the encoder.";
        assert_eq!(
            with_referents_named(plain, "a method that prunes these redundant tokens in the encoder"),
            "a method that prunes redundant tokens in the encoder"
        );
        assert_eq!(
            with_referents_named("Bounds hold. X.", "These asymptotic bounds hold under PL conditions"),
            "Asymptotic bounds hold under PL conditions"
        );
    }

    #[test]
    fn what_cannot_be_named_stays() {
        // No earlier mention with describing words, nothing qualifying the noun.
        let plain = "Policies are hard. We train these policies well.";
        assert_eq!(
            with_referents_named(plain, "We train these policies well"),
            "We train these policies well"
        );
        // "such as" and "these" before a verb are no pointers to name.
        let gist = "a benchmark of tasks such as recognizing occluded objects";
        assert_eq!(with_referents_named(gist, gist), gist);
        let gist = "We show that these methods fail";
        assert_eq!(with_referents_named("Methods exist. We show that these methods fail.", gist), gist);
    }

    #[test]
    fn a_stop_43_comparison_s_wrong_namings_stay_as_written() {
        // A wider claim, a referent inside the gist, and one of two joined words.
        let gist = "a perspective on all these distinct frameworks that predict outcomes";
        assert_eq!(with_referents_named(gist, gist), gist);
        let plain = "Careful post-processing techniques help. We propose X, using robust techniques, leveraging \
                     the strengths of these techniques.";
        let gist = "using robust techniques, leveraging the strengths of these techniques";
        assert_eq!(with_referents_named(plain, gist), gist);
        let plain =
            "We study stable and unstable manifolds. We propose an algorithm for detecting these manifolds.";
        let gist = "an algorithm for detecting these manifolds";
        assert_eq!(with_referents_named(plain, gist), gist);
    }

    #[test]
    fn the_review_s_pronouns_parts_and_contrasts_stay_as_written() {
        // "these" as a pronoun, "such" before a noun and a verb.
        let gist = "We find that these include hallucinated citations";
        assert_eq!(with_referents_named(gist, gist), gist);
        let gist = "We show that these cause large errors";
        assert_eq!(with_referents_named(gist, gist), gist);
        let gist = "We show that such supervision improves robustness";
        assert_eq!(with_referents_named(gist, gist), gist);
        // A part of what the pointer names.
        let plain = "Training expressive flow-based policies is hard. We improve one of these policies.";
        let gist = "We improve one of these policies";
        assert_eq!(with_referents_named(plain, gist), gist);
        let gist = "outperforms each of these strong baselines";
        assert_eq!(with_referents_named(gist, gist), gist);
        // A mention in the pointer's own sentence, or one set against it.
        let plain = "Unlike static policies, these policies adapt online.";
        assert_eq!(with_referents_named(plain, "these policies adapt online"), "these policies adapt online");
        let plain = "Learned rules work better than static policies. We train these policies.";
        assert_eq!(with_referents_named(plain, "We train these policies"), "We train these policies");
    }

    #[test]
    fn hostile_pointers_are_bounded() {
        // Thousands of pointers: at most two are named, each in one pass over the abstract.
        let gist = "these policies ".repeat(5_000);
        let plain = format!("robust flow-based policies. {gist}");
        let named = with_referents_named(&plain, &gist);
        // The first is named; the next ones point at what the gist now says.
        assert_eq!(named.matches("flow-based policies").count(), 1);
        assert_eq!(named.matches("these policies").count(), 4_999);
        let counted = |gist: &str| {
            crate::core::derive::LOOKED_AT.with(|seen| seen.set(0));
            let _ = with_referents_named(&plain, gist);
            crate::core::derive::LOOKED_AT.with(std::cell::Cell::get)
        };
        let (small, large) = (counted(&gist[..gist.len() / 2]), counted(&gist));
        assert!(small > 2_500 && large * 10 <= small * 21, "{small} → {large} words looked at");
    }
}
