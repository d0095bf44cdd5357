// Navigation inside the single-page app, and the server's /api/meta (languages, difficulties, rulesets).
import { html } from "../vendor/htm-preact-standalone.module.js";

let meta = { protocol: 1, languages: { en: "English" }, difficulties: ["easy", "medium", "hard", "expert", "master"],
  rulesets: ["duo", "classic"] };

/** Go to `path` inside the app without reloading the page. */
export function navigate(path, replace = false) {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  window.dispatchEvent(new Event("unoduo:navigate"));
}

export function getMeta() {
  return meta;
}

export function setMeta(data) {
  meta = Object.assign({}, meta, data || {});
}

/** Internal link that navigates without a reload. */
export function Link({ href, children, testid, cls }) {
  const onClick = (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return html`<a href=${href} onClick=${onClick} data-testid=${testid || null} class=${cls || null}>${children}</a>`;
}

