//! End-to-end scenarios for the map view (`view=map`) and the charts of the results: one point
//! per paper, hover and click on a point open that paper, a brushed rectangle filters and
//! round-trips through the URL (reload, copied link, Back), and every chart bar repeats its
//! facet chip's count and applies it when clicked. Pointer input is real WebDriver actions.

use fantoccini::Client;
use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};

use paper_explorer::core::map::AREA_COLOURS;

use crate::Env;
use crate::facets::CHIPS_READY;
use crate::support::{
    Context, DETAIL_ID, Outcome, card_ids, ensure, eval, eval_string, query_string, wait_until,
};

/// The canvas has drawn its points, with the facets (colours, labels) in.
const MAP_READY: &str = "(document.querySelector('[data-testid=map-canvas]')?.dataset.points ?? '0') !== '0'";

async fn open_map(client: &Client, url: &str) -> Outcome {
    client.goto(url).await.context(&format!("opening {url}"))?;
    wait_until(client, "counted facet chips", CHIPS_READY).await?;
    wait_until(client, "the map", MAP_READY).await?;
    client
        .execute(
            "document.querySelector('[data-testid=map-canvas]').scrollIntoView({block: 'center'})",
            vec![],
        )
        .await
        .context("scrolling to the map")?;
    Ok(())
}

/// The page (viewport) coordinates of a canvas pixel at fractions `(fx, fy)` of its size.
async fn canvas_point(client: &Client, fx: f64, fy: f64) -> Result<(f64, f64), String> {
    let value = eval(
        client,
        &format!(
            "(() => {{ const r = document.querySelector('[data-testid=map-canvas]').getBoundingClientRect(); \
               return [r.left + r.width * {fx}, r.top + r.height * {fy}]; }})()"
        ),
    )
    .await?;
    serde_json::from_value(value).context("reading the canvas position")
}

/// The page coordinates of the centre of a drawn (lit) point: a 3×3 block of one opaque area
/// colour ([`AREA_COLOURS`]; labels and rings use other colours).
async fn a_lit_point(client: &Client) -> Result<(f64, f64), String> {
    let palette = serde_json::to_string(&AREA_COLOURS).context("palette")?;
    let value = eval(
        client,
        &format!("(() => {{ const palette = {palette}; const c = document.querySelector('[data-testid=map-canvas]'); \
           const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; \
           const at = (x, y) => (y * c.width + x) * 4; \
           for (let y = 20; y < c.height - 20; y++) for (let x = 20; x < c.width - 20; x++) {{ \
             const i = at(x, y); \
             if (d[i + 3] !== 255 || !palette.some(p => p[0] === d[i] && p[1] === d[i + 1] && p[2] === d[i + 2])) continue; \
             let same = true; \
             for (let dy = -1; dy <= 1 && same; dy++) for (let dx = -1; dx <= 1 && same; dx++) {{ \
               const j = at(x + dx, y + dy); same = d[j] === d[i] && d[j + 1] === d[i + 1] && d[j + 2] === d[i + 2] && d[j + 3] === 255; }} \
             if (same) {{ const r = c.getBoundingClientRect(); return [r.left + x + 0.5, r.top + y + 0.5]; }} }} \
           return null; }})()"),
    )
    .await?;
    serde_json::from_value::<Option<(f64, f64)>>(value)
        .context("reading pixels")?
        .ok_or("no lit point".into())
}

fn move_to((x, y): (f64, f64)) -> PointerAction {
    PointerAction::MoveTo { duration: None, x: x.round(), y: y.round() }
}

async fn pointer(client: &Client, actions: Vec<PointerAction>) -> Outcome {
    let mut mouse = MouseActions::new("mouse".to_string());
    for action in actions {
        mouse = mouse.then(action);
    }
    client.perform_actions(mouse).await.context("pointer actions")?;
    client.release_actions().await.context("releasing the pointer")
}

async fn shown_count(client: &Client) -> Result<usize, String> {
    let text =
        eval_string(client, "document.querySelector('[data-testid=result-count]').textContent").await?;
    text.split_whitespace()
        .next()
        .and_then(|n| n.replace(',', "").parse().ok())
        .ok_or(format!("count {text:?}"))
}

