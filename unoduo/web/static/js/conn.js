// The game's WebSocket (docs/protocol.md): hello first, then actions; reconnects by itself with backoff.
import { currentLanguage } from "./i18n.js";

const PROTOCOL = 1;
const MAX_BACKOFF_MS = 4000;
// Errors after which reconnecting cannot help (the page shows them).
const FINAL_ERRORS = new Set(["unauthorized", "unknown_game", "protocol"]);

/**
 * A connection to one game, as a player (`token`) or a spectator (`token` null).
 * `onMessage(msg)` gets every server message; `onStatus(status)` gets "connecting" | "open" | "closed".
 */
export class GameConnection {
  constructor(game, token, onMessage, onStatus) {
    this.game = game;
    this.token = token;
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
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws`;
  }

  connect() {
    if (this.closed) return;
    this.onStatus("connecting");
    let socket;
    try {
      socket = new WebSocket(this.url());
    } catch (_err) {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      const hello = { type: "hello", protocol: PROTOCOL, game: this.game, lang: currentLanguage() };
      if (this.token) hello.token = this.token;
      else hello.spectate = true;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (event) => {
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
      if (msg.type === "welcome") {
        this.attempt = 0;
        this.onStatus("open");
        this.startPing();
      }
      this.onMessage(msg);
    });
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
