// Offline after the first visit: registers the service worker (dist/sw.js, written by
// tools/page.py from web/sw.js) for the folder the page is served from, and when a new deploy's
// worker is installed and waiting, shows "A new version is available" with a Reload button that
// lets it take over. Injected inline by tools/page.py and hashed into the page's policy.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  var announced = false;
  var announce = function (registration, worker) {
    if (announced || !navigator.serviceWorker.controller) return;
    announced = true;
    var banner = document.createElement("div");
    banner.className = "update-banner";
    banner.setAttribute("role", "status");
    banner.setAttribute("data-testid", "update-banner");
    var text = document.createElement("span");
    text.textContent = "A new version of the explorer is available.";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "update-reload";
    button.setAttribute("data-testid", "update-reload");
    button.textContent = "Reload";
    button.addEventListener("click", function () {
      button.disabled = true;
      // The newest waiting worker (another deploy may have come meanwhile).
      (registration.waiting || worker).postMessage("take-over");
    });
    banner.appendChild(text);
    banner.appendChild(button);
    document.body.appendChild(banner);
  };
  var reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    // Only a take-over the reader asked for reloads the page (not the first claim).
    if (announced && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  var follow = function (registration, incoming) {
    if (!incoming) return;
    if (incoming.state === "installed") announce(registration, incoming);
    incoming.addEventListener("statechange", function () {
      if (incoming.state === "installed") announce(registration, incoming);
    });
  };
  var watch = function (registration) {
    if (registration.waiting) announce(registration, registration.waiting);
    // An update the browser started before this page looked (a big wasm takes a while).
    follow(registration, registration.installing);
    registration.addEventListener("updatefound", function () {
      follow(registration, registration.installing);
    });
  };
  window.addEventListener("load", function () {
    navigator.serviceWorker
      .register("./sw.js")
      .then(watch)
      .catch(function (error) {
        // Offline use is an extra: the explorer works without it.
        console.warn("Paper Explorer: no offline copy (" + error + ")");
      });
  });
})();
