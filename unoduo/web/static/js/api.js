// HTTP calls of docs/protocol.md, their errors in words, and the seat tokens this browser keeps (localStorage;
// never in URLs).
import { nt, t } from "./i18n.js";

const TOKENS_KEY = "unoduo.seats";
const NAME_KEY = "unoduo.name";

/**
 * An API error with the server's code ("not_over", "game_full", ...) and message, and the seconds its Retry-After
 * header asks to wait (null without one).
 */
export class ApiError extends Error {
  constructor(status, code, message, retryAfter = null) {
    super(message || code);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

function retryAfterOf(response) {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Any error of the server (docs/protocol.md: an HTTP ApiError, or a WebSocket `error` message) as a sentence in the
 * page's language. `context` is where it happened: "create" (starting a game), "table" (the game's WebSocket) or
 * anything else (another HTTP call). The server's own `message` is only the last resort, for a code this page
 * does not know: it is in the language of the browser's Accept-Language, not necessarily the page's.
 */
export function errorText(err, context) {
  const code = err && err.code;
  const wait = err && Number.isInteger(err.retryAfter) && err.retryAfter > 0 ? err.retryAfter : null;
  switch (code) {
    // the table's own moves
    case "stale": return t("The table changed before your move arrived. Look again and choose.");
    case "illegal": return (err && err.message) || t("That move is not allowed now.");
    case "not_your_turn": return t("It is not your turn.");
    case "waiting": return t("Wait until every player has joined.");
    case "spectator": return t("Spectators cannot play.");
    case "unauthorized": case "no_seat": return t("This browser does not hold a seat in this game.");
    // games, codes and records
    case "unknown_code": return t("No game has this code.");
    case "game_full": return t("This game is already full.");
    case "private_game": return t("This game is private: only its players and those with its invite link may see it.");
    case "not_found": case "no_such_game": case "unknown_game": return t("No such game.");
    case "not_over": case "not_finished": return t("The match is not over yet.");
    case "no_such_round": return t("This match has no such round.");
    case "expired":
      return context === "table"
        ? t("This game expired after a long time without a move; it can only be looked at now.")
        : t("This invitation has expired: ask for a new one.");
    case "broken": return t("This game's stored history is damaged, so it cannot go on.");
    // limits (docs/server.md, "Limits")
    case "rate_limited":
      if (context === "table") return t("Too many messages. Reconnecting…");
      if (context === "create") {
        return wait
          ? nt("You started too many games in a short time. Try again in {n} second.",
            "You started too many games in a short time. Try again in {n} seconds.", wait)
          : t("You started too many games in a short time. Try again in a minute.");
      }
      return wait
        ? nt("Too many requests from your connection. Try again in {n} second.",
          "Too many requests from your connection. Try again in {n} seconds.", wait)
        : t("Too many requests from your connection. Try again in a moment.");
    case "too_many_attempts":
      return wait
        ? nt("Too many failed attempts from your connection. Try again in {n} second.",
          "Too many failed attempts from your connection. Try again in {n} seconds.", wait)
        : t("Too many failed attempts from your connection. Wait a minute, then reload the page.");
    case "too_many_games":
      return t("You already have as many public games waiting for players as you may. Wait until one fills up.");
    case "too_many_seats":
      return t("You already hold seats in as many games waiting for players as you may. Wait until one starts.");
    case "too_many_spectators":
      return err && err.reason === "address"
        ? t("You are already watching as many games as you may. Close one of them and try again.")
        : t("This game has as many spectators as it can take. Try again later.");
    case "too_many_connections": return t("The server is busy right now. Try again in a moment.");
    case "too_large": case "too_many_headers":
      return t("The page sent more than the server accepts. Reload the page and try again.");
    case "protocol": case "bad_message":
      return t("The page and the server do not understand each other. Reload the page.");
    case "forbidden_origin": return t("This page is not allowed to use this server.");
    case "server": return t("The server could not do that; nothing changed. Try again.");
    case "network": return t("The server cannot be reached. Try again.");
    // accounts (docs/server.md, "Accounts and ratings")
    case "name_taken": return t("This name is taken; choose another.");
    case "name_reserved": return t("This name belongs to an account: log in, or choose another.");
    case "lookalike_name": return (err && err.message) || t("This name looks like another one; choose another.");
    case "duplicate_cookie":
      return t("Your browser sent two session cookies. Delete this site's cookies, then log in again.");
    case "bad_login": return t("Wrong name or password.");
    case "bad_name": return t("A name has 3 to 24 visible characters.");
    case "bad_password": return err.status === 403 ? t("The current password is wrong.")
      : t("A password has 8 to 128 characters and is not your name.");
    case "login_limited": return t("Too many attempts. Wait a few minutes, then try again.");
    case "login_busy": return t("The server is busy with other logins; try again in a moment.");
    case "login_required": return t("Log in first.");
    case "csrf": return t("This page is out of date. Reload it and try again.");
    case "no_such_player": return t("There is no player with this name.");
    // puzzles (docs/puzzles.md, "API")
    case "unknown_puzzle": return t("There is no such puzzle.");
    case "unknown_theme": return t("There is no such puzzle theme.");
    default: return (err && err.message) || t("Something went wrong. Try again.");
  }
}

// The CSRF token of this browser's session (or pre-session) cookie, from GET /api/account: every request that
// changes something carries it (docs/server.md, "Accounts and ratings").
let csrfToken = "";
let account = null;
const accountListeners = new Set();

async function call(method, path, body, lang) {
  let response;
  const headers = body === undefined ? {} : { "Content-Type": "application/json" };
  // The API's words in the page's language (not the browser's), for the APIs that take it from the header.
  if (lang) headers["Accept-Language"] = lang;
  if (method !== "GET" && csrfToken) headers["X-CSRF-Token"] = csrfToken;
  // A friend game's record, replay and review are for its players: send this browser's seat token of it.
  const own = /^\/api\/games\/([^/?]+)\/(record|replay|review)/.exec(path);
  const seat = own && seatOf(decodeURIComponent(own[1]));
  if (seat && seat.token) headers["X-Seat-Token"] = seat.token;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(0, "network", String(err && err.message ? err.message : err));
  }
  let data = null;
  try {
    data = await response.json();
  } catch (_err) {
    data = null;
  }
  if (!response.ok) {
    const error = (data && data.error) || {};
    throw new ApiError(response.status, error.code || `http_${response.status}`, error.message || "",
      retryAfterOf(response));
  }
  return data;
}

/** GET a JSON document of the API (the replay's outline and rounds); an ApiError if it fails or is not JSON. */
export async function getJson(path) {
  const data = await call("GET", path);
  if (!data) throw new ApiError(0, "bad_response", "");
  return data;
}

export const api = {
  meta: () => call("GET", "/api/meta"),
  /** Every rule option of each ruleset (`{rulesets: {duo: [{name, type, default, description, ...}]}}`). */
  options: () => call("GET", "/api/options"),
  rulebook: () => call("GET", "/api/rulebook"),
  createGame: (body) => call("POST", "/api/games", body),
  join: (code, name) => call("POST", "/api/join", { code, name }),
  /** A friend game's invitation: `{host, ruleset, players, free, names, bots, house_rules, status, ...}`. */
  invitation: (code) => call("GET", `/api/join/${encodeURIComponent(code)}`),
  myGames: (tokens) => call("POST", "/api/my-games", { tokens }),
  /** Public games waiting for players: `{games: [{game, ruleset, players, free, names, join_code, ...}]}`. */
  lobby: (offset) => call("GET", offset ? `/api/lobby?offset=${encodeURIComponent(offset)}` : "/api/lobby"),
  game: (id) => call("GET", `/api/games/${encodeURIComponent(id)}`),
  record: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/record`),
  profile: (name) => call("GET", `/api/players/${encodeURIComponent(name)}`),
  /** Is the game rated, and what did it do to the signed-in player's rating (`player`, null for others)? */
  gameRating: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/rating`),
  leaderboard: (system) => call("GET", `/api/leaderboard?system=${encodeURIComponent(system)}`),
  queueStatus: () => call("GET", "/api/queue"),
  enterQueue: (body) => call("POST", "/api/queue", body),
  leaveQueue: () => call("POST", "/api/queue/leave", {}),
  changePassword: (password, newPassword) =>
    call("POST", "/api/account/password", { password, new_password: newPassword }),
  /** Where the coach's review of `seat` (with `budget` playouts a decision) is; the review once done. */
  review: (id, seat, budget) => call("GET", `/api/games/${encodeURIComponent(id)}/review?seat=${encodeURIComponent(seat)}`
    + (budget ? `&budget=${encodeURIComponent(budget)}` : "")),
  /** The lessons of `ruleset` in teaching order (`{lessons: [{id, ruleset, title, goal}]}`), in language `lang`. */
  lessons: (ruleset, lang) => call("GET", `/api/lessons?ruleset=${encodeURIComponent(ruleset)}`
    + (lang ? `&lang=${encodeURIComponent(lang)}` : "")),
  /** The puzzle themes (`{themes: [{id, title, count}], total}`), titles in language `lang`. */
  puzzleThemes: (lang) => call("GET", "/api/puzzles", undefined, lang),
  /** Today's puzzle (the same for everyone on this UTC date): the puzzle payload plus its `date`. */
  dailyPuzzle: (lang) => call("GET", "/api/puzzles/daily", undefined, lang),
  /** The puzzle after `after` (of `theme`, or of the whole set); for an account the first one not yet answered. */
  nextPuzzle: (theme, after, lang) => {
    const query = [theme && `theme=${encodeURIComponent(theme)}`, after && `after=${encodeURIComponent(after)}`];
    const tail = query.filter(Boolean).join("&");
    return call("GET", "/api/puzzles/next" + (tail ? "?" + tail : ""), undefined, lang);
  },
  /** Puzzle `id` before its answer: `{id, theme, theme_title, ruleset, difficulty, prompt, frame, actions}`. */
  puzzle: (id, lang) => call("GET", `/api/puzzles/${encodeURIComponent(id)}`, undefined, lang),
  /** Answer puzzle `id` with `action` (notation): `{correct, best, options, explanation, rating, streak}`. */
  answerPuzzle: (id, action, lang) => call("POST", `/api/puzzles/${encodeURIComponent(id)}/answer`, { action }, lang),
  /** The signed-in account's puzzle rating, streaks and history (401 for a guest). */
  myPuzzles: (lang) => call("GET", "/api/puzzles/me", undefined, lang),
  /** Lesson `id` after `actions` (every action so far: the API keeps nothing): `{state, lesson}`. */
  lesson: (id, actions, lang) => call("POST", `/api/lessons/${encodeURIComponent(id)}`, { actions, lang }),
  /** Ask for that review (started unless known); its status, as `review`. */
  askReview: (id, seat, budget) => call("POST", `/api/games/${encodeURIComponent(id)}/review`,
    budget ? { seat, budget } : { seat }),
};

