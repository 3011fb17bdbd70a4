//! Browser benchmarks of the release build (`make bench-browser`), for each dist named in
//! `BENCH_DISTS` (`name=path` pairs): start-up milestones and the deferred index build read from
//! the page's `performance.mark`s over WebDriver, then the as-you-type replay of
//! `benches/queries.txt` run inside the page by the wasm export `bench_replay` (each keystroke
//! repeated and timed with `performance.now()`), the wasm heap, and the map's redraw times
//! (`view=map`, zoom buttons pressed, `pe:map-draw` measures). Prints Markdown tables for
//! BENCHMARKS.md.

use std::path::PathBuf;

use crate::support::{Context, Driver, Outcome, cdp, cdp_value, eval, serve, wait_until};

/// Page loads measured per dist (each in a fresh browser session, so nothing is cached).
const RUNS: usize = 5;
/// Times each keystroke of the replay is repeated (performance.now() is coarse in Chromium).
const REPEAT: u32 = 5;
const QUERIES: &str = include_str!("../../benches/queries.txt");

pub async fn run() -> Outcome {
    let spec = std::env::var("BENCH_DISTS").context("BENCH_DISTS (name=path …) is not set")?;
    let dists: Vec<(String, PathBuf)> = spec
        .split_whitespace()
        .filter_map(|pair| pair.split_once('='))
        .map(|(name, path)| (name.to_string(), PathBuf::from(path)))
        .collect();
    if dists.is_empty() {
        return Err(format!("BENCH_DISTS has no name=path pair: {spec:?}"));
    }
    let driver = Driver::start().await?;
    let mut replays: Vec<(String, (serde_json::Value, serde_json::Value, serde_json::Value))> = Vec::new();
    println!(
        "| dist | papers | wasm loaded → corpus parsed (ms) | wasm loaded → first cards (ms) | navigation → first cards (ms) | index build after first paint (ms) | longest task after first cards (ms) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, dir) in &dists {
        let addr = serve(&[("/bench", dir.as_path())], None).await?;
        let url = format!("http://{addr}/bench/");
        let mut parse = Vec::new();
        let mut cards = Vec::new();
        let mut total = Vec::new();
        let mut index = Vec::new();
        let mut longest = Vec::new();
        let mut papers = String::new();
        for run in 0..RUNS {
            let client = driver.session(1280, 900).await?;
            let measured = async {
                cdp(
                    &client,
                    "Page.addScriptToEvaluateOnNewDocument",
                    serde_json::json!({ "source": RECORD_LONG_TASKS }),
                )
                .await?;
                client.goto(&url).await.context("opening the benchmark page")?;
                wait_until(
                    &client,
                    "first cards",
                    "performance.getEntriesByName('pe:first-cards').length > 0",
                )
                .await?;
                let marks = eval(
                    &client,
                    "['pe:wasm-start','pe:corpus-ready','pe:first-cards']\
                       .map(n => performance.getEntriesByName(n)[0].startTime)",
                )
                .await?;
                let count =
                    eval(&client, "document.querySelector('[data-testid=result-count]').textContent").await?;
                wait_until(&client, "the index", "performance.getEntriesByName('pe:index-ready').length > 0")
                    .await?;
                let index = eval(
                    &client,
                    "performance.getEntriesByName('pe:index-ready')[0].startTime \
                       - performance.getEntriesByName('pe:index-start')[0].startTime",
                )
                .await?;
                let longest_task = eval(
                    &client,
                    "Math.max(0, ...window.__longtasks\
                       .filter(t => t[0] >= performance.getEntriesByName('pe:first-cards')[0].startTime)\
                       .map(t => t[1]))",
                )
                .await?;
                let replay = if run == 0 {
                    let queries = serde_json::to_string(QUERIES).unwrap_or_default();
                    let script = format!("return window.wasmBindings.bench_replay({queries}, {REPEAT});");
                    let replay = client.execute(&script, vec![]).await.context("running the replay")?;
                    let derive = client
                        .execute("return window.wasmBindings.bench_derive();", vec![])
                        .await
                        .context("derive")?;
                    let facets = client
                        .execute(&format!("return window.wasmBindings.bench_facets({REPEAT});"), vec![])
                        .await
                        .context("facets")?;
                    let hostile = client
                        .execute(&format!("return window.wasmBindings.bench_hostile({REPEAT});"), vec![])
                        .await
                        .context("hostile queries")?;
                    println!("hostile queries in {name} (wasm): {hostile}");
                    Some((replay, derive, facets))
                } else {
                    None
                };
                Ok::<_, String>((marks, count, index, longest_task, replay))
            }
            .await;
            let _ = client.close().await;
            let (marks, count, index_ms, longest_task, replay) = measured?;
            index.push(index_ms.as_f64().unwrap_or(f64::NAN));
            longest.push(longest_task.as_f64().unwrap_or(f64::NAN));
            if let Some(replay) = replay {
                replays.push((name.clone(), replay));
            }
            let at = |i: usize| marks[i].as_f64().unwrap_or(f64::NAN);
            parse.push(at(1) - at(0));
            cards.push(at(2) - at(0));
            total.push(at(2));
            papers = count.as_str().unwrap_or_default().to_string();
        }
        println!(
            "| {name} | {papers} | {} | {} | {} | {} | {} |",
            summary(&mut parse),
            summary(&mut cards),
            summary(&mut total),
            summary(&mut index),
            summary(&mut longest)
        );
    }
    println!(
        "\n| dist | keystrokes | keydown → next frame p50 / p95 / max (ms) | keydown → cards changed and painted p50 / p95 / max (ms) (keystrokes that changed cards) | key interactions ≥ 16 ms (Event Timing) | Event Timing duration p95 / max (ms) | of which input delay / handlers / rendering, p50 (ms) | chip clicks | click → next frame p50 / p95 / max (ms) | click → cards changed and painted p50 / p95 / max (ms) (clicks) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (name, dir) in &dists {
        let addr = serve(&[("/bench", dir.as_path())], None).await?;
        let client = driver.session(1280, 900).await?;
        let measured = felt_latency(&client, &format!("http://{addr}/bench/"), name).await;
        let _ = client.close().await;
        let felt = measured?;
        println!("| {name} | {felt} |");
    }
    println!("\n| dist | map points drawn | map redraws | redraw p50 (ms) | redraw p95 (ms) | max (ms) |");
    println!("|---|---|---|---|---|---|");
    for (name, dir) in &dists {
        let addr = serve(&[("/bench", dir.as_path())], None).await?;
        let client = driver.session(1280, 900).await?;
        let measured = map_redraws(&client, &format!("http://{addr}/bench/?view=map")).await;
        let _ = client.close().await;
        let (points, mut redraws) = measured?;
        let count = redraws.len();
        redraws.sort_by(f64::total_cmp);
        let at =
            |q: f64| redraws.get(((count as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN);
        println!("| {name} | {points} | {count} | {:.2} | {:.2} | {:.2} |", at(0.5), at(0.95), at(1.0));
    }
    println!("\n| dist | queries | keystrokes | p50 (ms) | p95 (ms) | max (ms) | wasm heap (MB) |");
    println!("|---|---|---|---|---|---|---|");
    let parse = |v: &serde_json::Value| -> Result<serde_json::Value, String> {
        match v {
            serde_json::Value::String(s) => serde_json::from_str(s).context("benchmark JSON"),
            other => Err(format!("a benchmark returned {other}")),
        }
    };
    let mut others = Vec::new();
    for (name, (replay, derive, facets)) in replays {
        others.push((name.clone(), parse(&derive)?, parse(&facets)?));
        let json = parse(&replay)?;
        let get = |k: &str| json[k].as_f64().unwrap_or(f64::NAN);
        println!(
            "| {name} | {} | {} | {:.3} | {:.3} | {:.3} | {:.1} |",
            get("queries"),
            get("keystrokes"),
            get("p50_ms"),
            get("p95_ms"),
            get("max_ms"),
            get("heap_bytes") / 1e6
        );
    }
    println!(
        "\n| dist | derive facets, all papers (ms) | name + gist + entities, all papers (ms) | facet recounts | recount p50 (ms) | recount p95 (ms) | max (ms) |"
    );
    println!("|---|---|---|---|---|---|---|");
    for (name, derive, facets) in others {
        let d = |k: &str| derive[k].as_f64().unwrap_or(f64::NAN);
        let f = |k: &str| facets[k].as_f64().unwrap_or(f64::NAN);
        println!(
            "| {name} | {:.0} | {:.0} | {} | {:.3} | {:.3} | {:.3} |",
            d("facets_ms"),
            d("per_paper_ms"),
            f("recounts"),
            f("p50_ms"),
            f("p95_ms"),
            f("max_ms")
        );
    }
    Ok(())
}

/// Longest wait for the JavaScript engines' replays (MiniSearch and Orama take minutes).
const ANCHORS_LIMIT: std::time::Duration = std::time::Duration::from_secs(60 * 60);

/// `make bench-anchors`: MiniSearch, FlexSearch and Orama (pinned in `tools/anchors`) and this
/// explorer's engine in the same headless Chromium, on the full corpus (`BENCH_CORPUS`) and the
/// same as-you-type replay (`benches/queries.txt`, every prefix, each searched once): index
/// build, heap, per-keystroke p50/p95/max and the results found. Prints a table with ratios.
pub async fn anchors() -> Outcome {
    let spec = std::env::var("BENCH_DISTS").context("BENCH_DISTS (full=path) is not set")?;
    let dist =
        spec.split_whitespace().find_map(|p| p.strip_prefix("full=")).ok_or("BENCH_DISTS lacks full=")?;
    let corpus =
        PathBuf::from(std::env::var("BENCH_CORPUS").context("BENCH_CORPUS (a seed folder) is not set")?);
    let mut files: Vec<String> = std::fs::read_dir(&corpus)
        .context("reading BENCH_CORPUS")?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".txt"))
        .collect();
    files.sort();
    let anchors = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/anchors");
    if !anchors.join("node_modules/minisearch").exists() {
        return Err("tools/anchors/node_modules is missing: `make bench-anchors` installs it".into());
    }
    let addr = serve(
        &[
            ("/bench", std::path::Path::new(dist)),
            ("/anchors", anchors.as_path()),
            ("/corpus", corpus.as_path()),
        ],
        None,
    )
    .await?;
    let driver = Driver::start().await?;
    let client =
        driver.session_with(1280, 900, &["--js-flags=--expose-gc", "--enable-precise-memory-info"]).await?;
    let measured = async {
        // This explorer's engine, in its own page (wasm heap: the whole linear memory).
        client.goto(&format!("http://{addr}/bench/")).await.context("opening the explorer")?;
        wait_until(&client, "the index", "performance.getEntriesByName('pe:index-ready').length > 0").await?;
        let build = eval(
            &client,
            "performance.getEntriesByName('pe:index-ready')[0].startTime - performance.getEntriesByName('pe:index-start')[0].startTime",
        )
        .await?;
        let queries = serde_json::to_string(QUERIES).unwrap_or_default();
        let ours = client
            .execute(&format!("return window.wasmBindings.bench_replay({queries}, 1);"), vec![])
            .await
            .context("our replay")?;
        let mut ours: serde_json::Value =
            serde_json::from_str(ours.as_str().unwrap_or("{}")).context("our replay JSON")?;
        ours["name"] = serde_json::json!("Paper Explorer (wasm; heap includes the 27 MB corpus text)");
        ours["build_ms"] = build;
        // The JavaScript engines.
        client.goto(&format!("http://{addr}/anchors/bench.html")).await.context("opening the anchors page")?;
        wait_until(&client, "the anchors page", "typeof window.runAnchors === 'function'").await?;
        let files = serde_json::to_string(&files).unwrap_or_default();
        client.execute(&format!("window.runAnchors({files}, {queries});"), vec![]).await.context("starting")?;
        let started = std::time::Instant::now();
        let text = loop {
            // A poll can time out while an engine builds its index (one long task): try again.
            if let Ok(value) = eval(&client, "window.__anchors").await
                && let Some(text) = value.as_str()
            {
                break text.to_string();
            }
            if started.elapsed() > ANCHORS_LIMIT {
                return Err("the JavaScript engines did not finish within an hour".to_string());
            }
            tokio::time::sleep(std::time::Duration::from_secs(5)).await;
        };
        let theirs: serde_json::Value = serde_json::from_str(&text).context("anchors JSON")?;
        if let Some(error) = theirs.get("error") {
            return Err(format!("the anchors page failed: {error}"));
        }
        Ok::<_, String>((ours, theirs))
    }
    .await;
    let _ = client.close().await;
    let (ours, theirs) = measured?;
    let f = |v: &serde_json::Value, k: &str| v[k].as_f64().unwrap_or(f64::NAN);
    println!(
        "{} papers, {} queries, {} keystrokes (every prefix, each searched once)\n",
        theirs[0]["papers"], ours["queries"], ours["keystrokes"]
    );
    println!(
        "| engine | index build (ms) | heap (MB) | keystroke p50 (ms) | p95 (ms) | max (ms) | results over all keystrokes | p95 × ours | build × ours |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for engine in std::iter::once(&ours).chain(theirs.as_array().into_iter().flatten()) {
        println!(
            "| {} | {:.0} | {:.1} | {:.2} | {:.2} | {:.2} | {} | {:.0}× | {:.1}× |",
            engine["name"].as_str().unwrap_or("?"),
            f(engine, "build_ms"),
            f(engine, "heap_bytes") / 1e6,
            f(engine, "p50_ms"),
            f(engine, "p95_ms"),
            f(engine, "max_ms"),
            engine["hits"],
            f(engine, "p95_ms") / f(&ours, "p95_ms"),
            f(engine, "build_ms") / f(&ours, "build_ms"),
        );
    }
    Ok(())
}

