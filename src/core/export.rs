//! Export of the papers in view (results or a list) as CSV, JSON, Markdown or BibTeX — to take
//! a triage away into a spreadsheet, a script, notes or a reference manager.
//!
//! Every format carries, per paper: its id, the derived headline (marked as derived: the corpus
//! has no titles), areas and topics, code links, the reader's note, the explorer URL of the
//! paper and the abstract. CSV follows RFC 4180 (the `csv` crate) and guards spreadsheets
//! against formula injection (a cell starting with `=`, `+`, `-`, `@`, tab or CR gets a `'`
//! first); BibTeX is one `@misc` per paper with every special character escaped, so braces
//! always balance. The tests parse each format with a real parser.

use serde::Serialize;

use crate::core::derive::headline_text;
use crate::core::explorer::Explorer;
use crate::core::facets::Facet;
use crate::core::markup::plain_text;
use crate::core::reading_list::ReadingList;
use crate::core::text::display_text;
use crate::core::view::PaperId;

/// Papers one export writes at most (the first of the view, with a note saying so).
pub const MAX_EXPORT: usize = 2_000;

/// An export format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    Csv,
    Json,
    Markdown,
    Bibtex,
}

impl ExportFormat {
    pub const ALL: [ExportFormat; 4] =
        [ExportFormat::Csv, ExportFormat::Json, ExportFormat::Markdown, ExportFormat::Bibtex];

    pub fn label(self) -> &'static str {
        match self {
            ExportFormat::Csv => "CSV",
            ExportFormat::Json => "JSON",
            ExportFormat::Markdown => "Markdown",
            ExportFormat::Bibtex => "BibTeX",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            ExportFormat::Json => "json",
            ExportFormat::Markdown => "md",
            ExportFormat::Bibtex => "bib",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            ExportFormat::Csv => "text/csv;charset=utf-8",
            ExportFormat::Json => "application/json",
            ExportFormat::Markdown => "text/markdown;charset=utf-8",
            ExportFormat::Bibtex => "application/x-bibtex;charset=utf-8",
        }
    }
}

/// One exported paper.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExportedPaper {
    pub id: String,
    /// "NAME: gist", "NAME goes on …" or the gist alone ([`headline_text`]): derived from the
    /// abstract, not the authors' title.
    pub derived_headline: String,
    pub areas: Vec<String>,
    pub topics: Vec<String>,
    pub code: Vec<String>,
    pub note: String,
    pub url: String,
    #[serde(rename = "abstract")]
    pub abstract_text: String,
}

/// The papers at `positions`, in that order, ready to write. `page_url` is the explorer's
/// address without a query (each paper's URL is `page_url?paper=<id>`).
pub fn exported_papers(
    explorer: &Explorer,
    positions: &[usize],
    page_url: &str,
    notes: &ReadingList,
) -> Vec<ExportedPaper> {
    positions
        .iter()
        .filter_map(|&position| {
            let detail = explorer.detail(position)?;
            let headline = headline_text(detail.name.as_deref(), &detail.gist);
            Some(ExportedPaper {
                id: detail.id.to_string(),
                derived_headline: headline,
                areas: explorer.facet_labels(Facet::AREA, position),
                topics: explorer.facet_labels(Facet::TOPIC, position),
                code: detail.code_links.clone(),
                note: notes.note(detail.id).unwrap_or_default().to_string(),
                url: paper_url(page_url, detail.id),
                abstract_text: display_text(detail.text).into_owned(),
            })
        })
        .collect()
}

fn paper_url(page_url: &str, id: PaperId) -> String {
    format!("{page_url}?paper={id}")
}

/// Writes the papers in a format.
pub fn export(papers: &[ExportedPaper], format: ExportFormat) -> String {
    match format {
        ExportFormat::Csv => to_csv(papers),
        ExportFormat::Json => serde_json::to_string_pretty(papers).unwrap_or_default(),
        ExportFormat::Markdown => to_markdown(papers),
        ExportFormat::Bibtex => to_bibtex(papers),
    }
}

/// A cell a spreadsheet will not run as a formula.
pub fn spreadsheet_safe(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{cell}") } else { cell.to_string() }
}

const CSV_HEADER: [&str; 8] =
    ["id", "derived_headline", "areas", "topics", "code", "note", "url", "abstract"];

fn to_csv(papers: &[ExportedPaper]) -> String {
    let mut writer = csv::Writer::from_writer(Vec::new());
    let _ = writer.write_record(CSV_HEADER);
    for p in papers {
        let row = [
            p.id.clone(),
            p.derived_headline.clone(),
            p.areas.join("; "),
            p.topics.join("; "),
            p.code.join(" "),
            p.note.clone(),
            p.url.clone(),
            p.abstract_text.clone(),
        ];
        let _ = writer.write_record(row.iter().map(|cell| spreadsheet_safe(cell)));
    }
    writer.into_inner().ok().and_then(|bytes| String::from_utf8(bytes).ok()).unwrap_or_default()
}

/// Markdown text with the characters that would start markup escaped.
fn markdown_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if "\\`*_{}[]()<>#|!~$".contains(c) {
            out.push('\\');
        }
        out.push(if c.is_control() { ' ' } else { c });
    }
    out
}

fn to_markdown(papers: &[ExportedPaper]) -> String {
    let mut out = String::from("# Papers\n\nHeadlines are derived from the abstracts by Paper Explorer.\n");
    for p in papers {
        out.push_str(&format!("\n## {}\n\n", markdown_text(&p.derived_headline)));
        out.push_str(&format!("- Paper: <{}> (id `{}`)\n", p.url, p.id));
        if !p.areas.is_empty() || !p.topics.is_empty() {
            let labels: Vec<String> = p.areas.iter().chain(&p.topics).map(|l| markdown_text(l)).collect();
            out.push_str(&format!("- Derived areas and topics: {}\n", labels.join(", ")));
        }
        for link in &p.code {
            out.push_str(&format!("- Code: <{link}>\n"));
        }
        if !p.note.is_empty() {
            out.push_str(&format!("- Note: {}\n", markdown_text(&p.note)));
        }
        out.push_str(&format!("\n{}\n", markdown_text(&p.abstract_text)));
    }
    out
}

/// BibTeX field text: plain words, every special character escaped, so braces balance.
fn bibtex_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '%' | '&' | '#' | '$' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '"' => out.push_str("''"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn to_bibtex(papers: &[ExportedPaper]) -> String {
    let mut out = String::new();
    for p in papers {
        out.push_str(&format!("@misc{{paper_{},\n", p.id));
        out.push_str(&format!("  title = {{{}}},\n", bibtex_text(&p.derived_headline)));
        out.push_str(
            "  note = {Title derived from the abstract by Paper Explorer; not the authors' title},\n",
        );
        out.push_str(&format!("  url = {{{}}},\n", p.url.replace(['{', '}', '\\'], "")));
        if !p.note.is_empty() {
            out.push_str(&format!("  annote = {{{}}},\n", bibtex_text(&p.note)));
        }
        out.push_str(&format!("  keywords = {{{}}},\n", bibtex_text(&p.topics.join(", "))));
        out.push_str(&format!("  abstract = {{{}}}\n}}\n\n", bibtex_text(&plain_text(&p.abstract_text))));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_spreadsheets_and_escapes_bibtex() {
        assert_eq!(spreadsheet_safe("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        assert_eq!(spreadsheet_safe("-1"), "'-1");
        assert_eq!(spreadsheet_safe("plain"), "plain");
        assert_eq!(bibtex_text("{a} 50% \\x $y$"), "\\{a\\} 50\\% \\textbackslash{}x \\$y\\$");
    }
}
