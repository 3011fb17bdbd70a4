//! End-to-end: the loading screen of index.html counts the download on a slow network, and gives
//! way to the explorer; the site is served from its precompressed files.

use std::time::Duration;

use fantoccini::Client;
use serde_json::json;

use crate::Env;
use crate::support::{CARDS, Context, Outcome, cdp, ensure, eval, wait_within};

/// Records, in every document of the session, each value the progress bar takes and whether
/// cards were on the page at that moment (every 10 ms until the loading screen is gone).
const RECORD_PROGRESS: &str = "window.__progress = []; (function tick() { \
    const bar = document.getElementById('loading-progress'); \
    const text = document.getElementById('loading-text'); \
    if (bar) { window.__progress.push([bar.value, bar.max, document.querySelectorAll('[data-testid=paper-card]').length, text ? text.textContent : '']); setTimeout(tick, 10); } \
    else if (document.readyState === 'loading') { setTimeout(tick, 10); } \
  })();";

pub async fn the_loading_screen_counts_the_download_then_gives_way(client: &Client, env: &Env) -> Outcome {
    cdp(client, "Page.addScriptToEvaluateOnNewDocument", json!({ "source": RECORD_PROGRESS })).await?;
    cdp(client, "Network.enable", json!({})).await?;
    // ~1 MB/s: the default build's wasm (~1.8 MB) takes about two seconds.
    cdp(
        client,
        "Network.emulateNetworkConditions",
        json!({ "offline": false, "latency": 40, "downloadThroughput": 1_000_000, "uploadThroughput": 1_000_000 }),
    )
    .await?;
    client.goto(&env.base).await.context("opening the page on a slow network")?;
    wait_within(client, "cards after the slow download", &format!("{CARDS} > 0"), Duration::from_secs(60))
        .await?;
    let samples = eval(client, "window.__progress").await?;
    let samples: Vec<(f64, f64, usize, String)> =
        serde_json::from_value(samples).context("reading the recorded progress")?;
    let before_cards: Vec<&(f64, f64, usize, String)> = samples.iter().filter(|s| s.2 == 0).collect();
    ensure(!before_cards.is_empty(), "the loading screen was never seen")?;
    let max = before_cards.iter().map(|s| s.1).fold(0.0, f64::max);
    ensure(max > 1_000_000.0, format!("the progress bar's maximum is {max}, not the wasm's size"))?;
    let partial = before_cards.iter().filter(|s| s.0 > 0.0 && s.0 < s.1).count();
    ensure(
        partial >= 2,
        format!(
            "the progress bar showed {partial} partial values before the cards: {:?}",
            sample_texts(&before_cards)
        ),
    )?;
    let rising = before_cards.windows(2).all(|w| w[1].0 >= w[0].0);
    ensure(rising, "the progress bar went backwards")?;
    let texts = sample_texts(&before_cards);
    ensure(
        texts.iter().any(|t| t.starts_with("Loading ICLR 2026 Papers — ") && t.ends_with(" MB")),
        format!("the loading text never said what loads and how much: {texts:?}"),
    )?;
    let gone = eval(client, "document.getElementById('loading') === null").await?;
    ensure(gone == json!(true), "the loading screen stayed after the explorer mounted")?;
    // The server serves the precompressed siblings, as a static host would; the page above ran
    // on them, so they decode to the assets.
    eval(
        client,
        "(window.__encoding = null, fetch(document.querySelector('link[rel=preload][as=fetch]').href)\
           .then(r => { window.__encoding = r.headers.get('content-encoding') || 'none'; }), true)",
    )
    .await?;
    wait_within(client, "the wasm's encoding", "window.__encoding !== null", Duration::from_secs(30)).await?;
    let encoding = eval(client, "window.__encoding").await?;
    ensure(
        encoding == json!("br") || encoding == json!("gzip"),
        format!("the wasm came with Content-Encoding {encoding} (is the .br/.gz missing?)"),
    )?;
    cdp(
        client,
        "Network.emulateNetworkConditions",
        json!({ "offline": false, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1 }),
    )
    .await
}

fn sample_texts(samples: &[&(f64, f64, usize, String)]) -> Vec<String> {
    let mut texts: Vec<String> = samples.iter().map(|s| s.3.clone()).collect();
    texts.dedup();
    texts.into_iter().take(12).collect()
}
