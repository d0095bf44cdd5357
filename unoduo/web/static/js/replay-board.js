// The replay's board (every hand face up, the piles, the active colour), the narration of a step, the result and
// the round's list of moves. Cards are cards.js's components; each sits in a keyed slot so motion.js can fly it.
import { html, useEffect, useRef } from "../vendor/htm-preact-standalone.module.js";
import { Card, CardBack, COLOR_GLYPH, cardName, colorName } from "./cards.js";
import { renderMessage } from "./message.js";
import { nameOf } from "./names.js";
import { nt, t } from "./i18n.js";

const DISCARDS_SHOWN = 3;
const DISCARD_TILT = [-7, 4, -2]; // degrees, oldest shown first

/** Keys "s<seat>-<code>-<k>" (the k-th copy of a code in that hand): a card keeps its key while it stays. */
function handKeys(seat, hand) {
  const seen = new Map();
  return hand.map((code) => {
    const k = seen.get(code) || 0;
    seen.set(code, k + 1);
    return `s${seat}-${code}-${k}`;
  });
}

function SeatHand({ seat, step, replay }) {
  const hand = step.hands[seat] || [];
  const keys = handKeys(seat, hand.map((c) => c || "?"));
  const toAct = step.toAct === seat && !step.over;
  const name = nameOf(replay.players, seat, null);
  return html`<div class=${"replay-seat" + (toAct ? " to-act" : "")} data-testid=${"replay-hand-" + seat}
      data-seat=${seat} data-to-act=${toAct ? "true" : "false"}>
    <h2 class="replay-seat-name">
      <bdi>${name}</bdi>
      <span class="replay-seat-info">${nt("{n} card", "{n} cards", hand.length)}</span>
      <span class="replay-seat-score" data-testid=${"replay-score-" + seat} data-score=${step.scores[seat]}
        >${t("Score {n}", { n: step.scores[seat] })}</span>
    </h2>
    <div class="replay-fan" data-anchor=${"seat-" + seat} style=${`--count: ${Math.max(1, hand.length)}`}>
      ${hand.map((code, i) => html`<span class="replay-slot" key=${keys[i]} data-card-key=${keys[i]} data-from="draw"
        >${code ? html`<${Card} code=${code} size="small" />` : html`<${CardBack} size="small" label=${t("Unknown card")} />`}</span>`)}
    </div>
  </div>`;
}

function PileCentre({ step, replay }) {
  const discard = step.discard || [];
  const first = Math.max(0, discard.length - DISCARDS_SHOWN);
  const shown = discard.slice(first);
  const from = step.seat === null ? "draw" : `seat-${step.seat}`;
  const topText = step.top ? t("Top card: {card}", { card: cardName(step.top, step.color) }) : "";
  const colorText = step.color ? t("Colour: {color}", { color: colorName(step.color) }) : "";
  return html`<div class="replay-centre">
    <div class="replay-pile" data-anchor="draw" data-testid="replay-draw-pile" data-count=${step.drawPile}>
      <${CardBack} size="small" label=${nt("Draw pile: {n} card", "Draw pile: {n} cards", step.drawPile)} />
      ${step.candidate && html`<span class="replay-candidate" data-testid="replay-candidate"
        ><${Card} code=${step.candidate} size="small" /></span>`}
      <span class="replay-pile-count" aria-hidden="true">${step.drawPile}</span>
    </div>
    <div class="replay-discard" data-anchor="discard">
      ${shown.map((code, i) => {
        const index = first + i;
        // during the Duo draft the rejected cards lie face up, but no card is "the top card" yet (view.top null)
        const isTop = index === discard.length - 1 && !!step.top;
        const tilt = DISCARD_TILT[(index % DISCARD_TILT.length + DISCARD_TILT.length) % DISCARD_TILT.length];
        return html`<span class=${"replay-slot replay-discard-card" + (isTop ? " is-top" : "")} key=${"d" + index}
          data-card-key=${"d" + index + "-" + code} data-from=${index === discard.length - 1 ? from : null}
          style=${`--tilt: ${tilt}deg`}><${Card} code=${code} size="small" named=${isTop ? step.color : null}
          testid=${isTop ? "replay-top" : null} /></span>`;
      })}
    </div>
    <div class="replay-state">
      ${step.top && html`<p class="visually-hidden">${topText}</p>`}
      ${step.color && html`<p class=${"replay-color replay-color-" + step.color} data-testid="replay-color"
        data-color=${step.color}><span aria-hidden="true">${COLOR_GLYPH[step.color]} </span>${colorText}</p>`}
      ${step.pending > 0 && html`<p class="replay-pending" data-testid="replay-pending">
        ${nt("Pending: {n} card to draw", "Pending: {n} cards to draw", step.pending)}</p>`}
      ${replay.players.length > 2 && html`<p class="muted">${step.direction === 1
        ? t("Play goes clockwise ↻") : t("Play goes counterclockwise ↺")}</p>`}
    </div>
  </div>`;
}

