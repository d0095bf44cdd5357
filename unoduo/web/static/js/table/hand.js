// Your hand: the fanned cards (enabled where the server offers a play, numbered while choosing a dump's order),
// moved through with the arrow keys, and the helpers that put the focus on it.
import { html } from "../../vendor/htm-preact-standalone.module.js";
import { Card, cardList, parseCard } from "../cards.js";
import { nt, t } from "../i18n.js";

/** Stable keys of physical cards for motion.js: the code and its occurrence ("R5#0", "R5#1"). */
function occurrenceKeys(codes, prefix) {
  const seen = new Map();
  return codes.map((code) => {
    const n = seen.get(code) || 0;
    seen.set(code, n + 1);
    return `${prefix}${code}#${n}`;
  });
}

export function firstEnabledCard(container) {
  if (!container) return null;
  return container.querySelector("button.card:not([disabled])");
}

export function focusHand(container, index) {
  if (!container) return;
  const cards = Array.from(container.querySelectorAll("button.card:not([disabled])"));
  if (cards.length) cards[Math.max(0, Math.min(index, cards.length - 1))].focus();
}

export function Hand({ view, groups, mine, sending, play, handRef, dumping, dumpOrder, toggleDump, wildCard }) {
  const dumpColor = view.dump_color;
  const rtl = document.documentElement.dir === "rtl";
  const onKeyDown = (event) => {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const cards = Array.from(handRef.current.querySelectorAll("button.card:not([disabled])"));
    const at = cards.indexOf(document.activeElement);
    if (!cards.length) return;
    event.preventDefault();
    let next = at;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = cards.length - 1;
    else {
      const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
      next = at < 0 ? 0 : (at + (forward ? 1 : -1) + cards.length) % cards.length;
    }
    cards[next].focus();
  };
  const label = view.hand.length
    ? nt("Your hand, {n} card: {cards}", "Your hand, {n} cards: {cards}", view.hand.length,
      { cards: cardList(view.hand) })
    : t("Your hand is empty");
  const n = view.hand.length;
  const keys = occurrenceKeys(view.hand, "");
  // The fan: a small turn per card and a slight arc, smaller for a big hand.
  const step = Math.min(3, 16 / Math.max(n - 1, 1));
  const mid = (n - 1) / 2;
  let drawnMarked = false;
  return html`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${nt("Your hand ({n} card)", "Your hand ({n} cards)", n)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-" + view.seat}>${t("Score {n}", { n: view.scores[view.seat] })}</span></h2>
    <div class=${"hand" + (n > 14 ? " hand-many" : "")} ref=${handRef} onKeyDown=${onKeyDown} data-testid="hand"
        role="group" aria-label=${label} style=${`--n: ${Math.max(n, 1)}`}>
      ${view.hand.map((code, index) => {
        let enabled = false;
        let badge = null;
        let selected = false;
        if (dumping) {
          enabled = parseCard(code).color === dumpColor && !sending;
          const at = dumpOrder.indexOf(index);
          if (at >= 0) {
            badge = String(at + 1);
            selected = true;
          }
        } else {
          enabled = mine && !sending && groups.plays.has(code);
          selected = wildCard === code;
        }
        const isDrawn = view.drawn === code && !drawnMarked;
        if (isDrawn) drawnMarked = true;
        const offset = mid > 0 ? (index - mid) / mid : 0;
        const rot = (index - mid) * step * (rtl ? -1 : 1);
        const arc = Math.round(offset * offset * Math.min(14, n * 1.5));
        return html`<${Card} key=${keys[index]} code=${code} cardKey=${keys[index]} from="draw"
          onPlay=${dumping ? () => toggleDump(index) : () => play(code)}
          disabled=${!enabled} badge=${badge} selected=${selected}
          style=${`--rot: ${rot.toFixed(2)}deg; --arc: ${arc}px`}
          extraClass=${isDrawn ? "card-drawn" : ""} testid=${"hand-card-" + code} />`;
      })}
    </div>
    ${mine && !dumping && html`<p class="hint">${t("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`;
}
