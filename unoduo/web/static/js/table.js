// The table: one game seen by a seat (or a spectator), driven by the server's `state` messages. The server says
// everything in words (`narration`, `prompt`, each choice's `label`: messages of unoduo.present, rendered here
// with renderMessage) and offers the decision as `choices`; the page only renders them and sends an action.
// Layout: the seats at the top, the piles in the middle, the prompt and the hand at the bottom, all inside the
// viewport; the score sheet, the log and the settings are drawers, the end panels overlays.
import { html, useEffect, useLayoutEffect, useMemo, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, saveSeat, seatOf } from "./api.js";
import { Card, cardName, COLOR_GLYPH, colorName, COLORS, parseCard } from "./cards.js";
import { GameConnection } from "./conn.js";
import { renderMessage } from "./message.js";
import { rulesetName } from "./home.js";
import { nt, t } from "./i18n.js";
import { navigate } from "./nav.js";
import { HINT_ERRORS, HintButton, HintPanel, hintAnswered, hintsAllowed } from "./hint.js";
import { ScoreSheet } from "./scoresheet.js";
import { chooseAction, legalControls } from "./table/choices.js";
import { ColorPicker } from "./table/color-picker.js";
import { Drawer, EventLog } from "./table/drawers.js";
import { motionCall, playSound, sound } from "./table/effects.js";
import { firstEnabledCard, focusHand, Hand } from "./table/hand.js";
import { ConnectionBanner, TableMessage, Waiting } from "./table/notices.js";
import { MatchOver, Revealed, RoundOver } from "./table/overlays.js";
import { Center } from "./table/piles.js";
import { othersInOrder, Seats } from "./table/seats.js";
import { autoAnswerOn, setAutoAnswer } from "./table/settings.js";
import { isMyTurn, lowerTotalWins, mayJumpIn } from "./table/turn.js";

const LOG_LIMIT = 200;
// How long a queued state waits for the animation of the one before it (bots' moves are shown in turn).
const ANIMATION_CAP_MS = 650;

// Reconnecting cannot help with these: the page says so once and stops (too_many_*: retrying makes it worse).
const FATAL = new Set(["unknown_game", "no_such_game", "unauthorized", "no_seat", "too_many_spectators",
  "too_many_attempts"]);

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
