//! End-to-end scenarios for triage: the reading list (save, note, reload, a second tab, corrupt
//! storage), shared lists, exports parsed with real parsers, the keyboard paths, chips and the
//! compact view.

use fantoccini::Client;
use fantoccini::key::Key;

use crate::Env;
use crate::support::{
    CARDS, Context, DETAIL_ID, NO_DETAIL, Outcome, card_ids, ensure, enter, escape, eval, eval_string, find,
    press, query_string, wait_until,
};

const SAVED_COUNT: &str = "document.querySelector('[data-testid=saved-count]').textContent";
const ACTIVE: &str = "document.activeElement";

async fn open(client: &Client, url: &str) -> Outcome {
    client.goto(url).await.context(&format!("opening {url}"))?;
    wait_until(client, "cards", &format!("{CARDS} > 0")).await
}

async fn click(client: &Client, css: &str) -> Outcome {
    find(client, css).await?.click().await.context(&format!("clicking {css}"))
}

pub async fn the_reading_list_keeps_papers_across_reloads_and_tabs(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base).await?;
    let ids = card_ids(client).await?;
    let (first, second) = (ids.first().ok_or("no card")?.clone(), ids.get(1).ok_or("one card")?.clone());
    click(client, &format!("[data-paper-id='{first}'] [data-testid=save-toggle]")).await?;
    wait_until(client, "one saved", &format!("{SAVED_COUNT}.includes('(1)')")).await?;
    let pressed = eval_string(client, &format!("document.querySelector('[data-paper-id=\"{first}\"] [data-testid=save-toggle]').getAttribute('aria-pressed')")).await?;
    ensure(pressed == "true", "the card's star is not pressed")?;
    // Save from the detail view, with a note.
    client.goto(&format!("{}?paper={second}", env.base)).await.context("open")?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{second}'")).await?;
    click(client, "[data-testid=paper-detail] [data-testid=save-toggle]").await?;
    let note = find(client, "[data-testid=note-input]").await?;
    note.send_keys("read the proofs\u{E007}").await.context("typing a note")?;
    wait_until(client, "two saved", &format!("{SAVED_COUNT}.includes('(2)')")).await?;
    // A reload keeps both, and the note.
    client.refresh().await.context("reload")?;
    wait_until(
        client,
        "the note after a reload",
        "document.querySelector('[data-testid=note-input]')?.value === 'read the proofs'",
    )
    .await?;
    // The list view holds exactly them; filters count within it.
    open(client, &format!("{}?list=saved", env.base)).await?;
    wait_until(client, "the saved papers", &format!("{CARDS} === 2")).await?;
    let mut listed = card_ids(client).await?;
    listed.sort();
    let mut expected = vec![first.clone(), second.clone()];
    expected.sort();
    ensure(listed == expected, format!("the list shows {listed:?}"))?;
    wait_until(client, "counts within the list", "[...document.querySelectorAll('[data-facet=area] [data-testid=facet-count]')].reduce((n, c) => n + (parseInt(c.textContent) || 0), 0) >= 2 && [...document.querySelectorAll('[data-facet=area] [data-testid=facet-count]')].every(c => parseInt(c.textContent) <= 2)").await?;
    // A second tab sees the list and changes it; the first follows.
    let first_tab = client.window().await.context("this tab")?;
    let tab = client.new_window(true).await.context("a second tab")?;
    client.switch_to_window(tab.handle).await.context("to the second tab")?;
    open(client, &env.base).await?;
    wait_until(client, "the list in the second tab", &format!("{SAVED_COUNT}.includes('(2)')")).await?;
    click(client, &format!("[data-paper-id='{first}'] [data-testid=save-toggle]")).await?;
    wait_until(client, "one left in the second tab", &format!("{SAVED_COUNT}.includes('(1)')")).await?;
    client.close_window().await.context("closing the second tab")?;
    client.switch_to_window(first_tab).await.context("back to the first tab")?;
    wait_until(client, "the first tab follows", &format!("{SAVED_COUNT}.includes('(1)') && {CARDS} === 1"))
        .await
}

