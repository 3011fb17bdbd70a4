//! The accessibility gate: axe-core (npm, pinned in `tools/package.json`) checks the list, a
//! filtered view, the detail view and the reading list against WCAG 2.2 A and AA, in the light
//! and the dark colour scheme. Any violation fails, listed with its rule and elements.

use fantoccini::Client;

use crate::Env;
use crate::support::{CARDS, Context, DETAIL_ID, Outcome, cdp, ensure, eval, wait_until};

const AXE: &str = "tools/node_modules/axe-core/axe.min.js";

/// Runs axe on the page; returns one line per violation.
async fn violations(client: &Client, axe: &str) -> Result<Vec<String>, String> {
    client.execute(axe, vec![]).await.context("loading axe-core")?;
    let script = "const done = arguments[arguments.length - 1]; \
        axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } }) \
          .then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' — ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')))) \
          .catch(e => done(['axe failed: ' + e]));";
    let found = client.execute_async(script, vec![]).await.context("running axe-core")?;
    serde_json::from_value(found).context("axe's answer")
}

pub async fn the_pages_pass_an_accessibility_check_in_both_colour_schemes(
    client: &Client,
    env: &Env,
) -> Outcome {
    let axe = std::fs::read_to_string(AXE).map_err(|e| {
        format!("{AXE} is missing ({e}): `make test` installs it with npm (tools/package.json)")
    })?;
    let mut failures = Vec::new();
    for scheme in ["light", "dark"] {
        cdp(
            client,
            "Emulation.setEmulatedMedia",
            serde_json::json!({ "features": [{ "name": "prefers-color-scheme", "value": scheme }] }),
        )
        .await?;
        client.goto(&env.base).await.context("open")?;
        wait_until(client, "cards", &format!("{CARDS} > 0")).await?;
        let id = eval(client, "document.querySelector('[data-testid=paper-card]').dataset.paperId").await?;
        let id = id.as_str().unwrap_or_default().to_string();
        // Exactly one saved paper, so the reading list has something to show.
        eval(client, "localStorage.clear() || true").await?;
        client.refresh().await.context("reload")?;
        wait_until(client, "cards", &format!("{CARDS} > 0")).await?;
        eval(client, "document.querySelector('[data-testid=save-toggle]').click() || true").await?;
        let pages = [
            ("the list", env.base.clone(), format!("{CARDS} > 0")),
            ("a filtered view", format!("{}?q=language+model&type=method", env.base), format!("{CARDS} > 0")),
            ("the detail view", format!("{}?paper={id}", env.base), format!("{DETAIL_ID} === '{id}'")),
            ("the reading list", format!("{}?list=saved", env.base), format!("{CARDS} === 1")),
            ("the compact view", format!("{}?view=compact", env.base), format!("{CARDS} > 0")),
            (
                "the map view",
                format!("{}?view=map", env.base),
                "document.querySelector('[data-testid=chart-bar]') !== null".to_string(),
            ),
        ];
        for (name, url, ready) in pages {
            client.goto(&url).await.context(name)?;
            wait_until(client, name, &ready).await?;
            wait_until(client, "counted chips", crate::facets::CHIPS_READY).await?;
            for violation in violations(client, &axe).await? {
                failures.push(format!("{name} ({scheme}): {violation}"));
            }
        }
    }
    ensure(
        failures.is_empty(),
        format!("{} accessibility violations:\n    {}", failures.len(), failures.join("\n    ")),
    )
}
