//! The end-to-end scenarios: what a person does with the explorer, checked in Chromium.

use fantoccini::Client;

use crate::a11y::*;
use crate::facets::*;
use crate::hostile::*;
use crate::loading::*;
use crate::map::*;
use crate::support::{
    CARDS, Context, DETAIL_ID, NO_DETAIL, Outcome, card_ids, ensure, escape, eval, eval_string, find, press,
    query_string, wait_until,
};
use crate::triage::*;
use crate::{Env, Scenario};

const DEFAULT_PAPERS: usize = 38;

macro_rules! scenario {
    ($name:ident) => {
        scenario!($name, 1280, 900)
    };
    ($name:ident, $width:expr, $height:expr) => {
        Scenario {
            name: stringify!($name),
            width: $width,
            height: $height,
            run: |client, env| Box::pin($name(client, env)),
        }
    };
}

pub fn all() -> Vec<Scenario> {
    vec![
        scenario!(first_view_lists_every_paper),
        scenario!(the_loading_screen_counts_the_download_then_gives_way),
        scenario!(after_one_visit_the_explorer_works_offline_and_announces_a_new_version),
        scenario!(typing_filters_and_the_url_follows),
        scenario!(a_card_opens_its_detail_and_every_way_back_keeps_the_search),
        scenario!(a_deep_link_restores_the_open_paper),
        scenario!(an_unknown_paper_id_shows_a_notice_and_the_list),
        scenario!(works_under_a_deeper_sub_path),
        scenario!(fits_a_375_px_screen, 375, 800),
        scenario!(hostile_seed_text_is_shown_as_text),
        scenario!(matches_are_marked_on_cards_and_in_the_detail),
        scenario!(a_search_without_results_offers_a_way_out),
        scenario!(cards_and_the_detail_show_what_is_derived),
        scenario!(every_url_key_restores_its_part_of_the_view),
        scenario!(chip_counts_match_the_cards_after_clicking),
        scenario!(an_excluded_chip_removes_its_papers_everywhere),
        scenario!(back_and_forward_walk_through_chips_and_papers),
        scenario!(a_copied_link_restores_the_view_in_a_fresh_browser),
        scenario!(an_unknown_topic_shows_a_notice_and_keeps_the_rest),
        scenario!(topics_are_found_by_name_grouped_by_family_and_explained),
        scenario!(the_keyboard_moves_through_results_and_papers),
        scenario!(similar_papers_open_from_the_detail),
        scenario!(links_to_other_views_are_real_links),
        scenario!(a_hostile_seed_folder_renders_promptly_everywhere),
        scenario!(hostile_links_are_answered_promptly_with_notices),
        scenario!(the_page_runs_under_a_strict_content_security_policy),
        scenario!(the_reading_list_keeps_papers_across_reloads_and_tabs),
        scenario!(corrupt_storage_is_kept_aside_with_a_notice),
        scenario!(a_shared_list_opens_in_a_fresh_browser_and_can_be_saved),
        scenario!(every_export_parses_and_matches_the_view),
        scenario!(the_keyboard_reaches_everything),
        scenario!(chips_pills_and_the_compact_view_read_well),
        scenario!(the_pages_pass_an_accessibility_check_in_both_colour_schemes),
        scenario!(the_map_shows_every_paper_and_a_hovered_point_opens_its_paper),
        scenario!(a_brushed_area_filters_and_round_trips_through_the_url),
    ]
}

async fn open(client: &Client, url: &str, cards_at_least: usize) -> Outcome {
    client.goto(url).await.context(&format!("opening {url}"))?;
    wait_until(client, &format!("{cards_at_least}+ cards"), &format!("{CARDS} >= {cards_at_least}")).await
}

async fn result_count(client: &Client) -> Result<String, String> {
    find(client, "[data-testid=result-count]").await?.text().await.context("result count")
}

async fn first_view_lists_every_paper(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base, DEFAULT_PAPERS).await?;
    let title = eval_string(client, "document.querySelector('h1').textContent").await?;
    ensure(title == "ICLR 2026 Papers", format!("title is {title:?}"))?;
    let count = result_count(client).await?;
    ensure(count.contains("38"), format!("result count reads {count:?}"))?;
    let ids = card_ids(client).await?;
    ensure(ids.len() == DEFAULT_PAPERS, format!("{} cards", ids.len()))?;
    let mut distinct = ids.clone();
    distinct.sort();
    distinct.dedup();
    ensure(distinct.len() == ids.len(), "card ids are not distinct")?;
    ensure(
        ids.iter().all(|id| id.len() == 12 && id.chars().all(|c| c.is_ascii_hexdigit())),
        format!("ids are not 12 hex digits: {ids:?}"),
    )?;
    let headline = eval_string(client, "document.querySelector('.card-title').textContent").await?;
    ensure(headline.len() > 20, format!("first headline is {headline:?}"))
}

