#!/usr/bin/env python3
"""Writes precompressed siblings of a built site's assets: `x.br` (brotli -q 11, via the `brotli`
command) and `x.gz` (gzip -9, Python's own) beside every .html, .js, .wasm, .css and .svg file of
the folder given, so a static host can serve them with `Content-Encoding` (README: "Publishing").

Idempotent: old `.br`/`.gz` files are replaced. Fails loudly when `brotli` is missing.
"""

import gzip
import os
import shutil
import subprocess
import sys

KINDS = (".html", ".js", ".wasm", ".css", ".svg", ".json")


def main() -> int:
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: precompress.py DIST_DIR", file=sys.stderr)
        return 2
    if shutil.which("brotli") is None:
        print("precompress.py: the `brotli` command is missing (`make tools` installs it)", file=sys.stderr)
        return 1
    root = sys.argv[1]
    count = 0
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if not name.endswith(KINDS):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as f:
                data = f.read()
            with open(path + ".gz", "wb") as out:
                # mtime=0: the same input always gives the same bytes.
                out.write(gzip.compress(data, compresslevel=9, mtime=0))
            subprocess.run(["brotli", "-q", "11", "-f", "-o", path + ".br", path], check=True)
            count += 1
    print(f"precompress.py: {count} files in {root} now have .br and .gz siblings")
    return 0


if __name__ == "__main__":
    sys.exit(main())
