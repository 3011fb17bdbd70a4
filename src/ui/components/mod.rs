//! The explorer's components, one file each; each reads memos and renders, nothing more.

pub mod charts;
pub mod facet_panel;
pub mod highlighted;
pub mod list_tools;
pub mod map_view;
pub mod markup_view;
pub mod notices;
pub mod paper_card;
pub mod paper_detail;
pub mod result_list;
pub mod search_box;
pub mod toolbar;
