//! An analysis paper's gist should give what it found, not only what it looked at. Rounds 10
//! and 11 of the reading check judged "We investigate the behaviours of reflected gradient …",
//! "We test a large number of recent VLMs …" and "We focus on the ability of such models …" weak:
//! the setup, while a later sentence states the finding ("we find that a better vision encoder
//! disproportionately improves fine-grained classification", "we prove that a convergence rate
//! of O(1/T) …").
//!
//! [`sets_up`] tells a setup statement ("we study …", "this paper investigates …", "we
//! mathematically study …", "we contribute to the growing body of work …") from one that
//! already says something; [`finding_statement`] reads a later sentence's finding, from its
//! subject on ("Through a series of ablation experiments, we find that …" gives "we find that
//! …"; round 15 added the finding named before a colon, "our analysis identifies three
//! critical factors: …", and "we characterize when …"; round 32 the finding after a comma, "we
//! performed experiments …, finding that …"). Both read one sentence in one pass over its words.
//! The gist also reads a study introduced as the contribution ("we present a principled empirical
//! study …", since round 37 also "theoretical and empirical explanations …") as a setup
//! (`is_a_study` in [`super::gist`]). Since round 37, a statement whose object points back at
//! the background ("We challenge this assumption by …", "We formalize this distinction …") is a
//! setup too (10 development gists changed: 7 better, 2 worse, 1 as good). Since round 44 (stop
//! 37) the authors' own name for it is a finding too: "our main finding is that …", "our
//! theoretical analysis shows that …", "our findings suggest that …" (16 development gists
//! changed from a setup to its finding). Since stop 48 (round 70: "we investigate the
//! identifiability of …" over "we give sufficient conditions for identifying …"), what a theory
//! paper proved is a finding too: "we give / provide / derive / establish / obtain / prove"
//! before conditions, bounds, guarantees or a characterization as the head of its object (a
//! rate only of convergence, error …; not "under realistic conditions"): 11 development gists
//! change from a setup (or a weaker result) to what was proved.

use crate::core::derive::name::INTRO_VERBS;
use crate::core::derive::words::words;

/// Verbs of a statement that only says what the paper looks at ("we study", "this paper
/// investigates", "we systematically …", "we take a closer look").
const SETUP_VERBS: &[&str] = &[
    "study", "studies", "investigate", "investigates", "explore", "explores", "examine", "examines",
    "analyze", "analyzes", "analyse", "analyses", "revisit", "revisits", "consider", "considers", "focus",
    "focuses", "conduct", "conducts", "systematically", "test", "tests", "ask", "asks", "take", "takes",
    "aim", "aims", "seek", "seeks", "evaluate", "evaluates", "perform", "performs",
    // Round 33: "We scrutinize several hypotheses on the value of RL in fine-tuning …".
    "scrutinize", "scrutinizes", "probe", "probes", "assess", "assesses",
    // Round 37: "Here, we searched for abstract representations of meaning …" (past tense).
    "searched", "studied", "investigated", "explored", "examined", "analyzed", "analysed", "probed",
    "assessed",
];

/// Verbs by which the authors state a finding, when "that" follows ("we find that …").
const FINDING_VERBS: &[&str] = &[
    "find", "show", "prove", "demonstrate", "reveal", "observe", "discover", "establish", "uncover",
    "identify", "confirm",
];

/// Verbs by which a theory paper states what it proved, before one of [`THEORY_RESULTS`]
/// ("In particular, we give sufficient conditions for identifying …", round 70; "we derive
/// tight bounds on …").
const THEORY_VERBS: &[&str] = &["give", "provide", "derive", "establish", "obtain", "prove"];

/// What such a verb gives, as the head of its object within its next four words, before any
/// preposition (not "we provide evaluations under realistic conditions", the stop's review).
const THEORY_RESULTS: &[&str] = &[
    "conditions", "bounds", "bound", "rates", "rate", "guarantees", "guarantee", "characterization",
    "characterisation",
];

