//! The facet groups, each declared once. A group is a URL key, a label, its values and the
//! column of [`CorpusFacets`] a paper's values are read from. Adding a facet: one entry here
//! (plus a `Facet` constant if code names it) and the derivation that fills its column.

use super::{Facet, FacetGroup, FacetValue, slugify};
use crate::core::derive::Category;
use crate::core::derive::areas::{AREAS, facet_areas};
use crate::core::derive::contribution::CONTRIBUTION_TYPES;
use crate::core::derive::modality::MODALITIES;
use crate::core::derive::model_size::MODEL_SIZES;
use crate::core::derive::topics::{FAMILIES, TOPICS};

impl Facet {
    pub const AREA: Facet = Facet(0);
    pub const TOPIC: Facet = Facet(1);
    pub const TYPE: Facet = Facet(2);
    pub const MODALITY: Facet = Facet(3);
    pub const MODEL_SIZE: Facet = Facet(4);
    pub const CODE: Facet = Facet(5);
    pub const COLLECTION: Facet = Facet(6);
}

/// The one value of the Code group.
pub const HAS_CODE: &str = "yes";

/// Every facet group, in display and URL order (the `Facet` constants above index it).
pub static GROUPS: [FacetGroup; 7] = [
    FacetGroup {
        key: "area",
        label: "Area",
        noun: "area",
        hide_single_value: false,
        values: |_| AREAS.iter().map(|(slug, full, short)| FacetValue::new(slug, short, full)).collect(),
        members: |f, paper, out| {
            let ranked = f.areas.get(paper).map_or(&[][..], Vec::as_slice);
            out.extend(facet_areas(ranked).into_iter().map(u16::from));
        },
    },
    FacetGroup {
        key: "topic",
        label: "Topic",
        noun: "topic",
        hide_single_value: false,
        values: |_| {
            TOPICS
                .iter()
                .map(|t| FacetValue {
                    family: FAMILIES.get(t.family).map_or("", |f| f.1).to_string(),
                    ..FacetValue::new(t.slug, t.label, t.description)
                })
                .collect()
        },
        members: |f, paper, out| out.extend(column(&f.topics, paper)),
    },
    FacetGroup {
        key: "type",
        label: "Type",
        noun: "type",
        hide_single_value: false,
        values: |_| categories(CONTRIBUTION_TYPES),
        members: |f, paper, out| out.extend(column(&f.types, paper)),
    },
    FacetGroup {
        key: "mod",
        label: "Data",
        noun: "data type",
        hide_single_value: false,
        values: |_| categories(MODALITIES),
        members: |f, paper, out| out.extend(column(&f.modalities, paper)),
    },
    FacetGroup {
        key: "size",
        label: "Model size",
        noun: "model size",
        hide_single_value: false,
        values: |_| categories(MODEL_SIZES),
        members: |f, paper, out| out.extend(column(&f.model_sizes, paper)),
    },
    FacetGroup {
        key: "code",
        label: "Code",
        noun: "code value",
        hide_single_value: false,
        values: |_| {
            vec![FacetValue::new(
                HAS_CODE,
                "Links code",
                "The abstract links to code (GitHub, Hugging Face, …).",
            )]
        },
        members: |f, paper, out| {
            if f.has_code.get(paper).copied().unwrap_or(false) {
                out.push(0);
            }
        },
    },
    FacetGroup {
        key: "collection",
        label: "Collection",
        noun: "collection",
        hide_single_value: true,
        values: |collections| collections.iter().map(|c| FacetValue::new(&slugify(c), c, c)).collect(),
        members: |f, paper, out| out.extend(f.collections.get(paper).copied()),
    },
];

fn categories(list: &[Category]) -> Vec<FacetValue> {
    list.iter().map(|c| FacetValue::new(c.slug, c.label, c.description)).collect()
}

fn column(values: &[Vec<u16>], paper: usize) -> impl Iterator<Item = u16> + '_ {
    values.get(paper).into_iter().flatten().copied()
}
