//! End-to-end scenarios for facets, the URL as the whole view, and the rich detail view.

use fantoccini::Client;

use crate::Env;
use crate::support::{
    CARDS, Context, DETAIL_ID, NO_DETAIL, Outcome, card_ids, ensure, enter, escape, eval, eval_string, find,
    press, query_string, wait_until,
};

/// Every chip of every group shows its count (groups update in separate ticks, so one counted
/// chip does not mean all are).
pub const CHIPS_READY: &str = "document.querySelector('[data-testid=facet-count]') !== null && [...document.querySelectorAll('[data-testid=facet-count]')].every(c => /^[0-9]+$/.test(c.textContent))";

/// Opens a URL and waits for cards (at least one unless `empty`) and counted facet chips.
async fn open_with_chips(client: &Client, url: &str) -> Outcome {
    client.goto(url).await.context(&format!("opening {url}"))?;
    wait_until(client, "counted facet chips", CHIPS_READY).await
}

/// `(value, count)` of the chips of a group, in display order.
async fn chips(client: &Client, facet: &str) -> Result<Vec<(String, usize)>, String> {
    let value = eval(
        client,
        &format!(
            "[...document.querySelectorAll('[data-testid=facet-chip][data-facet={facet}]')]\
               .map(c => [c.dataset.value, parseInt(c.querySelector('[data-testid=facet-count]').textContent) || 0])"
        ),
    )
    .await?;
    serde_json::from_value(value).context("reading chips")
}

async fn pressed(client: &Client, facet: &str, value: &str) -> Result<String, String> {
    eval_string(
        client,
        &format!("document.querySelector('[data-testid=facet-chip][data-facet={facet}][data-value=\"{value}\"]')?.getAttribute('aria-pressed') ?? 'absent'"),
    )
    .await
}

async fn click_chip(client: &Client, facet: &str, value: &str) -> Outcome {
    find(client, &format!("[data-testid=facet-chip][data-facet={facet}][data-value=\"{value}\"]"))
        .await?
        .click()
        .await
        .context("clicking a chip")
}

/// The number in the result count ("5 of 38 papers" → 5).
async fn shown_count(client: &Client) -> Result<usize, String> {
    let text =
        eval_string(client, "document.querySelector('[data-testid=result-count]').textContent").await?;
    text.split_whitespace().next().and_then(|n| n.parse().ok()).ok_or(format!("result count reads {text:?}"))
}

/// The first value with a count between 1 and 37 in a group.
async fn a_discriminating_value(client: &Client, facet: &str) -> Result<(String, usize), String> {
    chips(client, facet)
        .await?
        .into_iter()
        .find(|(_, c)| (1..38).contains(c))
        .ok_or(format!("no {facet} chip with a useful count"))
}

pub async fn every_url_key_restores_its_part_of_the_view(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let corpus_order = card_ids(client).await?;
    for facet in ["area", "topic", "type", "mod", "size", "code"] {
        let (value, count) = a_discriminating_value(client, facet).await?;
        for (raw, expect_pressed, expect_count) in
            [(value.clone(), "true", count), (format!("-{value}"), "mixed", 38 - count)]
        {
            open_with_chips(client, &format!("{}?{facet}={raw}", env.base)).await?;
            let state = pressed(client, facet, &value).await?;
            ensure(state == expect_pressed, format!("{facet}={raw}: aria-pressed {state}"))?;
            ensure(
                shown_count(client).await? == expect_count,
                format!("{facet}={raw}: count is not {expect_count}"),
            )?;
            // The cards below the first screen follow once the page is idle.
            wait_until(
                client,
                &format!("{facet}={raw}: {expect_count} cards"),
                &format!("{CARDS} === {expect_count}"),
            )
            .await?;
            let active = eval_string(
                client,
                "document.querySelector('[data-testid=active-filters]')?.textContent ?? ''",
            )
            .await?;
            ensure(!active.is_empty(), format!("{facet}={raw}: no active filter shown"))?;
        }
        client.goto(&env.base).await.context("back to the start")?;
        wait_until(client, "chips", CHIPS_READY).await?;
    }
    // collection: one collection, so the group is hidden, but the key still applies.
    open_with_chips(client, &format!("{}?collection=iclr-2026-papers", env.base)).await?;
    let active =
        eval_string(client, "document.querySelector('[data-testid=active-filters]')?.textContent ?? ''")
            .await?;
    ensure(active.contains("ICLR 2026 Papers"), format!("collection filter reads {active:?}"))?;
    ensure(shown_count(client).await? == 38, "the one collection holds every paper")?;
    // sort: corpus order keeps the seed order among matches.
    open_with_chips(client, &format!("{}?q=model&sort=corpus", env.base)).await?;
    let sorted = card_ids(client).await?;
    let expected: Vec<String> = corpus_order.iter().filter(|id| sorted.contains(id)).cloned().collect();
    ensure(sorted == expected, "sort=corpus does not list in corpus order")?;
    let sort = eval_string(client, "document.querySelector('[data-testid=sort]').value").await?;
    ensure(sort == "corpus", format!("the sort menu shows {sort}"))?;
    // q and paper are covered by the foundation scenarios; together with a filter here.
    let (topic, _) = a_discriminating_value(client, "topic").await?;
    let id = sorted.first().ok_or("no card")?.clone();
    open_with_chips(client, &format!("{}?q=model&topic={topic}&paper={id}", env.base)).await?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{id}'")).await?;
    ensure(pressed(client, "topic", &topic).await? == "true", "the topic is not selected")
}

