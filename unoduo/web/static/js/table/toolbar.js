// The bar above the table: whether you watch, the match's goal, and the tools (score sheet, log, mute, settings).
import { html, useState } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";
import { sound } from "./effects.js";
import { lowerTotalWins } from "./turn.js";

/** The bar; `toggle(name)` opens or closes the drawer `name`, `panel` names the open one. */
export function TableBar({ spectator, view, target, panel, toggle }) {
  let soundMuted = false;
  try {
    soundMuted = sound ? sound.isMuted() : false;
  } catch (_err) {
    soundMuted = false;
  }
  const [, redraw] = useState(0);
  return html`<div class="table-bar">
    ${spectator && html`<p class="watching" data-testid="watching">${t("You are watching")}</p>`}
    <p class="goal" data-testid="goal">${!lowerTotalWins(view)
      ? t("First to {n} wins", { n: target })
      : t("Lowest total wins when someone reaches {n}", { n: target })}</p>
    <button type="button" class="tool" onClick=${() => toggle("scores")} aria-expanded=${panel === "scores"
      ? "true" : "false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
      <span class="tool-label">${t("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
    <button type="button" class="tool" onClick=${() => toggle("log")} aria-expanded=${panel === "log" ? "true" : "false"}
      data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
      <span class="tool-label">${t("What happened")}</span></button>
    ${sound && html`<button type="button" class="tool" aria-pressed=${soundMuted ? "true" : "false"}
      data-testid="toggle-mute" onClick=${() => { sound.setMuted(!soundMuted); redraw((n) => n + 1); }}>
      <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
        ${soundMuted
          ? html`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`
          : html`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
              stroke-width="2" stroke-linecap="round" />`}
      </svg>
      <span class="tool-label">${t("Mute")}</span></button>`}
    ${!spectator && html`<button type="button" class="tool" onClick=${() => toggle("settings")}
      aria-expanded=${panel === "settings" ? "true" : "false"} data-testid="toggle-settings">
      <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${t("Settings")}</span></button>`}
  </div>`;
}