// ---------------------------------------------------------------- the account of this browser (optional)

function setAccount(data) {
  if (data && typeof data.csrf === "string") csrfToken = data.csrf;
  if (data && "account" in data) {
    account = data.account || null;
    for (const listener of accountListeners) listener(account);
  }
  return data;
}

/** The logged-in account (`{name, ratings}`) or null for a guest. */
export function currentAccount() {
  return account;
}

export function onAccountChange(listener) {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

/** Ask the server who this browser is (and get the CSRF token); a guest if the server cannot say. */
export async function loadAccount() {
  try {
    setAccount(await call("GET", "/api/account"));
  } catch (_err) {
    account = null;
  }
  return account;
}

/** Sign up or log in; the seat tokens of this browser go along, so a guest's games move to the account. */
export async function enter(kind, name, password) {
  const path = kind === "signup" ? "/api/account/signup" : "/api/account/login";
  return setAccount(await call("POST", path, { name, password, tokens: allTokens().slice(-200) }));
}

export async function logOut() {
  return setAccount(await call("POST", "/api/account/logout", {}));
}

export async function deleteAccount(password) {
  return setAccount(await call("POST", "/api/account/delete", { password }));
}

// ---------------------------------------------------------------- seats kept in this browser

function readSeats() {
  try {
    const data = JSON.parse(localStorage.getItem(TOKENS_KEY) || "{}");
    return data && typeof data === "object" && !Array.isArray(data) ? data : {};
  } catch (_err) {
    return {};
  }
}

/** Remember seat `seat` of game `game` with its secret `token` (and the join code to show while waiting). */
export function saveSeat(game, seat, token, extra) {
  const seats = readSeats();
  seats[game] = Object.assign({}, seats[game] || {}, extra || {}, { seat, token, saved: Date.now() });
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(seats));
  } catch (_err) {
    // storage full or disabled: the game still works in this tab
  }
}

export function seatOf(game) {
  const seats = readSeats();
  return seats[game] || null;
}

/** The game this browser already holds a seat of, created with or joined through join code `code`. */
export function gameOfCode(code) {
  const wanted = String(code || "").toUpperCase();
  for (const [game, seat] of Object.entries(readSeats())) {
    if ((seat.join_code || "").toUpperCase() === wanted || (seat.joined_with || "") === wanted) return game;
  }
  return null;
}

export function allTokens() {
  return Object.values(readSeats())
    .map((s) => s.token)
    .filter((tok) => typeof tok === "string");
}

export function forgetSeat(game) {
  const seats = readSeats();
  delete seats[game];
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(seats));
  } catch (_err) {
    // ignore
  }
}

export function savedName() {
  try {
    return localStorage.getItem(NAME_KEY) || "";
  } catch (_err) {
    return "";
  }
}

export function saveName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch (_err) {
    // ignore
  }
}
