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

// Card art (own design, drawn in SVG): a coloured field inside a white border, a large white shape per colour
// (square red, triangle yellow, circle green, diamond blue, as in COLOR_GLYPH) carrying the rank, and the rank
// with the small shape in two corners. Every card is told apart by its shape and rank alone, so it reads the
// same under any colour vision. Faces are always left-to-right ("+4" stays "+4" in Urdu).
const FILL = { R: "#d93a2b", Y: "#f2b705", G: "#279647", B: "#1f6fd1" };
const SHAPE = { R: "square", Y: "triangle", G: "circle", B: "diamond" };
const INK = { R: "#8e1b12", Y: "#5b4300", G: "#135a27", B: "#0f3f7d" };

function shapePath(color, cx, cy, r) {
  switch (color) {
    case "R": return `M${cx - r * 0.86} ${cy - r * 0.86}h${r * 1.72}v${r * 1.72}h${-r * 1.72}z`;
    case "Y": return `M${cx} ${cy - r * 1.18}L${cx + r * 1.2} ${cy + r * 0.9}H${cx - r * 1.2}z`;
    case "G": return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
    case "B": return `M${cx} ${cy - r * 1.2}L${cx + r * 1.05} ${cy}L${cx} ${cy + r * 1.2}L${cx - r * 1.05} ${cy}z`;
    default: return "";
  }
}

/** The short text of a rank on a face: digits, "+2", "+4", "W"; Skip and Reverse are drawn (null). */
function rankText(rank) {
  switch (rank) {
    case "S": case "R": return null;
    case "W": return "W";
    case "W+4": return "+4";
    default: return rank;
  }
}

function RankMark({ rank, x, y, size, ink, stroke }) {
  const text = rankText(rank);
  if (text !== null) {
    return html`<text x=${x} y=${y} font-size=${text.length > 1 ? size * 0.82 : size} fill=${ink}
      stroke=${stroke || "none"} stroke-width=${stroke ? size * 0.09 : 0} paint-order="stroke"
      text-anchor="middle" dominant-baseline="central" direction="ltr" class="card-rank">${text}</text>`;
  }
  const r = size * 0.42;
  if (rank === "S") {
    return html`<g fill="none" stroke=${ink} stroke-width=${size * 0.13} stroke-linecap="round">
      <circle cx=${x} cy=${y} r=${r} /><path d=${`M${x - r * 0.7} ${y + r * 0.7}L${x + r * 0.7} ${y - r * 0.7}`} /></g>`;
  }
  // Reverse: two arrows in opposite directions.
  const w = size * 0.5;
  const h = size * 0.2;
  return html`<g fill="none" stroke=${ink} stroke-width=${size * 0.11} stroke-linecap="round" stroke-linejoin="round">
    <path d=${`M${x - w} ${y - h}H${x + w}M${x + w - h} ${y - 2 * h}L${x + w} ${y - h}L${x + w - h} ${y}`} />
    <path d=${`M${x + w} ${y + h}H${x - w}M${x - w + h} ${y}L${x - w} ${y + h}L${x - w + h} ${y + 2 * h}`} /></g>`;
}

function wildWheel(cx, cy, r) {
  const q = [["R", -90, 0], ["Y", 0, 90], ["G", 90, 180], ["B", 180, 270]];
  const pt = (deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];
  return q.map(([c, a, b]) => {
    const [x1, y1] = pt(a);
    const [x2, y2] = pt(b);
    return html`<path d=${`M${cx} ${cy}L${x1} ${y1}A${r} ${r} 0 0 1 ${x2} ${y2}z`} fill=${FILL[c]} />`;
  });
}

