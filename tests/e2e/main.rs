//! End-to-end suite: the release `dist/` in real headless Chromium, served under sub-paths.
//!
//! Run by `make test` (which builds the dists first) as `cargo test --test e2e`. A custom
//! harness runs the scenarios one after another against one ChromeDriver, gives each a fresh
//! browser session, checks that the page logged no console errors and broke no rule of its
//! Content-Security-Policy, and always ends the session.
//! With `E2E_SCREENSHOTS=folder`, each scenario's final page is saved there as a PNG.
//! `-- --bench` instead runs the browser benchmarks of `bench.rs` (see BENCHMARKS.md), and
//! `-- --anchors` the JavaScript engines beside ours (`make bench-anchors`).

mod a11y;
mod bench;
mod facets;
mod hostile;
mod loading;
mod map;
mod scenarios;
mod support;
mod triage;

use std::future::Future;
use std::pin::Pin;
use std::time::Instant;

use fantoccini::Client;
use support::{Driver, Outcome, console_errors, csp_violations, dist_from_env, serve};

/// Where the scenarios find the explorer.
pub struct Env {
    /// The default seeds' explorer under a one-level sub-path (trailing slash included).
    pub base: String,
    /// The same explorer under a deeper sub-path.
    pub deep: String,
    /// The explorer built from `tests/fixtures/seeds_hostile`.
    pub hostile: String,
    /// The default explorer once more, on a mount whose server a scenario can take down or
    /// redeploy ([`support::Switches`]).
    pub switchable: String,
    pub switches: std::sync::Arc<support::Switches>,
}

type ScenarioFn = for<'a> fn(&'a Client, &'a Env) -> Pin<Box<dyn Future<Output = Outcome> + 'a>>;

/// A named scenario and the browser window it runs in.
pub struct Scenario {
    pub name: &'static str,
    pub width: u32,
    pub height: u32,
    pub run: ScenarioFn,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start tokio: {e}");
            std::process::exit(1);
        }
    };
    let result = if args.iter().any(|a| a == "--bench") {
        runtime.block_on(bench::run())
    } else if args.iter().any(|a| a == "--anchors") {
        runtime.block_on(bench::anchors())
    } else {
        let filter = args.iter().skip(1).find(|a| !a.starts_with('-')).cloned();
        runtime.block_on(run_scenarios(filter.as_deref()))
    };
    if let Err(e) = result {
        eprintln!("\ne2e: FAILED: {e}");
        std::process::exit(1);
    }
}

async fn run_scenarios(filter: Option<&str>) -> Outcome {
    let dist = dist_from_env("E2E_DIST")?;
    let hostile = dist_from_env("E2E_HOSTILE_DIST")?;
    let switches = std::sync::Arc::new(support::Switches::default());
    let addr = serve(
        &[
            ("/paper-explorer", dist.as_path()),
            ("/nested/deeper/explorer", dist.as_path()),
            ("/hostile", hostile.as_path()),
        ],
        Some(("/switchable", dist.as_path(), switches.clone())),
    )
    .await?;
    let env = Env {
        base: format!("http://{addr}/paper-explorer/"),
        deep: format!("http://{addr}/nested/deeper/explorer/"),
        hostile: format!("http://{addr}/hostile/"),
        switchable: format!("http://{addr}/switchable/"),
        switches,
    };
    let driver = Driver::start().await?;
    let scenarios: Vec<Scenario> =
        scenarios::all().into_iter().filter(|s| filter.is_none_or(|f| s.name.contains(f))).collect();
    if scenarios.is_empty() {
        return Err(format!("no scenario matches {filter:?}"));
    }
    println!("running {} end-to-end scenarios in headless Chromium", scenarios.len());
    let mut failures = Vec::new();
    for scenario in &scenarios {
        let started = Instant::now();
        let outcome = run_one(&driver, scenario, &env).await;
        let seconds = started.elapsed().as_secs_f64();
        match &outcome {
            Ok(()) => println!("scenario {} ... ok ({seconds:.1} s)", scenario.name),
            Err(e) => {
                println!("scenario {} ... FAILED ({seconds:.1} s)\n    {e}", scenario.name);
                failures.push(scenario.name);
            }
        }
    }
    drop(driver);
    if failures.is_empty() {
        println!("\nall {} scenarios passed", scenarios.len());
        Ok(())
    } else {
        Err(format!("{} scenario(s) failed: {}", failures.len(), failures.join(", ")))
    }
}

/// Runs one scenario in a fresh session, then checks the console; the session always ends.
async fn run_one(driver: &Driver, scenario: &Scenario, env: &Env) -> Outcome {
    let client = driver.session(scenario.width, scenario.height).await?;
    let mut outcome = (scenario.run)(&client, env).await;
    if let Some(dir) = std::env::var_os("E2E_SCREENSHOTS") {
        // For a person to look at: the page as each scenario left it.
        if let Ok(png) = client.screenshot().await {
            let _ = std::fs::create_dir_all(&dir);
            let _ = std::fs::write(std::path::Path::new(&dir).join(format!("{}.png", scenario.name)), png);
        }
    }
    if outcome.is_ok() {
        outcome = match console_errors(&client).await {
            Ok(errors) if errors.is_empty() => Ok(()),
            Ok(errors) => Err(format!("console errors: {errors:?}")),
            Err(e) => Err(e),
        };
    }
    if outcome.is_ok() {
        outcome = match csp_violations(&client).await {
            Ok(violations) if violations.is_empty() => Ok(()),
            Ok(violations) => Err(format!("Content-Security-Policy violations: {violations:?}")),
            Err(e) => Err(e),
        };
    }
    let _ = client.close().await;
    outcome
}