pub async fn corrupt_storage_is_kept_aside_with_a_notice(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base).await?;
    eval(
        client,
        "localStorage.setItem('paper-explorer.reading-list', '{\"version\": 1, \"papers\": [oops') || true",
    )
    .await?;
    client.refresh().await.context("reload")?;
    wait_until(client, "the notice", "[...document.querySelectorAll('[data-testid=notice]')].some(n => n.textContent.includes('kept aside'))").await?;
    let aside = eval(
        client,
        "Object.keys(localStorage).filter(k => k.startsWith('paper-explorer.reading-list.kept-aside')).map(k => localStorage.getItem(k))",
    )
    .await?;
    ensure(
        aside == serde_json::json!(["{\"version\": 1, \"papers\": [oops"]),
        format!("kept aside: {aside}"),
    )?;
    // A newer format is kept aside too, and saving works afterwards.
    eval(
        client,
        "localStorage.setItem('paper-explorer.reading-list', '{\"version\": 9, \"papers\": []}') || true",
    )
    .await?;
    client.refresh().await.context("reload")?;
    wait_until(client, "the newer-format notice", "[...document.querySelectorAll('[data-testid=notice]')].some(n => n.textContent.includes('format 9'))").await?;
    click(client, "[data-testid=save-toggle]").await?;
    wait_until(client, "a paper saved", &format!("{SAVED_COUNT}.includes('(1)')")).await?;
    let kept = eval(client, "Object.keys(localStorage).filter(k => k.includes('kept-aside')).length").await?;
    ensure(kept == 2, format!("{kept} copies kept aside"))
}

pub async fn a_shared_list_opens_in_a_fresh_browser_and_can_be_saved(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base).await?;
    let ids = card_ids(client).await?;
    for id in ids.iter().take(3) {
        click(client, &format!("[data-paper-id='{id}'] [data-testid=save-toggle]")).await?;
    }
    wait_until(client, "three saved", &format!("{SAVED_COUNT}.includes('(3)')")).await?;
    open(client, &format!("{}?list=saved", env.base)).await?;
    click(client, "[data-testid=share-list]").await?;
    wait_until(client, "the share link", "document.querySelector('[data-testid=share-status]')?.dataset.url")
        .await?;
    let url = eval_string(client, "document.querySelector('[data-testid=share-status]').dataset.url").await?;
    let shared: Vec<&String> = ids.iter().take(3).collect();
    ensure(
        shared.iter().all(|id| url.contains(id.as_str())) && url.contains("?ids="),
        format!("share link {url}"),
    )?;
    let driver = crate::support::Driver::start().await?;
    let fresh = driver.session(1280, 900).await?;
    let outcome = async {
        open(&fresh, &format!("{url},0123456789ab,zz")).await?;
        wait_until(&fresh, "the shared papers", &format!("{CARDS} === 3")).await?;
        let notices = eval_string(
            &fresh,
            "[...document.querySelectorAll('[data-testid=notice]')].map(n => n.textContent).join(' | ')",
        )
        .await?;
        ensure(
            notices.contains("1 paper of the shared list is not in this collection"),
            format!("notices: {notices}"),
        )?;
        ensure(notices.contains("Ignored 1 malformed paper id"), format!("notices: {notices}"))?;
        ensure(eval_string(&fresh, SAVED_COUNT).await?.contains("(0)"), "a fresh browser has saved papers")?;
        click(&fresh, "[data-testid=save-all]").await?;
        wait_until(&fresh, "all saved", &format!("{SAVED_COUNT}.includes('(3)')")).await
    }
    .await;
    let _ = fresh.close().await;
    outcome
}

/// Replaces downloads by a capture of the file's Blob (reading a `blob:` URL would need a
/// wider Content-Security-Policy than the page has).
const CAPTURE_DOWNLOADS: &str = "(() => { window.__files = []; \
    const make = URL.createObjectURL.bind(URL); \
    URL.createObjectURL = b => { window.__files.push(b); return make(b); }; \
    HTMLAnchorElement.prototype.click = function () { if (!this.download) { HTMLElement.prototype.click.call(this); } }; \
    return true; })()";

async fn exported(client: &Client, format: &str) -> Result<String, String> {
    eval(client, "window.__files.length = 0").await?;
    click(client, &format!("[data-testid=export][data-format={format}]")).await?;
    wait_until(client, &format!("the {format} file"), "window.__files.length === 1").await?;
    let text = client
        .execute_async(
            "const done = arguments[arguments.length - 1]; window.__files[0].text().then(done);",
            vec![],
        )
        .await
        .context("reading the file")?;
    text.as_str().map(String::from).ok_or_else(|| format!("the {format} file is not text"))
}

