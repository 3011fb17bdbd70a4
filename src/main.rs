//! Entry point of the wasm app: installs the panic hook, loads the embedded corpus and mounts the
//! explorer. Start-up milestones are recorded as `performance.mark`s (see BENCHMARKS.md).

fn main() {
    console_error_panic_hook::set_once();
    paper_explorer::ui::start();
}