/// Words that end the object before its head could come ("under realistic conditions").
const OBJECT_ENDS: &[&str] = &[
    "under", "on", "in", "across", "for", "with", "of", "to", "at", "by", "from", "over", "that", "which",
    "and", "when", "while", "using", "via", "through",
];

/// What makes a rate a proved one ("convergence rates", "the minimax rate"; not "a learning rate
/// schedule" or "higher success rates").
const RATE_KINDS: &[&str] = &[
    "convergence", "error", "optimal", "minimax", "approximation", "sharp", "statistical", "near-optimal",
    "contraction", "estimation",
];

/// Whether the words after a theory verb at `verb` are a proved result: one of [`THEORY_RESULTS`]
/// within four words, before any of [`OBJECT_ENDS`] (a rate only after one of [`RATE_KINDS`]).
fn proves_a_result(ws: &[crate::core::derive::words::Word<'_>], verb: usize) -> bool {
    for j in verb + 1..(verb + 5).min(ws.len()) {
        crate::core::derive::charge(1);
        let w = ws[j].lower();
        if THEORY_RESULTS.contains(&w) {
            let rate = w.starts_with("rate");
            return !rate || RATE_KINDS.contains(&ws[j - 1].lower());
        }
        if OBJECT_ENDS.contains(&w) || ws[j].raw.ends_with([',', ';', ':']) {
            return false;
        }
    }
    false
}

/// Words that may stand between "we" and the finding verb ("we theoretically prove"). Not
/// "also", "further" or "additionally": such a finding is a side result ("We also find that even
/// the best models remain vulnerable …" of a paper whose contribution is the environment).
const FINDING_ADVERBS: &[&str] = &[
    "then", "empirically", "theoretically", "formally", "surprisingly", "consistently", "rigorously",
    "experimentally",
];

/// Words after "that" that point back at something the card does not show ("that these models
/// …"), or make the finding the authors' method's result ("our results show that our model
/// consistently improves …": a method paper's claim, not an analysis paper's finding).
const NOT_A_FINDING_SUBJECT: &[&str] =
    &["this", "these", "those", "such", "it", "they", "its", "their", "our", "we"];

/// Subjects of "… show that": the paper's results ("our experiments reveal that …").
const RESULT_SUBJECTS: &[&str] =
    &["results", "experiments", "analysis", "analyses", "findings", "evaluation", "study"];

/// Verbs of such a subject, when "that" follows.
const RESULT_VERBS: &[&str] = &[
    "show", "shows", "reveal", "reveals", "demonstrate", "demonstrates", "indicate", "indicates", "confirm",
    "confirms", "identify", "identifies", "suggest", "suggests",
];

/// Words between "our" and such a subject ("our main finding is that …", "our theoretical
/// analysis shows that …").
const RESULT_ADJECTIVES: &[&str] = &[
    "main", "key", "central", "primary", "principal", "theoretical", "empirical", "experimental",
    "extensive", "numerical",
];

/// Whether an authors' statement ("we study why attention sinks form", "this paper investigates
/// …") only says what the paper looks at: its second word (after "we") or third (after "this
/// paper") is a setup verb.
pub fn sets_up(statement: &str) -> bool {
    let mut ws = statement.split_whitespace().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()));
    let Some(subject) = ws.next() else { return false };
    let verb = if subject.eq_ignore_ascii_case("we") {
        ws.next()
    } else if subject.eq_ignore_ascii_case("this") || subject.eq_ignore_ascii_case("our") {
        ws.nth(1)
    } else {
        None
    };
    // "we mathematically study …" (round 15): the verb after the adverb.
    let verb = match verb {
        Some(adverb) if SETUP_ADVERBS.contains(&adverb.to_lowercase().as_str()) => ws.next(),
        verb => verb,
    };
    // "we contribute to the growing body of work …" (round 15) only places the study.
    let after_verb: Vec<&str> = ws.take(3).collect();
    let contributes_to = verb.is_some_and(|v| v.eq_ignore_ascii_case("contribute"))
        && after_verb.first().is_some_and(|w| w.eq_ignore_ascii_case("to"));
    // "we set out to identify specific guidelines …" (round 31) only aims.
    let sets_out = verb.is_some_and(|v| v.eq_ignore_ascii_case("set"))
        && after_verb.first().is_some_and(|w| w.eq_ignore_ascii_case("out"))
        && after_verb.get(1).is_some_and(|w| w.eq_ignore_ascii_case("to"));
    // "We address these questions theoretically in a … model" (round 21) names no answer.
    let takes_up_questions = verb
        .is_some_and(|v| matches!(v.to_lowercase().as_str(), "address" | "answer" | "tackle"))
        && after_verb.iter().any(|w| w.to_lowercase().starts_with("question"));
    // "We challenge this assumption by tracking …" (round 37): its object is what the card does
    // not show, so a finding that follows says more.
    // Not a short one ("We bridge this gap."), which says nothing and stays unusable.
    let points_back = verb.is_some()
        && after_verb
            .first()
            .is_some_and(|w| w.eq_ignore_ascii_case("this") || w.eq_ignore_ascii_case("these"))
        && statement.split_whitespace().nth(6).is_some();
    let ws: Vec<String> =
        statement.split_whitespace().map(|w| w.trim_end_matches([',', '.', ':']).to_lowercase()).collect();
    // "We investigate two-sided agentic marketplaces … and develop a …" builds something too.
    let builds = ws.windows(2).any(|pair| pair[0] == "and" && INTRO_VERBS.contains(&pair[1].as_str()));
    // "We take the first step further, showing that jailbreaks can …", "we revisit VAR and
    // uncover …": the statement gives its finding itself.
    // Not the aim of "we set out to (systematically) identify …".
    let aim = ws.iter().position(|w| w == "to").filter(|_| sets_out).map(|to| {
        let adverbs = ws[to + 1..].iter().take_while(|w| w.ends_with("ly")).count();
        to + 1 + adverbs
    });
    let finds = ws.iter().enumerate().filter(|(at, _)| Some(*at) != aim).any(|(_, w)| {
        FINDING_VERBS.iter().any(|verb| {
            w.strip_prefix(verb).is_some_and(|ending| matches!(ending, "" | "s" | "ing" | "ed" | "d"))
                || w.strip_suffix("ing").is_some_and(|stem| verb.strip_suffix('e') == Some(stem))
        })
    });
    // "we treat embodiment as a variable … and study how changes in effector complexity reshape
    // …" (round 75): a second verb that only looks at something sets up too.
    let and_studies = verb.is_some()
        && ws.windows(2).take(20).any(|pair| pair[0] == "and" && SETUP_VERBS.contains(&pair[1].as_str()));
    !builds
        && !finds
        && (contributes_to
            || and_studies
            || points_back
            || sets_out
            || takes_up_questions
            || verb.is_some_and(|verb| SETUP_VERBS.contains(&verb.to_lowercase().as_str())))
}