/// Felt latency: in-page listeners record, for each keydown and each click, the time until the
/// next frame has been painted (the keydown's `timeStamp` to a message posted from the next
/// `requestAnimationFrame`, i.e. after that frame's work), and an Event Timing observer records
/// key and click events of 16 ms or more (the smallest threshold browsers report). Typing is
/// real WebDriver key input, one key at a time with a pause, into the search box: the first
/// [`FELT_QUERIES`] queries of the replay list, each typed then cleared. Then 20 chip clicks.
/// With `BENCH_PROFILE=dir`, the typing is also recorded by Chromium's sampling profiler into
/// `dir/<dist>-typing.cpuprofile` (open it in DevTools' Performance panel; wasm functions are
/// named only in a build that keeps its names, see BENCHMARKS.md).
async fn felt_latency(client: &fantoccini::Client, url: &str, dist: &str) -> Result<String, String> {
    client.goto(url).await.context("opening the page")?;
    wait_until(client, "the index", "performance.getEntriesByName('pe:index-ready').length > 0").await?;
    client.execute(RECORD_FELT_LATENCY, vec![]).await.context("installing the recorders")?;
    let input = client
        .find(fantoccini::Locator::Css("[data-testid=search-input]"))
        .await
        .context("the search box")?;
    let queries: Vec<&str> =
        QUERIES.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).take(FELT_QUERIES).collect();
    let profile_dir = std::env::var_os("BENCH_PROFILE").map(PathBuf::from);
    if profile_dir.is_some() {
        cdp(client, "Profiler.enable", serde_json::json!({})).await?;
        cdp(client, "Profiler.setSamplingInterval", serde_json::json!({ "interval": 100 })).await?;
        cdp(client, "Profiler.start", serde_json::json!({})).await?;
    }
    for query in &queries {
        for c in query.chars() {
            input.send_keys(&c.to_string()).await.context("typing")?;
            tokio::time::sleep(std::time::Duration::from_millis(40)).await;
        }
        input.clear().await.context("clearing the box")?;
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    if let Some(dir) = profile_dir {
        let stopped = cdp_value(client, "Profiler.stop", serde_json::json!({})).await?;
        let path = dir.join(format!("{dist}-typing.cpuprofile"));
        std::fs::create_dir_all(&dir).context("the profile folder")?;
        std::fs::write(&path, stopped["profile"].to_string()).context("writing the profile")?;
        println!("(CPU profile of the typing: {})", path.display());
    }
    for round in 0..20 {
        let chip = client
            .find(fantoccini::Locator::Css(if round % 2 == 0 {
                "[data-testid=facet-chip][data-facet=area]"
            } else {
                "[data-testid=facet-chip][aria-pressed=true]"
            }))
            .await
            .context("a chip")?;
        chip.click().await.context("clicking a chip")?;
        tokio::time::sleep(std::time::Duration::from_millis(150)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let value = client.execute("return JSON.stringify(window.__felt);", vec![]).await.context("reading")?;
    let json: serde_json::Value =
        serde_json::from_str(value.as_str().unwrap_or("{}")).context("felt JSON")?;
    let list = |k: &str| -> Vec<f64> {
        json[k]
            .as_array()
            .map(|a| a.iter().filter_map(serde_json::Value::as_f64).collect())
            .unwrap_or_default()
    };
    let stats = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        let at = |q: f64| v.get(((v.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(f64::NAN);
        format!("{:.1} / {:.1} / {:.1}", at(0.5), at(0.95), at(1.0))
    };
    let (keys, clicks, results, click_results) =
        (list("keys"), list("clicks"), list("results"), list("click_results"));
    let results_painted = format!("{} ({})", stats(results.clone()), results.len());
    let click_results_painted = format!("{} ({})", stats(click_results.clone()), click_results.len());
    let typed = keys.len();
    // Key interactions (keydown … keyup share an `interactionId`, as INP counts them): the
    // longest event of each. Interactions under 16 ms are not reported, so the p95 is known
    // only when at least 5% of the keystrokes were reported.
    // Events as [interactionId, startTime, duration, processingStart, processingEnd].
    let events: Vec<[f64; 5]> = json["key_events"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|e| std::array::from_fn(|i| e[i].as_f64().unwrap_or(0.0)))
        .collect();
    // Per key interaction: its longest event.
    let mut by_interaction: std::collections::BTreeMap<u64, [f64; 5]> = std::collections::BTreeMap::new();
    for event in events.iter().filter(|e| e[0] > 0.0) {
        let longest = by_interaction.entry(event[0] as u64).or_insert([0.0; 5]);
        if event[2] > longest[2] {
            *longest = *event;
        }
    }
    // Where a reported interaction's time goes (medians): waiting to start, the handlers of every
    // event in it (keydown, keypress, beforeinput, input: the app's search and DOM updates run
    // in the input handler and its microtasks), and the rest (style, layout, paint, until the
    // frame is presented).
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
    };
    let parts: Vec<(f64, f64, f64)> = by_interaction
        .values()
        .map(|&[_, start, duration, processing_start, _]| {
            let handlers: f64 = events
                .iter()
                .filter(|e| e[1] >= start && e[1] <= start + duration)
                .map(|e| e[4] - e[3])
                .sum();
            let delay = processing_start - start;
            (delay, handlers, (duration - delay - handlers).max(0.0))
        })
        .collect();
    let split = format!(
        "{:.0} / {:.0} / {:.0}",
        median(parts.iter().map(|p| p.0).collect()),
        median(parts.iter().map(|p| p.1).collect()),
        median(parts.iter().map(|p| p.2).collect())
    );
    let by_interaction: std::collections::BTreeMap<u64, f64> =
        by_interaction.into_iter().map(|(id, e)| (id, e[2])).collect();
    let mut slow: Vec<f64> = by_interaction.into_values().collect();
    slow.sort_by(f64::total_cmp);
    let over = slow.len();
    let p95 = if over * 20 >= typed.max(1) {
        format!("{:.0}", slow.get(over.saturating_sub(typed / 20 + 1)).copied().unwrap_or(f64::NAN))
    } else {
        "< 16".to_string()
    };
    let max = slow.last().map_or("< 16".to_string(), |m| format!("{m:.0}"));
    Ok(format!(
        "{typed} | {} | {results_painted} | {over} | {p95} / {max} | {split} | {} | {} | {click_results_painted}",
        stats(keys),
        clicks.len(),
        stats(clicks)
    ))
}

/// Queries typed key by key for the felt-latency rows.
const FELT_QUERIES: usize = 20;

/// In-page recorders for [`felt_latency`].
/// `results` / `click_results`: from a keydown / click to the next frame after the result list's
/// DOM changes (the latest input before the change; inputs that change no card are not counted).
const RECORD_FELT_LATENCY: &str = "window.__felt = { keys: [], clicks: [], key_events: [], results: [], \
    click_results: [] }; \
  const nextFrame = (start, list) => requestAnimationFrame(() => { const ch = new MessageChannel(); \
    ch.port1.onmessage = () => list.push(performance.now() - start); ch.port2.postMessage(0); }); \
  let last = null; \
  addEventListener('keydown', e => { last = [e.timeStamp, window.__felt.results]; \
    nextFrame(e.timeStamp, window.__felt.keys); }, true); \
  addEventListener('click', e => { last = [e.timeStamp, window.__felt.click_results]; \
    nextFrame(e.timeStamp, window.__felt.clicks); }, true); \
  new MutationObserver(records => { const cards = document.querySelector('[data-testid=cards]'); \
    if (last !== null && cards && records.some(r => cards.contains(r.target))) { \
      nextFrame(last[0], last[1]); last = null; } }) \
    .observe(document.body, { childList: true, subtree: true, characterData: true }); \
  new PerformanceObserver(l => { for (const e of l.getEntries()) \
    if ((e.interactionId > 0 && e.name.startsWith('key')) || e.name.endsWith('input')) \
      window.__felt.key_events.push([e.interactionId, e.startTime, e.duration, e.processingStart, \
        e.processingEnd]); }).observe({ type: 'event', durationThreshold: 16 });";

/// Redraw times of the map (`pe:map-draw` measures: pixels, labels, rings, brush) while the
/// zoom buttons are pressed 40 times, and the points drawn.
async fn map_redraws(client: &fantoccini::Client, url: &str) -> Result<(String, Vec<f64>), String> {
    client.goto(url).await.context("opening the map")?;
    wait_until(client, "the index", "performance.getEntriesByName('pe:index-ready').length > 0").await?;
    wait_until(
        client,
        "the map",
        "(document.querySelector('[data-testid=map-canvas]')?.dataset.points ?? '0') !== '0'",
    )
    .await?;
    let script = "return (async () => { performance.clearMeasures('pe:map-draw'); \
        for (let i = 0; i < 40; i++) { \
          document.querySelector(i % 2 ? '[data-testid=map-zoom-out]' : '[data-testid=map-zoom-in]').click(); \
          await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0))); } \
        return JSON.stringify({ points: document.querySelector('[data-testid=map-canvas]').dataset.points, \
          draws: performance.getEntriesByName('pe:map-draw').map(e => e.duration) }); })();";
    let value = client.execute(script, vec![]).await.context("pressing the zoom buttons")?;
    let json: serde_json::Value =
        serde_json::from_str(value.as_str().unwrap_or("{}")).context("redraw JSON")?;
    let points = json["points"].as_str().unwrap_or("?").to_string();
    let draws = json["draws"]
        .as_array()
        .map(|d| d.iter().filter_map(serde_json::Value::as_f64).collect())
        .unwrap_or_default();
    Ok((points, draws))
}

/// Records every long task (over 50 ms, as Chromium reports them) from the document's start.
const RECORD_LONG_TASKS: &str = "window.__longtasks = []; try { new PerformanceObserver(list => { \
    for (const e of list.getEntries()) window.__longtasks.push([e.startTime, e.duration]); \
  }).observe({ type: 'longtask' }); } catch (e) {}";

/// "median (min–max)" of a sample.
pub fn summary(values: &mut [f64]) -> String {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(f64::NAN);
    let min = values.first().copied().unwrap_or(f64::NAN);
    let max = values.last().copied().unwrap_or(f64::NAN);
    format!("{median:.0} ({min:.0}–{max:.0})")
}