async fn typing_filters_and_the_url_follows(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base, DEFAULT_PAPERS).await?;
    let history_before = eval(client, "history.length").await?;
    let input = find(client, "[data-testid=search-input]").await?;
    input.send_keys("Diffusion").await.context("typing")?;
    wait_until(client, "?q= in the URL", "location.search === '?q=Diffusion'").await?;
    wait_until(client, "a narrower list", &format!("{CARDS} > 0 && {CARDS} < {DEFAULT_PAPERS}")).await?;
    let shown = card_ids(client).await?;
    let all_match = eval(
        client,
        "[...document.querySelectorAll('[data-testid=paper-card]')]\
           .every(c => c.textContent.toLowerCase().includes('diffusion'))",
    )
    .await?;
    ensure(all_match == true, "a card without 'diffusion' is listed")?;
    let count = result_count(client).await?;
    ensure(
        count.contains(&format!("{} of 38", shown.len())),
        format!("count reads {count:?} for {} cards", shown.len()),
    )?;
    let history_after = eval(client, "history.length").await?;
    ensure(history_before == history_after, "typing added history entries")?;

    client.refresh().await.context("reloading")?;
    wait_until(client, "the restored list", &format!("{CARDS} === {}", shown.len())).await?;
    let value = eval_string(client, "document.querySelector('[data-testid=search-input]').value").await?;
    ensure(value == "Diffusion", format!("search box holds {value:?} after reload"))?;
    ensure(card_ids(client).await? == shown, "reload shows other cards")
}

async fn open_first_card(client: &Client) -> Result<String, String> {
    let ids = card_ids(client).await?;
    let id = ids.first().cloned().ok_or("no card to open")?;
    find(client, "[data-testid=paper-card] .card-text").await?.click().await.context("clicking a card")?;
    wait_until(client, "the detail view", &format!("{DETAIL_ID} === '{id}'")).await?;
    let qs = query_string(client).await?;
    ensure(qs.ends_with(&format!("paper={id}")), format!("URL query is {qs:?} after opening {id}"))?;
    Ok(id)
}

async fn a_card_opens_its_detail_and_every_way_back_keeps_the_search(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=language+model", env.base), 1).await?;
    let id = open_first_card(client).await?;
    let abstract_text =
        eval_string(client, "document.querySelector('[data-testid=abstract]').textContent").await?;
    ensure(abstract_text.len() > 200, "the detail shows no full abstract")?;
    let provenance =
        eval_string(client, "document.querySelector('[data-testid=provenance]').textContent").await?;
    ensure(
        provenance.starts_with("00") && provenance.contains(".txt:"),
        format!("provenance reads {provenance:?}"),
    )?;
    let detail_text =
        eval_string(client, "document.querySelector('[data-testid=paper-detail]').textContent").await?;
    ensure(detail_text.contains(&id), "the detail does not show the paper id")?;

    // Esc.
    press(client, &escape()).await?;
    wait_until(client, "Esc to close the detail", NO_DETAIL).await?;
    ensure(query_string(client).await? == "q=language+model", "Esc lost the search")?;

    // The close button.
    open_first_card(client).await?;
    find(client, "[data-testid=close-detail]").await?.click().await.context("close")?;
    wait_until(client, "the close button to close the detail", NO_DETAIL).await?;
    ensure(query_string(client).await? == "q=language+model", "closing lost the search")?;

    // The browser's Back button.
    open_first_card(client).await?;
    client.back().await.context("Back")?;
    wait_until(client, "Back to close the detail", NO_DETAIL).await?;
    ensure(query_string(client).await? == "q=language+model", "Back lost the search")?;
    let value = eval_string(client, "document.querySelector('[data-testid=search-input]').value").await?;
    ensure(value == "language model", format!("search box holds {value:?}"))
}

async fn a_deep_link_restores_the_open_paper(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base, DEFAULT_PAPERS).await?;
    let ids = card_ids(client).await?;
    let id = ids.get(7).ok_or("fewer than 8 cards")?;
    client.goto(&format!("{}?q=the&paper={id}", env.base)).await.context("deep link")?;
    wait_until(client, "the linked paper", &format!("{DETAIL_ID} === '{id}'")).await?;
    find(client, "[data-testid=close-detail]").await?.click().await.context("close")?;
    wait_until(client, "the list", NO_DETAIL).await?;
    ensure(query_string(client).await? == "q=the", "closing a deep link lost the search")?;
    client.back().await.context("Back")?;
    wait_until(client, "Back to the shared paper", &format!("{DETAIL_ID} === '{id}'")).await
}

