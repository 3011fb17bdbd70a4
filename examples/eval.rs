//! Measures what the explorer derives against what authors declared (`make eval`); prints the
//! figures recorded in EVALUATION.md. Everything is reported on the held-out part of
//! `labels.jsonl` (see `support/labels.rs`), which training and tuning never see, except the
//! coverage figures (full corpus) and the table of the 38 default seeds (read by a person).
//! `EVAL_DEVELOPMENT=1` prints the name and silver figures and samples of the development part instead,
//! which is the part to read while tuning; `EVAL_VERBOSE=1` lists every miss; `EVAL_READING=60`
//! writes the sample of the reading check to `target/reading_sample.md`; `EVAL_MAP=1` prints only
//! the map figures (`support/map_eval.rs`); `EVAL_MARGINS=id,id` prints those papers' nearest topics,
//! their scorers' margins, name and gist; `EVAL_GISTS=path` writes the development part's names (`EVAL_GISTS_HELD_OUT=1`: the held-out part's),
//! gists, titles, types, modalities and topics, then the silver topics, modalities and types its author
//! keywords give, one paper a line (tab-separated), for counting patterns while tuning.

#[path = "support/labels.rs"]
mod labels;
#[path = "support/map_eval.rs"]
mod map_eval;
#[path = "support/reading_sample.rs"]
mod reading_sample;
#[path = "support/rules.rs"]
mod rules;
#[path = "../tests/support/seed_dir.rs"]
mod seed_dir;
#[path = "support/silver_eval.rs"]
mod silver_eval;

use std::path::Path;
use std::time::Instant;

use paper_explorer::core::corpus::Corpus;
use paper_explorer::core::derive::areas::{AREAS, classify_corpus, embedded_model};
use paper_explorer::core::derive::contribution::CONTRIBUTION_TYPES;
use paper_explorer::core::derive::modality::MODALITIES;
use paper_explorer::core::derive::topics::TOPICS;
use paper_explorer::core::derive::{CorpusFacets, derive_paper};
use paper_explorer::core::markup::plain_text;
use paper_explorer::core::search::SearchEngine;
use seed_dir::{FULL_CORPUS, read_seed_dir};

fn main() {
    let all = labels::load();
    let held_out: Vec<&labels::Labelled> = all.iter().filter(|p| labels::is_held_out(&p.id)).collect();
    let development: Vec<&labels::Labelled> = all.iter().filter(|p| !labels::is_held_out(&p.id)).collect();
    println!("# Evaluation (held-out part: {} of {} labelled papers)\n", held_out.len(), all.len());
    if let Some(count) = std::env::var("EVAL_READING").ok().and_then(|n| n.parse().ok()) {
        reading_sample::write(&held_out, count, "target/reading_sample.md");
        return;
    }
    if let Some(path) = std::env::var_os("EVAL_GISTS") {
        // `EVAL_GISTS_HELD_OUT=1`: the held-out part, to look up the papers a reading check read.
        let development =
            if std::env::var_os("EVAL_GISTS_HELD_OUT").is_some() { &held_out } else { &development };
        let engine = SearchEngine::build(development.iter().map(|p| p.text.as_str()));
        let facets = CorpusFacets::build(engine.index(), &[]);
        let labels = |values: &[u16], names: &dyn Fn(usize) -> &'static str| {
            values.iter().map(|&v| names(v as usize)).collect::<Vec<_>>().join(",")
        };
        let rules = rules::load();
        // The silver labels the author keywords give, per group, for comparing by eye.
        let silver = |p: &labels::Labelled, group: &str| {
            rules
                .iter()
                .filter(|r| r.group == group && r.matches(&p.keywords))
                .map(|r| r.slug.as_str())
                .collect::<Vec<_>>()
                .join(",")
        };
        let lines: Vec<String> = development
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let d = derive_paper(&p.text);
                let types = labels(&facets.types[i], &|t| CONTRIBUTION_TYPES[t].slug);
                let modalities = labels(&facets.modalities[i], &|m| MODALITIES[m].slug);
                let topics = labels(&facets.topics[i], &|t| TOPICS[t].slug);
                format!(
                    "{}\t{}\t{}\t{}\t{types}\t{modalities}\t{topics}\t{}\t{}\t{}",
                    p.id,
                    d.name.unwrap_or_default(),
                    d.gist.unwrap_or_default(),
                    p.title,
                    silver(p, "topic"),
                    silver(p, "modality"),
                    silver(p, "type"),
                )
            })
            .collect();
        std::fs::write(&path, lines.join("\n") + "\n").expect("writing EVAL_GISTS");
        return;
    }
    if let Ok(ids) = std::env::var("EVAL_MARGINS") {
        topic_margins(&all, &ids);
        return;
    }
    if std::env::var_os("EVAL_MAP").is_some() {
        map(&all);
        return;
    }
    if std::env::var_os("EVAL_DEVELOPMENT").is_some() {
        // For tuning: figures and samples from the development part only (the label model is
        // trained on it, so its silver figures flatter the scorers; compare variants, not levels).
        names(&development);
        silver_eval::silver(&development);
        return;
    }
    names(&held_out);
    silver_eval::silver(&held_out);
    areas(&held_out);
    coverage();
    map(&all);
    seeds_table();
}

