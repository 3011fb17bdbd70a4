//! The view-model façade: plain data for each thing the UI shows — a result card, the detail
//! view of a paper, a similar paper — built from the corpus, the derivations and the facet
//! table. Components render these and import nothing from `core::derive` or `core::corpus`.

pub use crate::core::corpus::PaperId;
use crate::core::derive::areas::AREAS;
use crate::core::derive::{embedded_label_model, headline, name_separator};
use crate::core::explorer::Explorer;
use crate::core::facets::Facet;
use crate::core::markup::{Node, parse_bounded};

/// Topic chips on a card (after the top area).
pub const CARD_TOPICS: usize = 3;
/// Words a topic chip's tooltip quotes as its evidence.
pub const TOPIC_EVIDENCE: usize = 4;

/// A facet value shown as a chip: what it filters by, its label and its tooltip.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipView {
    pub facet: Facet,
    pub value: u16,
    pub label: String,
    pub title: String,
}

/// A result card.
#[derive(Clone, Debug, PartialEq)]
pub struct CardView<'a> {
    pub position: usize,
    pub id: PaperId,
    /// The method name, shown bold before the gist.
    pub name: Option<String>,
    pub gist: String,
    /// The abstract (snippets are cut from it per query).
    pub text: &'a str,
}

/// One row of derived facts: a label and its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FactRow {
    pub label: &'static str,
    pub values: Vec<String>,
}

/// Everything the detail view of a paper shows.
#[derive(Clone, Debug, PartialEq)]
pub struct DetailView<'a> {
    pub position: usize,
    pub id: PaperId,
    pub name: Option<String>,
    pub gist: String,
    pub text: &'a str,
    /// The abstract's markup tree; `markup_cut` when the parser's budget ran out.
    pub tree: Vec<Node>,
    pub markup_cut: bool,
    /// Derived per paper: method, gist, then facet rows (empty until the facets are built).
    pub facts: Vec<FactRow>,
    pub datasets: Vec<String>,
    pub models: Vec<String>,
    pub code_links: Vec<String>,
    pub numbers: Vec<String>,
    /// "ICLR 2026 Papers · paper 12 of 38".
    pub place: String,
    /// Seed file and line, for whoever maintains the seeds.
    pub source: String,
}

/// A paper similar to the open one.
#[derive(Clone, Debug, PartialEq)]
pub struct SimilarView {
    pub id: PaperId,
    pub name: Option<String>,
    pub gist: String,
    /// "42% similar · shares diffusion, sampling".
    pub why: String,
}

/// What a headline shows between its name and its gist (see [`name_separator`]).
macro_rules! headline_separator {
    ($($view:ty),*) => {$(
        impl $view {
            /// ": " before a description, " " when the gist goes on from the name.
            pub fn separator(&self) -> &'static str {
                name_separator(&self.gist)
            }
        }
    )*};
}
headline_separator!(CardView<'_>, DetailView<'_>, SimilarView);