/// Adverbs between "we" and a setup verb ("we mathematically study …").
const SETUP_ADVERBS: &[&str] = &[
    "mathematically", "theoretically", "empirically", "formally", "carefully", "comprehensively",
    "rigorously",
    // Round 33: "We thoroughly evaluate the impact of reward function structure …".
    // ("systematically" is a setup verb's place of its own: "we systematically characterize …").
    "thoroughly", "extensively", "critically", "closely",
    // Round 75: "we first analyze the expert-level monosemanticity of MoE …".
    "first",
];

/// The sentence from its subject on, when it states a finding: "we (also) find/show/prove …
/// that …" or "our results/experiments … show that …", with at least six words after "that".
pub fn finding_statement(sentence: &str) -> Option<String> {
    let ws = words(sentence);
    let lower = |i: usize| ws.get(i).map(|w| w.lower());
    // "Moreover, we show that the solution map of the Vlasov equation …" (round 13): a further
    // result, not the paper's finding.
    if lower(0).is_some_and(|w| FURTHER.contains(&w)) {
        return None;
    }
    // Where the sentence's first "we" stands, found once (not once per "and").
    let first_we = ws.iter().position(|w| w.lower() == "we");
    let subject = (0..ws.len()).find(|&i| {
        // "we demonstrate that these models …" points back at what the card does not show.
        let after_verb = |verb_at: usize| {
            // Nor "… that the proposed method …" (a method's claim, the stop's review).
            let that = lower(verb_at + 1) == Some("that")
                && ws.len() >= verb_at + 8
                && !lower(verb_at + 2).is_some_and(|w| NOT_A_FINDING_SUBJECT.contains(&w))
                && lower(verb_at + 3) != Some("proposed");
            // "we characterize when an aggregation operation expands …" (round 15); not "we show
            // how to apply …", a method's statement.
            let wh = lower(verb_at + 1).is_some_and(|w| matches!(w, "when" | "whether" | "why"))
                && ws.len() >= verb_at + 8;
            // "Our analysis identifies three critical factors …: answer structure, …" (round 15):
            // what it names after a colon within eight words, with at least four words after it.
            let listed = ws[(verb_at + 1).min(ws.len())..]
                .iter()
                .take(8)
                .position(|w| w.raw.ends_with(':'))
                .is_some_and(|colon| ws.len() >= verb_at + colon + 6);
            that || wh || listed
        };
        match lower(i) {
            Some("we") => {
                let verb =
                    if lower(i + 1).is_some_and(|w| FINDING_ADVERBS.contains(&w)) { i + 2 } else { i + 1 };
                let proved = lower(verb).is_some_and(|w| THEORY_VERBS.contains(&w))
                    && ws.len() >= verb + 8
                    && proves_a_result(&ws, verb);
                (lower(verb).is_some_and(|w| FINDING_VERBS.contains(&w) || w == "characterize") && after_verb(verb))
                    || proved
            }
            // "We evaluate two models … and find that both can effectively harm the team"
            // (round 13): the finding of the sentence's "we".
            Some("and") => {
                lower(i + 1).is_some_and(|w| FINDING_VERBS.contains(&w))
                    && after_verb(i + 1)
                    && first_we.is_some_and(|we| we < i)
            }
            // "we performed a series of experiments …, finding that the overestimation … was
            // substantial" (round 32): the finding of the sentence's "we", after a comma.
            Some("finding" | "showing" | "revealing" | "demonstrating") => {
                i > 0
                    && ws[i - 1].raw.ends_with(',')
                    && after_verb(i)
                    // Not "We also ground our findings in …, showing that …" (a side result).
                    && first_we.is_some_and(|we| we < i && lower(we + 1).is_none_or(|w| !FURTHER.contains(&w)))
            }
            // Stop 37: also "our main finding is that …", "our theoretical analysis shows that
            // …", "our findings suggest that …".
            Some("our") => {
                let noun = if lower(i + 1).is_some_and(|w| RESULT_ADJECTIVES.contains(&w)) { i + 2 } else { i + 1 };
                // "is that …", not "are as follows:" nor "are consistent: …".
                let is_that = lower(noun).is_some_and(|w| matches!(w, "finding" | "findings" | "result" | "results"))
                    && lower(noun + 1).is_some_and(|w| matches!(w, "is" | "are"))
                    && lower(noun + 2) == Some("that");
                lower(noun).is_some_and(|w| RESULT_SUBJECTS.contains(&w) || matches!(w, "finding" | "result"))
                    && lower(noun + 1).is_some_and(|w| RESULT_VERBS.contains(&w) || is_that)
                    && after_verb(noun + 1)
            }
            _ => false,
        }
    })?;
    // From the subject: "we …" of an "… and find that" sentence, or the sentence's first "we"
    // of a "…, finding that" one (not "… systems that we had built, finding that …").
    let subject = if matches!(lower(subject), Some("finding" | "showing" | "revealing" | "demonstrating")) {
        first_we.unwrap_or(subject)
    } else if lower(subject) == Some("and") {
        ws[..subject].iter().rposition(|w| w.lower() == "we").unwrap_or(subject)
    } else {
        subject
    };
    let start = ws[subject].core_end() - ws[subject].core.len();
    Some(sentence[start..].trim().to_string())
}

