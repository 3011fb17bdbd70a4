//! The contribution window: the words right after a paper's first "propose / introduce / present
//! …" (the verbs of [`super::name::INTRO_VERBS`]), where an abstract says what it contributes
//! rather than the background it opens with. A word there says more about what the paper is
//! about than the same word in its opening sentence, so the label scorers
//! ([`super::label_model`]) may weigh a term *in the window* apart from the term anywhere: such a
//! feature is the term with [`WINDOW_MARK`] before it ("→benchmark").
//!
//! Found through the index's word positions, never by reading the text again: the window's
//! start is the first position of an intro verb with a subject one or two words before it ("we
//! propose", "we also present", "this paper introduces", "… and introduce"; not "design
//! choices"), and a term is in
//! the window when one of its positions falls in the [`WINDOW_WORDS`] words after it.
//! A paper's second contribution ("we further propose …") has a window of its own
//! ([`ContributionWindows::of_second_contributions`], stop 29): from an intro verb right after
//! "further", "also", "additionally" or (stop 40) "then", without the subject check (the types
//! read it only for a paper that introduces a benchmark, for a singular method word or a "model"
//! near the verb). Since stop 40 [`ContributionWindows::first_offsets_within`] also says how far
//! into the window a word first stands, so the types can tell which of two kinds of words the
//! window names first. Since round 63 [`ContributionWindows::of_gerunds_after_by`] gives the
//! windows of "by introducing / presenting / constructing …", which the types read only for a
//! benchmark introduced so.

use crate::core::derive::name::INTRO_VERBS;
use crate::core::index::{DocId, Index, TermId};

/// Words after the intro verb that count as the window (a contribution sentence's length;
/// 20 and 30 measured alike on the development part).
pub const WINDOW_WORDS: u16 = 25;

/// Marks a model term as "in the window" (never part of a token: the tokenizer keeps letters,
/// digits and a few joiners only).
pub const WINDOW_MARK: char = '→';

/// The term a window feature stands for: `Some("benchmark")` for "→benchmark".
pub fn windowed_term(feature: &str) -> Option<&str> {
    feature.strip_prefix(WINDOW_MARK)
}

/// Per paper, where its contribution window starts (the first intro verb's position).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContributionWindows {
    /// `u16::MAX` for a paper without an intro verb (no window).
    starts: Vec<u16>,
}

impl ContributionWindows {
    /// The windows of every paper of `index`: one walk over the positions of the intro verbs,
    /// then one over their subjects' (each checked against the few verbs of its paper).
    pub fn of(index: &Index) -> ContributionWindows {
        let verbs = occurrences(index, INTRO_VERBS);
        let mut starts = vec![u16::MAX; index.doc_count()];
        for subject in SUBJECTS {
            let Some(id) = index.term_id(subject) else { continue };
            index.for_each_positions(id, |doc, positions| {
                let from = verbs.partition_point(|&(d, _)| d < doc);
                let to = verbs.partition_point(|&(d, _)| d <= doc);
                let doc_verbs = verbs.get(from..to).unwrap_or(&[]);
                let mut work = 0;
                if let Some(verb) = first_verb_after_subject(positions, doc_verbs, &mut work)
                    && let Some(start) = starts.get_mut(doc as usize)
                {
                    *start = (*start).min(verb);
                }
            });
        }
        ContributionWindows { starts }
    }

    /// The windows of a paper's second contribution: after the first intro verb right after
    /// "further", "also", "additionally" or "then" ("We introduce HouseCorr3D, the first dataset
    /// … We further propose CaNOCS, a framework …", round 28; "We then present Newt", stop 40). One walk over those words' positions,
    /// each looked up among the intro verbs' (sorted) by binary search.
    pub fn of_second_contributions(index: &Index) -> ContributionWindows {
        let verbs = occurrences(index, INTRO_VERBS);
        let mut starts = vec![u16::MAX; index.doc_count()];
        for adverb in SECOND_CONTRIBUTION {
            let Some(id) = index.term_id(adverb) else { continue };
            index.for_each_positions(id, |doc, positions| {
                for &at in positions {
                    let verb = at.saturating_add(1);
                    if verbs.binary_search(&(doc, verb)).is_ok()
                        && let Some(start) = starts.get_mut(doc as usize)
                    {
                        *start = (*start).min(verb);
                    }
                }
            });
        }
        ContributionWindows { starts }
    }

