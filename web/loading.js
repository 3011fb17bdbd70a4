// Loading progress for the page's one big download, the wasm (which embeds the corpus).
// Injected inline by tools/page.py (and hashed into the Content-Security-Policy); runs before
// Trunk's module script. It wraps fetch() for `.wasm` URLs and counts the bytes as the stream
// is read, so the progress bar moves while the explorer downloads; the Rust app removes the
// loading screen when it mounts. Without streams or fetch it does nothing, and the page still
// loads.
(function () {
  "use strict";
  var loading = document.getElementById("loading");
  var bar = document.getElementById("loading-progress");
  var text = document.getElementById("loading-text");
  if (!loading || !bar || !text || !window.fetch || !window.ReadableStream) return;
  var total = Number(loading.getAttribute("data-wasm-bytes")) || 0;
  var what = loading.getAttribute("data-collections") || "the papers";
  var mb = function (bytes) { return (bytes / 1048576).toFixed(1); };
  var show = function (loaded) {
    if (total > 0) {
      bar.max = total;
      bar.value = Math.min(loaded, total);
      text.textContent = "Loading " + what + " — " + mb(Math.min(loaded, total)) + " of " + mb(total) + " MB";
    } else {
      bar.removeAttribute("value");
      text.textContent = "Loading " + what + " — " + mb(loaded) + " MB";
    }
    if (total > 0 && loaded >= total) text.textContent = "Starting the explorer…";
  };
  show(0);
  var originalFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : (input && input.url) || String(input);
    var answer = originalFetch(input, init);
    if (!/\.wasm(\?|#|$)/.test(url)) return answer;
    return answer.then(function (response) {
      if (!response.ok || !response.body) return response;
      var reader = response.body.getReader();
      var loaded = 0;
      var counted = new ReadableStream({
        pull: function (controller) {
          return reader.read().then(function (chunk) {
            if (chunk.done) {
              controller.close();
              return;
            }
            loaded += chunk.value.byteLength;
            show(loaded);
            controller.enqueue(chunk.value);
          });
        },
        cancel: function (reason) { return reader.cancel(reason); }
      });
      return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
    });
  };
})();
