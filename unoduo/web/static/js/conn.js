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

// A socket opened while the app starts, for the first connection to take: { socket, hello (null: not said yet),
// messages received before the connection took it }.
let early = null;

function socketUrl() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/ws`;
}

/**
 * Open the game's WebSocket while the app is still starting (a page of /game/<id> or /watch/<id>), so that its
 * handshake's round trip overlaps the start's requests instead of following them. index.html's inline script
 * opens it first, at the top of the page, and already says hello with the seat token this browser keeps; the
 * first GameConnection whose hello is the same takes it (else it is closed). Unused, it is closed after 10 s.
 */
export function openEarly() {
  if (early || typeof WebSocket === "undefined") return;
  if (window.unoduoEarlySocket) {
    early = window.unoduoEarlySocket;
    window.unoduoEarlySocket = null;
  } else {
    try {
      early = { socket: new WebSocket(socketUrl()), hello: null, messages: [] };
    } catch (_err) {
      early = null;
      return;
    }
  }
  const kept = early;
  setTimeout(() => {
    if (early === kept) {
      early = null;
      kept.socket.close();
    }
  }, 10000);
}

/** The early socket if it is still opening or open and its hello (if said) is `hello` (once; else closed). */
function takeEarly(hello) {
  const kept = early;
  early = null;
  if (!kept || kept.socket.readyState > WebSocket.OPEN) return null;
  const said = kept.hello;
  const same = !said || ["protocol", "game", "token", "spectate", "code", "lang"].every(
    (key) => (said[key] ?? null) === (hello[key] ?? null));
  if (!same) {
    kept.socket.close();
    return null;
  }
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
    if (taken && taken.hello) {
      // index.html's script has said (or says when the socket opens) this very hello
    } else if (socket.readyState === WebSocket.OPEN) sayHello(); // an early socket, open already
    else socket.addEventListener("open", sayHello);
    const onSocketMessage = (event) => {
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (_err) {
        return;
      }
      if (msg.type === "error" && FINAL_ERRORS.has(msg.code)) {
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
