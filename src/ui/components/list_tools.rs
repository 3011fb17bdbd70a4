//! Tools for taking papers away: copying a link (Clipboard API, with a visible fallback to copy
//! by hand), sharing the reading list as a link (`?ids=…`), saving all papers of a shared
//! list, and exporting the papers in view as CSV, JSON, Markdown or BibTeX.

use leptos::prelude::*;

use crate::core::explorer::{Explorer, ViewResults};
use crate::core::export::{ExportFormat, MAX_EXPORT, export, exported_papers};
use crate::core::text::group_digits;
use crate::core::url_state::UrlState;
use crate::ui::download::download;
use crate::ui::storage::use_saved_papers;
use crate::ui::url::absolute_url;

/// Copies `url()`; when the Clipboard API is unavailable or refuses, shows the URL selected
/// for copying by hand. `testid` names the button; its status is `<status>`.
#[component]
pub fn CopyButton(
    label: &'static str,
    testid: &'static str,
    #[prop(default = "copy-status")] status_testid: &'static str,
    url: impl Fn() -> String + Send + Sync + 'static,
) -> impl IntoView {
    // `Ok(url)`: copied; `Err(url)`: shown for copying by hand.
    let status = RwSignal::new(None::<Result<String, String>>);
    let copy = move |_| {
        let url = url();
        let clipboard = web_sys::window().map(|w| w.navigator().clipboard());
        match clipboard {
            Some(clipboard) => {
                let promise = clipboard.write_text(&url);
                wasm_bindgen_futures::spawn_local(async move {
                    let copied = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                    status.set(Some(if copied { Ok(url) } else { Err(url) }));
                });
            }
            None => status.set(Some(Err(url))),
        }
    };
    let select_all = |ev: leptos::ev::FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
            input.select();
        }
    };
    view! {
        <button class="copy-link" data-testid=testid on:click=copy>{label}</button>
        {move || match status.get() {
            Some(Ok(url)) => view! {
                <span class="copied" data-testid=status_testid data-url=url role="status">"Link copied"</span>
            }.into_any(),
            Some(Err(url)) => {
                let shown = url.clone();
                view! {
                    <label class="copy-fallback" data-testid=status_testid data-url=url>
                        "Copy this link: "
                        <input data-testid="copy-fallback" readonly prop:value=shown on:focus=select_all />
                    </label>
                }
                .into_any()
            }
            None => ().into_any(),
        }}
    }
}

/// On the reading list: "Share list" (a link to exactly these papers). On a shared list:
/// "Save all to my list".
#[component]
pub fn ListActions(explorer: &'static Explorer, state: Memo<UrlState>) -> impl IntoView {
    let saved = use_saved_papers();
    let added = RwSignal::new(None::<usize>);
    move || {
        let (saved_only, shared) = state.with(|s| (s.saved_only, s.ids.clone()));
        if !shared.is_empty() {
            let ids = explorer.known_papers(&shared);
            let save_all = move |_| added.set(Some(saved.save_all(&ids)));
            return view! {
                <span class="list-note">"A shared list (read-only)."</span>
                <button class="copy-link" data-testid="save-all" on:click=save_all>"Save all to my list"</button>
                {move || added.get().map(|n| view! {
                    <span class="copied" role="status" data-testid="save-all-status">{format!("{n} added to your list")}</span>
                })}
            }
            .into_any();
        }
        if saved_only {
            let share_url = move || absolute_url(&UrlState { ids: saved.ids(), ..UrlState::default() });
            return view! {
                <CopyButton label="Share list" testid="share-list" status_testid="share-status" url=share_url />
            }
            .into_any();
        }
        ().into_any()
    }
}

/// Export the papers in view (results or a list): a small menu of formats.
#[component]
pub fn ExportMenu(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let saved = use_saved_papers();
    let status = RwSignal::new(None::<String>);
    let run = move |format: ExportFormat| {
        let positions: Vec<usize> =
            results.with_untracked(|r| r.hits().iter().take(MAX_EXPORT).map(|&h| h as usize).collect());
        let total = results.with_untracked(|r| r.hits().len());
        let page = absolute_url(&UrlState::default());
        let papers = exported_papers(explorer, &positions, &page, &saved.snapshot());
        let name = if state.with_untracked(|s| s.saved_only) { "reading-list" } else { "papers" };
        let file = format!("{name}.{}", format.extension());
        let cut = if total > MAX_EXPORT {
            format!(" (the first {} of {})", group_digits(MAX_EXPORT), group_digits(total))
        } else {
            String::new()
        };
        status.set(Some(match download(&file, format.mime(), &export(&papers, format)) {
            Ok(()) => format!("Exported {} papers{cut} as {}", group_digits(papers.len()), format.label()),
            Err(e) => format!("The export failed: {e}"),
        }));
    };
    let buttons = ExportFormat::ALL
        .into_iter()
        .map(|format| {
            view! {
                <button class="link-button" data-testid="export" data-format=format.extension() on:click=move |_| run(format)>
                    {format.label()}
                </button>
            }
        })
        .collect_view();
    view! {
        <span class="export" role="group" aria-label="Export">
            <span class="export-label">"Export:"</span>
            {buttons}
            {move || status.get().map(|s| view! { <span class="copied" role="status" data-testid="export-status">{s}</span> })}
        </span>
    }
}