pub async fn the_map_shows_every_paper_and_a_hovered_point_opens_its_paper(
    client: &Client,
    env: &Env,
) -> Outcome {
    open_map(client, &format!("{}?view=map", env.base)).await?;
    let points =
        eval_string(client, "document.querySelector('[data-testid=map-canvas]').dataset.points").await?;
    ensure(points == "38", format!("the map draws {points} points, not 38"))?;
    let summary =
        eval_string(client, "document.querySelector('[data-testid=map-summary]').textContent").await?;
    ensure(
        summary.contains("Map of 38 papers") && summary.contains("38 papers of the current results"),
        summary,
    )?;
    ensure(card_ids(client).await?.len() == 38, "the list stays below the map")?;
    let at = a_lit_point(client).await?;
    pointer(client, vec![move_to(at)]).await?;
    wait_until(client, "a tooltip", "document.querySelector('[data-testid=map-tooltip]') !== null").await?;
    let id =
        eval_string(client, "document.querySelector('[data-testid=map-tooltip]').dataset.paperId").await?;
    let headline =
        eval_string(client, "document.querySelector('[data-testid=map-tooltip]').textContent").await?;
    ensure(id.len() == 12 && headline.len() > 10, format!("tooltip {id:?}: {headline:?}"))?;
    pointer(
        client,
        vec![
            move_to(at),
            PointerAction::Down { button: MOUSE_BUTTON_LEFT },
            PointerAction::Up { button: MOUSE_BUTTON_LEFT },
        ],
    )
    .await?;
    wait_until(client, "the hovered paper", &format!("{DETAIL_ID} === '{id}'")).await?;
    let query = query_string(client).await?;
    ensure(query.contains("view=map") && query.contains(&format!("paper={id}")), format!("URL {query}"))?;
    let card_text = eval_string(
        client,
        &format!(
            "document.querySelector('[data-testid=paper-card][data-paper-id=\"{id}\"]')?.textContent ?? ''"
        ),
    )
    .await?;
    let gist = headline.split_once(": ").map_or(headline.as_str(), |(_, gist)| gist);
    ensure(card_text.contains(gist.trim_end_matches('…')), "the tooltip's headline is the card's")
}