pub async fn chip_counts_match_the_cards_after_clicking(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &format!("{}?q=learning", env.base)).await?;
    for facet in ["topic", "area"] {
        let (value, count) = a_discriminating_value(client, facet).await?;
        let chip = format!(
            "document.querySelector('[data-testid=facet-chip][data-facet={facet}][data-value=\"{value}\"]')"
        );
        client
            .execute(&format!("{chip}.__before_click = true;"), vec![])
            .await
            .context("marking the chip")?;
        click_chip(client, facet, &value).await?;
        wait_until(client, "the chip to apply", &format!("location.search.includes('{facet}={value}')"))
            .await?;
        wait_until(client, "the filtered cards", &format!("{CARDS} === {count}")).await?;
        // Chips are updated in place, not rebuilt (a rebuilt panel costs every keystroke).
        ensure(
            eval(client, &format!("{chip}.__before_click === true")).await? == true,
            format!("{facet} {value}: the chip was rebuilt"),
        )?;
        ensure(
            shown_count(client).await? == count,
            format!("{facet} {value}: count differs from the chip's {count}"),
        )?;
        // Other groups still offer honest counts; this group's other values keep theirs too.
        let others = chips(client, facet).await?;
        ensure(others.iter().any(|(v, c)| *v == value && *c == count), "the selected chip's count changed")?;
        click_chip(client, facet, &value).await?;
        wait_until(client, "the chip to clear", &format!("!location.search.includes('{facet}=')")).await?;
    }
    // Two chips clicked in one task, so within one frame, before the first reaches the URL: both
    // apply, the second on top of the first.
    let clicked = eval(
        client,
        "(() => { const cs = [...document.querySelectorAll('[data-testid=facet-chip][data-facet=area]')].slice(0, 2); \
         cs.forEach(c => c.click()); \
         return cs.map(c => c.dataset.value).join(' '); })()",
    )
    .await?;
    let values: Vec<String> =
        clicked.as_str().unwrap_or_default().split(' ').filter(|v| !v.is_empty()).map(String::from).collect();
    ensure(values.len() == 2, format!("two area chips to click, found {values:?}"))?;
    wait_until(
        client,
        "both chips in the URL",
        &format!("location.search.includes('{}') && location.search.includes('{}')", values[0], values[1]),
    )
    .await?;
    for value in &values {
        ensure(pressed(client, "area", value).await? == "true", format!("{value} is not shown selected"))?;
    }
    Ok(())
}

pub async fn an_excluded_chip_removes_its_papers_everywhere(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let (value, count) = a_discriminating_value(client, "topic").await?;
    find(
        client,
        &format!("[data-testid=facet-chip][data-facet=topic][data-value=\"{value}\"] + .chip-exclude"),
    )
    .await?
    .click()
    .await
    .context("the − control")?;
    wait_until(client, "the exclusion in the URL", &format!("location.search === '?topic=-{value}'")).await?;
    wait_until(client, "fewer cards", &format!("{CARDS} === {}", 38 - count)).await?;
    ensure(pressed(client, "topic", &value).await? == "mixed", "the excluded chip is not mixed")?;
    let struck = eval(client, &format!("getComputedStyle(document.querySelector('[data-facet=topic][data-value=\"{value}\"] .chip-label')).textDecorationLine")).await?;
    ensure(struck.as_str() == Some("line-through"), format!("excluded chip decoration {struck}"))?;
    // Shift-click excludes too (and clears an exclusion).
    let (other, _) = a_discriminating_value(client, "type").await?;
    let selector = format!("[data-testid=facet-chip][data-facet=type][data-value=\"{other}\"]");
    eval(client, &format!("document.querySelector('{selector}').dispatchEvent(new MouseEvent('click', {{bubbles: true, shiftKey: true}})) || true")).await?;
    wait_until(client, "the second exclusion", &format!("location.search.includes('type=-{other}')")).await?;
    ensure(pressed(client, "type", &other).await? == "mixed", "shift-click did not exclude")?;
    find(client, "[data-testid=clear-filters]").await?.click().await.context("clear all")?;
    wait_until(client, "no filters", &format!("location.search === '' && {CARDS} === 38")).await
}

