// HTTP calls of docs/protocol.md and the seat tokens this browser keeps (localStorage; never in URLs).

const TOKENS_KEY = "unoduo.seats";
const NAME_KEY = "unoduo.name";

/** An API error with the server's code ("not_over", "game_full", ...) and message. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message || code);
    this.status = status;
    this.code = code;
  }
}

// The CSRF token of this browser's session (or pre-session) cookie, from GET /api/account: every request that
// changes something carries it (docs/server.md, "Accounts and ratings").
let csrfToken = "";
let account = null;
const accountListeners = new Set();

async function call(method, path, body) {
  let response;
  const headers = body === undefined ? {} : { "Content-Type": "application/json" };
  if (method !== "GET" && csrfToken) headers["X-CSRF-Token"] = csrfToken;
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
    throw new ApiError(response.status, error.code || `http_${response.status}`, error.message || "");
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
  createGame: (body) => call("POST", "/api/games", body),
  join: (code, name) => call("POST", "/api/join", { code, name }),
  myGames: (tokens) => call("POST", "/api/my-games", { tokens }),
  /** Public games waiting for players: `{games: [{game, ruleset, players, free, names, join_code, ...}]}`. */
  lobby: (offset) => call("GET", offset ? `/api/lobby?offset=${encodeURIComponent(offset)}` : "/api/lobby"),
  game: (id) => call("GET", `/api/games/${encodeURIComponent(id)}`),
  record: (id) => call("GET", `/api/games/${encodeURIComponent(id)}/record`),
  profile: (name) => call("GET", `/api/players/${encodeURIComponent(name)}`),
  leaderboard: (system) => call("GET", `/api/leaderboard?system=${encodeURIComponent(system)}`),
  queueStatus: () => call("GET", "/api/queue"),
  enterQueue: (body) => call("POST", "/api/queue", body),
  leaveQueue: () => call("POST", "/api/queue/leave", {}),
  changePassword: (password, newPassword) =>
    call("POST", "/api/account/password", { password, new_password: newPassword }),
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
