// The game's WebSocket (docs/protocol.md): hello first, then actions; reconnects by itself with backoff.
import { currentLanguage } from "./i18n.js";

const PROTOCOL = 2;
const MAX_BACKOFF_MS = 4000;
// Errors after which reconnecting cannot help (the page shows them).
const FINAL_ERRORS = new Set(["unauthorized", "no_seat", "unknown_game", "no_such_game", "protocol", "too_many_spectators",
  "too_many_attempts", "private_game"]);

/**
 * Make a state's view whole again from the events held for this socket; returns what is held now,
 * or null when the state does not follow on from it. A missing `events_from` means a whole view.
 */
export function completeView(msg, held) {
  const view = msg.view;
  const from = msg.events_from || 0;
  let events = view.events || [];
  if (from > 0) {
    if (held.round !== view.round || held.events.length !== from) return null;
    events = held.events.concat(events);
  }
  view.events = events;
  if (Array.isArray(view.previous_events)) held = { ...held, previous: view.previous_events };
  else view.previous_events = held.previous;
  return { round: view.round, events, previous: held.previous };
}

// The socket index.html's inline script opened, for the first connection to take: { socket, hello (said when it
// opened), messages received before the connection took it }.
let early = null;

function socketUrl() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws`;
}

/**
 * Take the game's WebSocket that index.html's inline script opened at the top of the page (a page of /game/<id>
 * with this browser's seat token, or /watch/<id>), with the hello it said and the messages it kept, so that its
 * handshake and the first state overlap the app's download. The first GameConnection whose hello is the same
 * takes it (else it is closed); unused, it is closed after 10 s.
 */
export function keepEarlySocket() {
  if (early || !window.unoduoEarlySocket) return;
  early = window.unoduoEarlySocket;
  window.unoduoEarlySocket = null;
  const kept = early;
  setTimeout(() => {
    if (early === kept) {
      early = null;
      kept.socket.close();
    }
  }, 10000);
}

/** Whether a server message is an error after which reconnecting cannot help. */
function isFinalError(msg) {
  return msg.type === "error" && FINAL_ERRORS.has(msg.code);
}

/** A received WebSocket message parsed, or null when it is not JSON. */
function parsed(event) {
  try {
    return JSON.parse(event.data);
  } catch (_err) {
    return null;
  }
}

/**
 * The early socket if its hello is `hello` (once; else closed) and it is still opening or open, or it has closed
 * after a final error (the server's answer stands: its messages are taken, and no new socket asks again).
 */
function takeEarly(hello) {
  const kept = early;
  early = null;
  if (!kept) return null;
  const said = kept.hello;
  const same = ["protocol", "game", "token", "spectate", "code", "lang"].every(
    (key) => (said[key] ?? null) === (hello[key] ?? null));
  if (!same) {
    kept.socket.close();
    return null;
  }
  const refused = kept.messages.some((event) => {
    const msg = parsed(event);
    return msg !== null && isFinalError(msg);
  });
  if (kept.socket.readyState > WebSocket.OPEN && !refused) return null;
  return kept;
}

/**
 * A connection to one game, as a player (`token`) or a spectator (`token` null; `code`: a friend game's join code).
 * `onMessage(msg)` gets every server message; `onStatus(status)` gets "connecting" | "open" | "closed".
 */
export class GameConnection {
  constructor(game, token, onMessage, onStatus, code = null) {
    this.game = game;
    this.token = token;
    this.code = code; // a spectator's join code of a friend game (the invite), or null
    this.onMessage = onMessage;
    this.onStatus = onStatus;
    this.socket = null;
    this.attempt = 0;
    this.closed = false;
    this.retryTimer = null;
    this.pingTimer = null;
    this.connect();
  }

  url() {
    return socketUrl();
  }

  connect() {
    if (this.closed) return;
    this.onStatus("connecting");
    const hello = { type: "hello", protocol: PROTOCOL, game: this.game, lang: currentLanguage() };
    if (this.token) hello.token = this.token;
    else hello.spectate = true;
    if (!this.token && this.code) hello.code = this.code;
    let socket;
    let taken = null;
    try {
      taken = takeEarly(hello);
      socket = taken ? taken.socket : new WebSocket(this.url());
    } catch (_err) {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    // A state carries only the events this socket has not had yet (docs/protocol.md): keep what it sent.
    let held = { round: null, events: [], previous: [] };
    const sayHello = () => socket.send(JSON.stringify(hello));
    // index.html's script has said (or says when the socket opens) the hello of an early socket
    if (!taken) socket.addEventListener("open", sayHello);
    const onSocketMessage = (event) => {
      const msg = parsed(event);
      if (msg === null) return;
      if (isFinalError(msg)) {
        this.closed = true;
        this.onStatus("closed");
      }
      if (msg.type === "state" && msg.view) {
        held = completeView(msg, held);
        if (held === null) {
          // Out of step with the server (it never happens on one socket): a new socket gets the whole view.
          socket.close();
          return;
        }
      }
      if (msg.type === "welcome") {
        this.attempt = 0;
        this.onStatus("open");
        this.startPing();
      }
      this.onMessage(msg);
    };
    socket.addEventListener("message", onSocketMessage);
    if (taken) {
      // what the early socket received before this connection took it, in order, then the rest as it comes
      socket.onmessage = null;
      for (const event of taken.messages) onSocketMessage(event);
    }
    socket.addEventListener("close", () => {
      this.stopPing();
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      this.scheduleRetry();
    });
    socket.addEventListener("error", () => {
      // "close" follows and schedules the retry
    });
  }

  scheduleRetry() {
    if (this.closed) return;
    this.onStatus("connecting");
    const base = Math.min(MAX_BACKOFF_MS, 200 * 2 ** this.attempt);
    this.attempt += 1;
    const delay = base / 2 + Math.random() * (base / 2);
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  startPing() {
    this.stopPing();
    this.pingTimer = setInterval(() => this.send({ type: "ping" }), 20000);
  }

  stopPing() {
    clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  /** Send a message if the socket is open; returns whether it went out. */
  send(msg) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.stopPing();
    if (this.socket) this.socket.close();
    this.socket = null;
  }
}
