//! What taking the name out of a gist, or LaTeX's spacing, leaves behind: the quotes that held
//! the name ("a no-regret algorithm, called ` `, that …", "' ', a novel … method") and the
//! non-breaking "~" before a parenthesis or at a word's end ("a … framework~(Co-Prop)",
//! "Questions~ for"). Stop 33: 11 and 12 development gists, the readers' "garbled" gists of
//! round 36. One pass over the gist each: linear in its length.

use std::borrow::Cow;

use crate::core::derive::charge;

/// Quote marks that held a name.
const QUOTES: &[char] = &['`', '\'', '"', '‘', '’', '“', '”'];

/// `gist` without quotes that hold nothing but spaces, and without the words that only named
/// what they held (", called ,", "named"): "a no-regret algorithm, called ` `, that provably
/// solves …" → "a no-regret algorithm that provably solves …".
pub fn without_empty_quotes(gist: &str) -> Cow<'_, str> {
    if !gist.contains(QUOTES) {
        return Cow::Borrowed(gist);
    }
    let chars: Vec<char> = gist.chars().collect();
    let mut out = String::with_capacity(gist.len());
    let mut i = 0;
    let mut removed = false;
    while i < chars.len() {
        // A run of quote marks and spaces that starts and ends with a quote and holds no letter.
        if QUOTES.contains(&chars[i]) {
            let mut j = i;
            while j < chars.len() && (QUOTES.contains(&chars[j]) || chars[j] == ' ') {
                j += 1;
            }
            charge(j - i);
            let mut end = j;
            while end > i && chars[end - 1] == ' ' {
                end -= 1;
            }
            let quotes = chars[i..end].iter().filter(|c| QUOTES.contains(c)).count();
            // Two marks at least ("` `", "''", "“”"): an apostrophe alone ("models' ") stays;
            // and not against a word, where they close or open a quote ("enough’’ for").
            let apart = |c: Option<&char>| c.is_none_or(|c| !c.is_alphanumeric());
            if quotes >= 2
                && end > i + 1
                && apart(i.checked_sub(1).and_then(|k| chars.get(k)))
                && apart(chars.get(end))
            {
                removed = true;
                i = end;
                continue;
            }
            // Kept whole: the run is read once, not again from each of its marks.
            out.extend(&chars[i..j]);
            i = j;
            continue;
        }
        charge(1);
        out.push(chars[i]);
        i += 1;
    }
    if !removed {
        return Cow::Borrowed(gist);
    }
    let mut tidy = out.replace("()", "");
    for naming in [", called ,", ", named ,", ", dubbed ,", ", termed ,"] {
        tidy = tidy.replace(naming, ",");
    }
    for naming in [" called ,", " named ,", " dubbed ,", " termed ,"] {
        tidy = tidy.replace(naming, ",");
    }
    let tidy = collapse_spaces(&tidy).replace(" ,", ",").replace(", ,", ",");
    let tidy = tidy.trim_start_matches([',', ' ', '—', '–', '-', ':']).trim_end();
    Cow::Owned(tidy.replace(",,", ","))
}

/// `gist` with LaTeX's non-breaking "~" read as the space it is, except before a digit, where it
/// means "about" ("~1.3 M entities").
pub fn without_tildes(gist: &str) -> Cow<'_, str> {
    if !gist.contains('~') {
        return Cow::Borrowed(gist);
    }
    let mut out = String::with_capacity(gist.len());
    let mut chars = gist.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '~' && !chars.peek().is_some_and(char::is_ascii_digit) {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    let out = collapse_spaces(&out).replace(" ,", ",").replace(" .", ".");
    Cow::Owned(out.trim().to_string())
}

/// Runs of spaces as one.
fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last_space = false;
    for c in text.chars() {
        if c == ' ' && last_space {
            continue;
        }
        last_space = c == ' ';
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_that_held_the_name_go_with_the_words_that_named_it() {
        let cases = [
            (
                "a no-regret algorithm, called ` `, that provably solves LLF problems",
                "a no-regret algorithm, that provably solves LLF problems",
            ),
            ("` `, a Mixture-of-LoRA based routing approach", "a Mixture-of-LoRA based routing approach"),
            (
                "' ', a novel Latent Rectified Flow Feature Distillation method",
                "a novel Latent Rectified Flow Feature Distillation method",
            ),
            (
                "Gain-based LOss Weighting (` `), an adaptive method",
                "Gain-based LOss Weighting, an adaptive method",
            ),
            (
                "a compensation mechanism, named “”, that operates by subtraction",
                "a compensation mechanism, that operates by subtraction",
            ),
            (
                "a comprehensive benchmark framework ` ` to evaluate GNNs",
                "a comprehensive benchmark framework to evaluate GNNs",
            ),
            (
                "' ' — a standardized dataset of glomerular responses",
                "a standardized dataset of glomerular responses",
            ),
        ];
        for (gist, want) in cases {
            assert_eq!(without_empty_quotes(gist), want, "{gist}");
        }
        // Quotes around words, and an apostrophe, stay.
        for kept in
            ["real image data is “Gaussian enough’’ for the HEA", "the models' outputs 'as is'", "plain text"]
        {
            assert_eq!(without_empty_quotes(kept), kept);
        }
    }

    #[test]
    fn a_non_breaking_space_is_a_space_and_an_approximate_number_keeps_its_sign() {
        assert_eq!(
            without_tildes("a Collaborative Hybrid Propagator Framework~(Co-Prop) for segmentation"),
            "a Collaborative Hybrid Propagator Framework (Co-Prop) for segmentation"
        );
        assert_eq!(
            without_tildes("Contact Searching Questions~ for Large Language Models"),
            "Contact Searching Questions for Large Language Models"
        );
        assert_eq!(
            without_tildes("grounded in real-world usage, i.e.,~user instructions"),
            "grounded in real-world usage, i.e., user instructions"
        );
        assert_eq!(without_tildes("a framework~"), "a framework");
        assert_eq!(
            without_tildes("a knowledge graph of ~1.3 M entities"),
            "a knowledge graph of ~1.3 M entities"
        );
    }

    #[test]
    fn hostile_runs_of_quotes_and_tildes_are_read_once() {
        use crate::core::derive::LOOKED_AT;
        let work = |text: &str| {
            LOOKED_AT.with(|seen| seen.set(0));
            let _ = without_empty_quotes(text);
            LOOKED_AT.with(|seen| seen.get())
        };
        // A run against a word is kept whole: twice the marks, twice the look.
        let run = |marks: usize| "` ".repeat(marks).trim_end().to_string() + "word";
        let (small, large) = (work(&run(20_000)), work(&run(40_000)));
        assert!(large <= small * 21 / 10, "{small} → {large}");
        assert_eq!(without_empty_quotes(&run(1_000)), run(1_000));
        // Removed whole.
        let quotes = "` ".repeat(50_000) + "a method";
        assert_eq!(without_empty_quotes(&quotes), "a method");
        let tildes = "~".repeat(100_000);
        assert_eq!(without_tildes(&tildes), "");
    }
}
