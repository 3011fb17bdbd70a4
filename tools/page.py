#!/usr/bin/env python3
"""Trunk post_build hook: finishes the built page — a loading screen that counts the download,
then a strict Content-Security-Policy.

**Loading screen.** `index.html` holds a static `#loading` block (title, one line, a progress
bar). This hook gives it the size of the wasm in bytes (`data-wasm-bytes`) and the collection
titles (the first line of each seed file in `SEEDS_DIR`, `data-collections`), and inlines
`web/loading.js`, which counts the wasm's bytes as they arrive. The app removes the block when it
mounts.

**Service worker.** `dist/sw.js` is `web/sw.js` with the build's file list to precache and a
version derived from the finished `index.html` and those names (so every deploy that changes
anything gives a new worker).

**Content-Security-Policy.** Trunk writes an inline `<script type="module">` that loads the wasm. A strict policy cannot
allow inline scripts in general, so this hook hashes each inline script of the staged
`index.html` (SHA-256, as CSP3 specifies) and inserts, as the first element of `<head>`:

  <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'
  'wasm-unsafe-eval' 'sha256-…'; style-src 'self'; img-src 'self' data:; connect-src 'self';
  base-uri 'none'; form-action 'none'; object-src 'none'">

Directives a `<meta>` cannot carry (`frame-ancestors`) belong in the host's headers; README.md
says which. The end-to-end suite fails on any `securitypolicyviolation`.
"""

import base64
import hashlib
import json
import os
import re
import sys

POLICY = [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval' {hashes}",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
]

INLINE_SCRIPT = re.compile(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.DOTALL | re.IGNORECASE)


SERVICE_WORKER = "web/sw.js"
PRECACHED = (".html", ".js", ".wasm", ".css", ".svg")


def write_service_worker(staging: str, html: str) -> None:
    """dist/sw.js: web/sw.js with the build's precache list and a version that changes with it."""
    assets = sorted(
        name
        for name in os.listdir(staging)
        if name.endswith(PRECACHED) and name != "sw.js" and os.path.isfile(os.path.join(staging, name))
    )
    digest = hashlib.sha256(html.encode("utf-8"))
    for name in assets:
        digest.update(name.encode("utf-8"))
    version = digest.hexdigest()[:16]
    with open(SERVICE_WORKER, encoding="utf-8") as f:
        worker = f.read()
    if "__VERSION__" not in worker or "__ASSETS__" not in worker:
        raise SystemExit(f"page.py: {SERVICE_WORKER} lacks its placeholders")
    worker = worker.replace("__VERSION__", version).replace("__ASSETS__", json.dumps(assets))
    with open(os.path.join(staging, "sw.js"), "w", encoding="utf-8") as f:
        f.write(worker)
    print(f"page.py: sw.js precaches {len(assets)} files, version {version}")


LOADING_BLOCK = re.compile(r'<div id="loading"([^>]*)>')
# Inline scripts added before </body>, in this order.
INLINE_SCRIPTS = ("web/loading.js", "web/offline.js")


def collection_titles() -> str:
    """The first lines of the seed files, deduplicated, in file order ("ICLR 2026 Papers")."""
    seeds = os.environ.get("SEEDS_DIR", "seeds")
    titles = []
    try:
        names = sorted(n for n in os.listdir(seeds) if n.endswith(".txt"))
    except OSError:
        return ""
    for name in names:
        try:
            with open(os.path.join(seeds, name), "rb") as f:
                first = f.readline(300).decode("utf-8", "replace")
        except OSError:
            continue
        title = "".join(c for c in first.strip() if c.isprintable())[:80]
        if title and title not in titles:
            titles.append(title)
    if len(titles) > 3:
        titles = titles[:3] + ["…"]
    return ", ".join(titles)


def add_loading_screen(html: str, staging: str) -> str:
    block = LOADING_BLOCK.search(html)
    if block is None:
        raise SystemExit("page.py: index.html has no <div id=\"loading\">")
    wasm = [n for n in os.listdir(staging) if n.endswith(".wasm")]
    if len(wasm) != 1:
        raise SystemExit(f"page.py: expected one .wasm in the staging dir, found {wasm}")
    size = os.path.getsize(os.path.join(staging, wasm[0]))
    attrs = f' data-wasm-bytes="{size}" data-collections="{html_escape(collection_titles())}"'
    html = html[: block.end() - 1] + attrs + html[block.end() - 1 :]
    scripts = ""
    for path in INLINE_SCRIPTS:
        with open(path, encoding="utf-8") as f:
            script = f.read()
        if "</script" in script.lower():
            raise SystemExit(f"page.py: {path} must not contain </script")
        scripts += "<script>" + script + "</script>\n"
    end = html.lower().rfind("</body>")
    if end < 0:
        raise SystemExit("page.py: index.html has no </body>")
    return html[:end] + scripts + html[end:]


def html_escape(text: str) -> str:
    return text.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;")


def main() -> int:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        print("page.py: TRUNK_STAGING_DIR is not set (run me as a Trunk post_build hook)", file=sys.stderr)
        return 1
    path = os.path.join(staging, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if "Content-Security-Policy" in html:
        print("page.py: index.html already has a Content-Security-Policy", file=sys.stderr)
        return 1
    html = add_loading_screen(html, staging)
    scripts = INLINE_SCRIPT.findall(html)
    if not scripts:
        print("page.py: no inline script found; is this Trunk's index.html?", file=sys.stderr)
        return 1
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode("ascii") + "'"
        for s in scripts
    )
    policy = "; ".join(POLICY).replace("{hashes}", hashes)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    head = re.search(r"<head[^>]*>", html, re.IGNORECASE)
    if head is None:
        print("page.py: index.html has no <head>", file=sys.stderr)
        return 1
    html = html[: head.end()] + "\n    " + meta + html[head.end() :]
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    write_service_worker(staging, html)
    print(f"page.py: Content-Security-Policy with {len(scripts)} inline script hash(es)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
