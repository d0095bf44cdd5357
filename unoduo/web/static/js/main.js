// The entry point of the browser app: the single-page app and the installable app's service worker.
// scripts/build-bundle bundles this module and everything it imports into static/bundle/app.js, the one script
// index.html loads; the modules stay as they are and the server serves them too (`UNODUO_SOURCE_MODULES=1`).
import "./app.js";
import "./pwa.js";
