//! The as-you-type replay used by the benchmarks (natively with criterion, and in the browser on
//! the wasm build): every prefix of every query in `benches/queries.txt`, as a person typing it
//! would send them; and the hostile queries a crafted link can send ([`hostile_queries`]).

/// The queries of a replay file: one a line; `#` lines and blank lines are skipped.
pub fn queries(file: &str) -> Vec<&str> {
    file.lines().map(str::trim_end).filter(|l| !l.trim().is_empty() && !l.starts_with('#')).collect()
}

/// Every prefix (by characters) of every query, in typing order.
pub fn keystrokes<'q>(queries: &[&'q str]) -> Vec<&'q str> {
    queries.iter().flat_map(|q| q.char_indices().map(|(i, c)| &q[..i + c.len_utf8()])).collect()
}

/// Search texts a crafted link or a paste can send, past every query cap: what each costs is
/// benchmarked natively and in the browser, and bounded by `tests/untrusted.rs`.
pub fn hostile_queries() -> Vec<(&'static str, String)> {
    vec![
        ("a phrase of 5,000 words", format!("\"{}\"", "the ".repeat(5_000))),
        ("a 50,000-part compound", "the-".repeat(50_000) + "the"),
        ("50 phrases of common words", "\"the of and a in\" ".repeat(50)),
        ("300 common words", "the of and to a in is for we that ".repeat(30)),
        ("400 exclusions", "-the -of -and ".repeat(400) + "model"),
        ("200 unknown words (typo lookups)", "zzzzzzzzzq ".repeat(200)),
        ("an open phrase ending in one letter", "\"large language m".to_string()),
    ]
}

/// `(p50, p95, max)` of a sample (sorted in place).
pub fn percentiles(samples: &mut [f64]) -> (f64, f64, f64) {
    if samples.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    samples.sort_by(f64::total_cmp);
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    (at(0.50), at(0.95), samples[samples.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replays_every_prefix() {
        let file = "# comment\nab\n\nxé\n";
        let q = queries(file);
        assert_eq!(q, ["ab", "xé"]);
        assert_eq!(keystrokes(&q), ["a", "ab", "x", "xé"]);
        let mut s = [5.0, 1.0, 3.0, 2.0, 4.0];
        assert_eq!(percentiles(&mut s), (3.0, 5.0, 5.0));
    }
}