pub async fn a_brushed_area_filters_and_round_trips_through_the_url(client: &Client, env: &Env) -> Outcome {
    open_map(client, &format!("{}?view=map&q=learning", env.base)).await?;
    let before = shown_count(client).await?;
    let (from, to) = (canvas_point(client, 0.02, 0.02).await?, canvas_point(client, 0.5, 0.98).await?);
    let middle = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    pointer(
        client,
        vec![
            move_to(from),
            PointerAction::Down { button: MOUSE_BUTTON_LEFT },
            move_to(middle),
            move_to(to),
            PointerAction::Up { button: MOUSE_BUTTON_LEFT },
        ],
    )
    .await?;
    wait_until(client, "the brush in the URL", "location.search.includes('map=')").await?;
    let brushed_url = eval_string(client, "location.href").await?;
    let query = query_string(client).await?;
    ensure(
        query.contains("q=learning") && query.contains("view=map"),
        format!("the rest of the view: {query}"),
    )?;
    wait_until(client, "the map-area pill", "document.querySelector('[data-testid=brush-filter]') !== null")
        .await?;
    let inside = shown_count(client).await?;
    ensure(inside < before, format!("{inside} of {before} papers inside the left half"))?;
    let cards = card_ids(client).await?;
    ensure(cards.len() == inside, "cards are the papers inside")?;
    charts_repeat_the_facet_counts(client).await?;

    client.refresh().await.context("reload")?;
    open_map(client, &brushed_url).await?;
    ensure(card_ids(client).await? == cards, "a reload keeps the brushed papers")?;

    client
        .execute("document.querySelector('[data-testid=copy-link]').click()", vec![])
        .await
        .context("copy link")?;
    wait_until(client, "the copied link", "document.querySelector('[data-testid=copy-status]')?.dataset.url")
        .await?;
    let copied =
        eval_string(client, "document.querySelector('[data-testid=copy-status]').dataset.url").await?;
    ensure(copied == brushed_url, format!("copied {copied}, the view is {brushed_url}"))?;

    client.back().await.context("Back")?;
    wait_until(client, "the view before the brush", "!location.search.includes('map=')").await?;
    wait_until(
        client,
        "every matching paper again",
        &format!("document.querySelectorAll('[data-testid=paper-card]').length === {}", before.min(50)),
    )
    .await?;
    ensure(shown_count(client).await? == before, "Back restores the results before the brush")?;

    open_map(client, &copied).await?;
    ensure(card_ids(client).await? == cards, "the copied link restores the brushed papers")?;
    client
        .execute("document.querySelector('[data-testid=brush-filter]').click()", vec![])
        .await
        .context("removing the pill")?;
    wait_until(client, "no brush", "!location.search.includes('map=')").await?;

    open_map(client, &format!("{}?view=map&map=1,2,three,4&q=learning", env.base)).await?;
    wait_until(client, "a notice", "document.querySelector('[data-testid=notice]') !== null").await?;
    let notice = eval_string(client, "document.querySelector('[data-testid=notices]')?.textContent ?? document.querySelector('[data-testid=notice]').textContent").await?;
    ensure(notice.contains("Ignored malformed map area"), notice)?;
    ensure(shown_count(client).await? == before, "the rest of the view is kept")?;

    // Without a pointer: zoom in with the buttons, then keep the visible area.
    for button in ["map-zoom-in", "map-zoom-in", "map-zoom-in", "map-brush-visible"] {
        client
            .execute(&format!("document.querySelector('[data-testid={button}]').click()"), vec![])
            .await
            .context(button)?;
    }
    wait_until(client, "the visible area as the brush", "location.search.includes('map=')").await?;
    wait_until(client, "the map-area pill", "document.querySelector('[data-testid=brush-filter]') !== null")
        .await?;
    ensure(shown_count(client).await? < before, "a zoomed-in part of the map holds fewer papers")
}

/// Every chart bar shows its facet chip's count, and clicking one applies that chip.
async fn charts_repeat_the_facet_counts(client: &Client) -> Outcome {
    wait_until(client, "the charts", "document.querySelector('[data-testid=chart-bar]') !== null").await?;
    let value = eval(
        client,
        "[...document.querySelectorAll('[data-testid=chart-bar]')].map(b => [b.dataset.facet, b.dataset.value, \
           parseInt(b.dataset.count), parseInt(document.querySelector(`[data-testid=facet-chip][data-facet=${b.dataset.facet}][data-value=\"${b.dataset.value}\"] [data-testid=facet-count]`)?.textContent ?? '-1')])",
    )
    .await?;
    let bars: Vec<(String, String, i64, i64)> = serde_json::from_value(value).context("reading the bars")?;
    ensure(
        bars.iter().any(|b| b.0 == "area") && bars.iter().any(|b| b.0 == "topic"),
        "area and topic charts",
    )?;
    for (facet, slug, chart, chip) in &bars {
        ensure(chart == chip, format!("{facet}={slug}: the chart says {chart}, the chip {chip}"))?;
    }
    let (facet, slug, count, _) = bars.iter().find(|b| b.0 == "topic").cloned().ok_or("no topic bar")?;
    client
        .execute(
            &format!("document.querySelector('[data-testid=chart-bar][data-facet={facet}][data-value=\"{slug}\"]').dispatchEvent(new MouseEvent('click', {{bubbles: true}}))"),
            vec![],
        )
        .await
        .context("clicking a bar")?;
    wait_until(client, "the bar's chip", &format!("location.search.includes('{facet}={slug}')")).await?;
    wait_until(
        client,
        "its papers",
        &format!("document.querySelector('[data-testid=result-count]').textContent.startsWith('{count} ')"),
    )
    .await?;
    client.back().await.context("Back from the bar")?;
    wait_until(client, "the chip removed", &format!("!location.search.includes('{facet}={slug}')")).await
}
