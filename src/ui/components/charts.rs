//! Charts of the current results (in the map view): per facet group, how the results spread over
//! its largest values against the whole conference — "of these 1,431 papers: 38% Reinforcement
//! learning (vs 9% overall)". Small SVG bars with `<title>`s; a click on a bar applies that chip;
//! each chart has a table alternative whose values are links (the SVG is hidden from assistive
//! technology). The numbers are the facet panel's counts for every group without a selection of
//! its own ([`Explorer::charts`]).

use leptos::prelude::*;

use crate::core::explorer::{Chart, Explorer, ViewResults};
use crate::core::text::group_digits;
use crate::core::url_state::UrlState;
use crate::ui::app::IndexReady;
use crate::ui::url::{HistoryMode, LinkLook, use_nav, view_link};

/// Geometry of one chart row (SVG user units).
const ROW: f64 = 18.0;
const LABEL_WIDTH: f64 = 150.0;
const BAR_WIDTH: f64 = 170.0;
const WIDTH: f64 = LABEL_WIDTH + BAR_WIDTH + 50.0;

fn percent(share: f64) -> String {
    let p = share * 100.0;
    if p > 0.0 && p < 1.0 { "<1%".to_string() } else { format!("{p:.0}%") }
}

/// A label cut to fit its column.
fn short(label: &str) -> String {
    const MAX: usize = 24;
    if label.chars().count() <= MAX {
        label.to_string()
    } else {
        format!("{}…", label.chars().take(MAX - 1).collect::<String>())
    }
}

#[component]
pub fn ResultCharts(
    explorer: &'static Explorer,
    state: Memo<UrlState>,
    results: Memo<ViewResults>,
) -> impl IntoView {
    let ready = use_context::<IndexReady>().map(|r| r.0);
    let charts = Memo::new(move |_| {
        if let Some(r) = ready {
            r.track();
        }
        results.with(|r| (explorer.charts(r), r.hits().len()))
    });
    view! {
        <section class="charts" aria-label="Charts of the results" data-testid="charts">
            {move || {
                let (charts, shown) = charts.get();
                if charts.is_empty() {
                    return view! { <p class="charts-wait">"Charts appear once the topics are derived."</p> }.into_any();
                }
                charts
                    .into_iter()
                    .map(|chart| view! { <ChartFigure chart shown state /> })
                    .collect_view()
                    .into_any()
            }}
        </section>
    }
}

#[component]
fn ChartFigure(chart: Chart, shown: usize, state: Memo<UrlState>) -> impl IntoView {
    let nav = use_nav();
    let facet = chart.facet;
    let caption =
        format!("{} — of these {} papers (grey: the whole conference)", facet.label(), group_digits(shown));
    let height = ROW * chart.bars.len() as f64 + 4.0;
    let rows = chart
        .bars
        .iter()
        .enumerate()
        .map(|(i, bar)| {
            let y = ROW * i as f64 + 2.0;
            let value = bar.value;
            let apply = move |_| {
                let next = state.with_untracked(|s| s.with_selection(facet, value, Some(false)).with_paper(None));
                nav.go(&next, HistoryMode::Push);
            };
            let title = format!(
                "{}: {} of these papers, {} (vs {} overall) — click to filter by it",
                bar.label,
                group_digits(bar.count),
                percent(bar.share),
                percent(bar.overall)
            );
            view! {
                <g class="chart-row" on:click=apply>
                    <title>{title}</title>
                    <text x="0" y=y + 12.0 class="chart-label">{short(&bar.label)}</text>
                    <rect x=LABEL_WIDTH y=y + 9.0 height="5" width=BAR_WIDTH * bar.overall.min(1.0) class="chart-overall"></rect>
                    <rect
                        x=LABEL_WIDTH
                        y=y + 2.0
                        height="8"
                        width=(BAR_WIDTH * bar.share.min(1.0)).max(1.0)
                        class="chart-bar"
                        data-testid="chart-bar"
                        data-facet=facet.key()
                        data-value=bar.slug.clone()
                        data-count=bar.count.to_string()
                    ></rect>
                    <text x=LABEL_WIDTH + BAR_WIDTH + 4.0 y=y + 12.0 class="chart-number">{percent(bar.share)}</text>
                </g>
            }
        })
        .collect_view();
    let table_rows = chart
        .bars
        .iter()
        .map(|bar| {
            let value = bar.value;
            let label = bar.label.clone();
            view! {
                <tr>
                    <th scope="row">
                        {view_link(
                            move || state.with(|s| s.with_selection(facet, value, Some(false)).with_paper(None)),
                            HistoryMode::Push,
                            LinkLook::new("chart-link", "chart-link"),
                            label,
                        )}
                    </th>
                    <td data-testid="chart-count">{group_digits(bar.count)}</td>
                    <td>{percent(bar.share)}</td>
                    <td>{percent(bar.overall)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <figure class="chart" data-testid="chart" data-facet=facet.key()>
            <figcaption>{caption}</figcaption>
            // Pointer users click the bars; the table below (its values are links) is what
            // keyboard and screen-reader users get, so the picture is hidden from them.
            <svg class="chart-svg" viewBox=format!("0 0 {WIDTH} {height}") aria-hidden="true">
                {rows}
            </svg>
            <details class="chart-table">
                <summary>"As a table"</summary>
                <table>
                    <thead><tr><th scope="col">{facet.label()}</th><th scope="col">"papers"</th><th scope="col">"share"</th><th scope="col">"overall"</th></tr></thead>
                    <tbody>{table_rows}</tbody>
                </table>
            </details>
        </figure>
    }
}
