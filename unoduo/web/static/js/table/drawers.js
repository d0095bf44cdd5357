// The drawers beside the table: the score sheet, the log of what happened and the settings (forced answers, the
// rules of this game), each opened from the table's bar.
import { html, useEffect, useRef } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";
import { renderMessage } from "../message.js";
import { ScoreSheet } from "../scoresheet.js";

/** The three drawers; `panel` names the open one (or null). */
export function Drawers({ panel, setPanel, view, players, me, log, rules, autoAnswer, onAutoAnswer }) {
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
