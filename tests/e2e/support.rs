//! End-to-end plumbing: serve release `dist/` folders under sub-paths (tower-http's `ServeDir`,
//! with the precompressed siblings),
//! run ChromeDriver with headless Chromium, open sessions, wait for conditions, read console
//! errors. Every resource that is missing fails loudly with what to do about it.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

pub const CHROMIUM: &str = "/usr/bin/chromium";
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// How long a condition may take to become true before a scenario fails.
pub const WAIT: Duration = Duration::from_secs(15);

pub type Outcome = Result<(), String>;

/// How many cards the page shows; -1 while a new result list has built only its first cards
/// (`aria-busy`), so waiting for a count waits for the whole page.
pub const CARDS: &str = "(document.querySelector('[data-testid=cards][aria-busy]') ? -1 : \
                         document.querySelectorAll('[data-testid=paper-card]').length)";
/// The open paper's id ('' when none).
pub const DETAIL_ID: &str = "document.querySelector('[data-testid=paper-detail]')?.dataset.paperId ?? ''";
/// True when no paper is open.
pub const NO_DETAIL: &str = "document.querySelector('[data-testid=paper-detail]') === null";

/// Turns any displayable error into a scenario failure with context.
pub trait Context<T> {
    fn context(self, what: &str) -> Result<T, String>;
}

impl<T, E: std::fmt::Display> Context<T> for Result<T, E> {
    fn context(self, what: &str) -> Result<T, String> {
        self.map_err(|e| format!("{what}: {e}"))
    }
}

/// Fails with `message` unless `condition` holds.
pub fn ensure(condition: bool, message: impl Into<String>) -> Outcome {
    if condition { Ok(()) } else { Err(message.into()) }
}

/// The folder named by an environment variable, which must exist and hold an index.html.
pub fn dist_from_env(var: &str) -> Result<PathBuf, String> {
    let dir = std::env::var(var)
        .map_err(|_| format!("{var} is not set: run the end-to-end suite with `make test`"))?;
    let dir = PathBuf::from(dir);
    if !dir.join("index.html").is_file() {
        return Err(format!(
            "{}/index.html is missing: build it with `make e2e-dists` (release trunk build)",
            dir.display()
        ));
    }
    Ok(dir)
}

/// What a scenario can do to the server of one mount (see [`serve`]): take it down, as if the
/// network were gone, or publish a new deploy (its `sw.js` changes).
#[derive(Default)]
pub struct Switches {
    pub down: AtomicBool,
    pub new_deploy: AtomicBool,
}

/// Serves each `(sub-path, folder)` as static files on an ephemeral loopback port; the mount
/// `switchable` (if any) obeys `switches`.
pub async fn serve(
    mounts: &[(&str, &Path)],
    switchable: Option<(&str, &Path, Arc<Switches>)>,
) -> Result<SocketAddr, String> {
    // As a static host would: the .br/.gz siblings (tools/precompress.py) when the browser
    // accepts them.
    let files = |dir: &Path| tower_http::services::ServeDir::new(dir).precompressed_br().precompressed_gzip();
    let mut router = axum::Router::new();
    for (prefix, dir) in mounts {
        router = router.nest_service(prefix, files(dir));
    }
    if let Some((prefix, dir, switches)) = switchable {
        let obey = move |mut request: Request, next: Next| {
            let switches = switches.clone();
            async move {
                if switches.down.load(Ordering::SeqCst) {
                    return StatusCode::SERVICE_UNAVAILABLE.into_response();
                }
                let worker = request.uri().path().ends_with("/sw.js");
                if !(worker && switches.new_deploy.load(Ordering::SeqCst)) {
                    return next.run(request).await;
                }
                // A new deploy: the same worker with one more line (uncompressed, to append).
                request.headers_mut().remove(header::ACCEPT_ENCODING);
                let (mut parts, body) = next.run(request).await.into_parts();
                let mut bytes =
                    axum::body::to_bytes(body, 1 << 20).await.map(|b| b.to_vec()).unwrap_or_default();
                bytes.extend_from_slice(b"\n// a new deploy\n");
                parts.headers.remove(header::CONTENT_LENGTH);
                Response::from_parts(parts, Body::from(bytes))
            }
        };
        let mount =
            axum::Router::new().nest_service(prefix, files(dir)).layer(axum::middleware::from_fn(obey));
        router = router.merge(mount);
    }
    let listener =
        tokio::net::TcpListener::bind("127.0.0.1:0").await.context("binding the test web server")?;
    let addr = listener.local_addr().context("reading the server address")?;
    tokio::spawn(async move {
        let _ = axum::serve(listener, router).await;
    });
    Ok(addr)
}

