//! End-to-end scenarios for untrusted input: a hostile seed folder (nested unclosed markup, a
//! 220 KB abstract, a 20,000-part compound, lying links, bidi controls) and hostile links. Each
//! view must appear within [`PROMPT`] — a freeze detector, not a speed target (those live in
//! BENCHMARKS.md) — and the page must stay usable afterwards.

use std::time::Duration;

use fantoccini::Client;

use crate::Env;
use crate::support::{
    CARDS, Context, DETAIL_ID, Outcome, card_ids, ensure, eval, eval_string, find, wait_within,
};

/// Longest a view of hostile input may take to appear before the page counts as frozen.
const PROMPT: Duration = Duration::from_secs(5);

/// Papers in `tests/fixtures/seeds_hostile` (3 in hostile.txt, 8 in adversarial.txt).
const HOSTILE_PAPERS: usize = 11;

const NOTICES: &str = "document.querySelectorAll('[data-testid=notice]').length";

/// Types into the search box and waits for the list to answer: the page is still usable.
async fn search_still_works(client: &Client, text: &str, expected_cards: &str) -> Outcome {
    let input = find(client, "[data-testid=search-input]").await?;
    input.clear().await.context("clearing the search box")?;
    input.send_keys(text).await.context("typing")?;
    wait_within(client, &format!("results for {text:?}"), &format!("{CARDS} {expected_cards}"), PROMPT).await
}

pub async fn a_hostile_seed_folder_renders_promptly_everywhere(client: &Client, env: &Env) -> Outcome {
    client.goto(&env.hostile).await.context("opening the hostile explorer")?;
    wait_within(client, "the first screen", &format!("{CARDS} === {HOSTILE_PAPERS}"), PROMPT).await?;
    let ids = card_ids(client).await?;
    for id in &ids {
        client.goto(&format!("{}?paper={id}", env.hostile)).await.context("opening a paper")?;
        let rendered = format!(
            "({DETAIL_ID}) === '{id}' && document.querySelector('[data-testid=abstract]').textContent.length > 0"
        );
        wait_within(client, &format!("the detail view of {id}"), &rendered, PROMPT).await?;
    }
    // The lying link shows where it really goes, and no bidi control reaches the page.
    client.goto(&format!("{}?q=links+that+lie", env.hostile)).await.context("searching")?;
    wait_within(client, "the lying-link paper", &format!("{CARDS} === 1"), PROMPT).await?;
    let id = card_ids(client).await?.into_iter().next().ok_or("no card")?;
    client.goto(&format!("{}?paper={id}", env.hostile)).await.context("opening it")?;
    wait_within(client, "its detail", &format!("{DETAIL_ID} === '{id}'"), PROMPT).await?;
    let links = eval(
        client,
        "[...document.querySelectorAll('[data-testid=abstract] a')].map(a => [a.getAttribute('href'), a.textContent])",
    )
    .await?;
    ensure(
        links == serde_json::json!([["https://good.example/", "https://good.example/"]]),
        format!("links in the abstract: {links}"),
    )?;
    let bidi =
        eval(client, "/[\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F]/.test(document.body.textContent)")
            .await?;
    ensure(bidi == false, "a bidi control character is displayed")?;
    // The 220 KB abstract is found and the list still answers.
    client.goto(&env.hostile).await.context("back to the list")?;
    wait_within(client, "the list", &format!("{CARDS} === {HOSTILE_PAPERS}"), PROMPT).await?;
    search_still_works(client, "tokenizers", "=== 1").await?;
    search_still_works(client, "repeats itself", "=== 1").await
}

pub async fn hostile_links_are_answered_promptly_with_notices(client: &Client, env: &Env) -> Outcome {
    let long_phrase = format!("%22{}%22", "the+".repeat(5_000));
    // Links stay under ~20 KB: web servers (this one and real hosts) refuse longer request
    // lines, so longer links never reach the page; the native tests go to 100 KB and beyond.
    let long_compound = "a-".repeat(8_000) + "a";
    let many_keys: String = (0..2_500).map(|i| format!("k{i}=1&")).collect();
    let repeated = "x=1&".repeat(5_000);
    let cases: Vec<(&str, String, usize)> = vec![
        ("a phrase of 5,000 words", format!("q={long_phrase}"), 3),
        ("an 8,000-part compound", format!("q={long_compound}"), 2),
        ("2,500 unknown keys", format!("{many_keys}q=diffusion"), 6),
        ("one unknown key 5,000 times", format!("{repeated}q=diffusion"), 1),
        ("bidi controls in a paper id", "paper=%E2%80%AE0123456789ab".to_string(), 1),
    ];
    for (what, query, notices) in cases {
        client.goto(&format!("{}?{query}", env.base)).await.context(what)?;
        let awaited = format!("{NOTICES} >= {notices}");
        if let Err(e) = wait_within(client, &format!("the notices for {what}"), &awaited, PROMPT).await {
            let page = eval(
                client,
                "JSON.stringify({ search: location.search.length, cards: document.querySelectorAll('[data-testid=paper-card]').length, \
                 notices: [...document.querySelectorAll('[data-testid=notice]')].map(n => n.textContent) })",
            )
            .await;
            return Err(format!("{e}; the page: {page:?}"));
        }
        let keys: Vec<String> = serde_json::from_value(
            eval(client, "[...document.querySelectorAll('[data-testid=notice]')].map(n => n.textContent)")
                .await?,
        )
        .context("reading notices")?;
        ensure(
            keys.len() == notices,
            format!("{what}: {} notices, expected {notices}: {keys:?}", keys.len()),
        )?;
        let unique: std::collections::HashSet<&String> = keys.iter().collect();
        ensure(unique.len() == keys.len(), format!("{what}: repeated notices {keys:?}"))?;
        search_still_works(client, "diffusion", "> 0").await.map_err(|e| format!("after {what}: {e}"))?;
    }
    let shortened = eval_string(client, "document.querySelector('[data-testid=search-input]').value").await?;
    ensure(shortened == "diffusion", format!("search box holds {shortened:?}"))
}

pub async fn the_page_runs_under_a_strict_content_security_policy(client: &Client, env: &Env) -> Outcome {
    client.goto(&format!("{}?q=diffusion", env.base)).await.context("opening")?;
    wait_within(client, "cards", &format!("{CARDS} > 0"), PROMPT).await?;
    let policy = eval_string(
        client,
        "document.querySelector('meta[http-equiv=Content-Security-Policy]')?.getAttribute('content') ?? ''",
    )
    .await?;
    for directive in [
        "default-src 'none'",
        "script-src 'self' 'wasm-unsafe-eval' 'sha256-",
        "style-src 'self'",
        "base-uri 'none'",
        "object-src 'none'",
    ] {
        ensure(policy.contains(directive), format!("the policy lacks {directive:?}: {policy:?}"))?;
    }
    ensure(!policy.contains("unsafe-inline"), "the policy allows inline code")?;
    let hooks =
        eval(client, "Object.keys(window.wasmBindings ?? {}).filter(k => k.startsWith('bench'))").await?;
    ensure(hooks == serde_json::json!([]), format!("benchmark hooks ship in the app: {hooks}"))
}