/// `EVAL_MARGINS=id,id`: each listed paper's nearest topics by the learned scorers alone, with
/// how far past (or short of) each threshold its score is, for seeing why a chip is missing
/// (before gates, repeated evidence and phrases).
fn topic_margins(all: &[labels::Labelled], ids: &str) {
    let model = paper_explorer::core::derive::embedded_label_model();
    let mut shifted = model.clone();
    shifted.scorers.iter_mut().for_each(|s| s.threshold -= 1000.0);
    let slugs: Vec<&str> = TOPICS.iter().map(|t| t.slug).collect();
    for id in ids.split(',').map(str::trim) {
        let Some(paper) = all.iter().find(|p| p.id == id) else {
            println!("{id}: not in labels.jsonl");
            continue;
        };
        let engine = SearchEngine::build(std::iter::once(paper.text.as_str()));
        let mut margins = shifted.label_corpus(engine.index(), &slugs, slugs.len()).remove(0);
        margins.iter_mut().for_each(|m| m.1 -= 1000.0);
        let shown: Vec<String> =
            margins.iter().take(8).map(|&(t, m)| format!("{} {m:+.2}", slugs[t as usize])).collect();
        let derived = derive_paper(&paper.text);
        println!("{id} {}: {}", paper.title, shown.join(", "));
        println!("    name {:?}; gist {:?}", derived.name, derived.gist);
        // The paper's own strongest terms for its three nearest topics (what a chip would say).
        for &(t, _) in margins.iter().take(3) {
            let evidence = model.evidence(engine.index(), slugs[t as usize], 0, 6);
            println!("    {}: {}", slugs[t as usize], evidence.join(", "));
        }
    }
}

/// The map's layout time and neighbourhood quality on the full corpus (`support/map_eval.rs`).
fn map(all: &[labels::Labelled]) {
    let files = read_seed_dir(Path::new(FULL_CORPUS)).unwrap_or_default();
    match Corpus::build(&files) {
        Ok(corpus) => map_eval::map_quality(&corpus, all),
        Err(_) => println!("(the full corpus at {FULL_CORPUS} could not be read)"),
    }
}

/// "NAME: rest of title" with a one-token NAME (markup removed).
fn title_name(title: &str) -> Option<String> {
    let (head, rest) = title.split_once(':')?;
    let head = plain_text(head.trim());
    (!head.is_empty() && !head.contains(char::is_whitespace) && !rest.trim().is_empty()).then_some(head)
}

/// True when `name` occurs in `text` as a whole token (not inside a longer word).
fn occurs_as_token(text: &str, name: &str) -> bool {
    let boundary = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '-'));
    text.match_indices(name).any(|(i, _)| {
        boundary(text[..i].chars().next_back()) && boundary(text[i + name.len()..].chars().next())
    })
}

