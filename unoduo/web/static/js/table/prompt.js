// The prompt under the piles: the server's prompt, the turn timer, the last move, and the controls of the decision
// (a button per choice with its key, the draft's candidate, the colour picker of a turned-up wild, the dump
// builder, the UNO toggle) with the coach's Hint button; and the colour picker (four colour buttons with their
// keys R, Y, G, B) of a wild card and of a turned-up wild.
import { html, useEffect, useLayoutEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { Card, COLOR_GLYPH, colorName, COLORS, parseCard } from "../cards.js";
import { HintButton, hintsAllowed, NoHintsRated } from "../hint.js";
import { nt, t } from "../i18n.js";
import { useKeyboardUsed, withoutKeyLetters } from "../keyboard.js";
import { renderMessage } from "../message.js";
import { isMyTurn } from "./turn.js";

/** The prompt section of the table; `controls` are the props of the decision's controls. */
export function Prompt({ st, players, mine, autoAction, hint, askHint, rated, controls }) {
  const view = st.view;
  const me = view.seat;
  const sending = controls.sending;
  const keys = useKeyboardUsed();
  const said = renderMessage(st.prompt);
  return html`<section class="prompt" data-testid="prompt" aria-label=${t("What happens now")}>
    <p class=${mine ? "prompt-text mine" : "prompt-text"} data-testid="prompt-text">
      ${keys ? said : withoutKeyLetters(said)}</p>
    ${mine && view.decision === "challenge" && html`<${BeforeWild} view=${view} />`}
    ${st.deadline && !view.match_over && html`<${Deadline} deadline=${st.deadline} mine=${mine} />`}
    ${st.last && st.lastTold && st.lastTold.length > 0 && !view.match_over && html`<p class="last-action" data-testid="last-action">
      ${st.lastTold.map(renderMessage).join(" ")}</p>`}
    ${mine && !autoAction && html`<${Controls} ...${controls} />`}
    ${isMyTurn(st) && !autoAction && hintsAllowed(players, me) && (rated ? html`<${NoHintsRated} />`
      : html`<${HintButton} hint=${hint} onAsk=${askHint} disabled=${sending} />`)}
  </section>`;
}

/** The turn timer: seconds left before a bot plays for the seat to act (the state's `deadline`). */
export function Deadline({ deadline, mine }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  if (Number.isNaN(left)) return null;
  return html`<p class=${mine ? "deadline mine" : "deadline"} data-testid="deadline">
    ${mine
      ? nt("{n} second left before a bot plays for you", "{n} seconds left before a bot plays for you", left)
      : nt("{n} second left", "{n} seconds left", left)}</p>`;
}

/** The Wild Draw 4 challenge: the colour that was active before it (what the challenge is about). */
function BeforeWild({ view }) {
  const pile = view.discard || [];
  const before = pile.length >= 2 ? pile[pile.length - 2] : null;
  const playEvents = view.events.filter((e) => e.kind === "play" || e.kind === "color");
  // The colour named before the Wild Draw 4, if the card under it was a wild; else the card's own colour.
  let color = before && !parseCard(before).wild ? parseCard(before).color : null;
  if (!color && playEvents.length >= 2) {
    for (let i = playEvents.length - 2; i >= 0; i--) {
      const info = playEvents[i].info;
      if (typeof info === "number" && info >= 0) {
        color = COLORS[info];
        break;
      }
    }
  }
  if (!color) return null;
  return html`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${COLOR_GLYPH[color]} </span>${t("Colour before the Wild Draw 4: {color}",
      { color: colorName(color) })}</p>`;
}

function Controls(props) {
  const { view, groups, send, sending, unoArmed, setUnoArmed, dumpMode, setDumpMode, dumping, dumpReady, dumpAction,
    dumpCards, clearDump } = props;
  const other = groups.other;
  // A button for the choice of action `action`: its label and key are the server's.
  const b = (action, testid, primary) => {
    const choice = other.get(action);
    const key = choice.key ? choice.key.toUpperCase() : "";
    return html`<button type="button" class=${primary ? "primary" : ""}
    disabled=${sending} data-testid=${testid} onClick=${() => send(choice.action)}
    data-autofocus=${primary ? "true" : null}>${renderMessage(choice.label)}${key && html` <kbd aria-hidden="true">${key}</kbd>`}</button>`;
  };
  const buttons = [];
  if (view.decision === "draft" && view.candidate) {
    buttons.push(html`<div class="candidate" data-testid="candidate">
      <p>${t("Candidate card:")}</p>
      <${Card} code=${view.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`);
  }
  if (other.has("keep")) buttons.push(b("keep", "action-keep", true));
  if (other.has("reject")) buttons.push(b("reject", "action-reject"));
  if (groups.colors.length) {
    const pick = (c) => {
      const choice = groups.colors.find((x) => x.color === c);
      if (choice) send(choice.action);
    };
    buttons.push(html`<${ColorPicker} title=${t("Name the colour")} onPick=${pick} testid="turnup-color-picker" />`);
  }
  if (other.has("draw")) {
    buttons.push(b("draw", "action-draw", view.decision === "volley" && groups.plays.size === 0));
  }
  if (other.has("pass")) buttons.push(b("pass", "action-pass", groups.plays.size === 0));
  if (other.has("challenge")) buttons.push(b("challenge", "action-challenge"));
  if (other.has("accept")) buttons.push(b("accept", "action-accept", true));
  if (other.has("catch")) buttons.push(b("catch", "action-catch", true));
  if (other.has("ignore")) buttons.push(b("ignore", "action-ignore"));
  for (const [action, choice] of other) {
    if (choice.kind === "swap") buttons.push(b(action, "action-" + action.replace(" ", "-")));  // Seven-O (H12)
  }
  if (groups.dumps.length && view.decision === "turn" && !dumpMode) {
    buttons.push(html`<button type="button" data-testid="action-start-dump" onClick=${() => setDumpMode(true)}>
      ${t("Dump your {color} cards", { color: colorName(view.dump_color) })}</button>`);
  }
  if (dumping) {
    buttons.push(html`<div class="dump-builder" data-testid="dump-builder">
      <p>${nt(
        "Choose the order of your {n} {color} card: click it. The last card you choose takes effect.",
        "Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",
        dumpCards.length, { color: colorName(view.dump_color) })}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!dumpReady || sending} data-testid="action-dump"
        onClick=${() => send(dumpAction())}>${t("Dump them in this order")}</button>
      ${dumpCards.length > 1 && html`<button type="button" onClick=${clearDump} data-testid="dump-clear">
        ${t("Start the order again")}</button>`}
      ${view.decision === "turn" && html`<button type="button" onClick=${() => { clearDump(); setDumpMode(false); }}
        data-testid="dump-cancel">${t("Cancel the dump")}</button>`}
      ${other.has("nodump") && b("nodump", "action-nodump", false)}
      </div>
    </div>`);
  }
  if (other.has("nodump") && !dumping) buttons.push(b("nodump", "action-nodump", groups.dumps.length === 0));
  if (groups.unoPossible) {
    buttons.push(html`<button type="button" class=${"uno-button" + (unoArmed ? " armed" : "")}
      aria-pressed=${unoArmed ? "true" : "false"} data-testid="action-uno" onClick=${() => setUnoArmed(!unoArmed)}>
      ${unoArmed ? t("UNO! called") : t("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`);
  }
  return html`<div class="controls" data-testid="controls">${buttons}</div>`;
}

export function ColorPicker({ title, onPick, onCancel, testid }) {
  const first = useRef(null);
  const handlers = useRef({ onPick, onCancel });
  handlers.current = { onPick, onCancel };
  // A layout effect: the colour keys must work as soon as the picker is on screen. With a plain effect (run
  // after paint) a key pressed right after Enter on a wild card could arrive before the listener and be lost.
  useLayoutEffect(() => {
    if (first.current) first.current.focus();
    const onKey = (event) => {
      const key = event.key.toUpperCase();
      const target = event.target;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
      if (COLORS.includes(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onPick(key);
      } else if (event.key === "Escape" && handlers.current.onCancel) {
        event.preventDefault();
        handlers.current.onCancel();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
  return html`<div class="color-picker" role="group" aria-label=${title} data-testid=${testid || "color-picker"}>
    <p>${title}</p>
    <div class="color-buttons">
      ${COLORS.map((c, i) => html`<button type="button" class=${"color-button color-" + c} ref=${i === 0 ? first : null}
        data-testid=${"color-" + c} onClick=${() => onPick(c)}>
        <span class="glyph" aria-hidden="true">${COLOR_GLYPH[c]} </span>${colorName(c)} <kbd aria-hidden="true">${c}</kbd></button>`)}
    </div>
    ${onCancel && html`<button type="button" onClick=${onCancel} data-testid="color-cancel">${t("Cancel")}</button>`}
  </div>`;
}
