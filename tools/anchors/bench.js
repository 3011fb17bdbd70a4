// The JavaScript engines of `make bench-anchors` on the same corpus and the same as-you-type
// replay as the explorer's own engine (tests/e2e/bench.rs drives this page over WebDriver).
// `window.runAnchors(files, queriesText)` starts the run; `window.__anchors` holds the result
// (JSON text) when it is done, or `{ error }`.
import MiniSearch from './node_modules/minisearch/dist/es/index.js';
import FlexSearch from './node_modules/flexsearch/dist/flexsearch.bundle.module.min.mjs';
import { create, insertMultiple, search } from './node_modules/@orama/orama/dist/browser/index.js';

// The seed format: a title line, then paragraphs separated by blank lines.
function papers(text) {
  const lines = text.split(/\r\n|\r|\n/).slice(1);
  const out = [];
  let paragraph = [];
  for (const line of lines.concat([''])) {
    if (line.trim() === '') {
      if (paragraph.length) out.push(paragraph.join(' '));
      paragraph = [];
    } else {
      paragraph.push(line.trim());
    }
  }
  return out;
}

// Every prefix (by code point) of every query, as in src/core/bench_support/replay.rs.
function keystrokes(queriesText) {
  const queries = queriesText.split('\n').map(l => l.trimEnd()).filter(l => l.trim() && !l.startsWith('#'));
  const keys = [];
  for (const q of queries) {
    const chars = [...q];
    for (let i = 1; i <= chars.length; i++) keys.push(chars.slice(0, i).join(''));
  }
  return { queries: queries.length, keys };
}

const heap = () => (performance.memory ? performance.memory.usedJSHeapSize : NaN);
const collect = () => { if (window.gc) window.gc(); };
const pause = () => new Promise(r => setTimeout(r, 0));

// Each engine as used for as-you-type search: prefix matching of the last word and typo
// tolerance where the engine has it; every result is returned (the counts are compared).
const ENGINES = {
  'MiniSearch 7.2.0': {
    build: docs => {
      const index = new MiniSearch({ fields: ['text'] });
      index.addAll(docs);
      return index;
    },
    search: (index, q) => index.search(q, { prefix: true, fuzzy: 0.2, combineWith: 'AND' }).length,
  },
  'FlexSearch 0.8.212': {
    build: docs => {
      const index = new FlexSearch.Index({ tokenize: 'forward' });
      for (const d of docs) index.add(d.id, d.text);
      return index;
    },
    search: (index, q) => index.search(q, { limit: 100000 }).length,
  },
  'Orama 3.1.18': {
    build: async docs => {
      const db = create({ schema: { text: 'string' } });
      // Orama wants string ids.
      await insertMultiple(db, docs.map(d => ({ id: String(d.id), text: d.text })), 1000);
      return db;
    },
    search: async (db, q) => (await search(db, { term: q, tolerance: 1, limit: 10 })).count,
  },
};

function percentile(sorted, q) {
  return sorted.length ? sorted[Math.round((sorted.length - 1) * q)] : NaN;
}

async function run(files, queriesText) {
  const docs = [];
  for (const file of files) {
    const response = await fetch(`/corpus/${encodeURIComponent(file)}`);
    if (!response.ok) throw new Error(`corpus file ${file}: HTTP ${response.status}`);
    for (const text of papers(await response.text())) docs.push({ id: docs.length, text });
  }
  const { queries, keys } = keystrokes(queriesText);
  const results = [];
  for (const [name, engine] of Object.entries(ENGINES)) {
    collect();
    await pause();
    const before = heap();
    const started = performance.now();
    let index = await engine.build(docs);
    const buildMs = performance.now() - started;
    collect();
    await pause();
    const heapBytes = heap() - before;
    const times = [];
    let hits = 0;
    let yielded = performance.now();
    for (const key of keys) {
      const t = performance.now();
      hits += await engine.search(index, key);
      const end = performance.now();
      times.push(end - t);
      // Let WebDriver's polls in between (they are not timed).
      if (end - yielded > 200) { await pause(); yielded = performance.now(); }
    }
    times.sort((a, b) => a - b);
    results.push({
      name, papers: docs.length, queries, keystrokes: keys.length, build_ms: buildMs, heap_bytes: heapBytes,
      p50_ms: percentile(times, 0.5), p95_ms: percentile(times, 0.95), max_ms: times[times.length - 1], hits,
    });
    index = null;
  }
  return results;
}

window.runAnchors = (files, queriesText) => {
  window.__anchors = null;
  run(files, queriesText)
    .then(r => { window.__anchors = JSON.stringify(r); })
    .catch(e => { window.__anchors = JSON.stringify({ error: String(e && e.stack || e) }); });
};