async fn an_unknown_paper_id_shows_a_notice_and_the_list(client: &Client, env: &Env) -> Outcome {
    client.goto(&format!("{}?q=diffusion&paper=ffffffffffff", env.base)).await.context("goto")?;
    wait_until(client, "the notice", "document.querySelector('[data-testid=notice]') !== null").await?;
    let notice = eval_string(client, "document.querySelector('[data-testid=notice]').textContent").await?;
    ensure(
        notice.contains("No paper with id") && notice.contains("ffffffffffff"),
        format!("notice reads {notice:?}"),
    )?;
    wait_until(client, "the filtered list", &format!("{CARDS} > 0 && {CARDS} < {DEFAULT_PAPERS}")).await?;
    ensure(eval(client, NO_DETAIL).await? == true, "a detail view is open")
}

async fn works_under_a_deeper_sub_path(client: &Client, env: &Env) -> Outcome {
    open(client, &env.deep, DEFAULT_PAPERS).await?;
    let input = find(client, "[data-testid=search-input]").await?;
    input.send_keys("graph").await.context("typing")?;
    wait_until(
        client,
        "the URL to keep the sub-path",
        "location.pathname === '/nested/deeper/explorer/' && location.search === '?q=graph'",
    )
    .await
}

async fn fits_a_375_px_screen(client: &Client, env: &Env) -> Outcome {
    open(client, &env.base, DEFAULT_PAPERS).await?;
    let width = eval(client, "window.innerWidth").await?;
    ensure(width.as_i64() == Some(375), format!("the window is {width} px wide, not 375"))?;
    let overflow =
        eval(client, "document.documentElement.scrollWidth - document.documentElement.clientWidth").await?;
    ensure(overflow.as_i64() == Some(0), format!("page is {overflow} px wider than the screen"))?;
    open_first_card(client).await?;
    let overflow = eval(
        client,
        "document.querySelector('.detail').scrollWidth - document.querySelector('.detail').clientWidth",
    )
    .await?;
    ensure(overflow.as_i64() == Some(0), format!("detail overflows by {overflow} px"))
}

async fn hostile_seed_text_is_shown_as_text(client: &Client, env: &Env) -> Outcome {
    open(client, &env.hostile, 3).await?;
    let literal = eval(
        client,
        "[...document.querySelectorAll('[data-testid=paper-card]')]\
           .some(c => c.textContent.includes('<script>alert(1)</script>') && c.textContent.includes('<b>x</b>'))",
    )
    .await?;
    ensure(literal == true, "the markup is not shown literally on a card")?;
    let injected = eval(
        client,
        "document.querySelectorAll('[data-testid=paper-card] script, [data-testid=paper-card] b, \
         [data-testid=paper-card] img, [data-testid=paper-card] iframe').length",
    )
    .await?;
    ensure(injected.as_i64() == Some(0), format!("{injected} injected elements in cards"))?;
    ensure(eval(client, "window.__pwned === undefined").await? == true, "injected script ran")?;
    let input = find(client, "[data-testid=search-input]").await?;
    input.send_keys("alert").await.context("typing")?;
    wait_until(client, "the hostile paper alone", &format!("{CARDS} === 1")).await?;
    open_first_card(client).await?;
    let abstract_text =
        eval_string(client, "document.querySelector('[data-testid=abstract]').textContent").await?;
    ensure(
        abstract_text.contains("<script>alert(1)</script>"),
        "the detail does not show the markup as text",
    )?;
    let injected = eval(
        client,
        "document.querySelectorAll('[data-testid=paper-detail] script, [data-testid=paper-detail] b').length",
    )
    .await?;
    ensure(injected.as_i64() == Some(0), "injected elements in the detail view")
}

/// The text of every `<mark>` inside the elements matching `css`.
async fn marks(client: &Client, css: &str) -> Result<Vec<String>, String> {
    let value =
        eval(client, &format!("[...document.querySelectorAll('{css} mark')].map(m => m.textContent)"))
            .await?;
    serde_json::from_value(value).context("reading marks")
}

async fn matches_are_marked_on_cards_and_in_the_detail(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=diffu", env.base), 1).await?;
    let marked = marks(client, "[data-testid=paper-card]").await?;
    ensure(!marked.is_empty(), "no marks on the cards for 'diffu'")?;
    ensure(
        marked.iter().all(|m| m.to_lowercase().starts_with("diffu")),
        format!("marks that do not start with 'diffu': {marked:?}"),
    )?;
    open_first_card(client).await?;
    let in_detail = marks(client, "[data-testid=abstract]").await?;
    ensure(!in_detail.is_empty(), "no marks in the detail view")?;
    // Typing a phrase marks the words where they stand together.
    client.goto(&format!("{}?q=%22language+models%22", env.base)).await.context("phrase")?;
    wait_until(client, "phrase results", &format!("{CARDS} > 0")).await?;
    let phrase = marks(client, "[data-testid=paper-card]").await?;
    ensure(
        !phrase.is_empty() && phrase.iter().all(|m| m.to_lowercase().starts_with("language model")),
        format!("phrase marks: {phrase:?}"),
    )
}

