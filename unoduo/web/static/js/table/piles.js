// The piles in the middle of the table: the draw pile (a button when drawing is a choice), the discard pile with its
// top card, the named colour and a pending draw, and the direction of play in classic.
import { html } from "../../vendor/htm-preact-standalone.module.js";
import { Card, CardBack, cardName, COLOR_GLYPH, colorName, parseCard } from "../cards.js";
import { nt, t } from "../i18n.js";

/** The direction of play drawn around the piles (classic with three players or more). */
function DirectionRing({ direction }) {
  const flip = direction === 1 ? "" : "scale(-1 1) translate(-200 0)";
  return html`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${flip} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`;
}

export function Center({ view, canDraw, onDraw, from }) {
  const named = view.color;
  const top = view.top;
  const wildTop = top && parseCard(top).wild;
  const pile = view.discard || [];
  // The last few cards under the top one, each slightly turned (a stable angle per position in the pile).
  const under = pile.slice(Math.max(0, pile.length - 4), Math.max(0, pile.length - 1));
  const angle = (i) => ((i * 47) % 23) - 11;
  const pileLabel = nt("Draw pile: {n} card", "Draw pile: {n} cards", view.draw_pile, {});
  return html`<section class="center" aria-label=${t("Table")}>
    ${view.ruleset === "classic" && view.players > 2 && html`<${DirectionRing} direction=${view.direction} />`}
    <div>
      <button type="button" class=${"draw-pile" + (canDraw ? " can-draw" : "")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!canDraw} aria-label=${pileLabel} onClick=${onDraw}>
        ${view.draw_pile > 0
          ? html`<${CardBack} />`
          : html`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${view.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${named && html`<div class=${"color-ring ring-" + named} data-testid="color-ring" aria-hidden="true"></div>`}
      ${under.map((code, i) => {
        const at = pile.length - 1 - under.length + i;
        return html`<${Card} key=${"pile-" + at} code=${code} cardKey=${"pile-" + at}
          style=${`rotate: ${angle(at)}deg`} />`;
      })}
      ${top
        ? html`<${Card} key=${"pile-" + (pile.length - 1)} code=${top} named=${wildTop ? named : null}
            testid="top-card" cardKey=${"pile-" + (pile.length - 1)} from=${from}
            style=${`rotate: ${angle(pile.length - 1) / 3}deg`} />`
        : !pile.length && html`<span class="card card-empty" aria-hidden="true"></span>`}
      ${named && html`<span class=${"ring-shape ring-" + named} aria-hidden="true">
        <span class="glyph">${COLOR_GLYPH[named]}</span>${colorName(named)}</span>`}
      ${view.pending_draw > 0 && html`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${nt("Pending: {n} card to draw", "Pending: {n} cards to draw", view.pending_draw)}><bdi dir="ltr"
        >+${view.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${top && html`<p class="visually-hidden" data-testid="top-card-text">${t("Top card: {card}",
        { card: cardName(top, wildTop ? named : null) })}</p>`}
      ${named && html`<p class="visually-hidden" data-testid="active-color">${t("Colour: {color}",
        { color: colorName(named) })}</p>`}
      ${view.ruleset === "classic" && view.players > 2 && html`<p>
        ${view.direction === 1 ? t("Direction: clockwise") : t("Direction: counterclockwise")}</p>`}
      ${view.decision === "draft" && html`<p>${nt(
        "Draft: {n} card face up", "Draft: {n} cards face up", view.discard.length)}</p>`}
    </div>
  </section>`;
}