/** The SVG face of a card (100 x 150 units), used by hand, piles, replay and everything else. */
export function CardFace({ code }) {
  const { color, rank, wild } = parseCard(code);
  const fill = wild ? "#1c1c22" : FILL[color];
  const ink = wild ? "#ffffff" : INK[color];
  const cornerInk = color === "Y" ? "#3b2c00" : "#ffffff";
  const cornerShape = (x, y) => (wild ? null : html`<path d=${shapePath(color, x, y, 5.2)} fill=${cornerInk} opacity="0.9" />`);
  return html`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false" direction="ltr">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill=${fill} />
    <ellipse cx="50" cy="75" rx="34" ry="56" transform="rotate(28 50 75)" fill="#ffffff" opacity="0.14" />
    ${wild
      ? html`${wildWheel(50, 75, 30)}<circle cx="50" cy="75" r="30" fill="none" stroke="#fff" stroke-width="3" />`
      : html`<path class=${"card-shape shape-" + SHAPE[color]}
          d=${shapePath(color, 50, rank.length > 1 || rank === "S" || rank === "R" ? 75 : 78, 29)} fill="#ffffff"
          stroke=${ink} stroke-width="1.5" />`}
    <${RankMark} rank=${rank} x=${50} y=${color === "Y" ? 86 : 76} size=${color === "Y" ? 34 : 42} ink=${ink}
      stroke=${wild ? "#1c1c22" : null} />
    <${RankMark} rank=${rank} x=${19} y=${22} size=${20} ink=${cornerInk} />
    ${cornerShape(19, 40)}
    <g transform="rotate(180 50 75)">
      <${RankMark} rank=${rank} x=${19} y=${22} size=${20} ink=${cornerInk} />
      ${cornerShape(19, 40)}
    </g>
  </svg>`;
}

function BackFace() {
  return html`<svg class="card-face" viewBox="0 0 100 150" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="98" height="148" rx="11" fill="#fbfaf6" />
    <rect x="6" y="6" width="88" height="138" rx="8" fill="#2b2450" />
    <rect x="11" y="11" width="78" height="128" rx="5" fill="none" stroke="#e7c66b" stroke-width="1.5" opacity="0.8" />
    <path d="M50 30L72 75L50 120L28 75z" fill="#d93a2b" />
    <path d="M50 44L63 75L50 106L37 75z" fill="#f2b705" />
    <circle cx="50" cy="75" r="9" fill="#fbfaf6" />
  </svg>`;
}

/**
 * One card. `onPlay` makes it a button; `disabled` takes it out of the tab order (aria-disabled).
 * `named` is the colour a wild names on the table; `badge` a small number (dump order). `cardKey` marks the
 * physical card for motion.js (`data-card-key`), `from` where it came from (`data-from`).
 */
export function Card({ code, onPlay, disabled, named, size, badge, selected, testid, extraClass, keyHandler, cardKey,
  from, style }) {
  const { color, wild } = parseCard(code);
  const cls = [
    "card",
    wild ? "card-wild" : `card-${color}`,
    wild && named ? `named-${named}` : "",
    size ? `card-${size}` : "",
    selected ? "card-selected" : "",
    extraClass || "",
  ].join(" ");
  const label = cardName(code, named);
  const face = html`<${CardFace} code=${code} />
    ${badge ? html`<span class="card-badge" aria-hidden="true">${badge}</span>` : null}`;
  if (onPlay !== undefined) {
    return html`<button
      type="button"
      class=${cls + (disabled ? " card-disabled" : " card-playable")}
      data-card=${code}
      data-card-key=${cardKey || null}
      data-from=${from || null}
      data-testid=${testid || `card-${code}`}
      aria-label=${label}
      aria-disabled=${disabled ? "true" : "false"}
      aria-pressed=${selected ? "true" : undefined}
      disabled=${disabled}
      style=${style || null}
      onClick=${disabled ? undefined : onPlay}
      onKeyDown=${keyHandler}
    >${face}</button>`;
  }
  return html`<span class=${cls} role="img" aria-label=${label} data-card=${code} data-testid=${testid || null}
    data-card-key=${cardKey || null} data-from=${from || null} style=${style || null}
    >${face}</span
  >`;
}

/** A face-down card (the draw pile, an opponent's hand). */
export function CardBack({ size, label, testid, cardKey, from, style }) {
  return html`<span
    class=${"card card-back" + (size ? ` card-${size}` : "")}
    role=${label ? "img" : null}
    aria-label=${label || null}
    aria-hidden=${label ? null : "true"}
    data-testid=${testid || null}
    data-card-key=${cardKey || null}
    data-from=${from || null}
    style=${style || null}
    ><${BackFace} /></span
  >`;
}