pub async fn back_and_forward_walk_through_chips_and_papers(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let (area, _) = a_discriminating_value(client, "area").await?;
    click_chip(client, "area", &area).await?;
    wait_until(client, "the area", &format!("location.search === '?area={area}'")).await?;
    wait_until(client, "chips", CHIPS_READY).await?;
    let (topic, _) = a_discriminating_value(client, "topic").await?;
    click_chip(client, "topic", &topic).await?;
    wait_until(client, "the topic", &format!("location.search === '?area={area}&topic={topic}'")).await?;
    let first = card_ids(client).await?.first().cloned().ok_or("no card")?;
    find(client, &format!("[data-paper-id='{first}'] .card-text")).await?.click().await.context("open")?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{first}'")).await?;
    client.back().await.context("Back 1")?;
    wait_until(
        client,
        "the list with both chips",
        &format!("{NO_DETAIL} && location.search === '?area={area}&topic={topic}'"),
    )
    .await?;
    client.back().await.context("Back 2")?;
    wait_until(client, "the area only", &format!("location.search === '?area={area}'")).await?;
    ensure(pressed(client, "topic", &topic).await? != "true", "the topic is still selected after Back")?;
    client.forward().await.context("Forward")?;
    wait_until(client, "the topic again", &format!("location.search === '?area={area}&topic={topic}'"))
        .await?;
    wait_until(client, "the topic chip pressed", &format!("document.querySelector('[data-facet=topic][data-value=\"{topic}\"]')?.getAttribute('aria-pressed') === 'true'")).await?;
    client.forward().await.context("Forward 2")?;
    wait_until(client, "the paper again", &format!("{DETAIL_ID} === '{first}'")).await
}

pub async fn a_copied_link_restores_the_view_in_a_fresh_browser(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &format!("{}?q=language", env.base)).await?;
    let (topic, _) = a_discriminating_value(client, "topic").await?;
    click_chip(client, "topic", &topic).await?;
    wait_until(client, "the topic", &format!("location.search.includes('topic={topic}')")).await?;
    let cards = card_ids(client).await?;
    let id = cards.first().cloned().ok_or("no card")?;
    find(client, &format!("[data-paper-id='{id}'] .card-text")).await?.click().await.context("open")?;
    wait_until(client, "the paper", &format!("{DETAIL_ID} === '{id}'")).await?;
    find(client, "[data-testid=close-detail]").await?;
    client
        .execute("document.querySelector('[data-testid=copy-link]').click()", vec![])
        .await
        .context("copy")?;
    wait_until(client, "the copied link", "document.querySelector('[data-testid=copy-status]')?.dataset.url")
        .await?;
    let url = eval_string(client, "document.querySelector('[data-testid=copy-status]').dataset.url").await?;
    ensure(url == eval_string(client, "location.href").await?, format!("copied {url}, page is elsewhere"))?;
    let driver = crate::support::Driver::start().await?;
    let fresh = driver.session(1280, 900).await?;
    let outcome = async {
        open_with_chips(&fresh, &url).await?;
        wait_until(&fresh, "the same paper", &format!("{DETAIL_ID} === '{id}'")).await?;
        ensure(card_ids(&fresh).await? == cards, "other cards in the fresh browser")?;
        ensure(
            pressed(&fresh, "topic", &topic).await? == "true",
            "the topic is not selected in the fresh browser",
        )?;
        let value = eval_string(&fresh, "document.querySelector('[data-testid=search-input]').value").await?;
        ensure(value == "language", format!("search box holds {value:?}"))
    }
    .await;
    let _ = fresh.close().await;
    outcome
}

