//! `make heap`: where the full corpus's memory goes, natively. A counting allocator records
//! the bytes live and the peak after each stage of the same sliced build the app runs (the
//! wasm linear memory never shrinks, so the app's heap is the peak plus the embedded text).
//! Figures go to BENCHMARKS.md ("Memory").

#[path = "../tests/support/seed_dir.rs"]
mod seed_dir;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

use paper_explorer::core::explorer::{BuildProgress, Explorer};
use paper_explorer::core::url_state::UrlState;

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(live, Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn report(stage: &str, base: usize) {
    let mb = |b: usize| b.saturating_sub(base) as f64 / 1e6;
    println!("{stage:<28} live {:>6.1} MB  peak {:>6.1} MB", mb(LIVE.load(Relaxed)), mb(PEAK.load(Relaxed)));
}

fn main() {
    let files = seed_dir::read_seed_dir(std::path::Path::new(seed_dir::FULL_CORPUS))
        .unwrap_or_else(|| panic!("{} is needed", seed_dir::FULL_CORPUS));
    let text: usize = files.iter().map(|(_, t)| t.len()).sum();
    println!("seed text (embedded in the app's data segment): {:.1} MB", text as f64 / 1e6);
    let base = LIVE.load(Relaxed);
    PEAK.store(base, Relaxed);
    index_alone(&files, base);
    PEAK.store(LIVE.load(Relaxed), Relaxed);
    let explorer = Explorer::from_seed_files(&files).expect("the full corpus parses");
    report("corpus parsed", base);
    let mut last = String::new();
    let (mut calls, mut last_live) = (0usize, 0usize);
    loop {
        let progress = explorer.build_slice(|| true);
        let stage = match progress {
            BuildProgress::Working { indexed, total } if indexed < total => "tokenizing".to_string(),
            BuildProgress::Working { .. } => "after tokenizing".to_string(),
            BuildProgress::Ready => "ready".to_string(),
        };
        let live = LIVE.load(Relaxed);
        if stage != "tokenizing" && (stage != last || live.abs_diff(last_live) > 1_000_000) {
            report(&format!("{stage} (slice {calls})"), base);
            last_live = live;
        }
        calls += 1;
        if progress == BuildProgress::Ready {
            break;
        }
        last = stage;
    }
    let built = explorer.built();
    println!("index arrays: {:.1} MB", built.engine.index().heap_bytes() as f64 / 1e6);
    shape(built.engine.index());
    let state = UrlState { query: "diffusion".into(), ..UrlState::default() };
    let results = explorer.results(&state, true, &[]);
    report("after one search", base);
    std::hint::black_box(results);
}

/// The index's build by itself: what pass 1 holds, and the peak when pass 2 lays out its arrays.
fn index_alone(files: &[(&str, &'static str)], base: usize) {
    let corpus = paper_explorer::core::corpus::Corpus::build(files).expect("parses");
    let start = LIVE.load(Relaxed);
    let mut builder = paper_explorer::core::index::Index::builder();
    corpus.papers.iter().for_each(|p| builder.add(&p.text));
    println!(
        "index pass 1 holds {:.1} MB (live {:.1} MB)",
        builder.heap_bytes() as f64 / 1e6,
        (LIVE.load(Relaxed) - start) as f64 / 1e6
    );
    let filler = builder.into_filler();
    println!(
        "index pass 2 starts with {:.1} MB (live {:.1} MB)",
        filler.heap_bytes() as f64 / 1e6,
        (LIVE.load(Relaxed) - start) as f64 / 1e6
    );
    drop(filler.finish());
    report("index alone, dropped", base);
}

fn shape(index: &paper_explorer::core::index::Index) {
    let (mut postings, mut positions, mut big_gaps) = (0usize, 0usize, 0usize);
    let mut gap_bytes = 0usize;
    let mut pos_bytes = 0usize;
    for t in 0..index.term_count() as u32 {
        let p = index.postings(t);
        postings += p.len();
        let mut last = 0u32;
        for (i, (d, _)) in p.iter().enumerate() {
            let gap = d - last;
            last = d;
            gap_bytes += if gap < 128 {
                1
            } else if gap < 16384 {
                2
            } else {
                3
            };
            if gap >= 16384 {
                big_gaps += 1;
            }
            let mut pos = Vec::new();
            index.positions(p.first() + i, &mut pos);
            positions += pos.len();
            let mut lp = 0u16;
            for x in pos {
                let g = x - lp;
                lp = x;
                pos_bytes += if g < 128 {
                    1
                } else if g < 16384 {
                    2
                } else {
                    3
                };
            }
        }
    }
    println!(
        "postings {postings}, positions {positions}, varint doc gaps {:.1} MB ({big_gaps} over 2 bytes), varint position gaps {:.1} MB",
        gap_bytes as f64 / 1e6,
        pos_bytes as f64 / 1e6
    );
}
