// The opponents' seats: each seat's name, card count, score and card backs, placed in play order after you (on an
// arc around the piles in classic with three players or more, with arrows for the direction of play).
import { html } from "../../vendor/htm-preact-standalone.module.js";
import { CardBack } from "../cards.js";
import { difficultyName } from "../home.js";
import { nt, t } from "../i18n.js";
import { nameOf } from "../names.js";

/** Seats other than `me`, in play order after `me`. */
export function othersInOrder(count, me) {
  const order = [];
  const start = me === null || me === undefined ? 0 : me + 1;
  for (let i = 0; i < count; i++) {
    const seat = (start + i) % count;
    if (seat !== me) order.push(seat);
  }
  return order;
}

function initial(name) {
  const plain = String(name || "").replace(/[\u2068\u2069]/g, "").trim();
  return plain ? Array.from(plain)[0].toUpperCase() : "?";
}

function Seat({ seat, view, players, me, many, place }) {
  const player = players.find((p) => p.seat === seat) || {};
  const count = view.hand_sizes[seat];
  const active = view.to_act === seat && !view.match_over;
  const name = nameOf(players, seat, me);
  const kind = player.kind === "bot" ? t("Bot ({level})", { level: difficultyName(player.difficulty) }) : "";
  const backs = Math.min(count, many ? 0 : 10);
  return html`<li class=${"seat" + (active ? " active" : "")} data-testid=${"opponent-" + seat}
      data-anchor=${"seat-" + seat} style=${place || ""}
      aria-label=${nt("{name}: {n} card", "{name}: {n} cards", count, { name })}>
    <span class="avatar" aria-hidden="true">${initial(name)}</span>
    <div class="seat-name">
      <bdi>${name}</bdi>
      ${kind && html` <span class="muted">${kind}</span>`}
      ${player.kind === "human" && !player.connected && html` <span class="muted">${t("(offline)")}</span>`}
      ${player.away && html` <span class="muted">${t("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-" + seat}>${nt("{n} card", "{n} cards", count)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-" + seat}>${t("Score {n}", { n: view.scores[seat] })}</span>
    </div>
    ${backs > 0 && html`<div class="seat-hand" aria-hidden="true">
      ${Array.from({ length: backs }, (_, i) => html`<${CardBack} key=${i} size="mini" cardKey=${`s${seat}-${i}`}
        from="draw" />`)}
    </div>`}
    ${active && html`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`;
}

/** Where the i-th of n opponents sits on the arc around the piles, from your left (180°) over the top (90°) to
 * your right (0°), on an ellipse (CSS scales it to the table). */
function arcPlace(i, n) {
  const angleOf = (k) => Math.PI * (1 - (k + 0.5) / n);
  const drop = (k) => 1 - Math.sin(angleOf(k));
  // The first and last seats come down beside the piles, however many seats there are (two alone: level with
  // the piles' middle).
  const lowest = drop(0) || 1;
  const depth = n > 2 ? 0.8 : 0.62;
  return { x: Math.cos(angleOf(i)), y: (depth * drop(i)) / lowest, angle: angleOf(i) };
}

/** The opponents, in play order after you. In classic with three players or more they sit around the table on
 * an arc (CSS places each by --x/--y), with an arrow between neighbours pointing the way play goes; with one
 * opponent, a single seat at the top. */
export function Seats({ others, view, players, me, many }) {
  const around = view.players > 2;
  const n = others.length;
  const style = (place) => `--x: ${place.x.toFixed(3)}; --y: ${place.y.toFixed(3)}`;
  return html`<ul class=${"seats" + (many ? " seats-many" : "") + (around ? " seats-around" : "")
      + (n > 4 ? " seats-crowded" : "")}
      style=${around ? `--n: ${n}` : ""} aria-label=${t("Players")}>
    ${others.map((seat, i) => {
      const arrowPlace = arcPlace(i - 0.5, n);
      // Tangent to the arc, pointing from the seat before to this one (or back when play is reversed).
      const turn = 90 - (arrowPlace.angle * 180) / Math.PI + (view.direction === 1 ? 0 : 180);
      return html`${i > 0 && around && html`<li class="direction-arrow" aria-hidden="true" key=${"arrow-" + seat}
          style=${`${style(arrowPlace)}; --turn: ${turn.toFixed(1)}deg; --flow: ${view.direction === 1 ? 0 : 180}deg`}>→</li>`}<${Seat} key=${seat} seat=${seat}
        view=${view} players=${players} me=${me} many=${many} place=${around ? style(arcPlace(i, n)) : ""} />`;
    })}
  </ul>`;
}