pub async fn an_unknown_topic_shows_a_notice_and_keeps_the_rest(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let (topic, count) = a_discriminating_value(client, "topic").await?;
    open_with_chips(client, &format!("{}?topic=no-such-topic&topic={topic}&q=the", env.base)).await?;
    wait_until(client, "the notice", "document.querySelector('[data-testid=notice]') !== null").await?;
    let notice =
        eval_string(client, "document.querySelector('[data-testid=notice]')?.textContent ?? ''").await?;
    ensure(notice == "Ignored unknown topic 'no-such-topic'", format!("notice reads {notice:?}"))?;
    ensure(pressed(client, "topic", &topic).await? == "true", "the valid topic was dropped")?;
    ensure(shown_count(client).await? <= count, "the filter does not apply")?;
    let value = eval_string(client, "document.querySelector('[data-testid=search-input]').value").await?;
    ensure(value == "the", "the query was dropped")
}

pub async fn the_keyboard_moves_through_results_and_papers(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let ids = card_ids(client).await?;
    let body = find(client, "body").await?;
    body.send_keys("/").await.context("/")?;
    wait_until(client, "the search box focused", "document.activeElement?.dataset.testid === 'search-input'")
        .await?;
    eval(client, "document.activeElement.blur() || true").await?;
    body.send_keys("jj").await.context("j j")?;
    let second = ids.get(1).ok_or("fewer than 2 cards")?;
    wait_until(
        client,
        "the second card focused",
        &format!(
            "document.activeElement?.closest('[data-testid=paper-card]')?.dataset.paperId === '{second}'"
        ),
    )
    .await?;
    press(client, &enter()).await?;
    wait_until(client, "the second paper", &format!("{DETAIL_ID} === '{second}'")).await?;
    let third = ids.get(2).ok_or("fewer than 3 cards")?;
    press(client, "j").await?;
    wait_until(client, "the third paper", &format!("{DETAIL_ID} === '{third}'")).await?;
    find(client, "[data-testid=previous-paper]").await?.click().await.context("previous")?;
    wait_until(client, "the second paper again", &format!("{DETAIL_ID} === '{second}'")).await?;
    press(client, &escape()).await?;
    wait_until(client, "the list", NO_DETAIL).await?;
    ensure(query_string(client).await?.is_empty(), "closing left the paper in the URL")?;
    wait_until(
        client,
        "focus back on the card",
        &format!(
            "document.activeElement?.closest('[data-testid=paper-card]')?.dataset.paperId === '{second}'"
        ),
    )
    .await
}

pub async fn similar_papers_open_from_the_detail(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let id = card_ids(client).await?.first().cloned().ok_or("no card")?;
    client.goto(&format!("{}?paper={id}", env.base)).await.context("open")?;
    wait_until(
        client,
        "five similar papers",
        "document.querySelectorAll('[data-testid=similar-paper]').length === 5",
    )
    .await?;
    let why = eval_string(client, "document.querySelector('.why-similar').textContent").await?;
    ensure(why.contains("shares"), format!("why-similar reads {why:?}"))?;
    let target =
        eval_string(client, "document.querySelector('[data-testid=similar-paper]').dataset.paperId").await?;
    ensure(target != id, "a paper is similar to itself")?;
    eval(client, "document.querySelector('[data-testid=similar-paper]').click() || true").await?;
    wait_until(client, "the similar paper", &format!("{DETAIL_ID} === '{target}'")).await
}

