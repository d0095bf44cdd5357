// Installable app: registers the service worker (static/sw.js, served with Service-Worker-Allowed: /) once the
// page has loaded, so its caching of the app shell never competes with the page's own first requests.
// Browsers without service workers, or pages not served over HTTPS or from localhost, simply skip it.

export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/static/sw.js", { scope: "/" }).catch((error) => {
    console.warn("service worker not registered:", error);
  });
}

if (document.readyState === "complete") registerServiceWorker();
else window.addEventListener("load", registerServiceWorker, { once: true });
