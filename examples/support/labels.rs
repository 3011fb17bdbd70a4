//! The labelled ICLR 2026 papers (`../shared/corpus/iclr2026/labels.jsonl`) and the fixed
//! development / held-out split used by `make train` and `make eval`: a paper is held out when
//! the XXH3 hash of its OpenReview id is divisible by 5 (about 20%). Training and tuning only
//! ever see the development part.

#![allow(dead_code)] // each example reads different fields

pub const LABELS: &str = "../shared/corpus/iclr2026/labels.jsonl";

/// One labelled paper.
pub struct Labelled {
    pub id: String,
    pub title: String,
    pub keywords: Vec<String>,
    pub primary_area: String,
    pub text: String,
}

/// True for the held-out part.
pub fn is_held_out(id: &str) -> bool {
    xxhash_rust::xxh3::xxh3_64(id.as_bytes()).is_multiple_of(5)
}

/// Reads every labelled paper; exits with a clear message when the file is missing.
pub fn load() -> Vec<Labelled> {
    let text = std::fs::read_to_string(LABELS).unwrap_or_else(|e| {
        eprintln!("{LABELS} is needed ({e}); it lives in ../shared beside this clone");
        std::process::exit(2);
    });
    text.lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .map(|v| Labelled {
            id: v["id"].as_str().unwrap_or_default().to_string(),
            title: v["title"].as_str().unwrap_or_default().to_string(),
            keywords: v["keywords"]
                .as_array()
                .map(|k| k.iter().filter_map(|k| k.as_str().map(String::from)).collect())
                .unwrap_or_default(),
            primary_area: v["primary_area"].as_str().unwrap_or_default().to_string(),
            text: v["abstract"].as_str().unwrap_or_default().to_string(),
        })
        .collect()
}