pub async fn every_export_parses_and_matches_the_view(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=language+model", env.base)).await?;
    let ids = card_ids(client).await?;
    eval(client, CAPTURE_DOWNLOADS).await?;
    let csv_text = exported(client, "csv").await?;
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let csv_ids: Vec<String> =
        reader.records().map(|r| r.map(|r| r[0].to_string())).collect::<Result<_, _>>().context("CSV")?;
    ensure(csv_ids == ids, format!("CSV ids {csv_ids:?} vs cards {ids:?}"))?;
    let json: serde_json::Value = serde_json::from_str(&exported(client, "json").await?).context("JSON")?;
    let json_ids: Vec<String> = json
        .as_array()
        .map(|a| a.iter().filter_map(|p| p["id"].as_str().map(String::from)).collect())
        .unwrap_or_default();
    ensure(json_ids == ids, "JSON ids differ from the cards")?;
    let bib = biblatex::Bibliography::parse(&exported(client, "bib").await?).context("BibTeX")?;
    ensure(
        bib.len() == ids.len() && ids.iter().all(|id| bib.get(&format!("paper_{id}")).is_some()),
        "BibTeX entries differ",
    )?;
    let markdown = exported(client, "md").await?;
    ensure(markdown.matches("\n## ").count() == ids.len(), "Markdown sections differ")?;
    ensure(ids.iter().all(|id| markdown.contains(&format!("?paper={id}>"))), "Markdown lacks a paper link")?;
    let status =
        eval_string(client, "document.querySelector('[data-testid=export-status]').textContent").await?;
    ensure(status.contains(&format!("Exported {} papers", ids.len())), format!("status reads {status:?}"))
}

pub async fn the_keyboard_reaches_everything(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=model", env.base)).await?;
    let first = card_ids(client).await?.first().cloned().ok_or("no card")?;
    // The first tab stop skips to the results.
    eval(client, "document.activeElement.blur() || true").await?;
    let body = find(client, "body").await?;
    body.send_keys(&char::from(Key::Tab).to_string()).await.context("Tab")?;
    ensure(
        eval_string(client, &format!("{ACTIVE}.dataset.testid ?? ''")).await? == "skip-link",
        "the first tab stop is not the skip link",
    )?;
    press(client, &enter()).await?;
    wait_until(client, "focus on the results", &format!("{ACTIVE}.id === 'results'")).await?;
    // In the search box: ↓ or Enter go to the first result; Esc leaves, keeping the query.
    for key in [char::from(Key::Down).to_string(), enter()] {
        click(client, "[data-testid=search-input]").await?;
        press(client, &key).await?;
        wait_until(
            client,
            "the first result focused",
            &format!("{ACTIVE}.closest('[data-testid=paper-card]')?.dataset.paperId === '{first}'"),
        )
        .await?;
    }
    click(client, "[data-testid=search-input]").await?;
    press(client, &escape()).await?;
    wait_until(client, "the box left", &format!("{ACTIVE}.id !== 'search-input'")).await?;
    ensure(query_string(client).await? == "q=model", "Esc changed the search")?;
    // A word typed and Enter at once: the word is searched before the focus moves (the search
    // box searches after the next frame, and Enter does not wait for it).
    click(client, "[data-testid=search-input]").await?;
    eval(client, "document.querySelector('[data-testid=search-input]').select() || true").await?;
    press(client, &format!("graph{}", enter())).await?;
    wait_until(client, "the typed search", "location.search === '?q=graph'").await?;
    let first_graph = card_ids(client).await?.first().cloned().ok_or("no card for graph")?;
    ensure(first_graph != first, "graph and model have the same first result: pick other words")?;
    wait_until(
        client,
        "the typed search's first result focused",
        &format!("{ACTIVE}.closest('[data-testid=paper-card]')?.dataset.paperId === '{first_graph}'"),
    )
    .await?;
    open(client, &format!("{}?q=model", env.base)).await?;
    ensure(card_ids(client).await?.first() == Some(&first), "back to the model search")?;
    // From the search box to the first result by Tab alone: one stop per facet group.
    click(client, "[data-testid=search-input]").await?;
    let mut tabs = 0;
    while tabs < 40 {
        press(client, &char::from(Key::Tab).to_string()).await?;
        tabs += 1;
        let at = eval_string(
            client,
            &format!("{ACTIVE}.closest('[data-testid=paper-card]')?.dataset.paperId ?? ''"),
        )
        .await?;
        if at == first {
            break;
        }
    }
    // 21: the toolbar's view options (cards, compact, map) are one stop each.
    ensure(tabs <= 21, format!("{tabs} Tab presses from the search box to the first result"))?;
    // A facet group is one tab stop; the arrows move within it; "-" excludes.
    let chip = "[data-facet=area][data-testid=facet-chip]";
    let stops = eval(
        client,
        &format!("[...document.querySelectorAll('{chip}')].filter(c => c.tabIndex === 0).length"),
    )
    .await?;
    ensure(stops == 1, format!("{stops} tab stops in the area group"))?;
    eval(client, &format!("document.querySelector('{chip}').focus() || true")).await?;
    press(client, &char::from(Key::Right).to_string()).await?;
    let second =
        eval_string(client, &format!("[...document.querySelectorAll('{chip}')][1].dataset.value")).await?;
    wait_until(client, "the second area chip", &format!("{ACTIVE}.dataset.value === '{second}'")).await?;
    press(client, "-").await?;
    wait_until(client, "the area excluded", &format!("location.search.includes('area=-{second}')")).await?;
    // The detail keeps the focus inside, returns it on close; `s` saves; `?` helps.
    open(client, &format!("{}?q=model", env.base)).await?;
    eval(client, "document.querySelector('[data-testid=paper-card] .card-title a').focus() || true").await?;
    press(client, "s").await?;
    wait_until(client, "saved by s", &format!("{SAVED_COUNT}.includes('(1)')")).await?;
    press(client, &enter()).await?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{first}'")).await?;
    for _ in 0..30 {
        press(client, &char::from(Key::Tab).to_string()).await?;
    }
    ensure(
        eval(client, &format!("!!{ACTIVE}.closest('[data-testid=paper-detail]')")).await? == true,
        "Tab left the dialog",
    )?;
    press(client, &escape()).await?;
    wait_until(client, "the list", NO_DETAIL).await?;
    wait_until(
        client,
        "focus back on the card",
        &format!("{ACTIVE}.closest('[data-testid=paper-card]')?.dataset.paperId === '{first}'"),
    )
    .await?;
    press(client, "?").await?;
    wait_until(client, "the keyboard help", "document.querySelector('[data-testid=keyboard-help]') !== null")
        .await?;
    press(client, &escape()).await?;
    wait_until(client, "the help closed", "document.querySelector('[data-testid=keyboard-help]') === null")
        .await
}

