// Puzzles (/puzzles, /puzzles/daily, /puzzles/<id>): a position from a real bot game on the real table, from the
// solver's seat, with one clearly best action (docs/puzzles.md). The page shows the puzzle API's `frame` (the
// table's own `state` message, drawn by the same components as a game and a lesson), the player acts on the table
// as in a game (clicks, keys, screen reader), the action goes to the server (POST /api/puzzles/<id>/answer) and
// the answer comes back: right or wrong, the explanation in words and every option's win chance, then the next
// puzzle. A theme chooser picks what comes next. With an account the server keeps the rating, the streak and the
// history; a guest's streak is kept in this browser (puzzle-store.js).
import { html, useEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { useAccount } from "./accounts.js";
import { api, errorText } from "./api.js";
import { rulesetName } from "./home.js";
import { currentLanguage, onLanguageChange, t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { Link, navigate } from "./nav.js";
import { History, puzzleRatingText, useMyPuzzles } from "./puzzle-record.js";
import { guestStreak, rememberAnswer, saveTheme, savedTheme } from "./puzzle-store.js";
import { Table } from "./table/board.js";
import { playSound } from "./table/effects.js";

// A puzzle fetched by "Next puzzle" before the page moves to its address (so it is not asked for twice).
let fetchedAhead = null;

/** The puzzles.css stylesheet (and learn.css, whose table rules a puzzle shares), added once. */
function usePuzzleStyles() {
  useEffect(() => {
    for (const name of ["learn.css", "puzzles.css"]) {
      const href = new URL(`../css/${name}`, import.meta.url).href;
      if (!document.querySelector(`link[href="${href}"]`)) {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = href;
        document.head.appendChild(link);
      }
    }
  }, []);
}

function useLanguage() {
  const [lang, setLang] = useState(currentLanguage());
  useEffect(() => onLanguageChange((next) => setLang(next)), []);
  return lang;
}

/** The puzzle themes with their titles in the page's language (null until they come). */
function useThemes(lang) {
  const [themes, setThemes] = useState(null);
  useEffect(() => {
    let live = true;
    api.puzzleThemes(lang).then((got) => { if (live) setThemes(got.themes || []); }, () => {
      if (live) setThemes([]);
    });
    return () => { live = false; };
  }, [lang]);
  return themes;
}

/** The puzzle to show for route `id`: "daily", an id, or null (the next one of the chosen theme). */
function loadPuzzle(id, theme, lang) {
  if (id === "daily") return api.dailyPuzzle(lang);
  if (id) return api.puzzle(id, lang);
  return api.nextPuzzle(theme, null, lang);
}

/** Choose what comes next: every theme, or one of them (with how many puzzles it has). */
function ThemeChooser({ themes, theme, onChoose }) {
  if (!themes || !themes.length) return null;
  return html`<label class="puzzle-theme-choice">
    <span>${t("Theme")}</span>
    <select data-testid="puzzle-theme" value=${theme} onChange=${(e) => onChoose(e.target.value)}>
      <option value="" selected=${theme === ""}>${t("Every theme")}</option>
      ${themes.map((th) => html`<option key=${th.id} value=${th.id} selected=${theme === th.id}>
        ${t("{title} ({n})", { title: th.title, n: th.count })}</option>`)}
    </select>
  </label>`;
}

/** Rating and streak: the account's (from the server), or a guest's streak (this browser). */
function Standing({ mine, account, guest }) {
  if (account && mine) {
    return html`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="account">
      <span data-testid="puzzle-rating">${t("Puzzle rating {n}", { n: puzzleRatingText(mine) })}</span>
      <span data-testid="puzzle-streak" data-streak=${mine.streak}>${t("Streak {n}", { n: mine.streak })}</span>
    </span>`;
  }
  return html`<span class="puzzle-standing" data-testid="puzzle-standing" data-kind="guest">
    <span data-testid="puzzle-streak" data-streak=${guest.streak}>${t("Streak {n}", { n: guest.streak })}</span>
    ${guest.best > 0 && html`<span class="muted">${t("Best {n}", { n: guest.best })}</span>`}
  </span>`;
}

/** Over the table: what the puzzle is (theme, ruleset, difficulty), what to do, the theme chooser, the standing. */
function Callout({ puzzle, daily, themes, theme, chooseTheme, standing }) {
  return html`<section class="lesson-callout puzzle-callout" data-testid="puzzle-callout" aria-label=${t("Puzzle")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="puzzle-title">${daily
        ? t("Daily puzzle: {theme}", { theme: puzzle.theme_title })
        : t("Puzzle: {theme}", { theme: puzzle.theme_title })}</h1>
      <span class="lesson-step" data-testid="puzzle-difficulty">
        ${rulesetName(puzzle.ruleset)} · ${t("Difficulty {n}", { n: puzzle.difficulty })}</span>
    </div>
    <p class="lesson-try" data-testid="puzzle-prompt">${puzzle.prompt}</p>
    <div class="puzzle-bar">${standing}<${ThemeChooser} themes=${themes} theme=${theme} onChoose=${chooseTheme} /></div>
  </section>`;
}

/** Every option's win chance as a bar, best first; the one played and the best one marked. */
function Options({ result, played }) {
  return html`<table class="puzzle-options" data-testid="puzzle-options">
    <caption class="visually-hidden">${t("Win chance of each move")}</caption>
    <thead><tr><th scope="col">${t("Move")}</th><th scope="col">${t("Win chance")}</th></tr></thead>
    <tbody>
      ${result.options.map((option) => {
        const percent = Math.round(100 * option.win_chance);
        const best = option.action === result.best;
        const mine = option.action === played;
        return html`<tr key=${option.action} class=${(best ? "best " : "") + (mine ? "played" : "")}
            data-testid="puzzle-option" data-action=${option.action} data-best=${best ? "true" : "false"}
            data-played=${mine ? "true" : "false"}>
          <th scope="row"><bdi>${option.label}</bdi>
            ${best && html` <span class="option-tag best-tag">${t("best")}</span>`}
            ${mine && html` <span class="option-tag played-tag">${t("your move")}</span>`}</th>
          <td><span class="chance-bar" aria-hidden="true"><span style=${`inline-size:${percent}%`}></span></span>
            <span class="chance-number">${t("{n}%", { n: percent })}</span></td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

/** After the answer: right or wrong, the explanation, every option's win chance, the rating, Next puzzle. */
function Answer({ result, played, next, busy, mine, account, guest }) {
  const first = useRef(null);
  useEffect(() => { if (first.current) first.current.focus({ preventScroll: true }); }, [played]);
  const rating = result.rating;
  const streak = account ? result.streak : guest.streak;
  return html`<section class="overlay puzzle-answer" role="dialog" aria-modal="false" aria-labelledby="puzzle-answer-title"
      data-testid="puzzle-answer" data-correct=${result.correct ? "true" : "false"}>
    <h2 id="puzzle-answer-title" class=${result.correct ? "answer-right" : "answer-wrong"} data-testid="puzzle-verdict">
      <span aria-hidden="true">${result.correct ? "✓ " : "✗ "}</span>${result.correct ? t("Right!") : t("Not the best move")}</h2>
    <p class="puzzle-explanation" data-testid="puzzle-explanation">${result.explanation}</p>
    <${Options} result=${result} played=${played} />
    <p class="puzzle-after" data-testid="puzzle-after">
      ${rating && html`<span data-testid="puzzle-rating-change">${t("Puzzle rating {before} → {after}",
        { before: rating.before, after: rating.after })}</span> `}
      ${streak !== null && streak !== undefined && html`<span data-testid="puzzle-answer-streak">${t("Streak {n}", { n: streak })}</span>`}
    </p>
    <div class="lesson-buttons">
      <button type="button" class="primary" ref=${first} data-testid="next-puzzle" disabled=${busy}
        onClick=${next}>${t("Next puzzle")}</button>
      <${Link} href="/" testid="puzzle-home">${t("Back to the start page")}</${Link}>
    </div>
    <${History} mine=${mine} />
  </section>`;
}

export function PuzzlePage({ id }) {
  usePuzzleStyles();
  const lang = useLanguage();
  const account = useAccount();
  const themes = useThemes(lang);
  const [theme, setTheme] = useState(savedTheme());
  const [puzzle, setPuzzle] = useState(null);
  const [result, setResult] = useState(null);
  const [played, setPlayed] = useState(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const [fatal, setFatal] = useState("");
  const [announce, setAnnounce] = useState("");
  const [tick, setTick] = useState(0);
  const [guest, setGuest] = useState(guestStreak());
  const mine = useMyPuzzles(account, tick, lang);
  const shownRef = useRef(null);
  shownRef.current = puzzle;

  useEffect(() => {
    // A new address (or language): the puzzle in the page's words. "Next puzzle" may have fetched it already.
    let live = true;
    const ahead = fetchedAhead;
    fetchedAhead = null;
    if (ahead && ahead.id === id && ahead.lang === lang) {
      setPuzzle(ahead.puzzle);
      return undefined;
    }
    setFatal("");
    // A language change keeps the puzzle on the table (the next one of a theme could be another by now).
    const shown = shownRef.current;
    loadPuzzle(shown ? shown.id : id, theme, lang).then((got) => {
      if (!live) return;
      setPuzzle(got);
      setError("");
    }, (err) => {
      if (!live) return;
      if (err && (err.code === "unknown_puzzle" || err.status === 404)) setFatal(t("There is no such puzzle."));
      else setError(errorText(err));
    });
    return () => { live = false; };
  }, [id, lang]);

  useEffect(() => {
    if (puzzle) document.title = `${puzzle.theme_title} — ${t("Puzzles")}`;
  }, [puzzle && puzzle.id, lang]);

  const send = async (action) => {
    if (sending || !puzzle || result) return;
    setSending(true);
    setError("");
    try {
      const got = await api.answerPuzzle(puzzle.id, action, currentLanguage());
      setPlayed(action);
      setResult(got);
      setGuest(rememberAnswer(puzzle.id, got.correct, !account));
      setTick((n) => n + 1);
      playSound(got.correct ? "win" : "lose");
      setAnnounce(`${got.correct ? t("Right!") : t("Not the best move")} ${got.explanation}`);
    } catch (err) {
      setError(errorText(err));
    }
    setSending(false);
  };

  // The next puzzle of the chosen theme, after this one; the page moves to its address.
  const next = async (chosen = theme) => {
    setSending(true);
    try {
      const got = await api.nextPuzzle(chosen, puzzle ? puzzle.id : null, currentLanguage());
      fetchedAhead = { id: got.id, lang: currentLanguage(), puzzle: got };
      navigate(`/puzzles/${encodeURIComponent(got.id)}`);
    } catch (err) {
      setError(errorText(err));
      setSending(false);
    }
  };

  const chooseTheme = (chosen) => {
    setTheme(chosen);
    saveTheme(chosen);
    next(chosen);
  };

  if (fatal) {
    return html`<main class="page" data-testid="puzzle-missing"><h1>${fatal}</h1>
      <p><${Link} href="/puzzles">${t("Another puzzle")}</${Link}></p></main>`;
  }
  const st = puzzle ? puzzle.frame : null;
  // The other seat is the puzzle's, neither a bot to name nor a person to wait for (and a puzzle has no hints).
  const players = st ? (st.players || []).map((p) => (p.seat === st.view.seat ? p : { ...p, kind: "lesson" })) : [];
  // What led here, as the table's log shows it (the frame's told events, when the puzzle API sends any).
  const log = st ? (st.narration || []).filter(Boolean).map((line, i) => ({ key: `p${i}`, say: () => renderMessage(line) }))
    : [];
  const daily = id === "daily";
  const standing = html`<${Standing} mine=${mine} account=${account} guest=${guest} />`;
  return html`<main class="page table-page learn-page puzzle-page" data-testid="table" data-puzzle=${puzzle ? puzzle.id : ""}
      data-seq=${st ? st.seq : -1} data-decision=${st ? st.view.decision : ""} data-sending=${sending ? "true" : "false"}
      data-answered=${result ? (result.correct ? "right" : "wrong") : ""} data-status=${st ? st.status : ""}
      data-my-turn=${st && !result && st.view.to_act === st.view.seat ? "true" : "false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${announce}</div>
    ${error && html`<p class="error" role="alert" data-testid="table-error">${error}</p>`}
    ${puzzle && html`<${Callout} puzzle=${puzzle} daily=${daily} themes=${themes} theme=${theme}
      chooseTheme=${chooseTheme} standing=${standing} />`}
    ${st
      ? html`<${Table} key=${puzzle.id} st=${st} players=${players} send=${send} sending=${sending || !!result} log=${log}
          roundOver=${null} closeRoundOver=${() => {}} askRematch=${() => {}} rematchAsked=${false} game=${null}
          reveal=${null} closeReveal=${() => {}} hint=${null} askHint=${() => {}} closeHint=${() => {}}
          rated=${false} rules=${[]} lesson=${true} />`
      : html`<p class="table-message" data-testid="loading">${t("Loading…")}</p>`}
    ${result && html`<div class="scrim" data-testid="puzzle-answer-scrim" aria-hidden="true"></div>
      <${Answer} result=${result} played=${played} next=${() => next()} busy=${sending} mine=${mine}
        account=${account} guest=${guest} />`}
  </main>`;
}
