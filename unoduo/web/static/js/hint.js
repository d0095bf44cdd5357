// Hints at the table: in a game where every other seat is a bot, a Hint button asks the coach about
// the decision in front of the player ({"type": "hint", "seq"} over the WebSocket; the answer is a `hint` message,
// docs/protocol.md "Hints"). The panel shows the suggested action with its cards and the win chance of every
// legal choice. The server refuses a hint in a game with another person and in a rated game while it runs; the
// button is not even shown there (a rated game says instead that its review comes once it is over).
import { html, useEffect, useLayoutEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { ChoiceView, coachErrorText, useCoachStyles } from "./review.js";
import { t } from "./i18n.js";

/** The error codes of a hint request: told in the hint panel, not over the table. */
export const HINT_ERRORS = new Set(["hints_off", "hints_rated", "hint_busy", "hints_busy", "hint_failed",
  "too_many_hints", "not_playing"]);

/** Hints are offered to a seated player when every other seat is a bot (the server checks the same). */
export function hintsAllowed(players, me) {
  return me !== null && me !== undefined && players.length > 1
    && players.every((p) => p.seat === me || p.kind === "bot");
}

/** In a rated game the Hint button's place says why there is none (the server refuses one anyway). */
export function NoHintsRated() {
  return html`<p class="muted hints-rated" data-testid="hints-rated">
    ${t("No hints in a rated game: the coach can review it once it is over.")}</p>`;
}

/** The hint state after a server message: the answer for the state asked about, or an error. */
export function hintAnswered(hint, msg) {
  if (msg.type === "hint") return hint && hint.seq === msg.seq ? { seq: msg.seq, status: "ready", data: msg } : hint;
  return hint ? { ...hint, status: "error", error: coachErrorText(msg, "hint") } : hint;
}

export function HintButton({ hint, onAsk, disabled }) {
  useCoachStyles();
  const asking = !!hint && hint.status === "asking";
  return html`<button type="button" class="hint-button" data-testid="hint-button" onClick=${onAsk}
      disabled=${disabled || asking} aria-haspopup="dialog">
    <svg class="hint-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2zm-3 18h6v1a1 1 0 0 1-1 1h-4
        a1 1 0 0 1-1-1z" fill="currentColor" /></svg>
    <span>${asking ? t("The coach is thinking…") : t("Hint")}</span></button>`;
}

function percent(value) {
  return Math.round(100 * Math.max(0, Math.min(1, Number(value) || 0)));
}

/** The best action's own values: the headline says the same numbers as the list's best line (the position's
 * `round_win` is a held-out estimate, a little below the best line's: 59% over a list topped by 61%). */
export function bestValues(data) {
  const best = data && (data.actions || []).find((a) => a.action === data.best);
  return best ? { round: best.round_win, match: best.match_win } : { round: data.round_win, match: data.match_win };
}

const PHONE_QUERY = "(max-width: 1099px)"; // phones and tablets: a bottom sheet
const SHEET_GAP_PX = 8;

/**
 * Where the panel may go: on a phone a bottom sheet whose top is under the table's action buttons (and the Hint
 * button), so that it never covers them; on a laptop a side panel beside the table (CSS only).
 */
function useSheetTop() {
  const [top, setTop] = useState(null);
  useLayoutEffect(() => {
    const place = () => {
      if (typeof matchMedia !== "function" || !matchMedia(PHONE_QUERY).matches) {
        setTop(null);
        return;
      }
      let bottom = 0;
      for (const el of document.querySelectorAll("[data-testid=controls], [data-testid=hint-button]")) {
        bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
      }
      const next = Math.round(bottom + SHEET_GAP_PX);
      setTop((old) => (old === next ? old : next));
    };
    place();
    addEventListener("resize", place);
    return () => removeEventListener("resize", place);
  });
  return top;
}

/** The coach's answer: the suggestion, then every legal choice with its chance to win the round. */
export function HintPanel({ hint, choices, onClose, onPlay }) {
  const heading = useRef(null);
  const sheetTop = useSheetTop();
  useEffect(() => {
    if (heading.current) heading.current.focus({ preventScroll: true });
    const onKey = (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const byAction = new Map((choices || []).map((c) => [c.action, c]));
  const data = hint.status === "ready" ? hint.data : null;
  const actions = data ? data.actions.slice().sort((a, b) => b.round_win - a.round_win) : [];
  const best = data && data.best ? byAction.get(data.best) : null;
  const headline = data ? bestValues(data) : null;
  return html`<section class=${"overlay hint-panel" + (sheetTop !== null ? " hint-sheet" : " hint-side")}
      role="dialog" aria-modal="false" aria-labelledby="hint-title"
      style=${sheetTop !== null ? `--sheet-top: ${sheetTop}px` : null}
      data-testid="hint-panel" data-status=${hint.status}>
    <h2 id="hint-title" tabindex="-1" ref=${heading}>${t("The coach's hint")}</h2>
    <div aria-live="polite">
    ${hint.status === "asking" && html`<p>${t("The coach is thinking…")}</p>`}
    ${hint.status === "error" && html`<p class="error" data-testid="hint-error">${hint.error}</p>`}
    ${data && html`<p class="hint-best" data-testid="hint-best" data-action=${data.best}>${t("Suggested:")}
      <${ChoiceView} choice=${best} action=${data.best} /></p>
      <p class="muted" data-testid="hint-headline" data-round=${percent(headline.round)}>${t(
        "Your chance to win this round: {round}% · the match: {match}%", {
        round: percent(headline.round), match: percent(headline.match) })}</p>`}
    </div>
    ${data && html`<ul class="hint-list" data-testid="hint-list" aria-label=${t("Every choice")}>
      ${actions.map((a) => html`<li key=${a.action} class=${a.action === data.best ? "is-best" : ""}
          data-testid="hint-choice" data-action=${a.action} data-win=${a.round_win}>
        <${ChoiceView} choice=${byAction.get(a.action)} action=${a.action} />
        <span class="hint-bar" role="img" aria-label=${t("{n}% to win the round", { n: percent(a.round_win) })}>
          <span style=${`inline-size: ${percent(a.round_win)}%`}></span><b aria-hidden="true">${percent(a.round_win)}%</b>
        </span></li>`)}
    </ul>
    <p class="muted hint-worlds">${t("Estimated from {n} random deals of the cards you cannot see.", { n: data.worlds })}</p>`}
    <div class="controls">
      ${data && best && onPlay && html`<button type="button" class="primary" data-testid="hint-play"
        onClick=${() => onPlay(data.best)}>${t("Play the suggestion")}</button>`}
      <button type="button" onClick=${onClose} data-testid="hint-close">${t("Close")}</button>
    </div>
  </section>`;
}