fn names(papers: &[&labels::Labelled]) {
    let (mut with_prefix, mut correct, mut without_prefix, mut named_anyway) = (0, 0, 0, 0);
    let mut misses = Vec::new();
    let mut extra = Vec::new();
    for p in papers {
        let derived = derive_paper(&p.text).name;
        match title_name(&p.title) {
            Some(name) if occurs_as_token(&plain_text(&p.text), &name) => {
                with_prefix += 1;
                if derived.as_deref() == Some(name.as_str()) {
                    correct += 1;
                } else if misses.len() < 12 || std::env::var_os("EVAL_VERBOSE").is_some() {
                    let plain = plain_text(&p.text);
                    let at = plain.find(&name).unwrap_or(0);
                    let context: String =
                        plain[plain.floor_char_boundary(at.saturating_sub(60))..].chars().take(110).collect();
                    misses.push(format!(
                        "- title `{name}`, derived `{}` — …{context}…",
                        derived.unwrap_or_default()
                    ));
                }
            }
            Some(_) => {}
            None => {
                without_prefix += 1;
                if let Some(d) = derived {
                    named_anyway += 1;
                    if extra.len() < 12 {
                        extra.push(format!("- `{d}` — title: {}", p.title));
                    }
                }
            }
        }
    }
    println!("## Method names\n");
    println!("| measure | papers | result | target |\n|---|---|---|---|");
    println!(
        "| title `NAME: …` (NAME in the abstract): derived name = NAME | {with_prefix} | **{:.1}%** | ≥ 92% (issue 10) |",
        pct(correct, with_prefix)
    );
    println!(
        "| title without such a prefix: given a name anyway | {without_prefix} | **{:.1}%** | ≤ 15% |",
        pct(named_anyway, without_prefix)
    );
    println!(
        "\nSample misses:\n{}\n\nSample names given without a title prefix:\n{}\n",
        misses.join("\n"),
        extra.join("\n")
    );
}

fn areas(papers: &[&labels::Labelled]) {
    let engine = SearchEngine::build(papers.iter().map(|p| p.text.as_str()));
    let ranked = classify_corpus(engine.index(), &embedded_model());
    let (mut top1, mut top3, mut counted) = (0, 0, 0);
    for (p, r) in papers.iter().zip(&ranked) {
        let Some(c) = AREAS.iter().position(|(_, label, _)| *label == p.primary_area) else {
            continue;
        };
        counted += 1;
        top1 += usize::from(r.first().is_some_and(|x| x.0 as usize == c));
        top3 += usize::from(r.iter().take(3).any(|x| x.0 as usize == c));
    }
    println!("## Primary areas\n");
    println!("| measure | papers | result | target |\n|---|---|---|---|");
    println!("| top-1 agreement with `primary_area` | {counted} | **{:.1}%** | ≥ 60% |", pct(top1, counted));
    println!("| top-3 agreement | {counted} | **{:.1}%** | ≥ 85% |\n", pct(top3, counted));
}

