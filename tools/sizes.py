#!/usr/bin/env python3
"""Download sizes of built dists, for `make sizes` and `make bench-browser` (BENCHMARKS.md).

Usage: sizes.py NAME=DIST_DIR:SEEDS_DIR ...

Prints a Markdown table: per dist, the wasm (which embeds the corpus) raw, gzip -9 and
brotli -q 11; the brotli size of its seed text alone; and the app without the corpus, estimated
as the wasm's brotli size minus the seed text's. Fails loudly when a dist, its wasm or the
brotli tool is missing.
"""
import glob
import gzip
import subprocess
import sys


def brotli_size(data: bytes) -> int:
    done = subprocess.run(["brotli", "-q", "11", "-c"], input=data, capture_output=True, check=True)
    return len(done.stdout)


def main(args: list[str]) -> None:
    if not args:
        sys.exit(__doc__)
    print("| dist | wasm raw (KB) | gzip -9 (KB) | brotli (KB) | seed text, brotli (KB) | app without the corpus, brotli (KB) |")
    print("|---|---|---|---|---|---|")
    for arg in args:
        name, _, dirs = arg.partition("=")
        dist, _, seeds = dirs.partition(":")
        wasms = glob.glob(f"{dist}/*.wasm")
        if len(wasms) != 1:
            sys.exit(f"{dist}: expected one .wasm, found {len(wasms)}")
        wasm = open(wasms[0], "rb").read()
        texts = sorted(glob.glob(f"{seeds}/*.txt"))
        if not texts:
            sys.exit(f"{seeds}: no seed files")
        text = b"".join(open(t, "rb").read() for t in texts)
        wasm_br, text_br = brotli_size(wasm), brotli_size(text)
        kb = lambda n: f"{n / 1000:,.1f}"
        print(
            f"| {name} | {kb(len(wasm))} | {kb(len(gzip.compress(wasm, 9)))} | {kb(wasm_br)} "
            f"| {kb(text_br)} | {kb(wasm_br - text_br)} |"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
