// Cards: RECORDS.md codes, their names in words, and how they look (CSS card with a symbol and a colour glyph,
// so no information is carried by colour alone).
import { html } from "../vendor/htm-preact-standalone.module.js";
import { t } from "./i18n.js";

export const COLORS = ["R", "Y", "G", "B"];
// A shape per colour, shown in a corner of every coloured card (colour-blind safe).
export const COLOR_GLYPH = { R: "■", Y: "▲", G: "●", B: "◆" };

/** {color, rank, wild} of a code: "R5" -> {color: "R", rank: "5"}, "W+4" -> {color: null, rank: "W+4"}. */
export function parseCard(code) {
  if (code === "W" || code === "W+4") return { color: null, rank: code, wild: true };
  return { color: code[0], rank: code.slice(1), wild: false };
}

export function colorName(letter) {
  switch (letter) {
    case "R": return t("Red");
    case "Y": return t("Yellow");
    case "G": return t("Green");
    case "B": return t("Blue");
    default: return "";
  }
}

function rankName(rank) {
  switch (rank) {
    case "S": return t("Skip");
    case "R": return t("Reverse");
    case "+2": return t("Draw 2");
    case "W": return t("Wild");
    case "W+4": return t("Wild Draw 4");
    default: return rank;
  }
}

/** The card in words: "Red 5", "Blue Skip", "Wild Draw 4" (and the named colour of a wild, if given). */
export function cardName(code, named) {
  if (!code) return "";
  const { color, rank, wild } = parseCard(code);
  if (wild) {
    return named ? t("{card} ({color})", { card: rankName(rank), color: colorName(named) }) : rankName(rank);
  }
  return t("{color} {rank}", { color: colorName(color), rank: rankName(rank) });
}

export function cardList(codes) {
  return codes.map((c) => cardName(c)).join(t(", "));
}

function symbol(rank) {
  switch (rank) {
    case "S": return "⊘";
    case "R": return "⇄";
    case "+2": return "+2";
    case "W": return "W";
    case "W+4": return "+4";
    default: return rank;
  }
}

/**
 * One card. `onPlay` makes it a button; `disabled` dims it and takes it out of the tab order (aria-disabled).
 * `named` is the colour a wild names on the table; `badge` a small number (dump order).
 */
export function Card({ code, onPlay, disabled, named, size, badge, selected, testid, extraClass, keyHandler }) {
  const { color, rank, wild } = parseCard(code);
  const cls = [
    "card",
    wild ? "card-wild" : `card-${color}`,
    wild && named ? `named-${named}` : "",
    size ? `card-${size}` : "",
    selected ? "card-selected" : "",
    extraClass || "",
  ].join(" ");
  const label = cardName(code, named);
  const glyph = wild ? (named ? COLOR_GLYPH[named] : "✦") : COLOR_GLYPH[color];
  const face = html`
    <span class="card-corner card-corner-start" aria-hidden="true">${symbol(rank)}</span>
    <span class="card-oval" aria-hidden="true"><span class="card-symbol">${symbol(rank)}</span></span>
    <span class="card-corner card-corner-end" aria-hidden="true">${glyph}</span>
    ${badge ? html`<span class="card-badge" aria-hidden="true">${badge}</span>` : null}
  `;
  if (onPlay !== undefined) {
    return html`<button
      type="button"
      class=${cls + (disabled ? " card-disabled" : "")}
      data-card=${code}
      data-testid=${testid || `card-${code}`}
      aria-label=${label}
      aria-disabled=${disabled ? "true" : "false"}
      aria-pressed=${selected ? "true" : undefined}
      disabled=${disabled}
      onClick=${disabled ? undefined : onPlay}
      onKeyDown=${keyHandler}
    >${face}</button>`;
  }
  return html`<span class=${cls} role="img" aria-label=${label} data-card=${code} data-testid=${testid || null}
    >${face}</span
  >`;
}

/** A face-down card (the draw pile, an opponent's hand). */
export function CardBack({ size, label, testid }) {
  return html`<span
    class=${"card card-back" + (size ? ` card-${size}` : "")}
    role=${label ? "img" : null}
    aria-label=${label || null}
    aria-hidden=${label ? null : "true"}
    data-testid=${testid || null}
    ><span class="card-oval" aria-hidden="true"><span class="card-symbol">${t("UNO")}</span></span></span
  >`;
}
