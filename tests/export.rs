//! Exports parsed back with real parsers (the `csv` crate, `serde_json`, `biblatex`, and a
//! Markdown reading) and compared with the papers exported; hostile text included.

use paper_explorer::core::explorer::Explorer;
use paper_explorer::core::export::{ExportFormat, ExportedPaper, export, exported_papers};
use paper_explorer::core::reading_list::ReadingList;

const PAGE: &str = "https://example.org/iclr/";

fn explorer() -> &'static Explorer {
    static EXPLORER: std::sync::OnceLock<Explorer> = std::sync::OnceLock::new();
    EXPLORER.get_or_init(|| {
        let hostile = "Hostile Papers\n\n=HYPERLINK(\"http://evil.example\") is how a {malicious} abstract with 100% \\textbf{bold} and $x_1^2$ and a \"quote\", a comma, and a\ttab starts.\n\n@SUM(1) another abstract that a spreadsheet would run, with braces } { unbalanced and # % & ~ ^ _ characters too.\n";
        let files = [("seeds/a.txt", include_str!("../seeds/000_dd9f3096acd77cee.txt")), ("hostile.txt", hostile)];
        let explorer = Explorer::from_seed_files(&files).expect("the seeds parse");
        explorer.built();
        explorer
    })
}

fn papers(notes: &ReadingList) -> Vec<ExportedPaper> {
    let explorer = explorer();
    let positions: Vec<usize> = (0..explorer.paper_count()).rev().take(12).collect();
    exported_papers(explorer, &positions, PAGE, notes)
}

fn with_a_note() -> ReadingList {
    let mut list = ReadingList::new();
    let id = explorer().paper_id(explorer().paper_count() - 1).expect("a paper");
    list.save(id, 1.0);
    list.set_note(id, "=cmd|' /C calc'!A0 read first, \"really\"");
    list
}

#[test]
fn csv_parses_back_to_the_papers_and_never_starts_a_formula() {
    let notes = with_a_note();
    let papers = papers(&notes);
    let text = export(&papers, ExportFormat::Csv);
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header: Vec<String> = reader.headers().expect("a header").iter().map(String::from).collect();
    assert_eq!(header, ["id", "derived_headline", "areas", "topics", "code", "note", "url", "abstract"]);
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a record")).collect();
    assert_eq!(rows.len(), papers.len());
    for (row, paper) in rows.iter().zip(&papers) {
        assert_eq!(&row[0], paper.id);
        assert_eq!(&row[6], paper.url);
        for cell in row.iter() {
            assert!(!cell.starts_with(['=', '+', '-', '@']), "a formula-like cell: {cell:.40}");
        }
        let unguarded = row[7].strip_prefix('\'').unwrap_or(&row[7]);
        assert_eq!(unguarded, paper.abstract_text);
    }
    assert!(rows.iter().any(|r| r[5].starts_with("'=cmd")), "the note's formula is guarded");
}

#[test]
fn json_parses_back_to_the_papers() {
    let papers = papers(&with_a_note());
    let value: serde_json::Value = serde_json::from_str(&export(&papers, ExportFormat::Json)).expect("JSON");
    let list = value.as_array().expect("an array");
    assert_eq!(list.len(), papers.len());
    for (item, paper) in list.iter().zip(&papers) {
        assert_eq!(item["id"], paper.id.as_str());
        assert_eq!(item["derived_headline"], paper.derived_headline.as_str());
        assert_eq!(item["abstract"], paper.abstract_text.as_str());
        assert_eq!(item["url"], format!("{PAGE}?paper={}", paper.id).as_str());
    }
}

#[test]
fn bibtex_parses_back_one_entry_per_paper() {
    let papers = papers(&with_a_note());
    let text = export(&papers, ExportFormat::Bibtex);
    let bibliography = biblatex::Bibliography::parse(&text).expect("BibTeX parses");
    assert_eq!(bibliography.len(), papers.len());
    for paper in &papers {
        let entry = bibliography.get(&format!("paper_{}", paper.id)).expect("an entry per paper");
        assert_eq!(entry.entry_type, biblatex::EntryType::Misc);
        let title = entry.title().expect("a title");
        let title: String = title.iter().map(|chunk| chunk.v.get()).collect();
        assert!(!title.is_empty());
        assert!(entry.fields.contains_key("abstract") && entry.fields.contains_key("note"));
    }
}

#[test]
fn markdown_has_a_section_per_paper_with_its_link() {
    let papers = papers(&with_a_note());
    let text = export(&papers, ExportFormat::Markdown);
    let sections: Vec<&str> = text.split("\n## ").skip(1).collect();
    assert_eq!(sections.len(), papers.len());
    for (section, paper) in sections.iter().zip(&papers) {
        assert!(section.contains(&format!("<{}>", paper.url)), "{section:.200}");
        assert!(!section.lines().next().unwrap_or_default().contains('\n'));
    }
    assert!(!text.contains("\n# =") && !text.contains("<script"), "markup from abstracts is escaped");
}
