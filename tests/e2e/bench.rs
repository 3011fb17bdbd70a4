//! Browser benchmarks of the release build (`make bench-browser`): start-up milestones read from
//! the page's `performance.mark`s over WebDriver, for each dist named in `BENCH_DISTS`
//! (`name=path` pairs). Prints a Markdown table for BENCHMARKS.md.

use std::path::PathBuf;

use crate::support::{Context, Driver, Outcome, eval, serve, wait_until};

/// Page loads measured per dist (each in a fresh browser session, so nothing is cached).
const RUNS: usize = 5;

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
    println!(
        "| dist | papers | wasm loaded → corpus parsed (ms) | wasm loaded → first cards (ms) | navigation → first cards (ms) |"
    );
    println!("|---|---|---|---|---|");
    for (name, dir) in &dists {
        let addr = serve(&[("/bench", dir.as_path())]).await?;
        let url = format!("http://{addr}/bench/");
        let mut parse = Vec::new();
        let mut cards = Vec::new();
        let mut total = Vec::new();
        let mut papers = String::new();
        for _ in 0..RUNS {
            let client = driver.session(1280, 900).await?;
            let measured = async {
                client
                    .goto(&url)
                    .await
                    .context("opening the benchmark page")?;
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
                let count = eval(
                    &client,
                    "document.querySelector('[data-testid=result-count]').textContent",
                )
                .await?;
                Ok::<_, String>((marks, count))
            }
            .await;
            let _ = client.close().await;
            let (marks, count) = measured?;
            let at = |i: usize| marks[i].as_f64().unwrap_or(f64::NAN);
            parse.push(at(1) - at(0));
            cards.push(at(2) - at(0));
            total.push(at(2));
            papers = count.as_str().unwrap_or_default().to_string();
        }
        println!(
            "| {name} | {papers} | {} | {} | {} |",
            summary(&mut parse),
            summary(&mut cards),
            summary(&mut total)
        );
    }
    Ok(())
}

/// "median (min–max)" of a sample.
pub fn summary(values: &mut [f64]) -> String {
    values.sort_by(f64::total_cmp);
    let median = values.get(values.len() / 2).copied().unwrap_or(f64::NAN);
    let min = values.first().copied().unwrap_or(f64::NAN);
    let max = values.last().copied().unwrap_or(f64::NAN);
    format!("{median:.0} ({min:.0}–{max:.0})")
}
