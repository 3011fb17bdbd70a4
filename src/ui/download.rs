//! Saves text as a file the reader downloads: a `Blob`, an object URL and a temporary
//! `<a download>` (no server involved). The URL is revoked once the download has started.

use wasm_bindgen::{JsCast, JsValue};

/// Offers `text` for download as `filename`.
pub fn download(filename: &str, mime: &str, text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = web_sys::js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "the browser refused to make the file")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "no object URL")?;
    let link = document
        .create_element("a")
        .ok()
        .and_then(|el| el.dyn_into::<web_sys::HtmlAnchorElement>().ok())
        .ok_or("cannot make a link")?;
    link.set_href(&url);
    link.set_download(filename);
    link.click();
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}
