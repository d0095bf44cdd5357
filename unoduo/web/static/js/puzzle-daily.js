// The home page's daily puzzle card: today's puzzle (GET /api/puzzles/daily, the same for everyone on this UTC
// date), its theme and a button to /puzzles/daily, marked solved when this browser answered it right today
// (puzzle-store.js). One short line on a phone, under the start page's first panel, so "Play a bot now" stays in
// view.
import { html, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { api } from "./api.js";
import { currentLanguage, onLanguageChange, t } from "./i18n.js";
import { navigate } from "./nav.js";
import { answeredOn } from "./puzzle-store.js";

export function DailyPuzzleCard() {
  const [lang, setLang] = useState(currentLanguage());
  const [daily, setDaily] = useState(null);
  useEffect(() => onLanguageChange((next) => setLang(next)), []);
  useEffect(() => {
    let live = true;
    api.dailyPuzzle(lang).then((got) => { if (live) setDaily(got); }, () => { if (live) setDaily(null); });
    return () => { live = false; };
  }, [lang]);
  // Without the puzzles API (or before it answers) the start page is as it was.
  if (!daily) return null;
  const answered = answeredOn(daily.id, daily.date);
  const solved = !!(answered && answered.correct);
  const open = (e) => { e.preventDefault(); navigate("/puzzles/daily"); };
  return html`<section class="panel daily-puzzle" data-testid="daily-puzzle" data-puzzle=${daily.id}
      data-date=${daily.date} data-solved=${solved ? "true" : "false"} aria-labelledby="daily-puzzle-title">
    <div class="daily-words">
      <h2 id="daily-puzzle-title">${t("Daily puzzle")}
        ${solved && html` <span class="daily-solved" data-testid="daily-solved">${t("✓ Solved today")}</span>`}</h2>
      <p class="muted" data-testid="daily-theme">${t("{theme} · find the best move", { theme: daily.theme_title })}</p>
    </div>
    <a href="/puzzles/daily" class="button-link" data-testid="daily-open" onClick=${open}>
      ${solved || answered ? t("See it again") : t("Solve it")}</a>
  </section>`;
}
