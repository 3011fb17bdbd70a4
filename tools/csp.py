#!/usr/bin/env python3
"""Trunk post_build hook: gives the built page a strict Content-Security-Policy.

Trunk writes an inline `<script type="module">` that loads the wasm. A strict policy cannot
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


def main() -> int:
    staging = os.environ.get("TRUNK_STAGING_DIR")
    if not staging:
        print("csp.py: TRUNK_STAGING_DIR is not set (run me as a Trunk post_build hook)", file=sys.stderr)
        return 1
    path = os.path.join(staging, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if "Content-Security-Policy" in html:
        print("csp.py: index.html already has a Content-Security-Policy", file=sys.stderr)
        return 1
    scripts = INLINE_SCRIPT.findall(html)
    if not scripts:
        print("csp.py: no inline script found; is this Trunk's index.html?", file=sys.stderr)
        return 1
    hashes = " ".join(
        "'sha256-" + base64.b64encode(hashlib.sha256(s.encode("utf-8")).digest()).decode("ascii") + "'"
        for s in scripts
    )
    policy = "; ".join(POLICY).replace("{hashes}", hashes)
    meta = f'<meta http-equiv="Content-Security-Policy" content="{policy}">'
    head = re.search(r"<head[^>]*>", html, re.IGNORECASE)
    if head is None:
        print("csp.py: index.html has no <head>", file=sys.stderr)
        return 1
    html = html[: head.end()] + "\n    " + meta + html[head.end() :]
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    print(f"csp.py: Content-Security-Policy with {len(scripts)} inline script hash(es)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