pub async fn chips_pills_and_the_compact_view_read_well(client: &Client, env: &Env) -> Outcome {
    client.goto(&env.base).await.context("open")?;
    wait_until(client, "counted chips", crate::facets::CHIPS_READY).await?;
    let sort = eval_string(client, "document.querySelector('[data-testid=sort] option:checked').textContent")
        .await?;
    ensure(sort == "seed order", format!("without a query the sort reads {sort:?}"))?;
    let value = eval_string(
        client,
        "document.querySelector('[data-facet=topic][data-testid=facet-chip]').dataset.value",
    )
    .await?;
    let label = eval_string(
        client,
        "document.querySelector('[data-facet=topic][data-testid=facet-chip] .chip-label').textContent",
    )
    .await?;
    // Exclude, read the pill, then a plain click on the excluded chip clears it.
    click(client, &format!("[data-facet=topic][data-value='{value}'] + .chip-exclude")).await?;
    wait_until(client, "excluded", &format!("location.search === '?topic=-{value}'")).await?;
    let pill = eval_string(client, "document.querySelector('.active-filter').textContent").await?;
    ensure(pill.starts_with(&format!("Topic: not {label}")), format!("the pill reads {pill:?}"))?;
    click(client, &format!("[data-facet=topic][data-value='{value}']")).await?;
    wait_until(client, "cleared", "location.search === ''").await?;
    // Provenance reads as collection and position.
    let id = card_ids(client).await?.first().cloned().ok_or("no card")?;
    client.goto(&format!("{}?paper={id}", env.base)).await.context("open")?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{id}'")).await?;
    let place =
        eval_string(client, "document.querySelector('[data-testid=provenance-place]')?.textContent ?? ''")
            .await?;
    ensure(place == "ICLR 2026 Papers · paper 1 of 38", format!("provenance reads {place:?}"))?;
    // Compact: at least 15 papers on a 900-pixel-high screen.
    open(client, &format!("{}?view=compact", env.base)).await?;
    let visible = eval(client, "[...document.querySelectorAll('[data-testid=paper-card]')].filter(c => c.getBoundingClientRect().bottom <= window.innerHeight).length").await?;
    ensure(visible.as_u64().unwrap_or(0) >= 15, format!("{visible} compact papers fit the screen"))?;
    let snippets =
        eval(client, "document.querySelectorAll('[data-testid=paper-card] .card-text').length").await?;
    ensure(snippets == 0, "compact rows show snippets")?;
    click(client, "[data-testid=view-list]").await?;
    wait_until(
        client,
        "cards again",
        "location.search === '' && document.querySelectorAll('.card-text').length > 0",
    )
    .await
}
