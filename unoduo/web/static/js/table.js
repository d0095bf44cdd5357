// The table: one game seen by a seat (or a spectator), driven by the server's `state` messages. The server says
// everything in words (`narration`, `prompt`, each choice's `label`: messages of unoduo.present, rendered here
// with renderMessage) and offers the decision as `choices`; the page only renders them and sends an action.
// Layout: the seats at the top, the piles in the middle, the prompt and the hand at the bottom, all inside the
// viewport; the score sheet, the log and the settings are drawers, the end panels overlays.
import { html, useEffect, useLayoutEffect, useMemo, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, saveSeat, seatOf } from "./api.js";
import { Card, CardBack, cardList, cardName, COLOR_GLYPH, colorName, COLORS, parseCard } from "./cards.js";
import { GameConnection } from "./conn.js";
import { renderMessage } from "./message.js";
import { nameOf } from "./names.js";
import { difficultyName, rulesetName } from "./home.js";
import { nt, t } from "./i18n.js";
import { Link, navigate } from "./nav.js";
import { useAccount } from "./accounts.js";
import { HINT_ERRORS, HintButton, HintPanel, hintAnswered, hintsAllowed } from "./hint.js";
import { ScoreSheet } from "./scoresheet.js";
import { motionCall, playSound, sound } from "./table/effects.js";
import { chooseAction, legalControls } from "./table/choices.js";
import { autoAnswerOn, setAutoAnswer } from "./table/settings.js";
import { isMyTurn, lowerTotalWins, mayJumpIn } from "./table/turn.js";

const LOG_LIMIT = 200;
// How long a queued state waits for the animation of the one before it (bots' moves are shown in turn).
const ANIMATION_CAP_MS = 650;

// Reconnecting cannot help with these: the page says so once and stops (too_many_*: retrying makes it worse).
const FATAL = new Set(["unknown_game", "no_such_game", "unauthorized", "no_seat", "too_many_spectators",
  "too_many_attempts"]);

/** Stable keys of physical cards for motion.js: the code and its occurrence ("R5#0", "R5#1"). */
function occurrenceKeys(codes, prefix) {
  const seen = new Map();
  return codes.map((code) => {
    const n = seen.get(code) || 0;
    seen.set(code, n + 1);
    return `${prefix}${code}#${n}`;
  });
}

/** One clear page instead of the table: no such game, or no seat here. */
function TableMessage({ title, text, testid, watch }) {
  return html`<main class="page" data-testid=${testid}>
    <h1>${title}</h1>
    ${text && html`<p>${text}</p>`}
    ${watch && html`<p><${Link} href=${watch} testid="watch-link">${t("Watch it instead")}</${Link}></p>`}
    <p><${Link} href="/">${t("Back to the start page")}</${Link}></p>
  </main>`;
}

