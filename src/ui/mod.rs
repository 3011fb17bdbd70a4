//! The Leptos UI: thin components that read memos of core results and render them.
//!
//! [`start`] loads the embedded corpus once (leaked for the page's lifetime, so components share
//! it as a `&'static`), mounts [`app::App`], and builds the search index right after the first
//! paint (or during it, when the URL already holds a query). The URL is the only view state
//! ([`url`]).

pub mod app;
#[cfg(feature = "bench")]
pub mod bench;
pub mod components;
pub mod download;
pub mod keyboard;
pub mod perf;
pub mod storage;
pub mod tasks;
pub mod url;

use leptos::prelude::*;

use crate::core::explorer::Explorer;

/// Loads the corpus and mounts the explorer on `<body>`; records start-up marks.
pub fn start() {
    perf::mark("pe:wasm-start");
    match Explorer::from_embedded_seeds() {
        Ok(explorer) => {
            let explorer: &'static Explorer = Box::leak(Box::new(explorer));
            perf::mark("pe:corpus-ready");
            #[cfg(feature = "bench")]
            bench::register(explorer);
            url::register_vocabulary(&explorer.vocabulary);
            leptos::mount::mount_to_body(move || view! { <app::App explorer /> });
            remove_loading_screen();
            perf::mark("pe:first-cards");
        }
        Err(errors) => {
            let messages: Vec<String> = errors.iter().map(ToString::to_string).collect();
            leptos::mount::mount_to_body(move || view! { <components::notices::LoadError messages /> });
            remove_loading_screen();
        }
    }
}

/// Removes index.html's loading screen (its progress bar counted the download).
fn remove_loading_screen() {
    if let Some(loading) =
        web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("loading"))
    {
        loading.remove();
    }
}
