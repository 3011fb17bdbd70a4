//! The URL codec, case by case: leniency, canonical form, hostile query strings.

use super::*;

fn vocabulary() -> Vocabulary {
    Vocabulary::new(&["ICLR 2026 Papers".to_string(), "Workshop Papers".to_string()])
}

fn check(query_string: &str, expected_canonical: &str, notices: &[&str]) {
    let v = vocabulary();
    let (state, got_notices) = UrlState::parse(query_string, &v);
    assert_eq!(state.to_query_string(&v), expected_canonical, "canonical form of {query_string:?}");
    assert_eq!(got_notices.lines(), notices, "notices of {query_string:?}");
}

#[test]
fn parses_leniently_and_renders_canonically() {
    check("", "", &[]);
    check("?q=diffusion+models", "q=diffusion+models", &[]);
    check("paper=0123456789AB&q=a%20b", "q=a+b&paper=0123456789ab", &[]);
    check("q=x&paper=nope&utm=1", "q=x", &["No paper with id 'nope'", "Ignored unknown URL parameter 'utm'"]);
    check("q=first&q=second", "q=first", &["Ignored repeated URL parameter 'q'"]);
    check("q=%FF", "q=%EF%BF%BD", &[]);
    check("&&=&=x&q", "", &[]);
    check(
        "topic=world-models&area=optimization&area=reinforcement-learning&area=-datasets-and-benchmarks",
        "area=-datasets-and-benchmarks&area=reinforcement-learning&area=optimization&topic=world-models",
        &[],
    );
    check("topic=foo&topic=agents", "topic=agents", &["Ignored unknown topic 'foo'"]);
    // A retired topic slug from an old link selects the topic it became, and says so.
    check(
        "topic=-watermarking-backdoors&q=x",
        "q=x&topic=-watermarking",
        &["The topic 'watermarking-backdoors' is now 'Watermarking & deepfake detection'"],
    );
    check("code=yes&code=-yes", "code=-yes", &[]);
    check("sort=corpus&sort=relevance", "sort=corpus", &["Ignored repeated URL parameter 'sort'"]);
    check("sort=newest", "", &["Ignored unknown sort 'newest'"]);
    check("collection=workshop-papers&mod=-video", "mod=-video&collection=workshop-papers", &[]);
    check("x=1&x=1&x=1&q=a", "q=a", &["Ignored unknown URL parameter 'x'"]);
    check("paper=%E2%80%AEabc", "", &["No paper with id 'abc'"]);
}

#[test]
fn hostile_query_strings_give_a_bounded_answer() {
    let v = vocabulary();
    let many_keys: String = (0..25_000).map(|i| format!("k{i}=1&")).collect();
    let (state, notices) = UrlState::parse(&format!("{many_keys}q=kept"), &v);
    assert_eq!(state.query, "kept");
    assert_eq!(notices.lines().len(), crate::core::notices::MAX_NOTICES + 1);

    let long = format!("q={}", "a-".repeat(50_000));
    let (state, notices) = UrlState::parse(&long, &v);
    assert_eq!(state.query.chars().count(), MAX_QUERY_CHARS);
    assert_eq!(notices.lines(), ["Search text shortened to its first 1000 characters"]);

    let repeated = "area=optimization&".repeat(20_000) + "area=-optimization";
    let (state, notices) = UrlState::parse(&repeated, &v);
    assert_eq!(state.to_query_string(&v), "area=-optimization");
    assert!(notices.is_empty());
}

#[test]
fn lists_views_and_shared_ids() {
    check("list=saved&view=compact&q=x", "q=x&list=saved&view=compact", &[]);
    check("view=list&list=all", "", &["Ignored unknown list 'all'"]);
    check("view=grid", "", &["Ignored unknown view 'grid'"]);
    check(
        "ids=0000000000ab,%200000000000CD ,nope,0000000000ab,,x",
        "ids=0000000000ab,0000000000cd",
        &["Ignored 2 malformed paper ids in the shared list"],
    );
    check("ids=0000000000ab%2C0000000000cd", "ids=0000000000ab,0000000000cd", &[]);
    let many: Vec<String> = (0..MAX_SHARED_IDS as u64 + 50).map(|n| format!("{n:012x}")).collect();
    let (state, notices) = UrlState::parse(&format!("ids={}", many.join(",")), &vocabulary());
    assert_eq!(state.ids.len(), MAX_SHARED_IDS);
    assert_eq!(notices.lines(), ["The shared list was shortened to its first 1000 papers"]);
}

#[test]
fn selections_toggle_and_clear() {
    let v = vocabulary();
    let area = v.position(Facet::AREA, "optimization").unwrap_or(0);
    let state = UrlState::default().with_selection(Facet::AREA, area, Some(false));
    assert_eq!(state.to_query_string(&v), "area=optimization");
    let state = state.with_selection(Facet::AREA, area, Some(true));
    assert_eq!(state.to_query_string(&v), "area=-optimization");
    assert_eq!(state.with_selection(Facet::AREA, area, None), UrlState::default());
}