/// A running ChromeDriver, stopped when dropped.
pub struct Driver {
    child: Child,
    pub url: String,
}

impl Driver {
    pub async fn start() -> Result<Driver, String> {
        for tool in [CHROMIUM, CHROMEDRIVER] {
            if !Path::new(tool).exists() {
                return Err(format!(
                    "{tool} is missing: `make test` installs Debian's chromium and chromium-driver"
                ));
            }
        }
        let port = free_port()?;
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .arg("--allowed-ips=127.0.0.1")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .context("starting chromedriver")?;
        let driver = Driver { child, url: format!("http://127.0.0.1:{port}") };
        let deadline = Instant::now() + WAIT;
        while tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_err() {
            if Instant::now() > deadline {
                return Err("chromedriver did not start listening".into());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Ok(driver)
    }

    /// A new headless Chromium session with a fresh profile and the given window size.
    pub async fn session(&self, width: u32, height: u32) -> Result<Client, String> {
        self.session_with(width, height, &[]).await
    }

    /// [`Driver::session`] with more Chromium flags (the benchmarks' `--js-flags=--expose-gc`).
    pub async fn session_with(&self, width: u32, height: u32, flags: &[&str]) -> Result<Client, String> {
        static SESSIONS: AtomicUsize = AtomicUsize::new(0);
        let profile = std::env::temp_dir().join(format!(
            "paper-explorer-e2e-{}-{}",
            std::process::id(),
            SESSIONS.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&profile);
        let capabilities = json!({
            "browserName": "chrome",
            "goog:loggingPrefs": { "browser": "ALL" },
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": [
                    "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-quic", "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync",
                    format!("--user-data-dir={}", profile.display()),
                    format!("--window-size={width},{height}"),
                ]
            }
        });
        let mut capabilities = capabilities;
        if let Some(args) = capabilities["goog:chromeOptions"]["args"].as_array_mut() {
            args.extend(flags.iter().map(|f| json!(f)));
        }
        if width < 500 {
            // Desktop Chromium windows cannot be narrower than ~500 px: emulate a phone instead.
            capabilities["goog:chromeOptions"]["mobileEmulation"] =
                json!({ "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2 } });
        }
        let Value::Object(capabilities) = capabilities else {
            return Err("capabilities must be an object".into());
        };
        let connector = hyper_util::client::legacy::connect::HttpConnector::new();
        let client = ClientBuilder::new(connector)
            .capabilities(capabilities)
            .connect(&self.url)
            .await
            .context("opening a Chromium session")?;
        // Every document of the session records Content-Security-Policy violations.
        client
            .issue_cmd(Cdp {
                command: "Page.addScriptToEvaluateOnNewDocument",
                params: json!({ "source": RECORD_CSP_VIOLATIONS }),
            })
            .await
            .context("installing the CSP violation listener")?;
        Ok(client)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> Result<u16, String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").context("finding a free port")?;
    Ok(listener.local_addr().context("reading a free port")?.port())
}

/// Polls a JavaScript expression until it is truthy; the error names what was awaited and the
/// last value seen.
pub async fn wait_until(client: &Client, what: &str, expression: &str) -> Outcome {
    wait_within(client, what, expression, WAIT).await
}

/// [`wait_until`] with its own deadline.
pub async fn wait_within(client: &Client, what: &str, expression: &str, limit: Duration) -> Outcome {
    let script = format!("return ({expression});");
    let deadline = Instant::now() + limit;
    loop {
        let value = client.execute(&script, vec![]).await.context(what)?;
        let truthy = match &value {
            Value::Bool(b) => *b,
            Value::Null => false,
            Value::Number(n) => n.as_f64().is_some_and(|n| n != 0.0),
            Value::String(s) => !s.is_empty(),
            _ => true,
        };
        if truthy {
            return Ok(());
        }
        if Instant::now() > deadline {
            let shown: String = expression.chars().take(300).collect();
            return Err(format!("timed out after {limit:?} waiting for {what} (`{shown}` was {value})"));
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Evaluates a JavaScript expression and returns its JSON value.
pub async fn eval(client: &Client, expression: &str) -> Result<Value, String> {
    client.execute(&format!("return ({expression});"), vec![]).await.context(expression)
}

/// Evaluates a JavaScript expression that yields a string.
pub async fn eval_string(client: &Client, expression: &str) -> Result<String, String> {
    match eval(client, expression).await? {
        Value::String(s) => Ok(s),
        other => Err(format!("`{expression}` gave {other}, not a string")),
    }
}

/// The `data-paper-id`s of the cards shown, in order.
pub async fn card_ids(client: &Client) -> Result<Vec<String>, String> {
    // A new result list builds its first cards in one frame and the rest in the next.
    wait_until(
        client,
        "the whole page of cards",
        "document.querySelector('[data-testid=cards][aria-busy]') === null",
    )
    .await?;
    let value = eval(
        client,
        "[...document.querySelectorAll('[data-testid=paper-card]')].map(c => c.dataset.paperId)",
    )
    .await?;
    serde_json::from_value(value).context("reading card ids")
}

/// Types `keys` into whatever has the keyboard focus (a `Key` as `char::from(Key::…)`).
pub async fn press(client: &Client, keys: &str) -> Outcome {
    client
        .active_element()
        .await
        .context("the focused element")?
        .send_keys(keys)
        .await
        .context(&format!("pressing {keys:?}"))
}

/// The Escape key, for [`press`].
pub fn escape() -> String {
    char::from(fantoccini::key::Key::Escape).to_string()
}

/// The Enter key, for [`press`].
pub fn enter() -> String {
    char::from(fantoccini::key::Key::Enter).to_string()
}

/// Finds one element by CSS selector.
pub async fn find(client: &Client, css: &str) -> Result<fantoccini::elements::Element, String> {
    client.wait().at_most(WAIT).for_element(Locator::Css(css)).await.context(&format!("finding {css}"))
}

/// The URL's query string without the leading `?`.
pub async fn query_string(client: &Client) -> Result<String, String> {
    eval_string(client, "location.search.replace(/^\\?/, '')").await
}

/// Records each `securitypolicyviolation` in `sessionStorage` (it survives the scenario's
/// navigations within the origin), for [`csp_violations`].
const RECORD_CSP_VIOLATIONS: &str = "document.addEventListener('securitypolicyviolation', e => { \
    try { const seen = JSON.parse(sessionStorage.getItem('pe-csp-violations') || '[]'); \
          seen.push(e.violatedDirective + ' blocked ' + e.blockedURI); \
          sessionStorage.setItem('pe-csp-violations', JSON.stringify(seen)); } catch (_) {} }, true);";

/// The Content-Security-Policy violations recorded in the current tab.
pub async fn csp_violations(client: &Client) -> Result<Vec<String>, String> {
    let value = eval(client, "JSON.parse(sessionStorage.getItem('pe-csp-violations') || '[]')").await?;
    serde_json::from_value(value).context("reading CSP violations")
}

/// Sends a Chrome DevTools Protocol command to the page (e.g. media emulation).
pub async fn cdp(client: &Client, command: &'static str, params: Value) -> Outcome {
    cdp_value(client, command, params).await.map(|_| ())
}

/// [`cdp`], returning the command's result.
pub async fn cdp_value(client: &Client, command: &'static str, params: Value) -> Result<Value, String> {
    client.issue_cmd(Cdp { command, params }).await.context(command)
}

/// A Chrome DevTools Protocol command sent through ChromeDriver.
#[derive(Debug)]
struct Cdp {
    command: &'static str,
    params: Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/goog/cdp/execute", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(json!({ "cmd": self.command, "params": self.params }).to_string()))
    }
}

/// ChromeDriver's (non-W3C) browser log endpoint: console messages and uncaught errors.
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/se/log", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(json!({ "type": "browser" }).to_string()))
    }
}

/// Console entries at SEVERE level since the last call (errors, uncaught exceptions, failed
/// loads). The favicon request of an unrelated origin is not ours, so nothing is filtered.
pub async fn console_errors(client: &Client) -> Result<Vec<String>, String> {
    let entries = client.issue_cmd(BrowserLog).await.context("reading the browser log")?;
    let entries = entries.as_array().cloned().unwrap_or_default();
    Ok(entries
        .into_iter()
        .filter(|e| e["level"] == "SEVERE")
        .map(|e| e["message"].as_str().unwrap_or_default().to_string())
        .collect())
}
