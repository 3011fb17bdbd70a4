//! `performance.mark` wrappers: start-up and search milestones that benchmarks read over
//! WebDriver (`performance.getEntriesByName`). Failing to mark is never an error for the user.

/// Records a named mark on the page's performance timeline.
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|w| w.performance()) {
        let _ = performance.mark(name);
    }
}

/// Milliseconds since navigation start (0 when there is no performance timeline).
pub fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Milliseconds since the Unix epoch (for when a paper was saved).
pub fn epoch_ms() -> f64 {
    web_sys::js_sys::Date::now()
}