export function TablePage({ game, spectator }) {
  const mySeat = spectator ? null : seatOf(game);
  const [welcome, setWelcome] = useState(null);
  const [st, setSt] = useState(null);
  const [players, setPlayers] = useState([]);
  const [connection, setConnection] = useState("connecting");
  const [error, setError] = useState("");
  const [fatal, setFatal] = useState("");
  const [exists, setExists] = useState(null);
  const [sending, setSending] = useState(false);
  const [log, setLog] = useState([]);
  const [announce, setAnnounce] = useState("");
  const [roundOver, setRoundOver] = useState(null);
  const [reveal, setReveal] = useState(null);
  const [rematchAsked, setRematchAsked] = useState(false);
  const [hint, setHint] = useState(null); // the coach's hint: {seq, status: asking|ready|error, data, error}
  const connRef = useRef(null);
  const rootRef = useRef(null);
  const seen = useRef({ round: null, count: 0, rounds: null, seq: -1, queued: -1, fresh: [], prev: null });
  const flipRef = useRef(null);

  useEffect(() => {
    if (spectator || mySeat) return undefined;
    // No seat here: is there such a game at all?
    let live = true;
    api.game(game).then(() => { if (live) setExists(true); }, (err) => {
      if (live) setExists(!(err && (err.status === 404 || err.code === "no_such_game" || err.code === "unknown_game")));
    });
    return () => { live = false; };
  }, [game]);

  useEffect(() => {
    if (!spectator && !mySeat) return undefined;
    // States are applied one at a time, each after the animation of the one before (a bot's moves are shown in
    // turn); a state that makes it this seat's turn flushes the queue, so that the player can act at once.
    const apply = (msg, how) => new Promise((resolve) => {
      const before = how && how.instant ? null : motionCall("snapshot", rootRef.current);
      flipRef.current = { before, resolve };
      onState(msg);
    });
    const queue = motionCall("createStateQueue", apply, {});
    const onMessage = (msg) => {
      switch (msg.type) {
        case "welcome":
          setWelcome(msg);
          setPlayers(msg.players || []);
          setError("");
          break;
        case "state":
          if (msg.seq < seen.current.queued) return;
          seen.current.queued = msg.seq;
          if (!queue) apply(msg);
          else {
            // The states before this seat's turn are shown at once; the turn's own state still animates.
            if (isMyTurn(msg) && queue.pending() > 0) queue.flush();
            queue.push(msg);
          }
          break;
        case "presence":
          setPlayers(msg.players || []);
          break;
        case "ack":
          break;
        case "hint":
          setHint((old) => hintAnswered(old, msg));
          break;
        case "error":
          if (HINT_ERRORS.has(msg.code)) {
            setHint((old) => hintAnswered(old, msg));
            break;
          }
          setSending(false);
          if (FATAL.has(msg.code)) setFatal(errorText(msg, "table"));
          else if (msg.code !== "stale") setError(errorText(msg, "table"));
          break;
        case "rematch":
          saveSeat(msg.game, msg.seat, msg.token, {});
          navigate(`/game/${msg.game}`);
          break;
        default:
          break;
      }
    };
    const conn = new GameConnection(game, spectator ? null : mySeat.token, onMessage, setConnection);
    connRef.current = conn;
    return () => conn.close();
  }, [game, spectator]);

  // After a state is on screen: animate what moved (motion.js), play its sounds, then let the queue go on.
  useLayoutEffect(() => {
    const pending = flipRef.current;
    if (!pending) return;
    flipRef.current = null;
    const root = rootRef.current;
    const fresh = seen.current.fresh;
    const view = st && st.view;
    let running = null;
    if (root && view) {
      // leave: "none": a card leaving a hand is the new top card of the pile, which flies in by its data-from.
      if (pending.before) running = motionCall("flip", root, pending.before, { leave: "none" });
      for (const ev of fresh) {
        if (ev.kind === "play" || ev.kind === "dump") playSound("play");
        else if (ev.kind === "draw" || ev.kind === "draft_take" || ev.kind === "keep") playSound("draw");
        else if (ev.kind === "uno") {
          playSound("uno");
          const seat = root.querySelector(ev.seat === view.seat ? "[data-anchor=hand]" : `[data-anchor=seat-${ev.seat}]`);
          if (seat) motionCall("pulse", seat);
        } else if (ev.kind === "color") {
          const ring = root.querySelector(".color-ring");
          if (ring) motionCall("pulse", ring);
        } else if (ev.kind === "reveal" && ev.cards && ev.cards.length) {
          const shown = root.querySelector("[data-testid=revealed-hand]");
          if (shown) motionCall("revealHand", shown);
        }
      }
      const prev = seen.current.prev;
      if (prev && view.pending_draw > prev.pending_draw) {
        const badge = root.querySelector("[data-testid=pending-draw]");
        if (badge) motionCall("pulse", badge);
      }
      if (isMyTurn(st) && !(prev && prev.myTurn)) playSound("turn");
      if (view.match_over && !(prev && prev.over)) {
        playSound(view.winner === view.seat ? "win" : "lose");
        if (view.winner !== null && view.winner === view.seat) motionCall("celebrate", root);
      }
      seen.current.prev = { pending_draw: view.pending_draw, myTurn: isMyTurn(st), over: view.match_over };
    }
    const reduced = motionCall("reducedMotion");
    if (!running || reduced) {
      pending.resolve();
      return;
    }
    Promise.race([Promise.resolve(running), new Promise((r) => setTimeout(r, ANIMATION_CAP_MS))])
      .then(() => pending.resolve(), () => pending.resolve());
  }, [st]);

  // The tab title says whose turn it is, so that a background tab shows it.
  const mineNow = isMyTurn(st);
  useEffect(() => {
    const title = t("UNO Duo");
    document.title = mineNow ? t("● Your turn — {title}", { title }) : title;
  }, [mineNow, st && st.seq]);

  function onState(msg) {
    const view = msg.view;
    const people = msg.players || [];
    const me = view.seat;
    const memo = seen.current;
    const waiting = msg.status === "waiting";
    // Log lines are kept as functions so that they are worded in the language of the moment they are shown.
    const told = [];
    const roundChanged = memo.round !== null && memo.round !== view.round;
    if (roundChanged && !waiting && Array.isArray(msg.previous_narration)) {
      // The finished round's last events (the play that ended it, round_end ...) are the previous round's now.
      for (const message of msg.previous_narration.slice(memo.count)) if (message) told.push(message);
    }
    if (memo.rounds !== null && view.rounds.length > memo.rounds) {
      const result = view.rounds[view.rounds.length - 1];
      if (!view.match_over) {
        setRoundOver({ number: view.rounds.length, result, scores: view.scores, before: memo.scores || null });
      }
    }
    if (roundChanged) setReveal(null);
    const start = memo.round === view.round && memo.count <= view.events.length ? memo.count : 0;
    // While the game waits for players nothing is told: the draft begins when everyone is seated.
    const fresh = waiting ? [] : view.events.slice(start);
    // The state's narration covers its events from `events_from` on, one message (or null) per event.
    const narration = msg.narration || [];
    const from = msg.events_from || 0;
    const freshTold = [];
    fresh.forEach((ev, i) => {
      const message = narration[start + i - from];
      if (message) freshTold.push(message);
    });
    told.push(...freshTold);
    for (const ev of fresh) {
      if (ev.kind === "reveal" && ev.cards && ev.cards.length) {
        setReveal({ seat: ev.seat, cards: ev.cards, key: `${view.round}-${msg.seq}` });
      }
    }
    memo.fresh = fresh;
    if (!waiting) {
      memo.round = view.round;
      memo.count = view.events.length;
      memo.rounds = view.rounds.length;
      memo.scores = view.scores;
    }
    memo.seq = msg.seq;
    // Log lines are rendered when shown, so that they are worded in the language of that moment.
    if (told.length) {
      setLog((old) => {
        const keyBase = msg.seq * 1000;
        const added = told.map((message, i) => ({ key: `${keyBase + i}-${old.length + i}`, say: () => renderMessage(message) }));
        return old.concat(added).slice(-LOG_LIMIT);
      });
    }
    // What the last move did: this state's new lines (only the latest when the whole round came at once).
    msg.lastTold = (start > 0 ? told : told.slice(-1)).slice(-3);
    const prompt = waiting ? "" : renderMessage(msg.prompt);
    const said = msg.last && msg.last.seat !== me ? msg.lastTold.map(renderMessage).join(" ") : "";
    setAnnounce(said ? `${said} ${prompt}` : prompt);
    setPlayers(people);
    setSt(msg);
    setSending(false);
  }

  const send = (action, auto) => {
    if (!st || sending) return;
    const conn = connRef.current;
    if (!conn || !conn.send({ type: "action", seq: st.seq, action })) {
      setError(t("Not connected. Reconnecting…"));
      return;
    }
    if (auto) {
      const said = renderMessage(auto.label);
      setLog((old) => old.concat([{ key: `auto-${st.seq}`, say: () => t("Answered for you: {what}", { what: said }) }])
        .slice(-LOG_LIMIT));
    }
    setReveal(null);
    setError("");
    setSending(true);
  };

  const askHint = () => {
    if (st && connRef.current && connRef.current.send({ type: "hint", seq: st.seq })) {
      setHint({ seq: st.seq, status: "asking" });
    }
  };

  const askRematch = () => {
    if (connRef.current && connRef.current.send({ type: "rematch" })) setRematchAsked(true);
  };

  if (fatal) {
    return html`<${TableMessage} title=${fatal} testid="table-fatal" />`;
  }
  if (!spectator && !mySeat) {
    if (exists === false) return html`<${TableMessage} title=${t("No such game.")} testid="table-fatal" />`;
    if (exists === null) return html`<main class="page" data-testid="loading"><p>${t("Loading…")}</p></main>`;
    return html`<${TableMessage} title=${t("You have no seat in this game")} testid="no-seat"
      text=${t("This browser holds no seat token for this game.")} watch=${`/watch/${game}`} />`;
  }

  const waiting = !!st && st.status === "waiting";
  return html`<main class=${"page table-page" + (mineNow ? " my-turn" : "")} data-testid="table" ref=${rootRef}
      data-seq=${st ? st.seq : -1}
      data-connection=${connection} data-decision=${st ? st.view.decision : ""} data-sending=${sending ? "true" : "false"}
      data-round=${st ? st.view.round : ""} data-status=${st ? st.status : ""}
      data-my-turn=${mineNow ? "true" : "false"}>
    <h1 class="visually-hidden">${welcome ? rulesetName(welcome.ruleset) : t("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${announce}</div>
    <${ConnectionBanner} status=${connection} />
    ${error && html`<p class="error" role="alert" data-testid="table-error">${error}</p>`}
    ${waiting && html`<${Waiting} welcome=${welcome} />`}
    ${st && !waiting
      ? html`<${Table} st=${st} players=${players} send=${send} sending=${sending} log=${log}
          roundOver=${roundOver} closeRoundOver=${() => setRoundOver(null)} askRematch=${askRematch}
          rematchAsked=${rematchAsked} game=${game} reveal=${reveal} closeReveal=${() => setReveal(null)}
          hint=${hint && hint.seq === st.seq ? hint : null} askHint=${askHint} closeHint=${() => setHint(null)}
          rules=${(welcome && welcome.rules) || []} />`
      : !st && html`<p class="table-message" data-testid="loading">${t("Connecting to the game…")}</p>`}
  </main>`;
}