/// Every way to another view is an anchor with the canonical URL of that view: the card
/// headline, card chips, similar papers, previous/next and entity chips. A plain click is
/// handled in the app; a Ctrl-click is left to the browser (a new tab).
pub async fn links_to_other_views_are_real_links(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &format!("{}?q=language+model", env.base)).await?;
    let ids = card_ids(client).await?;
    let (first, second) = (ids.first().ok_or("no card")?, ids.get(1).ok_or("one card")?);
    let card_href = eval_string(
        client,
        &format!("document.querySelector('[data-testid=paper-card][data-paper-id=\"{first}\"] a[data-testid=card-link]').getAttribute('href')"),
    )
    .await?;
    ensure(card_href == format!("?q=language+model&paper={first}"), format!("card link is {card_href:?}"))?;
    let chip_href =
        eval_string(client, "document.querySelector('a[data-testid=card-chip]')?.getAttribute('href') ?? ''")
            .await?;
    ensure(
        chip_href.starts_with("?q=language+model&area=") || chip_href.starts_with("?q=language+model&topic="),
        format!("card chip link is {chip_href:?}"),
    )?;
    // A Ctrl-click is not taken over by the app (the browser opens a tab); a window listener
    // records whether the app prevented it, then stops the navigation itself.
    eval(
        client,
        "(() => { window.__prevented = null; \
           window.addEventListener('click', e => { window.__prevented = e.defaultPrevented; e.preventDefault(); }, { once: true }); \
           document.querySelector('a[data-testid=card-link]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 })); \
           return true; })()",
    )
    .await?;
    ensure(eval(client, "window.__prevented").await? == false, "the app took over a Ctrl-click")?;
    ensure(
        crate::support::query_string(client).await? == "q=language+model",
        "a Ctrl-click navigated in the app",
    )?;
    // In the detail view: previous/next and similar papers are links to their papers.
    client.goto(&format!("{}?q=language+model&paper={second}", env.base)).await.context("open")?;
    wait_until(
        client,
        "five similar papers",
        "document.querySelectorAll('a[data-testid=similar-paper]').length === 5",
    )
    .await?;
    let previous = eval_string(
        client,
        "document.querySelector('a[data-testid=previous-paper]')?.getAttribute('href') ?? ''",
    )
    .await?;
    ensure(previous == format!("?q=language+model&paper={first}"), format!("previous link is {previous:?}"))?;
    let next = eval_string(
        client,
        "document.querySelector('a[data-testid=next-paper]')?.getAttribute('href') ?? ''",
    )
    .await?;
    ensure(next.starts_with("?q=language+model&paper="), format!("next link is {next:?}"))?;
    let similar: Vec<(String, String)> = serde_json::from_value(
        eval(client, "[...document.querySelectorAll('a[data-testid=similar-paper]')].map(a => [a.dataset.paperId, a.getAttribute('href')])").await?,
    )
    .context("similar links")?;
    for (id, href) in similar {
        ensure(href == format!("?q=language+model&paper={id}"), format!("similar link {href:?} for {id}"))?;
    }
    Ok(())
}

/// The topic group: a "Find a topic…" box narrows its chips by label, description or family;
/// listed in full, topics stand under family headings; a card's topic chip says which words gave
/// it; an old link's retired topic slug selects the topic it became, with a notice.
pub async fn topics_are_found_by_name_grouped_by_family_and_explained(client: &Client, env: &Env) -> Outcome {
    open_with_chips(client, &env.base).await?;
    let all = chips(client, "topic").await?;
    ensure(all.len() > 3, format!("only {} topic chips", all.len()))?;
    let finder = find(client, "[data-facet-group=topic] [data-testid=facet-finder]").await?;
    finder.send_keys("diffusion").await.context("typing in the topic finder")?;
    wait_until(
        client,
        "the finder narrows the topics",
        "[...document.querySelectorAll('[data-testid=facet-chip][data-facet=topic]')].length > 0 && \
         [...document.querySelectorAll('[data-testid=facet-chip][data-facet=topic]')].every(c => /diffusion/i.test(c.title))",
    )
    .await?;
    let found = chips(client, "topic").await?;
    ensure(
        found.len() < all.len(),
        format!("{} of {} topics after finding 'diffusion'", found.len(), all.len()),
    )?;
    ensure(
        found.iter().any(|(v, _)| v == "diffusion-models"),
        format!("diffusion-models not found: {found:?}"),
    )?;
    let headings = eval_string(
        client,
        "[...document.querySelectorAll('[data-facet-group=topic] [data-testid=facet-family]')].map(h => h.textContent).join('|')",
    )
    .await?;
    ensure(!headings.is_empty(), "found topics stand under no family heading")?;
    // Other groups are untouched by the topic finder.
    let areas = chips(client, "area").await?;
    ensure(!areas.is_empty(), "the area chips vanished")?;
    finder.send_keys("zzzz-nothing").await.context("typing more")?;
    wait_until(client, "the no-match line", "document.querySelector('[data-testid=facet-none]') !== null")
        .await?;
    // A card's topic chip explains itself.
    let title = eval_string(
        client,
        "[...document.querySelectorAll('[data-testid=paper-card] .card-chips span[title]')]\
           .map(s => s.title).find(t => t.includes('derived from the words')) ?? ''",
    )
    .await?;
    ensure(title.contains('“'), format!("no card topic chip quotes its words; a title reads {title:?}"))?;
    // A retired slug from an old link.
    open_with_chips(client, &format!("{}?topic=watermarking-backdoors", env.base)).await?;
    wait_until(client, "the notice", "document.querySelector('[data-testid=notice]') !== null").await?;
    let notice =
        eval_string(client, "document.querySelector('[data-testid=notice]')?.textContent ?? ''").await?;
    ensure(notice.contains("is now"), format!("notice reads {notice:?}"))?;
    ensure(pressed(client, "topic", "watermarking").await? == "true", "the retired slug selected nothing")
}