fn coverage() {
    let files = read_seed_dir(Path::new(FULL_CORPUS)).unwrap_or_default();
    let Ok(corpus) = Corpus::build(&files) else {
        println!("(the full corpus at {FULL_CORPUS} could not be read)");
        return;
    };
    let engine = SearchEngine::build(corpus.papers.iter().map(|p| &*p.text));
    let started = Instant::now();
    let facets = CorpusFacets::build(engine.index(), &[]);
    let facets_ms = started.elapsed().as_secs_f64() * 1e3;
    let started = Instant::now();
    let named = corpus.papers.iter().filter(|p| derive_paper(&p.text).name.is_some()).count();
    let per_paper_ms = started.elapsed().as_secs_f64() * 1e3;
    let n = corpus.papers.len();
    let covered = |lists: &[Vec<u16>]| lists.iter().filter(|l| !l.is_empty()).count();
    println!("## Coverage on the full corpus ({n} papers)\n");
    println!("| derivation | papers with ≥ 1 value | share |\n|---|---|---|");
    println!(
        "| topics | {} | **{:.1}%** (target ≥ 90%) |",
        covered(&facets.topics),
        pct(covered(&facets.topics), n)
    );
    println!("| contribution type | {} | {:.1}% |", covered(&facets.types), pct(covered(&facets.types), n));
    println!("| modality | {} | {:.1}% |", covered(&facets.modalities), pct(covered(&facets.modalities), n));
    println!(
        "| code link | {} | {:.1}% |",
        facets.has_code.iter().filter(|&&c| c).count(),
        pct(facets.has_code.iter().filter(|&&c| c).count(), n)
    );
    println!("| method name | {named} | {:.1}% |", pct(named, n));
    let sizes = |lists: &[Vec<u16>], count: usize| {
        let mut sizes = vec![0usize; count];
        for l in lists {
            for &v in l {
                sizes[v as usize] += 1;
            }
        }
        sizes
    };
    let topic_sizes = sizes(&facets.topics, TOPICS.len());
    let mut order: Vec<usize> = (0..TOPICS.len()).collect();
    order.sort_by_key(|&t| std::cmp::Reverse(topic_sizes[t]));
    println!("\n{} topics; the 10 biggest (target: none above 25%):\n", TOPICS.len());
    println!("| topic | papers | share |\n|---|---|---|");
    for &t in order.iter().take(10) {
        println!("| {} | {} | {:.1}% |", TOPICS[t].label, topic_sizes[t], pct(topic_sizes[t], n));
    }
    let smallest =
        order.last().map(|&t| format!("{} ({})", TOPICS[t].label, topic_sizes[t])).unwrap_or_default();
    println!("\nSmallest topic: {smallest}.\n");
    for (name, lists, categories) in [
        ("Contribution types", &facets.types, CONTRIBUTION_TYPES),
        ("Modalities", &facets.modalities, MODALITIES),
    ] {
        let s = sizes(lists, categories.len());
        let line: Vec<String> =
            categories.iter().zip(&s).map(|(c, k)| format!("{} {:.1}%", c.label, pct(*k, n))).collect();
        println!("{name}: {}.\n", line.join(" · "));
    }
    let area_sizes = {
        let mut s = vec![0usize; AREAS.len()];
        for r in &facets.areas {
            if let Some(first) = r.first() {
                s[first.0 as usize] += 1;
            }
        }
        s
    };
    let biggest_area = area_sizes
        .iter()
        .enumerate()
        .max_by_key(|(_, k)| **k)
        .map(|(a, k)| format!("{} ({:.1}%)", AREAS[a].2, pct(*k, n)))
        .unwrap_or_default();
    println!("Largest top area: {biggest_area}.\n");
    println!(
        "Native timing on this machine: corpus-wide facets {facets_ms:.0} ms; name + gist + entities of all {n} abstracts {per_paper_ms:.0} ms (`make eval`). The browser figures are in BENCHMARKS.md.\n"
    );
}

fn seeds_table() {
    let files = read_seed_dir(Path::new("seeds")).unwrap_or_default();
    let Ok(corpus) = Corpus::build(&files) else {
        return;
    };
    let engine = SearchEngine::build(corpus.papers.iter().map(|p| &*p.text));
    let facets = CorpusFacets::build(engine.index(), &[]);
    println!("## The 38 default seeds, for a person to read\n");
    println!("| # | name | gist | area | topics | type |\n|---|---|---|---|---|---|");
    for (i, paper) in corpus.papers.iter().enumerate() {
        let d = derive_paper(&paper.text);
        let area = facets.areas[i]
            .first()
            .map(|a| format!("{} ({:.0}%)", AREAS[a.0 as usize].2, a.1 * 100.0))
            .unwrap_or_default();
        let topics: Vec<&str> = facets.topics[i].iter().take(3).map(|&t| TOPICS[t as usize].label).collect();
        let types: Vec<&str> =
            facets.types[i].iter().map(|&t| CONTRIBUTION_TYPES[t as usize].label).collect();
        println!(
            "| {} | {} | {} | {area} | {} | {} |",
            i + 1,
            d.name.unwrap_or_else(|| "—".into()),
            d.gist.unwrap_or_else(|| "—".into()).replace('|', "\\|"),
            topics.join(", "),
            types.join(", ")
        );
    }
}

fn pct(part: usize, whole: usize) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}
