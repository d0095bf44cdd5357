// An account's puzzle record, shown on the puzzle page (under an answer) and on the account page: the puzzle
// rating (Glicko-2, apart from the game ratings), the streak, the best streak and the last answers, all from
// GET /api/puzzles/me (docs/puzzles.md). A guest's streak lives in this browser instead (puzzle-store.js).
// It imports neither the account page nor the puzzle page, so both can import it.
import { html, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { api } from "./api.js";
import { t } from "./i18n.js";
import { Link } from "./nav.js";

const HISTORY_SHOWN = 8; // the newest answers listed

/** The signed-in account's puzzle record, asked again whenever `tick` or the language changes (null: none). */
export function useMyPuzzles(account, tick, lang) {
  const [mine, setMine] = useState(null);
  useEffect(() => {
    if (!account) { setMine(null); return undefined; }
    let live = true;
    api.myPuzzles(lang).then((got) => { if (live) setMine(got); }, () => { if (live) setMine(null); });
    return () => { live = false; };
  }, [account && account.name, tick, lang]);
  return mine;
}

/** A puzzle rating as people read it: "1523", or "1523?" while provisional. */
export function puzzleRatingText(mine) {
  return mine.provisional ? String(mine.rating) + "?" : String(mine.rating);
}

/** The last answers, newest first: each puzzle (a link), right or wrong, the rating after it. */
function Answers({ mine }) {
  const entries = mine.history.slice(0, HISTORY_SHOWN);
  return html`<ol class="puzzle-answers">
    ${entries.map((entry, i) => html`<li key=${entry.id + i} data-testid="puzzle-history-item"
        data-correct=${entry.correct ? "true" : "false"}>
      <span aria-hidden="true" class=${entry.correct ? "mark-right" : "mark-wrong"}>${entry.correct ? "✓" : "✗"}</span>
      <${Link} href=${`/puzzles/${encodeURIComponent(entry.id)}`}>${t("Puzzle {id}", { id: entry.id })}</${Link}>
      <span class="visually-hidden">${entry.correct ? t("(right)") : t("(wrong)")}</span>
      <span class="muted">${t("rating {n}", { n: entry.rating_after })}</span>
    </li>`)}
  </ol>`;
}

/** Under a puzzle's answer: the last answers, folded. */
export function History({ mine }) {
  if (!mine || !mine.history || !mine.history.length) return null;
  return html`<details class="puzzle-history" data-testid="puzzle-history">
    <summary>${t("Your last puzzles")}</summary>
    <${Answers} mine=${mine} />
  </details>`;
}

/** The account page's panel: rating, streaks, how many answered, the last answers and a way to the puzzles. */
export function AccountPuzzles({ account, lang }) {
  const mine = useMyPuzzles(account, 0, lang);
  if (!mine) return null;
  return html`<section class="panel" data-testid="account-puzzles">
    <h2>${t("Puzzles")}</h2>
    <p class="big-rating"><bdi dir="ltr" data-testid="account-puzzle-rating" data-rating=${mine.rating}>
      ${t("Puzzle rating {n}", { n: puzzleRatingText(mine) })}<span class="muted"> ± ${mine.deviation}</span></bdi></p>
    <p data-testid="account-puzzle-streak" data-streak=${mine.streak}>${t("Streak {n}", { n: mine.streak })}
      ${" · "}<span class="muted">${t("Best {n}", { n: mine.best_streak })}</span></p>
    ${mine.history.length ? html`<${Answers} mine=${mine} />`
      : html`<p class="muted">${t("No puzzles answered yet.")}</p>`}
    <p><${Link} href="/puzzles/daily" testid="account-daily-puzzle">${t("Daily puzzle")}</${Link}>
      ${" · "}<${Link} href="/puzzles" testid="account-more-puzzles">${t("More puzzles")}</${Link}></p>
  </section>`;
}
