//! Typo distance: optimal-string-alignment (Damerau–Levenshtein without repeated edits of one
//! substring), so a transposition ("modle" → "model") is one typo, as in Meilisearch and Algolia.
//! Bounded: gives up as soon as the distance must exceed the budget.

/// Typos allowed for a word of `chars` characters: none under 5, 1 for 5–8, 2 for 9 or more.
pub fn allowed_typos(chars: usize) -> usize {
    match chars {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// The OSA distance between `a` and `b` if it is at most `max`, else `None`.
pub fn bounded_distance(a: &[char], b: &[char], max: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    let width = b.len() + 1;
    let mut before: Vec<usize> = vec![0; width];
    let mut previous: Vec<usize> = (0..width).collect();
    let mut current: Vec<usize> = vec![0; width];
    for i in 1..=a.len() {
        current[0] = i;
        let mut row_min = current[0];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (previous[j] + 1).min(current[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            current[j] = d;
            row_min = row_min.min(d);
        }
        if row_min > max {
            return None;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    let distance = previous[b.len()];
    (distance <= max).then_some(distance)
}

/// The distance between `word` and the best-matching start of `term` (for a word still being
/// typed), if at most `max`.
pub fn bounded_prefix_distance(word: &[char], term: &[char], max: usize) -> Option<usize> {
    let low = word.len().saturating_sub(max);
    let high = (word.len() + max).min(term.len());
    (low..=high).filter_map(|len| bounded_distance(word, &term[..len], max)).min()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn distance(a: &str, b: &str, max: usize) -> Option<usize> {
        let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
        bounded_distance(&a, &b, max)
    }

    #[test]
    fn counts_edits_and_transpositions() {
        assert_eq!(distance("model", "model", 1), Some(0));
        assert_eq!(distance("modle", "model", 1), Some(1));
        assert_eq!(distance("modl", "model", 1), Some(1));
        assert_eq!(distance("mdoel", "model", 1), Some(1));
        assert_eq!(distance("transfromer", "transformer", 2), Some(1));
        assert_eq!(distance("tranformr", "transformer", 2), Some(2));
        assert_eq!(distance("abc", "xyz", 2), None);
        assert_eq!(distance("", "ab", 2), Some(2));
        let (w, t): (Vec<char>, Vec<char>) = ("difusi".chars().collect(), "diffusion".chars().collect());
        assert_eq!(bounded_prefix_distance(&w, &t, 1), Some(1));
    }

    #[test]
    fn allows_typos_by_length() {
        assert_eq!([4, 5, 8, 9, 20].map(allowed_typos), [0, 1, 1, 2, 2]);
    }
}