/** The turn timer: seconds left before a bot plays for the seat to act (the state's `deadline`). */
function Deadline({ deadline, mine }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
  if (Number.isNaN(left)) return null;
  return html`<p class=${mine ? "deadline mine" : "deadline"} data-testid="deadline">
    ${mine
      ? nt("{n} second left before a bot plays for you", "{n} seconds left before a bot plays for you", left)
      : nt("{n} second left", "{n} seconds left", left)}</p>`;
}

function ConnectionBanner({ status }) {
  if (status === "open") return null;
  const text = status === "closed" ? t("Disconnected.") : t("Connection lost. Reconnecting…");
  return html`<p class="banner" role="status" data-testid="reconnecting">${text}</p>`;
}

/** While seats are free: only that the game waits, with the invite link and the join code. */
function Waiting({ welcome }) {
  return html`<section class="overlay invite" data-testid="waiting">
    <h2>${t("Waiting for your friend to join…")}</h2>
    ${welcome && welcome.join_code ? html`<${Invite} welcome=${welcome} />` : null}
  </section>`;
}

function Invite({ welcome }) {
  const link = `${location.origin}${welcome.invite_url}`;
  const [copied, setCopied] = useState("");
  const copy = async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
    } catch (_err) {
      setCopied("");
    }
  };
  const isPublic = welcome.opponent === "public";
  return html`<div data-testid="invite">
    <h3>${isPublic ? t("Public game") : t("Invite a friend")}</h3>
    <p>${isPublic
      ? t("Anyone can join this game from the list of public games. You can also send this link or the join code.")
      : t("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${t("Invite link")}</span>
      <input readonly value=${link} data-testid="invite-link" onFocus=${(e) => e.target.select()} />
    </label>
    <button type="button" onClick=${() => copy(link, "link")} data-testid="copy-link">${t("Copy the link")}</button>
    <p class="code-line"><span>${t("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${welcome.join_code}</strong>
      <button type="button" onClick=${() => copy(welcome.join_code, "code")} data-testid="copy-code">
        ${t("Copy the code")}</button></p>
    ${copied && html`<p role="status">${t("Copied.")}</p>`}
  </div>`;
}

/** Seats other than `me`, in play order after `me`. */
function othersInOrder(count, me) {
  const order = [];
  const start = me === null || me === undefined ? 0 : me + 1;
  for (let i = 0; i < count; i++) {
    const seat = (start + i) % count;
    if (seat !== me) order.push(seat);
  }
  return order;
}

function initial(name) {
  const plain = String(name || "").replace(/[\u2068\u2069]/g, "").trim();
  return plain ? Array.from(plain)[0].toUpperCase() : "?";
}

function Seat({ seat, view, players, me, many, place }) {
  const player = players.find((p) => p.seat === seat) || {};
  const count = view.hand_sizes[seat];
  const active = view.to_act === seat && !view.match_over;
  const name = nameOf(players, seat, me);
  const kind = player.kind === "bot" ? t("Bot ({level})", { level: difficultyName(player.difficulty) }) : "";
  const backs = Math.min(count, many ? 0 : 10);
  return html`<li class=${"seat" + (active ? " active" : "")} data-testid=${"opponent-" + seat}
      data-anchor=${"seat-" + seat} style=${place || ""}
      aria-label=${nt("{name}: {n} card", "{name}: {n} cards", count, { name })}>
    <span class="avatar" aria-hidden="true">${initial(name)}</span>
    <div class="seat-name">
      <bdi>${name}</bdi>
      ${kind && html` <span class="muted">${kind}</span>`}
      ${player.kind === "human" && !player.connected && html` <span class="muted">${t("(offline)")}</span>`}
      ${player.away && html` <span class="muted">${t("(a bot plays for now)")}</span>`}
    </div>
    <div class="seat-stats">
      <span data-testid=${"hand-size-" + seat}>${nt("{n} card", "{n} cards", count)}</span>${" · "}<span
        class="seat-score" data-testid=${"seat-score-" + seat}>${t("Score {n}", { n: view.scores[seat] })}</span>
    </div>
    ${backs > 0 && html`<div class="seat-hand" aria-hidden="true">
      ${Array.from({ length: backs }, (_, i) => html`<${CardBack} key=${i} size="mini" cardKey=${`s${seat}-${i}`}
        from="draw" />`)}
    </div>`}
    ${active && html`<span class="turn-flag" aria-hidden="true">●</span>`}
  </li>`;
}

/** Where the i-th of n opponents sits on the arc around the piles, from your left (180°) over the top (90°) to
 * your right (0°), on an ellipse (CSS scales it to the table). */
function arcPlace(i, n) {
  const angleOf = (k) => Math.PI * (1 - (k + 0.5) / n);
  const drop = (k) => 1 - Math.sin(angleOf(k));
  // The first and last seats come down beside the piles, however many seats there are (two alone: level with
  // the piles' middle).
  const lowest = drop(0) || 1;
  const depth = n > 2 ? 0.8 : 0.62;
  return { x: Math.cos(angleOf(i)), y: (depth * drop(i)) / lowest, angle: angleOf(i) };
}

/** The opponents, in play order after you. In classic with three players or more they sit around the table on
 * an arc (CSS places each by --x/--y), with an arrow between neighbours pointing the way play goes; with one
 * opponent, a single seat at the top. */
function Seats({ others, view, players, me, many }) {
  const around = view.players > 2;
  const n = others.length;
  const style = (place) => `--x: ${place.x.toFixed(3)}; --y: ${place.y.toFixed(3)}`;
  return html`<ul class=${"seats" + (many ? " seats-many" : "") + (around ? " seats-around" : "")
      + (n > 4 ? " seats-crowded" : "")}
      style=${around ? `--n: ${n}` : ""} aria-label=${t("Players")}>
    ${others.map((seat, i) => {
      const arrowPlace = arcPlace(i - 0.5, n);
      // Tangent to the arc, pointing from the seat before to this one (or back when play is reversed).
      const turn = 90 - (arrowPlace.angle * 180) / Math.PI + (view.direction === 1 ? 0 : 180);
      return html`${i > 0 && around && html`<li class="direction-arrow" aria-hidden="true" key=${"arrow-" + seat}
          style=${`${style(arrowPlace)}; --turn: ${turn.toFixed(1)}deg; --flow: ${view.direction === 1 ? 0 : 180}deg`}>→</li>`}<${Seat} key=${seat} seat=${seat}
        view=${view} players=${players} me=${me} many=${many} place=${around ? style(arcPlace(i, n)) : ""} />`;
    })}
  </ul>`;
}

