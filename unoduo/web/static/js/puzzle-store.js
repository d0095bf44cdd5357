// What this browser remembers of the puzzles (localStorage), shared by the puzzle page (puzzles.js) and the home
// page's daily card (puzzle-daily.js): the answers given here (by puzzle id, with the UTC date and whether right),
// a guest's streak (an account's streak is the server's), and the theme chosen last. Private mode keeps nothing
// and the pages still work.
const ANSWERS_KEY = "unoduo.puzzles.answers";
const STREAK_KEY = "unoduo.puzzles.streak";
const THEME_KEY = "unoduo.puzzles.theme";
const KEPT_ANSWERS = 200; // the newest answers kept: enough for "solved today" and a guest's recent list

function read(key, fallback) {
  try {
    const value = JSON.parse(localStorage.getItem(key) || "null");
    return value === null ? fallback : value;
  } catch (_err) {
    return fallback;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (_err) {
    // private mode or a full store: remembered for this page only
  }
}

/** Today's date in UTC as the server writes it (`2026-12-04`): the daily puzzle's day. */
export function todayUtc() {
  return new Date().toISOString().slice(0, 10);
}

/** The answers given in this browser: `{id: {correct, date}}`. */
export function puzzleAnswers() {
  const answers = read(ANSWERS_KEY, {});
  return answers && typeof answers === "object" && !Array.isArray(answers) ? answers : {};
}

/** How this browser answered puzzle `id` on UTC day `date`: `{correct, date}`, or null. */
export function answeredOn(id, date) {
  const entry = puzzleAnswers()[id];
  return entry && entry.date === date ? entry : null;
}

/**
 * Remember an answer to puzzle `id` and, for a guest (`guest`: no account, whose streak is the server's), move the
 * browser's streak (a right answer adds one, a wrong one ends it; answering a puzzle again does not count twice).
 * Gives the guest's streak after it: `{streak, best}`.
 */
export function rememberAnswer(id, correct, guest) {
  const answers = puzzleAnswers();
  const again = Object.prototype.hasOwnProperty.call(answers, id);
  delete answers[id];
  answers[id] = { correct: !!correct, date: todayUtc() };
  const ids = Object.keys(answers);
  ids.slice(0, Math.max(0, ids.length - KEPT_ANSWERS)).forEach((old) => { delete answers[old]; });
  write(ANSWERS_KEY, answers);
  const streak = guestStreak();
  if (again || !guest) return streak;
  const next = correct ? streak.streak + 1 : 0;
  const moved = { streak: next, best: Math.max(streak.best, next) };
  write(STREAK_KEY, moved);
  return moved;
}

/** A guest's streak of right answers in this browser: `{streak, best}`. */
export function guestStreak() {
  const value = read(STREAK_KEY, {});
  const streak = Number.isInteger(value.streak) && value.streak > 0 ? value.streak : 0;
  const best = Number.isInteger(value.best) && value.best > streak ? value.best : streak;
  return { streak, best };
}

/** The theme chosen last on the puzzle page ("" for every theme). */
export function savedTheme() {
  const theme = read(THEME_KEY, "");
  return typeof theme === "string" ? theme : "";
}

export function saveTheme(theme) {
  write(THEME_KEY, theme || "");
}
