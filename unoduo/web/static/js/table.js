// The table: one game seen by a seat (or a spectator), driven by the server's `state` messages. The server says
// everything in words (`narration`, `prompt`, each choice's `label`: messages of unoduo.present, rendered here
// with renderMessage) and offers the decision as `choices`; the page only renders them and sends an action.
// Layout: the seats at the top, the piles in the middle, the prompt and the hand at the bottom, all inside the
// viewport; the score sheet, the log and the settings are drawers, the end panels overlays.
// This module holds the page (the connection, the queue of states, what each state adds to the log, the sounds and
// animations of a change); the table itself and its parts are the modules under table/ (board.js composes them).
import { html, useEffect, useLayoutEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, saveSeat, seatOf } from "./api.js";
import { GameConnection } from "./conn.js";
import { renderMessage } from "./message.js";
import { rulesetName } from "./home.js";
import { t } from "./i18n.js";
import { navigate } from "./nav.js";
import { HINT_ERRORS, hintAnswered } from "./hint.js";
import { Table } from "./table/board.js";
import { motionCall, playSound } from "./table/effects.js";
import { FriendLeft } from "./table/friend-left.js";
import { ConnectionBanner, TableMessage, Waiting } from "./table/overlays.js";
import { mayReact, REACTION_ERRORS, ReactionBar, ReactionBubbles, useReactions } from "./table/reactions.js";
import { isMyTurn, lowerTotalWins } from "./table/turn.js";

const LOG_LIMIT = 200;
// How long a queued state waits for the animation of the one before it (bots' moves are shown in turn).
const ANIMATION_CAP_MS = 650;

// Reconnecting cannot help with these: the page says so once and stops (too_many_*: retrying makes it worse).
const FATAL = new Set(["unknown_game", "no_such_game", "unauthorized", "no_seat", "too_many_spectators",
  "too_many_attempts", "private_game"]);

/**
 * The cards that scored in the round just ended, as far as this seat may know them: its own hand at the end
 * (the hand of the state before, and the cards the last card made it draw) with each card's value from the
 * welcome's `card_points`, when they add up to its points; and how many cards each other seat kept (their
 * faces stay hidden). Null when the state before is not of that round (a reconnection).
 */
