//! End-to-end: the loading screen of index.html counts the download on a slow network, and gives
//! way to the explorer; the site is served from its precompressed files; after one visit the
//! explorer works with its server gone, and a new deploy is announced with a Reload button.

use std::sync::atomic::Ordering;
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

/// True once a service worker controls the page and has precached the wasm.
const OFFLINE_READY: &str = "navigator.serviceWorker.controller !== null && window.__precached === true";

/// Asks the page whether the service worker's cache holds the wasm (answer in `__precached`).
const CHECK_PRECACHED: &str = "(window.__precached = null, caches.keys().then(keys => Promise.all(keys.map(k => caches.open(k).then(c => c.keys())))).then(lists => { window.__precached = lists.flat().some(r => r.url.endsWith('.wasm')); }), true)";

pub async fn after_one_visit_the_explorer_works_offline_and_announces_a_new_version(
    client: &Client,
    env: &Env,
) -> Outcome {
    let switches = &env.switches;
    switches.down.store(false, Ordering::SeqCst);
    switches.new_deploy.store(false, Ordering::SeqCst);
    let outcome = offline_and_update(client, env).await;
    switches.down.store(false, Ordering::SeqCst);
    switches.new_deploy.store(false, Ordering::SeqCst);
    outcome
}

async fn offline_and_update(client: &Client, env: &Env) -> Outcome {
    client.goto(&env.switchable).await.context("first visit")?;
    wait_within(client, "cards", &format!("{CARDS} > 0"), Duration::from_secs(30)).await?;
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        eval(client, CHECK_PRECACHED).await?;
        wait_within(client, "the cache check", "window.__precached !== null", Duration::from_secs(10))
            .await?;
        if eval(client, OFFLINE_READY).await? == json!(true) {
            break;
        }
        ensure(
            std::time::Instant::now() < deadline,
            "no service worker took control with the wasm precached",
        )?;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // The server is gone: a reload, and a deep link with a query, still give the explorer.
    env.switches.down.store(true, Ordering::SeqCst);
    let status = status_line(&format!("{}index.html", env.switchable)).await?;
    ensure(
        !status.contains(" 200 "),
        format!("the server still answers ({status}); the offline check would prove nothing"),
    )?;
    client.refresh().await.context("reloading without a server")?;
    wait_within(client, "cards without a server", &format!("{CARDS} > 0"), Duration::from_secs(30)).await?;
    client.goto(&format!("{}?q=diffusion", env.switchable)).await.context("a deep link without a server")?;
    wait_within(
        client,
        "search results without a server",
        &format!("{CARDS} > 0 && location.search === '?q=diffusion'"),
        Duration::from_secs(30),
    )
    .await?;
    let value = eval(client, "document.querySelector('[data-testid=search-input]').value").await?;
    ensure(value == json!("diffusion"), format!("the deep link's query reads {value}"))?;
    // A new deploy: the page, back online, finds the new worker and offers to reload.
    env.switches.down.store(false, Ordering::SeqCst);
    env.switches.new_deploy.store(true, Ordering::SeqCst);
    eval(client, "(navigator.serviceWorker.getRegistration().then(r => r && r.update()), true)").await?;
    wait_within(
        client,
        "the new-version banner",
        "document.querySelector('[data-testid=update-banner]') !== null",
        Duration::from_secs(30),
    )
    .await?;
    eval(client, "(window.__before_reload = true, true)").await?;
    crate::support::find(client, "[data-testid=update-reload]")
        .await?
        .click()
        .await
        .context("clicking Reload")?;
    wait_within(
        client,
        "the page reloaded under the new worker",
        &format!("window.__before_reload === undefined && {CARDS} > 0 && document.querySelector('[data-testid=update-banner]') === null"),
        Duration::from_secs(30),
    )
    .await
}

/// The status line the test server gives for a plain HTTP/1.0 GET of `url` (from outside the
/// browser, so the page's console stays clean).
async fn status_line(url: &str) -> Result<String, String> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let rest = url.strip_prefix("http://").ok_or(format!("not an http URL: {url}"))?;
    let (host, path) = rest.split_once('/').ok_or(format!("no path in {url}"))?;
    let mut stream = tokio::net::TcpStream::connect(host).await.context("connecting to the test server")?;
    stream
        .write_all(format!("GET /{path} HTTP/1.0\r\nHost: {host}\r\n\r\n").as_bytes())
        .await
        .context("asking the test server")?;
    let mut head = vec![0u8; 64];
    let read = stream.read(&mut head).await.context("reading the answer")?;
    let text = String::from_utf8_lossy(&head[..read]).to_string();
    Ok(text.lines().next().unwrap_or_default().to_string())
}
