// The score sheet: each finished round's points per seat and the running totals.
import { html } from "../vendor/htm-preact-standalone.module.js";
import { nameOf } from "./names.js";
import { t } from "./i18n.js";

/** `view` needs players, rounds, start_scores, scores, options/ruleset (for the target); `names` overrides. */
export function ScoreSheet({ view, players, me }) {
  const seats = Array.from({ length: view.players }, (_, i) => i);
  const target = (view.options && view.options.target_score) || (view.ruleset === "classic" ? 500 : 200);
  const running = seats.map((s) => (view.start_scores ? view.start_scores[s] : 0));
  const started = running.some((x) => x !== 0);
  const rows = view.rounds.map((round, k) => {
    round.points.forEach((p, s) => {
      running[s] += p;
    });
    const totals = running.slice();
    return html`<tr data-testid=${"score-round-" + (k + 1)}>
      <th scope="row">${t("Round {n}", { n: k + 1 })}${round.blocked ? html` <span class="muted">${t("(blocked)")}</span>` : ""}</th>
      ${seats.map((s) => html`<td>${round.points[s]} <span class="muted">(${totals[s]})</span>${round.out === s
        ? html` <span class="out-mark" title=${t("went out")} aria-label=${t("went out")}>★</span>` : ""}</td>`)}
    </tr>`;
  });
  const lowerWins = view.ruleset !== "classic";
  return html`<section class="panel score-sheet" data-testid="score-sheet" aria-labelledby="score-sheet-title">
    <h2 id="score-sheet-title">${t("Score sheet")}</h2>
    <p class="muted">${lowerWins
      ? t("The match ends when a total reaches {n}; the lower total wins.", { n: target })
      : t("The match ends when a total reaches {n}; the higher total wins.", { n: target })}</p>
    <div class="table-scroll">
      <table class="scores">
        <thead><tr><th scope="col">${t("Round")}</th>
          ${seats.map((s) => html`<th scope="col"><bdi>${nameOf(players, s, me)}</bdi></th>`)}</tr></thead>
        <tbody>
          ${started && html`<tr><th scope="row">${t("Start")}</th>${seats.map((s) => html`<td>${view.start_scores[s]}</td>`)}</tr>`}
          ${rows}
        </tbody>
        <tfoot><tr><th scope="row">${t("Total")}</th>
          ${seats.map((s) => html`<td data-testid=${"score-total-" + s}>${view.scores[s]}</td>`)}</tr></tfoot>
      </table>
    </div>
    ${view.rounds.length === 0 && html`<p>${t("No round finished yet.")}</p>`}
  </section>`;
}