/** The direction of play drawn around the piles (classic with three players or more). */
function DirectionRing({ direction }) {
  const flip = direction === 1 ? "" : "scale(-1 1) translate(-200 0)";
  return html`<svg class="direction-ring" viewBox="0 0 200 90" aria-hidden="true" focusable="false">
    <g transform=${flip} fill="none" stroke="#ffe082" stroke-width="2.5" stroke-linecap="round">
      <path d="M30 20 A 80 36 0 0 1 170 20" />
      <path d="M170 70 A 80 36 0 0 1 30 70" />
      <path d="M160 12 L171 21 L158 26" />
      <path d="M40 78 L29 69 L42 64" />
    </g>
  </svg>`;
}

function Center({ view, canDraw, onDraw, from }) {
  const named = view.color;
  const top = view.top;
  const wildTop = top && parseCard(top).wild;
  const pile = view.discard || [];
  // The last few cards under the top one, each slightly turned (a stable angle per position in the pile).
  const under = pile.slice(Math.max(0, pile.length - 4), Math.max(0, pile.length - 1));
  const angle = (i) => ((i * 47) % 23) - 11;
  const pileLabel = nt("Draw pile: {n} card", "Draw pile: {n} cards", view.draw_pile, {});
  return html`<section class="center" aria-label=${t("Table")}>
    ${view.ruleset === "classic" && view.players > 2 && html`<${DirectionRing} direction=${view.direction} />`}
    <div>
      <button type="button" class=${"draw-pile" + (canDraw ? " can-draw" : "")} data-testid="draw-pile"
        data-anchor="draw" tabindex="-1" disabled=${!canDraw} aria-label=${pileLabel} onClick=${onDraw}>
        ${view.draw_pile > 0
          ? html`<${CardBack} />`
          : html`<span class="card card-empty" aria-hidden="true"></span>`}
        <span class="pile-count" aria-hidden="true">${view.draw_pile}</span>
      </button>
    </div>
    <div class="discard" data-testid="discard-pile" data-anchor="discard">
      ${named && html`<div class=${"color-ring ring-" + named} data-testid="color-ring" aria-hidden="true"></div>`}
      ${under.map((code, i) => {
        const at = pile.length - 1 - under.length + i;
        return html`<${Card} key=${"pile-" + at} code=${code} cardKey=${"pile-" + at}
          style=${`rotate: ${angle(at)}deg`} />`;
      })}
      ${top
        ? html`<${Card} key=${"pile-" + (pile.length - 1)} code=${top} named=${wildTop ? named : null}
            testid="top-card" cardKey=${"pile-" + (pile.length - 1)} from=${from}
            style=${`rotate: ${angle(pile.length - 1) / 3}deg`} />`
        : !pile.length && html`<span class="card card-empty" aria-hidden="true"></span>`}
      ${named && html`<span class=${"ring-shape ring-" + named} aria-hidden="true">
        <span class="glyph">${COLOR_GLYPH[named]}</span>${colorName(named)}</span>`}
      ${view.pending_draw > 0 && html`<span class="pending-badge" data-testid="pending-draw"
        aria-label=${nt("Pending: {n} card to draw", "Pending: {n} cards to draw", view.pending_draw)}><bdi dir="ltr"
        >+${view.pending_draw}</bdi></span>`}
    </div>
    <div class="center-info">
      ${top && html`<p class="visually-hidden" data-testid="top-card-text">${t("Top card: {card}",
        { card: cardName(top, wildTop ? named : null) })}</p>`}
      ${named && html`<p class="visually-hidden" data-testid="active-color">${t("Colour: {color}",
        { color: colorName(named) })}</p>`}
      ${view.ruleset === "classic" && view.players > 2 && html`<p>
        ${view.direction === 1 ? t("Direction: clockwise") : t("Direction: counterclockwise")}</p>`}
      ${view.decision === "draft" && html`<p>${nt(
        "Draft: {n} card face up", "Draft: {n} cards face up", view.discard.length)}</p>`}
    </div>
  </section>`;
}