impl Explorer {
    /// The card of the paper at `position`.
    pub fn card(&self, position: usize) -> Option<CardView<'_>> {
        let paper = self.corpus.papers.get(position)?;
        let (name, gist) = headline(&paper.text, &self.derived_headline(position));
        Some(CardView { position, id: paper.id, name, gist, text: &paper.text })
    }

    /// The chips of a card: the top area and up to [`CARD_TOPICS`] topics, no label twice
    /// (empty until the facets are built).
    pub fn card_chips(&self, position: usize) -> Vec<ChipView> {
        let Some(built) = self.built_if_ready() else {
            return Vec::new();
        };
        let mut chips: Vec<ChipView> = Vec::new();
        let area = Facet::AREA.members(&built.facets, position).into_iter().take(1);
        let topics = Facet::TOPIC.members(&built.facets, position).into_iter().take(CARD_TOPICS);
        for (facet, value) in area.map(|v| (Facet::AREA, v)).chain(topics.map(|v| (Facet::TOPIC, v))) {
            let Some(mut chip) = self.chip(facet, value) else { continue };
            if facet == Facet::TOPIC {
                chip.title = self.topic_chip_title(built, position, value);
            }
            if !chips.iter().any(|c| c.label.eq_ignore_ascii_case(&chip.label)) {
                chips.push(chip);
            }
        }
        chips
    }

    /// A topic chip's tooltip: the topic, and the abstract's words that gave it, so a reader can
    /// judge the chip ("Diffusion models — from “denoising”, “diffusion”, “score”").
    fn topic_chip_title(&self, built: &crate::core::explorer::Built, position: usize, value: u16) -> String {
        let Some(v) = self.vocabulary.values(Facet::TOPIC).get(usize::from(value)) else {
            return String::new();
        };
        let words = embedded_label_model().evidence_with(
            &built.evidence,
            built.engine.index(),
            &v.slug,
            position as u32,
            TOPIC_EVIDENCE,
        );
        let quoted: Vec<String> = words.iter().map(|w| format!("“{w}”")).collect();
        if quoted.is_empty() {
            format!("{} — filter by this topic", v.description)
        } else {
            format!("{} — derived from the words {} — filter by this topic", v.description, quoted.join(", "))
        }
    }

    /// A chip for one facet value.
    pub fn chip(&self, facet: Facet, value: u16) -> Option<ChipView> {
        let v = self.vocabulary.values(facet).get(usize::from(value))?;
        Some(ChipView {
            facet,
            value,
            label: v.label.clone(),
            title: format!("{} — filter by this {}", v.description, facet.noun()),
        })
    }

    /// The detail view of the paper at `position`.
    pub fn detail(&self, position: usize) -> Option<DetailView<'_>> {
        let paper = self.corpus.papers.get(position)?;
        let derived = self.derived(position);
        let (name, gist) = headline(&paper.text, &derived);
        let parsed = parse_bounded(&paper.text);
        let mut facts = Vec::new();
        if let Some(method) = &derived.name {
            facts.push(FactRow { label: "Method", values: vec![method.clone()] });
        }
        if let Some(g) = &derived.gist {
            facts.push(FactRow { label: "Gist", values: vec![g.clone()] });
        }
        facts.extend(self.facet_facts(position));
        let entities = derived.entities.clone();
        let collection = self.corpus.collections.get(paper.collection).map_or("", String::as_str);
        Some(DetailView {
            position,
            id: paper.id,
            name,
            gist,
            text: &paper.text,
            tree: parsed.nodes,
            markup_cut: parsed.budget_exhausted,
            facts,
            datasets: entities.datasets,
            models: entities.models,
            code_links: entities.code_links,
            numbers: entities.numbers,
            place: format!(
                "{} · paper {} of {}",
                crate::core::text::display_text(collection),
                position + 1,
                self.paper_count()
            ),
            source: self.corpus.provenance(paper),
        })
    }

    /// One row per facet group with values for this paper (the collection is in `place`);
    /// areas with their probability.
    fn facet_facts(&self, position: usize) -> Vec<FactRow> {
        let Some(built) = self.built_if_ready() else {
            return Vec::new();
        };
        let mut rows = Vec::new();
        for facet in self.vocabulary.visible().filter(|&f| f != Facet::COLLECTION) {
            let values: Vec<String> = if facet == Facet::AREA {
                let ranked = built.facets.areas.get(position).map_or(&[][..], Vec::as_slice);
                ranked
                    .iter()
                    .filter_map(|&(a, p)| {
                        AREAS.get(usize::from(a)).map(|(_, full, _)| format!("{full} ({:.0}%)", p * 100.0))
                    })
                    .collect()
            } else {
                self.facet_labels(facet, position)
            };
            if !values.is_empty() {
                rows.push(FactRow { label: facet.label(), values });
            }
        }
        rows
    }

    /// The labels of a paper's values in one facet group, strongest first (none until the
    /// facets are built).
    pub fn facet_labels(&self, facet: Facet, position: usize) -> Vec<String> {
        let Some(built) = self.built_if_ready() else {
            return Vec::new();
        };
        let labels = self.vocabulary.values(facet);
        facet
            .members(&built.facets, position)
            .into_iter()
            .filter_map(|v| labels.get(usize::from(v)).map(|l| l.label.clone()))
            .collect()
    }

    /// The papers most similar to the one at `position`, ready to show.
    pub fn similar_papers(&self, position: usize) -> Vec<SimilarView> {
        self.similar(position)
            .into_iter()
            .filter_map(|s| {
                let paper = self.corpus.papers.get(s.doc as usize)?;
                let (name, gist) = headline(&paper.text, &self.derived_headline(s.doc as usize));
                let why = format!("{:.0}% similar · shares {}", s.score * 100.0, s.shared.join(", "));
                Some(SimilarView { id: paper.id, name, gist, why })
            })
            .collect()
    }
}