/// Words that open a sentence with a further result ("Moreover, …").
pub(crate) const FURTHER: &[&str] =
    &["moreover", "furthermore", "additionally", "finally", "besides", "also", "lastly"];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setup_statements() {
        assert!(sets_up("We investigate the behaviours of reflected gradient (RG) algorithms"));
        assert!(sets_up("we study why attention sinks form in small models"));
        assert!(sets_up("This paper investigates how models forget"));
        assert!(!sets_up("we show that attention sinks form early"));
        assert!(!sets_up("we propose a method"));
        assert!(!sets_up("We investigate agentic marketplaces and develop a simulation environment"));
        assert!(!sets_up("We take the first step further, showing that jailbreaks can extract data"));
        assert!(!sets_up("we revisit VAR and uncover a theoretical insight"));
        assert!(!sets_up("we consider memorization, demonstrating that this can be achieved"));
        assert!(!sets_up(""));
        // Round 15.
        assert!(sets_up("We mathematically study the power and limitations of aggregation"));
        assert!(sets_up("we contribute to the growing body of work examining this discrepancy"));
        assert!(!sets_up("we contribute a dataset of proofs"));
        // Round 31.
        assert!(sets_up("we set out to identify specific guidelines by comparing SFT and RL"));
        assert!(!sets_up("we set a new state of the art on three benchmarks"));
        assert!(sets_up("we set out to systematically identify what drives forgetting"));
        assert!(!sets_up("we set out a unified framework for X and find that it helps"));
        // Round 33.
        assert!(sets_up("We scrutinize several hypotheses on the value of RL in fine-tuning"));
        assert!(sets_up("We thoroughly evaluate the impact of reward function structure on learning"));
        assert!(!sets_up("We thoroughly evaluate the impact of rewards and find that sparse ones help"));
        // Round 37: the object points back at the background.
        assert!(sets_up("We challenge this assumption by tracking per-sample membership-inference risk"));
        assert!(sets_up("We formalize these limitations as a gap between two kinds of forgetting"));
        assert!(!sets_up("We challenge this assumption and show that old samples resurface"));
        assert!(!sets_up("We challenge the assumption that earlier data are less sensitive"));
        // The review of stop 34: a short one says nothing and stays no setup (so unusable).
        assert!(!sets_up("We bridge this gap"));
    }

    #[test]
    fn round_fifteen_findings() {
        assert_eq!(
            finding_statement(
                "Our analysis identifies three critical factors affecting aligned LLMs: answer structure, identity calibration, and role-play."
            )
            .as_deref(),
            Some(
                "Our analysis identifies three critical factors affecting aligned LLMs: answer structure, identity calibration, and role-play."
            )
        );
        assert_eq!(
            finding_statement(
                "To analyze it, we characterize when an aggregation operation expands the set of outputs."
            )
            .as_deref(),
            Some("we characterize when an aggregation operation expands the set of outputs.")
        );
        // How to do something is a method's statement, not a finding.
        assert_eq!(
            finding_statement("We show how to apply quantum descent to the image registration problem."),
            None
        );
    }

    #[test]
    fn findings_from_their_subject_on() {
        assert_eq!(
            finding_statement(
                "Through a series of ablation experiments, we find that using a better LLM improves all benchmark scores equally."
            )
            .as_deref(),
            Some("we find that using a better LLM improves all benchmark scores equally.")
        );
        assert_eq!(
            finding_statement("We theoretically show that the RG and ARG algorithms diverge exponentially in periodic games.")
                .as_deref(),
            Some("We theoretically show that the RG and ARG algorithms diverge exponentially in periodic games.")
        );
        assert_eq!(
            finding_statement("Our experiments reveal that larger models forget more of what they learned.")
                .as_deref(),
            Some("Our experiments reveal that larger models forget more of what they learned.")
        );
        // Not a finding: no "that", too short, or not the authors.
        assert_eq!(finding_statement("We show results on ImageNet and COCO for both settings here."), None);
        assert_eq!(finding_statement("We find that it works."), None);
        assert_eq!(
            finding_statement(
                "We demonstrate that these models extend language model representations to distributions."
            ),
            None
        );
        assert_eq!(
            finding_statement(
                "Our results show that our model consistently improves accuracy over baselines."
            ),
            None
        );
        assert_eq!(
            finding_statement(
                "We evaluate two models and find that both can effectively harm the human team."
            )
            .as_deref(),
            Some("We evaluate two models and find that both can effectively harm the human team.")
        );
        assert_eq!(
            finding_statement(
                "Moreover, we show that the solution map of the Vlasov equation is approximable."
            ),
            None
        );
        // A side result.
        assert_eq!(
            finding_statement("We also find that even the best models remain vulnerable to manipulation."),
            None
        );
        assert_eq!(
            finding_statement("Prior work shows that models forget most of what they learned early."),
            None
        );
    }

    /// Round 44 (stop 37): "our main finding is that …", "our theoretical analysis shows that
    /// …" and "our findings suggest that …" state findings; "our key findings are as follows:"
    /// and "our findings are consistent: …" do not (no "that").
    #[test]
    fn findings_named_by_the_authors() {
        let found = |s: &str| finding_statement(s);
        assert_eq!(
            found("Our main finding is that even a single human defection can destabilize collusion.")
                .as_deref(),
            Some("Our main finding is that even a single human defection can destabilize collusion.")
        );
        assert!(
            found("Our theoretical analysis shows that SFT may introduce spurious solutions in planning.")
                .is_some()
        );
        assert!(
            found("Our findings suggest that AI agents can benefit from human-inspired collaboration tools.")
                .is_some()
        );
        assert!(
            found("Our main result is that the estimator attains the minimax rate in high dimensions.")
                .is_some()
        );
        assert_eq!(
            found("Our extensive experiments show that the proposed method beats all the baselines."),
            None
        );
        assert_eq!(
            found("Our key findings are as follows: vocabularies organise early, and more follows."),
            None
        );
        assert_eq!(
            found(
                "Our findings are consistent: subspaces that amplify safe behaviors also amplify useful ones."
            ),
            None
        );
    }

    #[test]
    fn round_32_findings_after_a_comma() {
        assert_eq!(
            finding_statement(
                "To highlight this practice, we performed experiments on EEG decoding studies, finding that the overestimation of accuracy was substantial."
            )
            .as_deref(),
            Some("we performed experiments on EEG decoding studies, finding that the overestimation of accuracy was substantial.")
        );
        // Not without the authors, nor a participle that does not follow a comma.
        assert_eq!(
            finding_statement(
                "Prior studies ran experiments, finding that the overestimation of accuracy was substantial."
            ),
            None
        );
        assert_eq!(
            finding_statement(
                "We report the finding that the overestimation of accuracy was substantial here."
            ),
            None
        );
        assert_eq!(
            finding_statement(
                "We also ground our findings in theory, showing that more structured pathways generalize better."
            ),
            None
        );
        // From the sentence's first "we" (the review).
        assert_eq!(
            finding_statement(
                "We audit the systems that we had built, finding that half of them leak private data."
            )
            .as_deref(),
            Some("We audit the systems that we had built, finding that half of them leak private data.")
        );
    }

    #[test]
    fn a_hostile_sentence_is_read_in_one_pass() {
        let long = "we also ".repeat(20_000);
        assert_eq!(finding_statement(&long), None);
        // Many "and find that"s: the first "we" is looked up once, not once per "and".
        let ands = format!(
            "{}we test models and find that all of them fail on the hardest tasks.",
            "and ".repeat(20_000)
        );
        assert!(finding_statement(&ands).is_some_and(|f| f.starts_with("we test models and find that")));
        assert!(!sets_up(&long));
        // A finding named before a colon looks at most eight words on for it, so a sentence of
        // 20,000 "our analysis identifies" without one costs its length.
        let no_colon = "our analysis identifies ".repeat(20_000);
        assert_eq!(finding_statement(&no_colon), None);
        let colon = format!("{no_colon}three factors: structure, identity and role-play in answers.");
        assert!(finding_statement(&colon).is_some_and(|f| f.starts_with("our analysis identifies")));
    }
}
