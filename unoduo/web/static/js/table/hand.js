// Your hand: the cards (enabled and raised where the server offers a play, numbered while choosing a dump's order),
// sorted by colour and number unless the player turned sorting off (remembered), in one fanned row or in as many
// overlapping rows as keep at least 37 px of every card in view on a narrow phone; a touch lifts a card and a
// second touch plays it; moved through with the arrow keys; and the helpers that put the focus on it.
import { html, useLayoutEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { Card, cardList, parseCard } from "../cards.js";
import { nt, t } from "../i18n.js";
import { useKeyboardUsed } from "../keyboard.js";

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

const SORT_KEY = "unoduo.sortHand";
const COLOR_ORDER = { R: 0, Y: 1, G: 2, B: 3 };
const RANK_ORDER = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2", "W", "W+4"];
// The least width of a card that stays in view when cards overlap (the issue asks 36 px: a tap must not land on
// the neighbour; 37 leaves a pixel to spare), and how much of an upper row shows above the row in front of it (a share of a card's height).
const MIN_VISIBLE_PX = 37;
const ROW_SHOW = 0.56;
const HAND_ENDS_PX = 24;
const MIN_FIT_CARD_PX = 44; // a narrower card than this in one row reads worse than two rows

export function sortingOn() {
  try {
    return localStorage.getItem(SORT_KEY) !== "off";
  } catch (_err) {
    return true;
  }
}

export function saveSorting(on) {
  try {
    localStorage.setItem(SORT_KEY, on ? "on" : "off");
  } catch (_err) {
    // private mode: the choice lasts for this page only
  }
}

/** The hand's cards as {code, index, key} (index: the place in view.hand, which actions refer to), in colour
 * then number order when sorting is on (wilds last), else as dealt. */
export function handOrder(hand, sorted) {
  const keys = occurrenceKeys(hand, "");
  const cards = hand.map((code, index) => ({ code, index, key: keys[index] }));
  if (!sorted) return cards;
  const rank = (code) => {
    const { color, rank: r, wild } = parseCard(code);
    return (wild ? 4 : COLOR_ORDER[color]) * 100 + RANK_ORDER.indexOf(r);
  };
  return cards.slice().sort((a, b) => rank(a.code) - rank(b.code) || a.index - b.index);
}

/**
 * How the hand is laid out so that at least MIN_VISIBLE_PX of every card shows, for the hand's inner width and
 * a card's own width: {rows, fit}. One row when it holds them; else one row of cards made a little narrower
 * (`fit`, the card width in px) when they stay at least MIN_FIT_CARD_PX wide; else overlapping rows.
 * One row until both widths are measured.
 */
export function handLayout(n, width, cardWidth) {
  if (!width || !cardWidth || n <= 1) return { rows: 1, fit: null };
  const usable = width - HAND_ENDS_PX; // the room the fan leaves at its ends (--hand-ends of the CSS overlap)
  const perRow = Math.max(1, Math.floor((usable - cardWidth) / MIN_VISIBLE_PX) + 1);
  if (n <= perRow) return { rows: 1, fit: null };
  const fit = Math.floor(usable - MIN_VISIBLE_PX * (n - 1));
  if (fit >= MIN_FIT_CARD_PX && fit < cardWidth) return { rows: 1, fit };
  return { rows: Math.ceil(n / perRow), fit: null };
}

/** The hand's width and a card's width, measured (and again when the page is resized). */
function useHandSize(handRef, n) {
  const [size, setSize] = useState({ width: 0, card: 0 });
  useLayoutEffect(() => {
    const el = handRef.current;
    if (!el) return undefined;
    const measure = () => {
      // A card's own width, unfitted: a hidden probe card (the hand's cards may be made narrower to fit).
      const probe = document.createElement("span");
      probe.className = "card card-probe";
      probe.setAttribute("aria-hidden", "true");
      probe.style.cssText = "position: absolute; visibility: hidden; pointer-events: none";
      el.appendChild(probe);
      const cardWidth = probe.offsetWidth;
      probe.remove();
      const width = el.clientWidth;
      setSize((old) => (old.width === width && old.card === cardWidth ? old : { width, card: cardWidth }));
    };
    measure();
    if (typeof ResizeObserver !== "function") return undefined;
    const watcher = new ResizeObserver(measure);
    watcher.observe(el);
    return () => watcher.disconnect();
  }, []);
  return size;
}

export function Hand({ view, groups, mine, sending, play, handRef, dumping, dumpOrder, toggleDump, wildCard, sorted,
  corner }) {
  // `corner`: what sits at the hand's top end corner (the quick reactions' button, table/reactions.js), or null.
  const dumpColor = view.dump_color;
  const rtl = document.documentElement.dir === "rtl";
  const keys = useKeyboardUsed();
  // A touch lifts a card first and plays it on a second tap (a finger hides what it touches); a mouse click,
  // Enter or Space plays at once.
  const [lifted, setLifted] = useState(null);
  const pointer = useRef("mouse");
  useLayoutEffect(() => setLifted(null), [view.hand.join(" "), mine, dumping]);
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
  const size = useHandSize(handRef, n);
  const layout = handLayout(n, size.width, size.card);
  const rowCount = layout.rows;
  const ordered = handOrder(view.hand, sorted);
  // Rows as even as can be (25 cards in 4 rows: 7, 6, 6, 6), the longer ones behind.
  const rows = [];
  let taken = 0;
  for (let r = 0; r < rowCount; r++) {
    const size = Math.floor(n / rowCount) + (r < n % rowCount ? 1 : 0);
    rows.push(ordered.slice(taken, taken + size));
    taken += size;
  }
  const tap = (card, action) => {
    if (pointer.current !== "mouse" && lifted !== card.key) {
      setLifted(card.key);
      return;
    }
    setLifted(null);
    action();
  };
  let drawnMarked = false;
  const renderCard = (card, at, count) => {
    const { code, index, key } = card;
    let enabled = false;
    let badge = null;
    let selected = false;
    if (dumping) {
      enabled = parseCard(code).color === dumpColor && !sending;
      const pick = dumpOrder.indexOf(index);
      if (pick >= 0) {
        badge = String(pick + 1);
        selected = true;
      }
    } else {
      enabled = mine && !sending && groups.plays.has(code);
      selected = wildCard === code;
    }
    const isDrawn = view.drawn === code && !drawnMarked;
    if (isDrawn) drawnMarked = true;
    // The fan (one row only): a small turn per card and a slight arc, smaller for a big hand.
    let style = "";
    if (rowCount === 1) {
      const step = Math.min(3, 16 / Math.max(count - 1, 1));
      const mid = (count - 1) / 2;
      const offset = mid > 0 ? (at - mid) / mid : 0;
      const rot = (at - mid) * step * (rtl ? -1 : 1);
      const arc = Math.round(offset * offset * Math.min(14, count * 1.5));
      style = `--rot: ${rot.toFixed(2)}deg; --arc: ${arc}px`;
    }
    const classes = [isDrawn ? "card-drawn" : "", lifted === key && enabled ? "card-lifted" : ""].join(" ");
    return html`<${Card} key=${key} code=${code} cardKey=${key} from="draw"
      onPlay=${dumping ? () => toggleDump(index) : () => tap(card, () => play(code))}
      disabled=${!enabled} badge=${badge} selected=${selected} style=${style}
      extraClass=${classes} testid=${"hand-card-" + code} />`;
  };
  return html`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    ${corner}
    <h2 class="hand-title" id="hand-title">${nt("Your hand ({n} card)", "Your hand ({n} cards)", n)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-" + view.seat}>${t("Score {n}", { n: view.scores[view.seat] })}</span></h2>
    <div class=${"hand" + (n > 14 && rowCount === 1 ? " hand-many" : "") + (rowCount > 1 ? " hand-rows" : "")
        + (layout.fit ? " hand-fit" : "")} data-sorted=${sorted ? "true" : "false"}
        ref=${handRef} onKeyDown=${onKeyDown} data-testid="hand" data-rows=${rowCount}
        onPointerDown=${(event) => { pointer.current = event.pointerType || "mouse"; }}
        onKeyDownCapture=${() => { pointer.current = "mouse"; }}
        role="group" aria-label=${label} style=${`--n: ${Math.max(n, 1)}; --row-show: ${ROW_SHOW}; --hand-ends: ${HAND_ENDS_PX}px`
          + (layout.fit ? `; --fit-w: ${layout.fit}px` : "")}>
      ${rowCount === 1 ? ordered.map((card, at) => renderCard(card, at, n))
        : rows.map((row, r) => html`<div class="hand-row" key=${"row-" + r} style=${`--n: ${Math.max(row.length, 1)}`}>
          ${row.map((card, at) => renderCard(card, at, row.length))}</div>`)}
    </div>
    ${mine && !dumping && keys && html`<p class="hint" data-testid="key-hint">${t("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`;
}
