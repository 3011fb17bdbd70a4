//! The view state and its one codec: [`UrlState`] ⇄ URL query string.
//!
//! The URL query string is the only source of view state. Parsing is lenient and never fails:
//! unknown keys and malformed values are dropped, each with a notice for the UI, and everything
//! valid still applies. Rendering writes only non-default values, in the canonical key order of
//! [`UrlKey::ALL`], so equal views have equal URLs.

use crate::core::corpus::PaperId;

/// Every URL parameter the explorer understands; the single source of truth for their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlKey {
    /// The search box text, verbatim.
    Query,
    /// The id of the open paper.
    Paper,
}

impl UrlKey {
    /// All keys, in the canonical order in which they are written.
    pub const ALL: [UrlKey; 2] = [UrlKey::Query, UrlKey::Paper];

    pub fn as_str(self) -> &'static str {
        match self {
            UrlKey::Query => "q",
            UrlKey::Paper => "paper",
        }
    }

    pub fn from_name(name: &str) -> Option<UrlKey> {
        UrlKey::ALL.into_iter().find(|key| key.as_str() == name)
    }
}

/// Everything that determines what the explorer shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UrlState {
    /// The search text exactly as typed (trailing spaces included, so typing is not disturbed).
    pub query: String,
    /// The paper whose detail view is open.
    pub paper: Option<PaperId>,
}

/// Longest paper-id text quoted back in a notice.
const MAX_QUOTED_CHARS: usize = 40;

fn quoted(value: &str) -> String {
    let mut shown: String = value.chars().take(MAX_QUOTED_CHARS).collect();
    if value.chars().count() > MAX_QUOTED_CHARS {
        shown.push('…');
    }
    shown
}

impl UrlState {
    /// Parses a query string (with or without the leading `?`). Never fails: problems come back
    /// as human-readable notices and the offending part is ignored.
    pub fn parse(query_string: &str) -> (UrlState, Vec<String>) {
        let query_string = query_string.strip_prefix('?').unwrap_or(query_string);
        let mut state = UrlState::default();
        let mut notices = Vec::new();
        let mut seen: Vec<UrlKey> = Vec::new();
        for (name, value) in form_urlencoded::parse(query_string.as_bytes()) {
            if name.is_empty() {
                continue;
            }
            let Some(key) = UrlKey::from_name(&name) else {
                notices.push(format!("Ignored unknown URL parameter '{}'", quoted(&name)));
                continue;
            };
            if seen.contains(&key) {
                notices.push(format!("Ignored repeated URL parameter '{}'", key.as_str()));
                continue;
            }
            seen.push(key);
            match key {
                UrlKey::Query => state.query = value.into_owned(),
                UrlKey::Paper => match PaperId::parse(&value) {
                    Some(id) => state.paper = Some(id),
                    None => notices.push(format!("No paper with id '{}'", quoted(&value))),
                },
            }
        }
        (state, notices)
    }

    /// The canonical query string, without the leading `?`; empty for the default view.
    pub fn to_query_string(&self) -> String {
        let mut out = form_urlencoded::Serializer::new(String::new());
        for key in UrlKey::ALL {
            match key {
                UrlKey::Query if !self.query.is_empty() => {
                    out.append_pair(key.as_str(), &self.query);
                }
                UrlKey::Paper => {
                    if let Some(id) = self.paper {
                        out.append_pair(key.as_str(), &id.to_string());
                    }
                }
                UrlKey::Query => {}
            }
        }
        out.finish()
    }

    /// The same view with another search text.
    pub fn with_query(&self, query: &str) -> UrlState {
        UrlState {
            query: query.to_string(),
            ..self.clone()
        }
    }

    /// The same view with another (or no) open paper.
    pub fn with_paper(&self, paper: Option<PaperId>) -> UrlState {
        UrlState {
            paper,
            ..self.clone()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(
        query_string: &str,
        expected_query: &str,
        expected_paper: Option<&str>,
        notices: &[&str],
    ) {
        let (state, got_notices) = UrlState::parse(query_string);
        assert_eq!(state.query, expected_query, "query of {query_string:?}");
        assert_eq!(
            state.paper.map(|p| p.to_string()).as_deref(),
            expected_paper,
            "paper of {query_string:?}"
        );
        assert_eq!(got_notices, notices, "notices of {query_string:?}");
    }

    #[test]
    fn parses_leniently() {
        check("", "", None, &[]);
        check("?q=diffusion+models", "diffusion models", None, &[]);
        check(
            "q=a%20b&paper=0123456789ab",
            "a b",
            Some("0123456789ab"),
            &[],
        );
        check("paper=0123456789AB", "", Some("0123456789ab"), &[]);
        check(
            "q=x&paper=nope&utm=1",
            "x",
            None,
            &[
                "No paper with id 'nope'",
                "Ignored unknown URL parameter 'utm'",
            ],
        );
        check(
            "q=first&q=second",
            "first",
            None,
            &["Ignored repeated URL parameter 'q'"],
        );
        check("q=%ZZ%", "%ZZ%", None, &[]);
        check("q=%FF", "\u{FFFD}", None, &[]);
        check("&&=&=x&q", "", None, &[]);
    }

    #[test]
    fn renders_canonically() {
        let state = UrlState {
            query: "llm agents ".into(),
            paper: PaperId::parse("00000000002a"),
        };
        assert_eq!(state.to_query_string(), "q=llm+agents+&paper=00000000002a");
        assert_eq!(UrlState::default().to_query_string(), "");
        assert_eq!(UrlState::parse(&state.to_query_string()).0, state);
    }
}