async fn a_search_without_results_offers_a_way_out(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=diffusion+zzzqqq+", env.base), 0).await?;
    wait_until(client, "the fallback message", "document.querySelector('[data-testid=fallback]') !== null")
        .await?;
    let fallback =
        eval_string(client, "document.querySelector('[data-testid=fallback]').textContent").await?;
    ensure(fallback.contains("match 1 of them"), format!("fallback reads {fallback:?}"))?;
    wait_until(client, "the fallback's cards", &format!("{CARDS} > 0")).await?;
    // An exclusion that removes every match: offer to drop it.
    client.goto(&format!("{}?q=diffusion+-diffusion", env.base)).await.context("goto")?;
    wait_until(client, "the no-results state", "document.querySelector('[data-testid=no-results]') !== null")
        .await?;
    ensure(eval(client, CARDS).await?.as_i64() == Some(0), "cards shown with no results")?;
    find(client, "[data-testid=drop-last-word]").await?.click().await.context("drop the last word")?;
    wait_until(client, "the shorter query", "location.search === '?q=diffusion'").await?;
    wait_until(
        client,
        "papers again",
        &format!("{CARDS} > 0 && document.querySelector('[data-testid=no-results]') === null"),
    )
    .await
}

async fn cards_and_the_detail_show_what_is_derived(client: &Client, env: &Env) -> Outcome {
    open(client, &format!("{}?q=TPRU", env.base), 1).await?;
    let name = eval_string(
        client,
        "document.querySelector('[data-testid=paper-card] [data-testid=method-name]')?.textContent ?? ''",
    )
    .await?;
    ensure(name == "TPRU", format!("the TPRU card names {name:?}"))?;
    // A description after the name keeps the colon; a gist that goes on from the name as its
    // sentence did ("WILD-Diffusion is inspired by …") follows it with a space.
    const TITLE: &str = "document.querySelector('[data-testid=paper-card] .card-title')?.textContent ?? ''";
    let title = eval_string(client, TITLE).await?;
    ensure(title.starts_with("TPRU: a large-scale dataset"), format!("the TPRU card reads {title:?}"))?;
    open(client, &format!("{}?q=WILD-Diffusion", env.base), 1).await?;
    let title = eval_string(client, TITLE).await?;
    ensure(
        title.starts_with("WILD-Diffusion is inspired by"),
        format!("the WILD-Diffusion card reads {title:?}"),
    )?;
    open(client, &format!("{}?q=TPRU", env.base), 1).await?;
    wait_until(
        client,
        "derived chips on the card",
        "document.querySelector('[data-testid=paper-card] .chip-area') !== null",
    )
    .await?;
    open_first_card(client).await?;
    let derived = eval_string(client, "document.querySelector('[data-testid=derived]').textContent").await?;
    ensure(
        derived.contains("Derived from the abstract") && derived.contains("TPRU"),
        format!("derived section reads {derived:?}"),
    )?;
    let code =
        eval_string(client, "document.querySelector('[data-testid=code-link]')?.getAttribute('href') ?? ''")
            .await?;
    ensure(code == "https://github.com/Stephen-gzk/TPRU/", format!("code link is {code:?}"))?;
    // The abstract is rendered with its markup: the LaTeX URL became a link, "\%" a percent sign.
    let abstract_text =
        eval_string(client, "document.querySelector('[data-testid=abstract]').textContent").await?;
    ensure(
        abstract_text.contains("50.33% to 75.70%") && !abstract_text.contains("\\url"),
        format!("abstract reads {abstract_text:.200}"),
    )?;
    // An entity chip searches for itself.
    let chip = eval_string(client, "[...document.querySelectorAll('[data-testid=entity-chip]')].map(c => c.textContent).find(t => t === 'GPT-4o') ?? ''").await?;
    ensure(chip == "GPT-4o", "no GPT-4o entity chip")?;
    let href = eval_string(client, "[...document.querySelectorAll('a[data-testid=entity-chip]')].find(c => c.textContent === 'GPT-4o')?.getAttribute('href') ?? ''").await?;
    ensure(href == "?q=GPT-4o", format!("the entity chip links to {href:?}"))?;
    eval(client, "[...document.querySelectorAll('[data-testid=entity-chip]')].find(c => c.textContent === 'GPT-4o').click() || true").await?;
    wait_until(client, "the entity search", "location.search === '?q=GPT-4o'").await?;
    wait_until(client, "the list", NO_DETAIL).await
}