    /// The windows that open with an intro verb's gerund right after "by" ("We address these
    /// gaps by introducing a holistic safety dataset and benchmark, HoliSafe", round 63): read
    /// only for a benchmark the paper introduces so. One walk over the gerunds' positions, then
    /// one over those of "by", each looked up among the gerunds' (sorted) by binary search.
    pub fn of_gerunds_after_by(index: &Index) -> ContributionWindows {
        let gerunds = occurrences(index, INTRO_GERUNDS);
        let mut starts = vec![u16::MAX; index.doc_count()];
        if let Some(by) = index.term_id("by") {
            index.for_each_positions(by, |doc, positions| {
                let from = gerunds.partition_point(|&(d, _)| d < doc);
                let to = gerunds.partition_point(|&(d, _)| d <= doc);
                let Some(doc_gerunds) = gerunds.get(from..to).filter(|g| !g.is_empty()) else { return };
                for &at in positions {
                    let verb = at.saturating_add(1);
                    if doc_gerunds.binary_search(&(doc, verb)).is_ok()
                        && let Some(start) = starts.get_mut(doc as usize)
                    {
                        *start = (*start).min(verb);
                        break;
                    }
                }
            });
        }
        ContributionWindows { starts }
    }

    /// Per paper, how many words after the intro verb the first of `terms` stands in the first
    /// `words` words of its window (1 for the word right after the verb), `u16::MAX` where none
    /// does: which of two kinds of words a window names first ("we present the TSAIA Benchmark, a
    /// comprehensive framework for assessing …" names a benchmark). One posting-list walk a term.
    pub fn first_offsets_within(
        &self,
        index: &Index,
        terms: impl Iterator<Item = TermId>,
        words: u16,
    ) -> Vec<u16> {
        let mut first = vec![u16::MAX; self.starts.len()];
        for term in terms {
            index.for_each_positions(term, |doc, positions| {
                if let Some(at) = self.first_offset(doc, positions, words)
                    && let Some(slot) = first.get_mut(doc as usize)
                {
                    *slot = (*slot).min(at);
                }
            });
        }
        first
    }

    /// The position of the paper's intro verb, where its window starts (none without a window).
    pub fn start(&self, doc: usize) -> Option<u16> {
        self.starts.get(doc).copied().filter(|&s| s != u16::MAX)
    }

    /// Papers that have a window.
    pub fn papers_with_window(&self) -> usize {
        self.starts.iter().filter(|&&s| s != u16::MAX).count()
    }

    /// True when the paper has a window (an author's "we propose / introduce …").
    pub fn has_window(&self, doc: usize) -> bool {
        self.starts.get(doc).is_some_and(|&s| s != u16::MAX)
    }

    /// The papers in which `term` occurs inside the window, in increasing order.
    pub fn docs_with(&self, index: &Index, term: TermId, out: &mut Vec<DocId>) {
        self.docs_within(index, term, WINDOW_WORDS, out);
    }

    /// [`ContributionWindows::docs_with`] for the first `words` words of the window.
    pub fn docs_within(&self, index: &Index, term: TermId, words: u16, out: &mut Vec<DocId>) {
        out.clear();
        index.for_each_positions(term, |doc, positions| {
            if self.first_offset(doc, positions, words).is_some() {
                out.push(doc);
            }
        });
    }

    /// How many words after the paper's verb the first of `positions` (sorted) within the first
    /// `words` words of its window stands (1 for the word right after the verb); none without a
    /// window or such a position. The one window test of [`ContributionWindows::docs_within`]
    /// and [`ContributionWindows::first_offsets_within`].
    fn first_offset(&self, doc: DocId, positions: &[u16], words: u16) -> Option<u16> {
        let start = self.start(doc as usize)?;
        let end = start.saturating_add(words);
        positions.iter().find(|&&p| p > start && p <= end).map(|&p| p - start)
    }
}

/// Intro verbs as gerunds, read after "by" ([`ContributionWindows::of_gerunds_after_by`]).
const INTRO_GERUNDS: &[&str] =
    &["introducing", "presenting", "constructing", "curating", "releasing", "building"];

/// Words right before an intro verb that make it a second contribution ("we further propose").
const SECOND_CONTRIBUTION: &[&str] = &["further", "also", "additionally", "then"];

/// Who contributes, one or two words before an intro verb: "we (also) propose", "this paper
/// (first) introduces", "our work presents"; "and" for the second of two verbs ("we formalize
/// the task and introduce AnomReason").
const SUBJECTS: &[&str] = &["we", "paper", "work", "study", "article", "and"];

/// The first verb position with a subject one or two words before it ("we propose", "we also
/// propose", "this paper presents" — not "design choices"): one merge of the two sorted lists,
/// so a hostile abstract of repeated "we propose" costs what it holds, not its square. `work`
/// counts the steps.
fn first_verb_after_subject(subjects: &[u16], verbs: &[(DocId, u16)], work: &mut usize) -> Option<u16> {
    let mut s = 0;
    for &(_, verb) in verbs {
        *work += 1;
        while s < subjects.len() && subjects[s].saturating_add(2) < verb {
            s += 1;
            *work += 1;
        }
        if subjects.get(s).is_some_and(|&p| p < verb) {
            return Some(verb);
        }
    }
    None
}