function scoredCards(memo, view, result, points) {
  if (!memo.hand || memo.round !== view.round - 1 || !points) return null;
  const me = view.seat;
  const lastDraws = (view.previous_events || []).filter((e) => e.kind === "draw" && e.info === "last_card");
  const kept = [];
  let cards = null;
  result.points.forEach((p, seat) => {
    if (seat === result.out) return;
    const extra = lastDraws.filter((e) => e.seat === seat);
    if (seat === me) {
      const codes = memo.hand.concat(...extra.map((e) => e.cards || []));
      const valued = codes.map((code) => ({ code, value: points[code] }));
      const sum = valued.reduce((total, c) => total + (Number(c.value) || 0), 0);
      if (sum === p && codes.length) cards = valued;
    } else if (memo.handSizes && p > 0 && lowerTotalWins(view)) {
      kept.push({ seat, count: memo.handSizes[seat] + extra.reduce((n, e) => n + (e.count || 0), 0) });
    }
  });
  return { cards, kept };
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
  const [heldStates, setHeldStates] = useState(0); // states that wait behind the round-over panel
  const [heldDeadline, setHeldDeadline] = useState(null); // the turn timer of a held state of this seat
  const [reveal, setReveal] = useState(null);
  const [rematchAsked, setRematchAsked] = useState(false);
  const [hint, setHint] = useState(null); // the coach's hint: {seq, status: asking|ready|error, data, error}
  const [rated, setRated] = useState(false); // a rated game: no hints while it runs (the server refuses them)
  const connRef = useRef(null);
  const rootRef = useRef(null);
  const seen = useRef({ round: null, count: 0, rounds: null, seq: -1, queued: -1, fresh: [], prev: null });
  const flipRef = useRef(null);
  const welcomeRef = useRef(null);
  // While the round-over panel is open the next states wait (the next deal is shown once the player is ready):
  // `held` is the promise the queue awaits, `release` opens it (closeRoundOver).
  const roundGate = useRef({ held: null, release: null });
  // Quick reactions (table/reactions.js); the socket's handler reads the latest players and reactions by ref.
  const reactions = useReactions(game);
  const reactionsRef = useRef(reactions);
  reactionsRef.current = reactions;
  const playersRef = useRef(players);
  playersRef.current = players;

  useEffect(() => {
    setRated(false);
    if (spectator || !mySeat) return undefined;
    let live = true;
    api.gameRating(game).then((answer) => { if (live) setRated(!!(answer && answer.rated)); }, () => {});
    return () => { live = false; };
  }, [game]);

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
    const show = (msg, how) => new Promise((resolve) => {
      const before = how && how.instant ? null : motionCall("snapshot", rootRef.current);
      flipRef.current = { before, resolve };
      onState(msg);
    });
    const apply = (msg, how) => {
      const held = roundGate.current.held;
      if (!held) return show(msg, how);
      setHeldStates((n) => n + 1);
      // The turn timer runs on the server meanwhile: the panel shows it when a held state is this seat's turn.
      if (isMyTurn(msg) && msg.deadline) setHeldDeadline(msg.deadline);
      return held.then(() => {
        setHeldStates((n) => Math.max(0, n - 1));
        setHeldDeadline(null);
        return show(msg, how);
      });
    };
    const queue = motionCall("createStateQueue", apply, {});
    const onMessage = (msg) => {
      switch (msg.type) {
        case "welcome":
          setWelcome(msg);
          welcomeRef.current = msg;
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
        case "reaction":
          reactionsRef.current.received(msg, playersRef.current, mySeat ? mySeat.seat : null);
          break;
        case "error":
          if (REACTION_ERRORS.has(msg.code)) {
            reactionsRef.current.refused(msg);
            break;
          }
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
    // /watch/<id>?code=<join code>: the invite lets a spectator watch a friend game.
    const code = spectator ? new URLSearchParams(location.search).get("code") : null;
    const conn = new GameConnection(game, spectator ? null : mySeat.token, onMessage, setConnection, code);
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

  // The tab title says whose turn it is, so that a background tab shows it (not behind the round-over panel).
  const mineNow = isMyTurn(st) && !roundOver;
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
        const scored = scoredCards(memo, view, result, (welcomeRef.current || {}).card_points);
        holdRound();
        setRoundOver({ number: view.rounds.length, result, scores: view.scores, before: memo.scores || null, scored });
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
      memo.hand = view.hand || null;
      memo.handSizes = view.hand_sizes || null;
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

  function holdRound() {
    const gate = roundGate.current;
    if (gate.held) return;
    gate.held = new Promise((resolve) => {
      gate.release = () => {
        gate.held = null;
        gate.release = null;
        resolve();
      };
    });
  }

  const closeRoundOver = () => {
    setRoundOver(null);
    if (roundGate.current.release) roundGate.current.release();
  };

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

  const sendReaction = (id) => {
    const sent = !!connRef.current && connRef.current.send({ type: "react", reaction: id });
    if (sent) reactions.sent();
    return sent;
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
  const canReact = !spectator && !!mySeat && mayReact(players, mySeat.seat);
  const reactionBar = (inline) => canReact
    ? html`<${ReactionBar} reactions=${reactions} send=${sendReaction} inline=${inline} />` : null;
  return html`<main class=${"page table-page" + (mineNow ? " my-turn" : "")} data-testid="table" ref=${rootRef}
      data-seq=${st ? st.seq : -1}
      data-connection=${connection} data-decision=${st ? st.view.decision : ""} data-sending=${sending ? "true" : "false"}
      data-round=${st ? st.view.round : ""} data-status=${st ? st.status : ""}
      data-my-turn=${mineNow ? "true" : "false"}>
    <h1 class="visually-hidden">${welcome ? rulesetName(welcome.ruleset) : t("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${announce}</div>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="reaction-announce">${reactions.muted
      ? "" : reactions.announce}</div>
    <${ConnectionBanner} status=${connection} />
    ${error && html`<p class="error" role="alert" data-testid="table-error">${error}</p>`}
    ${waiting && html`<${Waiting} welcome=${welcome} />`}
    ${welcome && welcome.opponent === "friend" && mySeat && html`<${FriendLeft} players=${players} mySeat=${mySeat.seat}
      notice=${welcome.leave_notice} playing=${!!st && st.status === "playing"}
      letBotPlay=${(seat) => connRef.current && connRef.current.send({ type: "let_bot_play", seat })} />`}
    ${st && !waiting
      ? html`<${Table} st=${st} players=${players} send=${send} sending=${sending} log=${log}
          roundOver=${roundOver && { ...roundOver, held: heldStates, deadline: heldDeadline }} closeRoundOver=${closeRoundOver} askRematch=${askRematch}
          rematchAsked=${rematchAsked} game=${game} reveal=${reveal} closeReveal=${() => setReveal(null)}
          hint=${hint && hint.seq === st.seq ? hint : null} askHint=${askHint} closeHint=${() => setHint(null)}
          rated=${rated} reactionBar=${reactionBar}
          rules=${(welcome && welcome.rules) || []} />`
      : !st && html`<p class="table-message" data-testid="loading">${t("Connecting to the game…")}</p>`}
    <${ReactionBubbles} reactions=${reactions} players=${players} me=${mySeat ? mySeat.seat : null} rootRef=${rootRef} />
  </main>`;
}