function ColorPicker({ title, onPick, onCancel, testid }) {
  const first = useRef(null);
  const handlers = useRef({ onPick, onCancel });
  handlers.current = { onPick, onCancel };
  // A layout effect: the colour keys must work as soon as the picker is on screen. With a plain effect (run
  // after paint) a key pressed right after Enter on a wild card could arrive before the listener and be lost.
  useLayoutEffect(() => {
    if (first.current) first.current.focus();
    const onKey = (event) => {
      const key = event.key.toUpperCase();
      const target = event.target;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
      if (COLORS.includes(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onPick(key);
      } else if (event.key === "Escape" && handlers.current.onCancel) {
        event.preventDefault();
        handlers.current.onCancel();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
  return html`<div class="color-picker" role="group" aria-label=${title} data-testid=${testid || "color-picker"}>
    <p>${title}</p>
    <div class="color-buttons">
      ${COLORS.map((c, i) => html`<button type="button" class=${"color-button color-" + c} ref=${i === 0 ? first : null}
        data-testid=${"color-" + c} onClick=${() => onPick(c)}>
        <span class="glyph" aria-hidden="true">${COLOR_GLYPH[c]} </span>${colorName(c)} <kbd aria-hidden="true">${c}</kbd></button>`)}
    </div>
    ${onCancel && html`<button type="button" onClick=${onCancel} data-testid="color-cancel">${t("Cancel")}</button>`}
  </div>`;
}

function Table({ st, players, send, sending, log, roundOver, closeRoundOver, askRematch, rematchAsked, game, reveal,
  closeReveal, hint, askHint, closeHint, rules }) {
  const view = st.view;
  const me = view.seat;
  const mine = isMyTurn(st) || mayJumpIn(st);
  const groups = useMemo(() => legalControls(mine ? st.choices : []), [st]);
  const [unoArmed, setUnoArmed] = useState(false);
  const [wildCard, setWildCard] = useState(null);
  const [dumpMode, setDumpMode] = useState(false);
  const [dumpOrder, setDumpOrder] = useState([]);
  const [panel, setPanel] = useState(null);
  const [autoAnswer, setAutoAnswerState] = useState(autoAnswerOn());
  const handRef = useRef(null);
  const toggle = (name) => setPanel((open) => (open === name ? null : name));
  // A forced answer (nothing to choose) is given by the page itself unless the setting is off.
  const autoAction = mine && autoAnswer && groups.forced && !view.match_over ? groups.forced : null;

  // Reset the per-decision choices when a new state arrives, before it is painted: as a plain effect (run after
  // paint) it could come after the first key or click on the new state and undo it (a wild card's colour
  // picker closing under the player, an UNO call switched off again).
  useLayoutEffect(() => {
    setUnoArmed(false);
    setWildCard(null);
    setDumpOrder([]);
    setDumpMode(view.decision === "dump" && mine);
  }, [st.seq]);

  useEffect(() => {
    if (autoAction) send(autoAction.action, autoAction);
  }, [st.seq, autoAction]);

  const dumpCards = groups.dumps.length ? groups.dumps[0].cards : [];
  const dumping = mine && dumpMode && groups.dumps.length > 0;

  const play = (code) => {
    if (parseCard(code).wild) {
      setWildCard(code);
      return;
    }
    const action = chooseAction(groups.plays.get(code) || [], null, unoArmed);
    if (action) send(action);
  };
  const pickWildColor = (color) => {
    const action = chooseAction(groups.plays.get(wildCard) || [], color, unoArmed);
    setWildCard(null);
    if (action) send(action);
  };
  const dumpText = (codes) => {
    const text = `dump ${codes.join(" ")}`;
    const withUno = groups.dumps.some((c) => c.uno);
    const withoutUno = groups.dumps.some((c) => !c.uno);
    if (withUno && (unoArmed || !withoutUno)) return `${text} uno`;
    return text;
  };
  const toggleDump = (index) => {
    // Dumping a single card takes one click: there is no order to choose.
    if (dumpCards.length === 1) {
      send(dumpText([view.hand[index]]));
      return;
    }
    setDumpOrder((order) => (order.includes(index) ? order.filter((i) => i !== index) : order.concat([index])));
  };
  const dumpAction = () => dumpText(dumpOrder.map((i) => view.hand[i]));
  const dumpReady = dumping && dumpOrder.length === dumpCards.length;

  // Keyboard shortcuts (ignored while typing in a field or while the colour picker is open). A layout effect, so
  // the handler that sees the new state is in place as soon as it is on screen: a key pressed right after an
  // update must not reach the previous state's handler.
  useLayoutEffect(() => {
    const onKey = (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
      if (wildCard) return;
      const key = event.key.toLowerCase();
      const other = groups.other;
      const act = (action) => {
        event.preventDefault();
        send(action);
      };
      if (event.key === "Escape" && panel) {
        event.preventDefault();
        setPanel(null);
        return;
      }
      if (key === "s") {
        event.preventDefault();
        toggle("scores");
        return;
      }
      if (key === "h") {
        event.preventDefault();
        focusHand(handRef.current, 0);
        return;
      }
      if (!mine || sending || autoAction) return;
      // Each choice's key is the server's (unoduo.present.choices); the colour keys belong to the picker.
      // P plays the card just drawn, as the server's prompt says ("play it (P) or keep it (K)").
      const drawnPlay = view.decision === "after_draw" && (groups.plays.get(view.drawn) || [])[0];
      const choice = key === "p" ? drawnPlay : groups.keys.get(key);
      if (choice && choice.kind === "play") {
        event.preventDefault();
        play(choice.card);
      } else if (choice && choice.kind === "dump") {
        event.preventDefault();
        if (view.decision === "turn") setDumpMode(true);
      } else if (choice && choice.kind !== "color" && other.has(choice.action)) act(choice.action);
      else if (key === "u" && groups.unoPossible) {
        event.preventDefault();
        setUnoArmed((v) => !v);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  // When it becomes this seat's turn and nothing has the focus, focus the first thing to do.
  useEffect(() => {
    if (!mine) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    const target = document.querySelector("[data-autofocus='true']") || firstEnabledCard(handRef.current);
    if (target) target.focus({ preventScroll: true });
  }, [st.seq]);

  // Where the top card of the discard pile came from (motion.js flies it from there).
  const lastPlay = [...view.events].reverse().find((e) => e.kind === "play" || e.kind === "dump");
  const from = lastPlay ? (lastPlay.seat === me ? "hand" : `seat-${lastPlay.seat}`) : null;
  const target = (view.options && view.options.target_score) || (view.ruleset === "classic" ? 500 : 200);
  const others = othersInOrder(view.players, me);
  const many = others.length > 3;
  const spectator = me === null;
  let soundMuted = false;
  try {
    soundMuted = sound ? sound.isMuted() : false;
  } catch (_err) {
    soundMuted = false;
  }
  const [, redraw] = useState(0);

  return html`<div class="table">
    <div class="table-bar">
      ${spectator && html`<p class="watching" data-testid="watching">${t("You are watching")}</p>`}
      <p class="goal" data-testid="goal">${!lowerTotalWins(view)
        ? t("First to {n} wins", { n: target })
        : t("Lowest total wins when someone reaches {n}", { n: target })}</p>
      <button type="button" class="tool" onClick=${() => toggle("scores")} aria-expanded=${panel === "scores"
        ? "true" : "false"} data-testid="toggle-scores"><span class="tool-icon" aria-hidden="true">▤</span>
        <span class="tool-label">${t("Score sheet")}</span> <kbd aria-hidden="true">S</kbd></button>
      <button type="button" class="tool" onClick=${() => toggle("log")} aria-expanded=${panel === "log" ? "true" : "false"}
        data-testid="toggle-log"><span class="tool-icon" aria-hidden="true">☰</span>
        <span class="tool-label">${t("What happened")}</span></button>
      ${sound && html`<button type="button" class="tool" aria-pressed=${soundMuted ? "true" : "false"}
        data-testid="toggle-mute" onClick=${() => { sound.setMuted(!soundMuted); redraw((n) => n + 1); }}>
        <svg class="tool-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
          ${soundMuted
            ? html`<path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" stroke-width="2" stroke-linecap="round" />`
            : html`<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor"
                stroke-width="2" stroke-linecap="round" />`}
        </svg>
        <span class="tool-label">${t("Mute")}</span></button>`}
      ${!spectator && html`<button type="button" class="tool" onClick=${() => toggle("settings")}
        aria-expanded=${panel === "settings" ? "true" : "false"} data-testid="toggle-settings">
        <span class="tool-icon" aria-hidden="true">⚙</span><span class="tool-label">${t("Settings")}</span></button>`}
    </div>
    <${Seats} others=${others} view=${view} players=${players} me=${me} many=${many} />
    <${Center} view=${view} canDraw=${mine && !sending && !autoAction && !!groups.draw}
      onDraw=${() => send(groups.draw.action)} from=${from} />
    <section class="prompt" data-testid="prompt" aria-label=${t("What happens now")}>
      <p class=${mine ? "prompt-text mine" : "prompt-text"} data-testid="prompt-text">
        ${renderMessage(st.prompt)}</p>
      ${mine && view.decision === "challenge" && html`<${BeforeWild} view=${view} />`}
      ${st.deadline && !view.match_over && html`<${Deadline} deadline=${st.deadline} mine=${mine} />`}
      ${st.last && st.lastTold && st.lastTold.length > 0 && !view.match_over && html`<p class="last-action" data-testid="last-action">
        ${st.lastTold.map(renderMessage).join(" ")}</p>`}
      ${mine && !autoAction && html`<${Controls} view=${view} groups=${groups} send=${send} sending=${sending}
        unoArmed=${unoArmed} setUnoArmed=${setUnoArmed} dumpMode=${dumpMode} setDumpMode=${setDumpMode}
        dumping=${dumping} dumpReady=${dumpReady} dumpAction=${dumpAction} dumpCards=${dumpCards}
        clearDump=${() => setDumpOrder([])} />`}
      ${isMyTurn(st) && !autoAction && hintsAllowed(players, me) && html`<${HintButton} hint=${hint} onAsk=${askHint}
        disabled=${sending} />`}
    </section>
    ${me !== null
      ? html`<${Hand} view=${view} groups=${groups} mine=${mine && !autoAction} sending=${sending} play=${play}
          handRef=${handRef} dumping=${dumping} dumpOrder=${dumpOrder} toggleDump=${toggleDump} wildCard=${wildCard} />`
      : html`<div></div>`}
    ${wildCard && html`<div class="overlay picker-overlay"><${ColorPicker}
      title=${t("Choose the colour for your {card}", { card: cardName(wildCard) })}
      onPick=${pickWildColor} onCancel=${() => setWildCard(null)} testid="wild-color-picker" /></div>`}
    ${reveal && html`<${Revealed} reveal=${reveal} players=${players} me=${me} onClose=${closeReveal} />`}
    ${hint && mine && html`<${HintPanel} hint=${hint} choices=${st.choices} onClose=${closeHint}
      onPlay=${(action) => { closeHint(); send(action); }} />`}
    ${roundOver && !view.match_over && html`<${RoundOver} info=${roundOver} view=${view} players=${players} me=${me}
      onClose=${closeRoundOver} target=${target} />`}
    ${view.match_over && html`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${view.match_over && html`<${MatchOver} view=${view} players=${players} me=${me} askRematch=${askRematch}
      rematchAsked=${rematchAsked} game=${game} spectator=${spectator} />`}
    <${Drawer} open=${panel === "scores"} title=${t("Score sheet")} onClose=${() => setPanel(null)} testid="scores-drawer">
      ${!view.match_over && html`<${ScoreSheet} view=${view} players=${players} me=${me} />`}
    </${Drawer}>
    <${Drawer} open=${panel === "log"} title=${t("What happened")} onClose=${() => setPanel(null)} testid="log-drawer">
      <${EventLog} log=${log} open=${panel === "log"} />
    </${Drawer}>
    <${Drawer} open=${panel === "settings"} title=${t("Settings")} onClose=${() => setPanel(null)}
        testid="settings-drawer">
      <label class="setting"><input type="checkbox" checked=${autoAnswer} data-testid="setting-auto-answer"
        onChange=${(e) => { setAutoAnswer(e.target.checked); setAutoAnswerState(e.target.checked); }} />
        <span>${t("Answer forced moves for me (nothing to choose)")}</span></label>
      ${rules.length > 0 && html`<section class="game-rules" data-testid="game-rules">
        <h3>${t("Rules of this game")}</h3>
        <ul>${rules.map((line, i) => html`<li key=${i}>${renderMessage(line)}</li>`)}</ul>
      </section>`}
    </${Drawer}>
  </div>`;
}

/** The Wild Draw 4 challenge: the colour that was active before it (what the challenge is about). */
function BeforeWild({ view }) {
  const pile = view.discard || [];
  const before = pile.length >= 2 ? pile[pile.length - 2] : null;
  const playEvents = view.events.filter((e) => e.kind === "play" || e.kind === "color");
  // The colour named before the Wild Draw 4, if the card under it was a wild; else the card's own colour.
  let color = before && !parseCard(before).wild ? parseCard(before).color : null;
  if (!color && playEvents.length >= 2) {
    for (let i = playEvents.length - 2; i >= 0; i--) {
      const info = playEvents[i].info;
      if (typeof info === "number" && info >= 0) {
        color = COLORS[info];
        break;
      }
    }
  }
  if (!color) return null;
  return html`<p class="before-color" data-testid="before-color">
    <span aria-hidden="true">${COLOR_GLYPH[color]} </span>${t("Colour before the Wild Draw 4: {color}",
      { color: colorName(color) })}</p>`;
}

function Drawer({ open, title, onClose, testid, children }) {
  return html`<aside class=${"drawer" + (open ? " open" : "")} data-testid=${testid} aria-label=${title}
      aria-hidden=${open ? "false" : "true"} inert=${open ? undefined : true}>
    <div class="drawer-head"><h2>${title}</h2>
      <button type="button" onClick=${onClose} data-testid=${testid + "-close"}>${t("Close")}</button></div>
    ${children}
  </aside>`;
}

function Revealed({ reveal, players, me, onClose }) {
  return html`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${t("{name} showed you the hand they held:", { name: nameOf(players, reveal.seat, me) })}>
    <p>${t("{name} showed you the hand they held:", { name: nameOf(players, reveal.seat, me) })}</p>
    <div class="card-row">${reveal.cards.map((c, j) => html`<${Card} key=${j} code=${c} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${onClose} data-testid="revealed-close">${t("Close")}</button>
  </section>`;
}

function Controls(props) {
  const { view, groups, send, sending, unoArmed, setUnoArmed, dumpMode, setDumpMode, dumping, dumpReady, dumpAction,
    dumpCards, clearDump } = props;
  const other = groups.other;
  // A button for the choice of action `action`: its label and key are the server's.
  const b = (action, testid, primary) => {
    const choice = other.get(action);
    const key = choice.key ? choice.key.toUpperCase() : "";
    return html`<button type="button" class=${primary ? "primary" : ""}
    disabled=${sending} data-testid=${testid} onClick=${() => send(choice.action)}
    data-autofocus=${primary ? "true" : null}>${renderMessage(choice.label)}${key && html` <kbd aria-hidden="true">${key}</kbd>`}</button>`;
  };
  const buttons = [];
  if (view.decision === "draft" && view.candidate) {
    buttons.push(html`<div class="candidate" data-testid="candidate">
      <p>${t("Candidate card:")}</p>
      <${Card} code=${view.candidate} testid="candidate-card" cardKey="candidate" from="draw" />
    </div>`);
  }
  if (other.has("keep")) buttons.push(b("keep", "action-keep", true));
  if (other.has("reject")) buttons.push(b("reject", "action-reject"));
  if (groups.colors.length) {
    const pick = (c) => {
      const choice = groups.colors.find((x) => x.color === c);
      if (choice) send(choice.action);
    };
    buttons.push(html`<${ColorPicker} title=${t("Name the colour")} onPick=${pick} testid="turnup-color-picker" />`);
  }
  if (other.has("draw")) {
    buttons.push(b("draw", "action-draw", view.decision === "volley" && groups.plays.size === 0));
  }
  if (other.has("pass")) buttons.push(b("pass", "action-pass", groups.plays.size === 0));
  if (other.has("challenge")) buttons.push(b("challenge", "action-challenge"));
  if (other.has("accept")) buttons.push(b("accept", "action-accept", true));
  if (other.has("catch")) buttons.push(b("catch", "action-catch", true));
  if (other.has("ignore")) buttons.push(b("ignore", "action-ignore"));
  for (const [action, choice] of other) {
    if (choice.kind === "swap") buttons.push(b(action, "action-" + action.replace(" ", "-")));  // Seven-O (H12)
  }
  if (groups.dumps.length && view.decision === "turn" && !dumpMode) {
    buttons.push(html`<button type="button" data-testid="action-start-dump" onClick=${() => setDumpMode(true)}>
      ${t("Dump your {color} cards", { color: colorName(view.dump_color) })}</button>`);
  }
  if (dumping) {
    buttons.push(html`<div class="dump-builder" data-testid="dump-builder">
      <p>${nt(
        "Choose the order of your {n} {color} card: click it. The last card you choose takes effect.",
        "Choose the order of your {n} {color} cards: click them one by one. The last card you choose takes effect.",
        dumpCards.length, { color: colorName(view.dump_color) })}</p>
      <div class="controls">
      <button type="button" class="primary" disabled=${!dumpReady || sending} data-testid="action-dump"
        onClick=${() => send(dumpAction())}>${t("Dump them in this order")}</button>
      ${dumpCards.length > 1 && html`<button type="button" onClick=${clearDump} data-testid="dump-clear">
        ${t("Start the order again")}</button>`}
      ${view.decision === "turn" && html`<button type="button" onClick=${() => { clearDump(); setDumpMode(false); }}
        data-testid="dump-cancel">${t("Cancel the dump")}</button>`}
      ${other.has("nodump") && b("nodump", "action-nodump", false)}
      </div>
    </div>`);
  }
  if (other.has("nodump") && !dumping) buttons.push(b("nodump", "action-nodump", groups.dumps.length === 0));
  if (groups.unoPossible) {
    buttons.push(html`<button type="button" class=${"uno-button" + (unoArmed ? " armed" : "")}
      aria-pressed=${unoArmed ? "true" : "false"} data-testid="action-uno" onClick=${() => setUnoArmed(!unoArmed)}>
      ${unoArmed ? t("UNO! called") : t("Call UNO!")} <kbd aria-hidden="true">U</kbd></button>`);
  }
  return html`<div class="controls" data-testid="controls">${buttons}</div>`;
}

function firstEnabledCard(container) {
  if (!container) return null;
  return container.querySelector("button.card:not([disabled])");
}

function focusHand(container, index) {
  if (!container) return;
  const cards = Array.from(container.querySelectorAll("button.card:not([disabled])"));
  if (cards.length) cards[Math.max(0, Math.min(index, cards.length - 1))].focus();
}

function Hand({ view, groups, mine, sending, play, handRef, dumping, dumpOrder, toggleDump, wildCard }) {
  const dumpColor = view.dump_color;
  const rtl = document.documentElement.dir === "rtl";
  const onKeyDown = (event) => {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const cards = Array.from(handRef.current.querySelectorAll("button.card:not([disabled])"));
    const at = cards.indexOf(document.activeElement);
    if (!cards.length) return;
    event.preventDefault();
    let next = at;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = cards.length - 1;
    else {
      const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
      next = at < 0 ? 0 : (at + (forward ? 1 : -1) + cards.length) % cards.length;
    }
    cards[next].focus();
  };
  const label = view.hand.length
    ? nt("Your hand, {n} card: {cards}", "Your hand, {n} cards: {cards}", view.hand.length,
      { cards: cardList(view.hand) })
    : t("Your hand is empty");
  const n = view.hand.length;
  const keys = occurrenceKeys(view.hand, "");
  // The fan: a small turn per card and a slight arc, smaller for a big hand.
  const step = Math.min(3, 16 / Math.max(n - 1, 1));
  const mid = (n - 1) / 2;
  let drawnMarked = false;
  return html`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area" data-anchor="hand">
    <h2 class="hand-title" id="hand-title">${nt("Your hand ({n} card)", "Your hand ({n} cards)", n)}${" · "}<span
      class="seat-score" data-testid=${"seat-score-" + view.seat}>${t("Score {n}", { n: view.scores[view.seat] })}</span></h2>
    <div class=${"hand" + (n > 14 ? " hand-many" : "")} ref=${handRef} onKeyDown=${onKeyDown} data-testid="hand"
        role="group" aria-label=${label} style=${`--n: ${Math.max(n, 1)}`}>
      ${view.hand.map((code, index) => {
        let enabled = false;
        let badge = null;
        let selected = false;
        if (dumping) {
          enabled = parseCard(code).color === dumpColor && !sending;
          const at = dumpOrder.indexOf(index);
          if (at >= 0) {
            badge = String(at + 1);
            selected = true;
          }
        } else {
          enabled = mine && !sending && groups.plays.has(code);
          selected = wildCard === code;
        }
        const isDrawn = view.drawn === code && !drawnMarked;
        if (isDrawn) drawnMarked = true;
        const offset = mid > 0 ? (index - mid) / mid : 0;
        const rot = (index - mid) * step * (rtl ? -1 : 1);
        const arc = Math.round(offset * offset * Math.min(14, n * 1.5));
        return html`<${Card} key=${keys[index]} code=${code} cardKey=${keys[index]} from="draw"
          onPlay=${dumping ? () => toggleDump(index) : () => play(code)}
          disabled=${!enabled} badge=${badge} selected=${selected}
          style=${`--rot: ${rot.toFixed(2)}deg; --arc: ${arc}px`}
          extraClass=${isDrawn ? "card-drawn" : ""} testid=${"hand-card-" + code} />`;
      })}
    </div>
    ${mine && !dumping && html`<p class="hint">${t("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`;
}

function EventLog({ log, open }) {
  const listRef = useRef(null);
  useEffect(() => {
    // Scroll the drawer only: scrolling into view could move the whole page away from the hand.
    const drawer = listRef.current && listRef.current.closest(".drawer");
    if (drawer) drawer.scrollTop = drawer.scrollHeight;
  }, [log.length, open]);
  return html`<section class="event-log" aria-label=${t("What happened")}>
    <ol ref=${listRef} data-testid="event-log" aria-live="off">
      ${log.map((line) => html`<li key=${line.key}>${line.say()}</li>`)}
    </ol>
  </section>`;
}

/** Who leads the match and why, in words: the lowest total in Duo, the highest in classic. */
function standing(view, players, me, target) {
  const scores = view.scores;
  const lowerWins = lowerTotalWins(view);
  const best = lowerWins ? Math.min(...scores) : Math.max(...scores);
  const leaders = scores.map((s, seat) => (s === best ? seat : -1)).filter((s) => s >= 0);
  if (leaders.length > 1) return t("The totals are level");
  const leader = leaders[0];
  if (lowerWins) {
    return leader === me
      ? t("You are ahead: the lowest total wins, and yours is {n}", { n: best })
      : t("{name} is ahead: the lowest total wins, and theirs is {n}", { name: nameOf(players, leader, me), n: best });
  }
  return leader === me
    ? t("You are ahead: the first to {target} wins, and you have {n}", { target, n: best })
    : t("{name} is ahead: the first to {target} wins, and they have {n}",
      { name: nameOf(players, leader, me), target, n: best });
}

function RoundOver({ info, view, players, me, onClose, target }) {
  const button = useRef(null);
  const panel = useRef(null);
  useEffect(() => {
    if (button.current) button.current.focus({ preventScroll: true });
    // The points are counted up (motion.js).
    if (panel.current) {
      for (const cell of panel.current.querySelectorAll("[data-count-to]")) {
        const to = Number(cell.dataset.countTo);
        motionCall("countUp", cell, Number(cell.dataset.countFrom || 0), to, 700);
      }
    }
  }, [info.number]);
  const result = info.result;
  return html`<section class="overlay round-over" role="dialog" aria-modal="false" aria-labelledby="round-over-title"
      data-testid="round-over" ref=${panel}>
    <h2 id="round-over-title">${t("Round {n} is over", { n: info.number })}</h2>
    <p>${result.out === null || result.out === undefined
      ? t("The round is blocked: each player scores their own hand")
      : t("{name} went out", { name: nameOf(players, result.out, me) })}</p>
    <table class="scores">
      <thead><tr><th scope="col">${t("Player")}</th><th scope="col">${t("This round")}</th>
        <th scope="col">${t("Total")}</th></tr></thead>
      <tbody>${result.points.map((p, seat) => html`<tr>
        <th scope="row"><bdi>${nameOf(players, seat, me)}</bdi></th>
        <td data-testid=${"round-points-" + seat} data-count-to=${p}>${p}</td>
        <td data-testid=${"round-total-" + seat}>${view.scores[seat]}</td>
      </tr>`)}</tbody>
    </table>
    <p class="why" data-testid="round-standing">${standing(view, players, me, target)}</p>
    <button type="button" class="primary" ref=${button} onClick=${onClose} data-testid="round-over-continue">
      ${t("Next round")}</button>
  </section>`;
}

const RATING_TRIES = 12; // the game is rated a moment after its last action: ask again for about 12 s
const RATING_RETRY_MS = 1000;

/** A rating change as people read it, "+12" or "−162", kept left to right inside any sentence (an isolate). */
function signedChange(change) {
  return "\u2066" + (change >= 0 ? "+" : "\u2212") + Math.abs(change) + "\u2069";
}

/**
 * For a signed-in player at a rated game: that the game was rated, their rating after it with this game's change
 * (GET /api/games/{id}/rating) and a link to their profile. Guests and unrated games show nothing.
 */
function RatedResult({ game }) {
  const account = useAccount();
  const name = account ? account.name : null;
  const [result, setResult] = useState(null);
  useEffect(() => {
    setResult(null);
    if (!name) return undefined;
    let stopped = false;
    let timer = null;
    let tries = 0;
    const again = () => {
      tries += 1;
      if (tries < RATING_TRIES) timer = setTimeout(ask, RATING_RETRY_MS);
    };
    const ask = async () => {
      try {
        const answer = await api.gameRating(game);
        if (stopped) return;
        setResult(answer);
        if (answer.player && answer.player.rating === null) again();
      } catch (err) {
        if (!stopped && err.code !== "not_rated") again();
      }
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [game, name]);
  if (!result || !result.rated) return null;
  const mine = result.player;
  let line = null;
  if (mine && mine.rating !== null) {
    const values = { rating: mine.rating, change: signedChange(mine.change) };
    // TRANSLATORS: after a rated game: the player's rating now and this game's change, e.g. "1338 (−162)".
    const text = mine.provisional ? t("Your rating: {rating} ({change}), provisional", values)
      : t("Your rating: {rating} ({change})", values);
    line = html`<p data-testid="rating-change" data-rating=${mine.rating} data-change=${mine.change}
      class=${"rating-change " + (mine.change >= 0 ? "up" : "down")}
      title=${mine.provisional ? t("Provisional: a few more rated games are needed.") : ""}>${text}</p>`;
  } else if (mine) {
    line = html`<p class="muted" role="status" data-testid="rating-pending">${t("Your new rating is on its way…")}</p>`;
  }
  return html`<div class="rated-result" data-testid="rated-result" data-system=${result.system}>
    <p class="rated-badge">${result.system === "classic" ? t("Rated game of Classic UNO") : t("Rated game of UNO Duo")}</p>
    ${line}
    ${mine && html`<${Link} href=${`/players/${encodeURIComponent(mine.name)}`} testid="rated-profile-link">
      ${t("Your profile")}</${Link}>`}
  </div>`;
}

function MatchOver({ view, players, me, askRematch, rematchAsked, spectator, game }) {
  const heading = useRef(null);
  useEffect(() => {
    if (heading.current) heading.current.focus({ preventScroll: true });
  }, []);
  const winner = view.winner;
  let text;
  if (winner === null || winner === undefined) text = t("The match is a draw");
  else if (winner === me) text = t("You won the match!");
  else text = t("{name} won the match", { name: nameOf(players, winner, me) });
  const finalScores = view.scores
    .map((score, seat) => t("{name}: {score}", { name: nameOf(players, seat, me), score }))
    .join(t(", "));
  const others = players.filter((p) => p.seat !== me && p.kind === "human");
  const waiting = rematchAsked && others.some((p) => !p.rematch_requested);
  return html`<section class="overlay match-over" data-testid="match-over" aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${heading}>${t("The match is over")}</h2>
    <p data-testid="match-result" class=${winner === me ? "celebrate" : ""}>${text}</p>
    <p>${t("Final scores: {scores}", { scores: finalScores })}</p>
    <${RatedResult} game=${game} />
    <${ScoreSheet} view=${view} players=${players} me=${me} />
    <div class="controls">
      ${!spectator && html`<button type="button" class="primary" onClick=${askRematch} data-testid="rematch">
        ${t("Rematch")}</button>`}
      <${Link} href=${`/replay/${game}`} testid="replay-link">${t("Watch the replay")}</${Link}>
      ${!spectator && html`<${Link} href=${`/replay/${game}?review=${me}`} testid="review-link">
        ${t("Review my decisions")}</${Link}>`}
    </div>
    ${waiting && html`<p role="status">${t("Waiting for the other players to accept the rematch…")}</p>`}
    ${!rematchAsked && others.some((p) => p.rematch_requested) && html`<p role="status">
      ${t("Your opponent asks for a rematch.")}</p>`}
  </section>`;
}
