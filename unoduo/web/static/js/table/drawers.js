// The bar above the table (whether you watch, the match's goal, the tools: score sheet, log, mute, settings) and
// the drawers it opens beside the table: the score sheet, the log of what happened and the settings (forced
// answers, the rules of this game).
import { html, useEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";
import { renderMessage } from "../message.js";
import { ScoreSheet } from "../scoresheet.js";
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

/** The three drawers; `panel` names the open one (or null). */
export function Drawers({ panel, setPanel, view, players, me, log, rules, autoAnswer, onAutoAnswer, sorted, onSorted }) {
  return html`<${Drawer} open=${panel === "scores"} title=${t("Score sheet")} onClose=${() => setPanel(null)} testid="scores-drawer">
      ${!view.match_over && html`<${ScoreSheet} view=${view} players=${players} me=${me} />`}
    </${Drawer}>
    <${Drawer} open=${panel === "log"} title=${t("What happened")} onClose=${() => setPanel(null)} testid="log-drawer">
      <${EventLog} log=${log} open=${panel === "log"} />
    </${Drawer}>
    <${Drawer} open=${panel === "settings"} title=${t("Settings")} onClose=${() => setPanel(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${autoAnswer} data-testid="setting-auto-answer"
        onChange=${(e) => onAutoAnswer(e.target.checked)} />
        <span>${t("Answer forced moves for me (nothing to choose)")}</span></label>
      ${sorted !== null && sorted !== undefined && html`<label class="setting"><input type="checkbox" checked=${sorted}
        data-testid="setting-sort-hand" onChange=${(e) => onSorted(e.target.checked)} />
        <span>${t("Sort my hand by colour and number")}</span></label>`}
      ${rules.length > 0 && html`<section class="game-rules" data-testid="game-rules">
        <h3>${t("Rules of this game")}</h3>
        <ul>${rules.map((line, i) => html`<li key=${i}>${renderMessage(line)}</li>`)}</ul>
      </section>`}
    </${Drawer}>`;
}

function Drawer({ open, title, onClose, testid, children }) {
  return html`<aside class=${"drawer" + (open ? " open" : "")} data-testid=${testid} aria-label=${title}
      aria-hidden=${open ? "false" : "true"} inert=${open ? undefined : true}>
    <div class="drawer-head"><h2>${title}</h2>
      <button type="button" onClick=${onClose} data-testid=${testid + "-close"}>${t("Close")}</button></div>
    ${children}
  </aside>`;
}

function EventLog({ log, open }) {
  const listRef = useRef(null);
  useEffect(() => {
    // Scroll the drawer only: scrolling into view could move the whole page away from the hand.
    const drawer = listRef.current && listRef.current.closest(".drawer");
    if (drawer) drawer.scrollTop = drawer.scrollHeight;
  }, [log.length, open]);
  return html`<section class="event-log" aria-label=${t("What happened")}>
    <ol ref=${listRef} data-testid="event-log" aria-live="off">
      ${log.map((line) => html`<li key=${line.key}>${line.say()}</li>`)}
    </ol>
  </section>`;
}
