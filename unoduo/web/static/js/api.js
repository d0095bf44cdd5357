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

async function call(method, path, body) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
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
  /** Where the coach's review of `seat` (with `budget` playouts a decision) is; the review once done. */
  review: (id, seat, budget) => call("GET", `/api/games/${encodeURIComponent(id)}/review?seat=${encodeURIComponent(seat)}`
    + (budget ? `&budget=${encodeURIComponent(budget)}` : "")),
  /** Ask for that review (started unless known); its status, as `review`. */
  askReview: (id, seat, budget) => call("POST", `/api/games/${encodeURIComponent(id)}/review`,
    budget ? { seat, budget } : { seat }),
};

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