/** Every hand face up around the piles: seat 0 at the bottom, the others above. */
export function ReplayBoard({ step, replay, boardRef, onSwipe }) {
  const seats = step.hands.map((_, seat) => seat);
  const others = seats.filter((s) => s !== 0);
  const start = useRef(null);
  // A horizontal swipe on a touch screen steps like the arrow keys (towards the reading direction: forward).
  const down = (e) => {
    start.current = e.pointerType === "mouse" ? null : { x: e.clientX, y: e.clientY };
  };
  const up = (e) => {
    const from = start.current;
    start.current = null;
    if (!from || !onSwipe) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) < 40 || Math.abs(dy) > Math.abs(dx) * 0.6) return;
    const rtl = document.documentElement.dir === "rtl";
    onSwipe((dx < 0) !== rtl ? 1 : -1);
  };
  return html`<section class=${"replay-board" + (others.length > 1 ? " replay-board-many" : "")}
      data-testid="replay-board" ref=${boardRef} aria-label=${t("Hands")} data-round=${step.round}
      data-index=${step.index} onPointerDown=${down} onPointerUp=${up}
      onPointerCancel=${() => { start.current = null; }}>
    <div class="replay-seats replay-seats-top">${others.map((s) => html`<${SeatHand} key=${s} seat=${s} step=${step}
      replay=${replay} />`)}</div>
    <${PileCentre} step=${step} replay=${replay} />
    <div class="replay-seats">${seats.length ? html`<${SeatHand} seat=${0} step=${step} replay=${replay} />` : null}</div>
  </section>`;
}

/** The step's lines: its events as the server's narrator tells them (unoduo.present), rendered here. */
function toldLines(step) {
  return (step.narration || []).filter((m) => m).map(renderMessage);
}

/** What this step did, in words, and what followed (the step's events). */
export function ReplayNarration({ step, quiet }) {
  const told = toldLines(step);
  let said;
  let lines = told;
  if (step.action && told.length) {
    said = told[0];
    lines = told.slice(1);
  } else if (step.action) {
    said = step.action;
  } else if (step.index === 0) {
    said = t("Start of the match");
  } else {
    said = t("Round {n} begins", { n: step.viewRound || step.round });
  }
  // while playing, a screen reader is not made to read every step (it can pause and step instead)
  return html`<div class="replay-say" aria-live=${quiet ? "off" : "polite"}>
    <p class="prompt-text" data-testid="replay-action">${said}</p>
    ${lines.length > 0 && html`<ul class="replay-events" data-testid="replay-events">
      ${lines.map((line, i) => html`<li key=${i}>${line}</li>`)}</ul>`}
  </div>`;
}

export function ReplayResult({ step, replay }) {
  if (!step.over) return null;
  const text = step.winner === null || step.winner === undefined
    ? t("The match is a draw")
    : t("{name} won the match", { name: nameOf(replay.players, step.winner, null) });
  return html`<section class="panel replay-result" data-testid="replay-result"><p>${text}</p></section>`;
}

/** The moves of the round shown; the current one is highlighted and kept in view inside the list only. */
export function ReplayMoves({ replay, round, at, onPick }) {
  const listRef = useRef(null);
  const frames = replay.framesOf(round) || [];
  useEffect(() => {
    const list = listRef.current;
    const current = list && list.querySelector(".current");
    if (!current) return;
    // scroll the list itself, never the page (scrollIntoView would move the page too)
    const top = current.offsetTop; // the list is positioned (replay.css): offsets are inside it
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top + current.offsetHeight - list.clientHeight;
    }
  }, [at, frames.length]);
  return html`<section class="panel replay-moves">
    <h2>${t("Moves")} · ${t("Round {n}", { n: round })}</h2>
    <ol class="action-list" ref=${listRef} data-testid="replay-moves" start=${frames.length ? frames[0].index + 1 : 1}>
      ${frames.map((f) => html`<li key=${f.index} class=${f.index === at ? "current" : ""}>
        <a href="#" onClick=${(e) => { e.preventDefault(); onPick(f.index); }}>${f.action
          ? toldLines(f)[0] || f.action : t("Round {n} begins", { n: f.viewRound || round })}</a></li>`)}
    </ol>
  </section>`;
}
