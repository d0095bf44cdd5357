// What the page shows instead of or above the table: the clear page for no such game or no seat, the connection
// banner, and the waiting room with its invite link and join code.
import { html, useState } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";
import { Link } from "../nav.js";

/** One clear page instead of the table: no such game, or no seat here. */
export function TableMessage({ title, text, testid, watch }) {
  return html`<main class="page" data-testid=${testid}>
    <h1>${title}</h1>
    ${text && html`<p>${text}</p>`}
    ${watch && html`<p><${Link} href=${watch} testid="watch-link">${t("Watch it instead")}</${Link}></p>`}
    <p><${Link} href="/">${t("Back to the start page")}</${Link}></p>
  </main>`;
}

export function ConnectionBanner({ status }) {
  if (status === "open") return null;
  const text = status === "closed" ? t("Disconnected.") : t("Connection lost. Reconnecting…");
  return html`<p class="banner" role="status" data-testid="reconnecting">${text}</p>`;
}

/** While seats are free: only that the game waits, with the invite link and the join code. */
export function Waiting({ welcome }) {
  return html`<section class="overlay invite" data-testid="waiting">
    <h2>${t("Waiting for your friend to join…")}</h2>
    ${welcome && welcome.join_code ? html`<${Invite} welcome=${welcome} />` : null}
  </section>`;
}

function Invite({ welcome }) {
  const link = `${location.origin}${welcome.invite_url}`;
  const [copied, setCopied] = useState("");
  const copy = async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch (_err) {
      setCopied("");
    }
  };
  const isPublic = welcome.opponent === "public";
  return html`<div data-testid="invite">
    <h3>${isPublic ? t("Public game") : t("Invite a friend")}</h3>
    <p>${isPublic
      ? t("Anyone can join this game from the list of public games. You can also send this link or the join code.")
      : t("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${t("Invite link")}</span>
      <input readonly value=${link} data-testid="invite-link" onFocus=${(e) => e.target.select()} />
    </label>
    <button type="button" onClick=${() => copy(link, "link")} data-testid="copy-link">${t("Copy the link")}</button>
    <p class="code-line"><span>${t("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${welcome.join_code}</strong>
      <button type="button" onClick=${() => copy(welcome.join_code, "code")} data-testid="copy-code">
        ${t("Copy the code")}</button></p>
    ${copied && html`<p role="status">${t("Copied.")}</p>`}
  </div>`;
}
