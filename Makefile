# Paper Explorer — the two commands of README.md:
#   make serve   install what is missing, build, serve at http://127.0.0.1:8080
#   make test    install what is missing, then run every check
#
# Tool versions are pinned here (Trunk.toml, Cargo.toml and tools/package.json must agree;
# tests/architecture.rs checks it). See ../shared/notes/toolchain.md for why each pin exists.
TRUNK_VERSION        := 0.21.14
WASM_BINDGEN_VERSION := 0.2.130
BINARYEN_VERSION     := 132
AXE_VERSION          := 4.14.1

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# binaryen from npm (tools/) must come before /usr/bin: Debian's wasm-opt 108 breaks the app.
export PATH := $(CURDIR)/tools/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)
export TRUNK_SKIP_VERSION_CHECK := true
# The default seeds; `SEEDS_DIR=/path/to/seeds make serve` explores your own abstracts.
SEEDS_DIR ?= seeds
export SEEDS_DIR

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
E2E_DIR := target/e2e
HOSTILE_SEEDS := tests/fixtures/seeds_hostile
FULL_SEEDS := ../shared/corpus/iclr2026/seeds

.PHONY: help serve test tools wasm-target browser compressor trunk wasm-bindgen wasm-opt fetch dist \
        e2e-dists check-fmt clippy native-tests e2e bench bench-browser bench-anchors heap sizes train eval

help:
	@echo "make serve   build and serve the explorer at http://127.0.0.1:8080"
	@echo "make test    run every check (format, lints, native tests, end-to-end in Chromium)"
	@echo "make bench   criterion benchmarks on the full corpus; make bench-browser: wasm in Chromium;"
	@echo "             make bench-anchors: MiniSearch, FlexSearch and Orama beside this engine;"
	@echo "             make heap: where the full corpus's memory goes, stage by stage (native)"
	@echo "make eval    derived metadata against author labels; make train: retrain the area and label models"

## ---- tools: each step is skipped when the right version is already installed -------------
tools: wasm-target trunk wasm-bindgen wasm-opt compressor fetch

wasm-target:
	@rustup target list --installed | grep -qx wasm32-unknown-unknown \
	  || rustup target add wasm32-unknown-unknown

browser:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
	  echo "Installing Chromium and ChromeDriver from Debian"; \
	  $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium chromium-driver; \
	fi

# brotli, for the precompressed .br files of the published site (tools/precompress.py).
compressor:
	@command -v brotli >/dev/null || { echo "Installing brotli from Debian"; $(SUDO) apt-get update -qq; \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq brotli; }

trunk:
	@trunk --version 2>/dev/null | grep -qx "trunk $(TRUNK_VERSION)" \
	  || cargo install --locked --force trunk --version $(TRUNK_VERSION)

# No --locked: one of wasm-bindgen-cli's locked dependencies is missing from the registry.
# --force (here and for trunk): the install runs only when the wanted binary does not answer, and
# cargo would otherwise skip a package it still lists as installed although its binary is gone.
wasm-bindgen:
	@wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $(WASM_BINDGEN_VERSION)" \
	  || cargo install --force wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION)

# npm tools (tools/package-lock.json): binaryen's wasm-opt and axe-core for the e2e suite.
wasm-opt:
	@{ tools/node_modules/.bin/wasm-opt --version 2>/dev/null | grep -q "version $(BINARYEN_VERSION) " \
	  && grep -q '"version": "$(AXE_VERSION)"' tools/node_modules/axe-core/package.json 2>/dev/null; } \
	  || npm ci --prefix tools --no-audit --no-fund

fetch:
	@cargo fetch --quiet

## ---- serve ---------------------------------------------------------------------------------
# No autoreload: its injected inline script would break the page's Content-Security-Policy.
serve: tools
	trunk serve --release --no-autoreload --address 127.0.0.1 --port 8080

## ---- publish ---------------------------------------------------------------------------------
# The release site in dist/ (any SEEDS_DIR), with .br and .gz beside each asset for static hosts.
dist: tools
	trunk build --release --dist dist
	python3 tools/precompress.py dist

## ---- test ------------------------------------------------------------------------------------
test: tools browser check-fmt clippy native-tests e2e

check-fmt:
	cargo fmt --check

# The checks always build with the project's own seeds (the tests expect them), whatever
# SEEDS_DIR the environment holds for `make serve`.
clippy:
	SEEDS_DIR=seeds cargo clippy --all-targets --features bench -- -D warnings
	SEEDS_DIR=seeds cargo clippy --lib -- -D warnings

native-tests:
	SEEDS_DIR=seeds cargo test --quiet

# Release builds for the end-to-end suite: the hostile fixture seeds first, the default seeds
# last, so that dist/ is the default explorer when the suite ends.
e2e-dists:
	SEEDS_DIR=$(HOSTILE_SEEDS) trunk build --release --dist $(E2E_DIR)/dist-hostile
	SEEDS_DIR=seeds trunk build --release --dist dist
	python3 tools/precompress.py dist

e2e: e2e-dists
	SEEDS_DIR=seeds E2E_DIST=dist E2E_HOSTILE_DIST=$(E2E_DIR)/dist-hostile cargo test --test e2e

## ---- derived metadata: measured against ../shared/corpus labels (never shipped) --------------
# Retrains src/core/derive/area_model.bin and label_model.bin (topics, types, modalities) from
# the development part of labels.jsonl; byte for byte reproducible (~4 min on 2 cores).
train: fetch
	cargo run --release --example train
	cargo run --release --example train_labels

# Prints the figures of EVALUATION.md (held-out part of labels.jsonl, coverage on the full corpus).
eval: fetch
	cargo run --release --example eval

## ---- benchmarks (not part of make test; figures go to BENCHMARKS.md) ---------------------------
bench: tools
	cargo bench --features bench --bench corpus --bench hostile

bench-browser: tools browser
	SEEDS_DIR=seeds trunk build --release --features bench --dist $(E2E_DIR)/dist-seeds
	SEEDS_DIR=$(FULL_SEEDS) trunk build --release --features bench --dist $(E2E_DIR)/dist-full
	BENCH_DISTS="seeds=$(E2E_DIR)/dist-seeds full=$(E2E_DIR)/dist-full" cargo test --release --test e2e -- --bench
	python3 tools/sizes.py seeds=$(E2E_DIR)/dist-seeds:seeds full=$(E2E_DIR)/dist-full:$(FULL_SEEDS)

# MiniSearch, FlexSearch and Orama (pinned in tools/anchors/package-lock.json) beside this engine
# in the same headless Chromium, full corpus, same replay (~15 min; BENCHMARKS.md).
bench-anchors: tools browser
	npm ci --prefix tools/anchors --no-audit --no-fund
	SEEDS_DIR=$(FULL_SEEDS) trunk build --release --features bench --dist $(E2E_DIR)/dist-full
	BENCH_DISTS="full=$(E2E_DIR)/dist-full" BENCH_CORPUS=$(FULL_SEEDS) cargo test --release --test e2e -- --anchors

# Bytes live and peak after each stage of the app's sliced build on the full corpus, natively
# (a counting allocator; wasm memory never shrinks, so the peak is what the page keeps).
heap: fetch
	cargo run --release --example heap

# Download sizes of the bench builds (make bench-browser prints them too): wasm raw, gzip,
# brotli, the seed text's brotli, and the app without the corpus.
sizes: compressor
	python3 tools/sizes.py seeds=$(E2E_DIR)/dist-seeds:seeds full=$(E2E_DIR)/dist-full:$(FULL_SEEDS)