/// Every `(paper, position)` of the given words, sorted.
fn occurrences(index: &Index, words: &[&str]) -> Vec<(DocId, u16)> {
    let mut out = Vec::new();
    for word in words {
        let Some(id) = index.term_id(word) else { continue };
        index.for_each_positions(id, |doc, positions| out.extend(positions.iter().map(|&p| (doc, p))));
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_term_counts_in_the_window_only_after_the_first_intro_verb() {
        let index = Index::build([
            "Benchmarks are popular. We propose a benchmark for agents.",
            "We study agents. A benchmark appears but nobody proposes it here, honestly, far later on.",
            "Design choices such as the benchmark matter.",
        ]);
        let windows = ContributionWindows::of(&index);
        assert_eq!(windows.papers_with_window(), 1, "'nobody proposes', 'design choices': no window");
        let mut docs = Vec::new();
        let benchmark = index.term_id("benchmark").expect("indexed");
        windows.docs_with(&index, benchmark, &mut docs);
        assert_eq!(docs, vec![0]);
        let benchmarks = index.term_id("benchmarks").expect("indexed");
        windows.docs_with(&index, benchmarks, &mut docs);
        assert!(docs.is_empty(), "paper 0's 'Benchmarks' comes before its intro verb");
        // A word between subject and verb, or "this paper …", opens the window too.
        let index =
            Index::build(["We also present graphs.", "This paper introduces graphs.", "Graphs we like."]);
        let windows = ContributionWindows::of(&index);
        windows.docs_with(&index, index.term_id("graphs").expect("indexed"), &mut docs);
        assert_eq!(docs, vec![0, 1]);
    }

    /// Stop 40: how far into the window a word first stands, counted from the verb; none before
    /// the verb, none past the given length, none without a window.
    #[test]
    fn first_offsets_count_words_after_the_verb() {
        let index = Index::build([
            "A benchmark first. We present the Benchmark, a framework for agents and a benchmark.",
            "We propose a framework that is far from any mention of a benchmark here.",
            "A benchmark and a framework, but nobody proposes them here.",
        ]);
        let windows = ContributionWindows::of(&index);
        let terms = |words: &[&str]| words.iter().filter_map(|w| index.term_id(w)).collect::<Vec<_>>();
        let benchmark = windows.first_offsets_within(&index, terms(&["benchmark"]).into_iter(), 10);
        assert_eq!(benchmark, [2, u16::MAX, u16::MAX]);
        let framework = windows.first_offsets_within(&index, terms(&["framework", "agents"]).into_iter(), 12);
        assert_eq!(framework, [4, 2, u16::MAX]);
        let near = windows.first_offsets_within(&index, terms(&["agents"]).into_iter(), 5);
        assert_eq!(near, [u16::MAX; 3]);
        // The last word of the window counts ("agents" is the sixth after "present").
        let last = windows.first_offsets_within(&index, terms(&["agents"]).into_iter(), 6);
        assert_eq!(last, [6, u16::MAX, u16::MAX]);
    }

    #[test]
    fn a_verb_needs_a_subject_just_before_and_the_work_is_linear() {
        let verbs = |ps: &[u16]| ps.iter().map(|&p| (0, p)).collect::<Vec<_>>();
        let mut work = 0;
        assert_eq!(first_verb_after_subject(&[3], &verbs(&[1, 4]), &mut work), Some(4));
        assert_eq!(first_verb_after_subject(&[3], &verbs(&[5]), &mut work), Some(5));
        assert_eq!(first_verb_after_subject(&[3], &verbs(&[6, 9]), &mut work), None);
        assert_eq!(first_verb_after_subject(&[], &verbs(&[6]), &mut work), None);
        // Hostile: many subjects, and verbs none of which has one just before it.
        for n in [10u16, 100, 1_000, 10_000] {
            let n = n.min(u16::MAX / 6);
            let subjects: Vec<u16> = (0..n).map(|i| i * 6).collect();
            let far: Vec<u16> = (0..n).map(|i| i * 6 + 5).collect();
            let mut work = 0;
            assert_eq!(first_verb_after_subject(&subjects, &verbs(&far), &mut work), None);
            assert!(work <= 2 * usize::from(n) + 1, "{n}: {work} steps");
        }
    }

    #[test]
    fn words_past_the_window_do_not_count() {
        let filler = "word ".repeat(usize::from(WINDOW_WORDS));
        let text = format!("We propose {filler} graphs.");
        let index = Index::build([text.as_str(), "We propose graphs."]);
        let windows = ContributionWindows::of(&index);
        let mut docs = Vec::new();
        windows.docs_with(&index, index.term_id("graphs").expect("indexed"), &mut docs);
        assert_eq!(docs, vec![1]);
        assert_eq!(windowed_term("→graphs"), Some("graphs"));
        assert_eq!(windowed_term("graphs"), None);
    }
}
