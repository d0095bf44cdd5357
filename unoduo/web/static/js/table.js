// The table: one game seen by a seat (or a spectator), driven by the server's `state` messages. Every decision
// is made from the view's `decision` and `legal` actions (RECORDS.md notation); nothing is decided here.
import { html, useEffect, useLayoutEffect, useMemo, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { saveSeat, seatOf } from "./api.js";
import { Card, CardBack, cardList, cardName, COLOR_GLYPH, colorName, COLORS, parseCard } from "./cards.js";
import { GameConnection } from "./conn.js";
import { describeAction, describeDecision, describeEvent, nameOf } from "./describe.js";
import { difficultyName, rulesetName } from "./home.js";
import { nt, t } from "./i18n.js";
import { Link, navigate } from "./nav.js";
import { ScoreSheet } from "./scoresheet.js";

const LOG_LIMIT = 200;

/** Legal actions grouped for the UI: plays by card code, the other kinds by name. */
function groupLegal(legal) {
  const plays = new Map();
  const dumps = [];
  const other = new Set();
  let unoPossible = false;
  for (const action of legal || []) {
    const tokens = action.split(" ");
    if (tokens[tokens.length - 1] === "uno") unoPossible = true;
    if (tokens[0] === "play") {
      if (!plays.has(tokens[1])) plays.set(tokens[1], []);
      plays.get(tokens[1]).push(action);
    } else if (tokens[0] === "dump") {
      dumps.push(action);
    } else {
      other.add(action);
    }
  }
  return { plays, dumps, other, unoPossible };
}

/** The play action for `code` (naming `color` for a wild), with the UNO call if armed and allowed. */
function chooseAction(actions, code, color, uno) {
  const base = color ? `play ${code} ${color}` : `play ${code}`;
  if (uno && actions.includes(`${base} uno`)) return `${base} uno`;
  if (actions.includes(base)) return base;
  return actions.includes(`${base} uno`) ? `${base} uno` : null;
}

function errorText(msg) {
  switch (msg.code) {
    case "stale": return t("The table changed before your move arrived. Look again and choose.");
    case "illegal": return msg.message || t("That move is not allowed now.");
    case "not_your_turn": return t("It is not your turn.");
    case "waiting": return t("Wait until every player has joined.");
    case "unauthorized": return t("This browser does not hold a seat in this game.");
    case "unknown_game": return t("No such game.");
    case "rate_limited": return t("Too many messages. Reconnecting…");
    default: return msg.message || t("Something went wrong. Try again.");
  }
}

export function TablePage({ game, spectator }) {
  const mySeat = spectator ? null : seatOf(game);
  const [welcome, setWelcome] = useState(null);
  const [st, setSt] = useState(null);
  const [players, setPlayers] = useState([]);
  const [connection, setConnection] = useState("connecting");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const [log, setLog] = useState([]);
  const [announce, setAnnounce] = useState("");
  const [roundOver, setRoundOver] = useState(null);
  const [rematchAsked, setRematchAsked] = useState(false);
  const connRef = useRef(null);
  const seen = useRef({ round: null, count: 0, rounds: null, seq: -1 });

  useEffect(() => {
    if (!spectator && !mySeat) return undefined;
    const onMessage = (msg) => {
      switch (msg.type) {
        case "welcome":
          setWelcome(msg);
          setPlayers(msg.players || []);
          setError("");
          break;
        case "state":
          if (msg.seq < seen.current.seq) return;
          onState(msg);
          break;
        case "presence":
          setPlayers(msg.players || []);
          break;
        case "ack":
          break;
        case "error":
          setSending(false);
          if (msg.code !== "stale") setError(errorText(msg));
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

  function onState(msg) {
    const view = msg.view;
    const people = msg.players || [];
    const me = view.seat;
    const memo = seen.current;
    // Log lines are kept as functions so that they are worded in the language of the moment they are shown.
    const lines = [];
    const roundChanged = memo.round !== null && memo.round !== view.round;
    if (roundChanged && msg.last) {
      const last = msg.last;
      lines.push(() => describeAction(last.seat, last.action, people, me, false));
    }
    if (memo.rounds !== null && view.rounds.length > memo.rounds) {
      const result = view.rounds[view.rounds.length - 1];
      if (roundChanged) {
        // The finished round's own events (round_end ...) are no longer in the new round's view.
        lines.push(() => (result.out === null || result.out === undefined
          ? t("The round is blocked: each player scores their own hand")
          : t("{name} went out: the round is over", { name: nameOf(people, result.out, me) })));
      }
      if (!view.match_over) setRoundOver({ number: view.rounds.length, result, scores: view.scores });
    }
    const start = memo.round === view.round && memo.count <= view.events.length ? memo.count : 0;
    for (const ev of view.events.slice(start)) {
      if (describeEvent(ev, people, me)) lines.push(() => describeEvent(ev, people, me));
    }
    memo.round = view.round;
    memo.count = view.events.length;
    memo.rounds = view.rounds.length;
    memo.seq = msg.seq;
    setLog((old) => {
      const keyBase = msg.seq * 1000;
      const added = lines.map((say, i) => ({ key: `${keyBase + i}-${old.length + i}`, say }));
      return old.concat(added).slice(-LOG_LIMIT);
    });
    const prompt = describeDecision(view, people, me);
    const said = msg.last && msg.last.seat !== me ? describeAction(msg.last.seat, msg.last.action, people, me, view.pending_draw > 2) : "";
    setAnnounce(said ? t("{what}. {next}", { what: said, next: prompt }) : prompt);
    setPlayers(people);
    setSt(msg);
    setSending(false);
  }

  const send = (action) => {
    if (!st || sending) return;
    const conn = connRef.current;
    if (!conn || !conn.send({ type: "action", seq: st.seq, action })) {
      setError(t("Not connected. Reconnecting…"));
      return;
    }
    setError("");
    setSending(true);
  };

  const askRematch = () => {
    if (connRef.current && connRef.current.send({ type: "rematch" })) setRematchAsked(true);
  };

  if (!spectator && !mySeat) {
    return html`<main class="page" data-testid="no-seat">
      <h1>${t("You have no seat in this game")}</h1>
      <p>${t("This browser holds no seat token for this game.")}</p>
      <p><${Link} href=${`/watch/${game}`} testid="watch-link">${t("Watch it instead")}</${Link}></p>
    </main>`;
  }

  return html`<main class="page table-page" data-testid="table" data-seq=${st ? st.seq : -1}
      data-connection=${connection} data-decision=${st ? st.view.decision : ""} data-sending=${sending ? "true" : "false"}
      data-round=${st ? st.view.round : ""} data-status=${st ? st.status : ""}
      data-my-turn=${st && st.status !== "waiting" && st.view.seat !== null && st.view.to_act === st.view.seat
        ? "true" : "false"}>
    <h1 class="visually-hidden">${welcome ? rulesetName(welcome.ruleset) : t("UNO Duo")}</h1>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${announce}</div>
    <${ConnectionBanner} status=${connection} />
    ${error && html`<p class="error" role="alert" data-testid="table-error">${error}</p>`}
    ${welcome && welcome.join_code && st && st.status === "waiting" && html`<${Invite} welcome=${welcome} />`}
    ${st
      ? html`<${Table} st=${st} players=${players} send=${send} sending=${sending} log=${log}
          roundOver=${roundOver} closeRoundOver=${() => setRoundOver(null)} askRematch=${askRematch}
          rematchAsked=${rematchAsked} game=${game} />`
      : html`<p data-testid="loading">${t("Connecting to the game…")}</p>`}
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
  return html`<section class="panel invite" data-testid="invite">
    <h2>${isPublic ? t("Public game") : t("Invite a friend")}</h2>
    <p>${isPublic
      ? t("Anyone can join this game from the list of public games. You can also send this link or the join code.")
      : t("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${t("Invite link")}</span>
      <input readonly value=${link} data-testid="invite-link" onFocus=${(e) => e.target.select()} />
    </label>
    <button type="button" onClick=${() => copy(link, "link")} data-testid="copy-link">${t("Copy the link")}</button>
    <p>${t("Join code")}: <strong class="code" data-testid="join-code-display">${welcome.join_code}</strong>
      <button type="button" onClick=${() => copy(welcome.join_code, "code")} data-testid="copy-code">
        ${t("Copy the code")}</button></p>
    ${copied && html`<p role="status">${t("Copied.")}</p>`}
  </section>`;
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

function Opponent({ seat, view, players, me }) {
  const player = players.find((p) => p.seat === seat) || {};
  const count = view.hand_sizes[seat];
  const active = view.to_act === seat;
  const name = nameOf(players, seat, me);
  const kind = player.kind === "bot" ? t("Bot ({level})", { level: difficultyName(player.difficulty) }) : "";
  const backs = Math.min(count, 12);
  return html`<li class=${"opponent" + (active ? " active" : "")} data-testid=${"opponent-" + seat}
      aria-label=${nt("{name}: {n} card", "{name}: {n} cards", count, { name })}>
    <div class="opponent-name">
      <bdi>${name}</bdi>
      ${kind && html` <span class="muted">${kind}</span>`}
      ${player.kind === "human" && !player.connected && html` <span class="muted">${t("(offline)")}</span>`}
      ${player.away && html` <span class="muted">${t("(a bot plays for now)")}</span>`}
      ${active && html` <span class="turn-dot" aria-hidden="true">●</span>`}
    </div>
    <div class="opponent-hand" aria-hidden="true">
      ${Array.from({ length: backs }, (_, i) => html`<${CardBack} key=${i} size="mini" />`)}
    </div>
    <div class="opponent-count" data-testid=${"hand-size-" + seat}>
      ${nt("{n} card", "{n} cards", count)} · ${t("Score {n}", { n: view.scores[seat] })}
    </div>
  </li>`;
}

function Center({ view }) {
  const named = view.color;
  const top = view.top;
  const wildTop = top && parseCard(top).wild;
  return html`<section class="center" aria-label=${t("Table")}>
    <div class="pile" data-testid="draw-pile">
      <${CardBack} label=${nt("Draw pile: {n} card", "Draw pile: {n} cards", view.draw_pile, {})} />
      <span class="pile-count">${view.draw_pile}</span>
    </div>
    <div class="pile" data-testid="discard-pile">
      ${top
        ? html`<${Card} key=${"top" + view.discard.length} code=${top} named=${wildTop ? named : null} testid="top-card"
            extraClass="card-arrive" />`
        : view.discard.length
          ? html`<${Card} code=${view.discard[view.discard.length - 1]} testid="top-card" />`
          : html`<span class="card card-empty" aria-hidden="true"></span>`}
    </div>
    <div class="center-info">
      ${top && html`<p data-testid="top-card-text">${t("Top card: {card}", { card: cardName(top, wildTop ? named : null) })}</p>`}
      ${named && html`<p class=${"active-color color-" + named} data-testid="active-color">
        <span aria-hidden="true">${COLOR_GLYPH[named]} </span>${t("Colour: {color}", { color: colorName(named) })}</p>`}
      ${view.pending_draw > 0 && html`<p class="pending" data-testid="pending-draw">
        ${nt("Pending: {n} card to draw", "Pending: {n} cards to draw", view.pending_draw)}</p>`}
      ${view.ruleset === "classic" && view.players > 2 && html`<p>
        ${view.direction === 1 ? t("Direction: clockwise") : t("Direction: counterclockwise")}</p>`}
      ${view.decision === "draft" && html`<p class="muted">${nt(
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
        <span aria-hidden="true">${COLOR_GLYPH[c]} </span>${colorName(c)} <kbd aria-hidden="true">${c}</kbd></button>`)}
    </div>
    ${onCancel && html`<button type="button" onClick=${onCancel} data-testid="color-cancel">${t("Cancel")}</button>`}
  </div>`;
}

function Table({ st, players, send, sending, log, roundOver, closeRoundOver, askRematch, rematchAsked, game }) {
  const view = st.view;
  const me = view.seat;
  const mine = me !== null && view.to_act === me && !view.match_over && st.status !== "waiting";
  const groups = useMemo(() => groupLegal(mine ? view.legal : []), [st]);
  const [unoArmed, setUnoArmed] = useState(false);
  const [wildCard, setWildCard] = useState(null);
  const [dumpMode, setDumpMode] = useState(false);
  const [dumpOrder, setDumpOrder] = useState([]);
  const [showScores, setShowScores] = useState(false);
  const handRef = useRef(null);

  // Reset the per-decision choices when a new state arrives, before it is painted: as a plain effect (run after
  // paint) it could come after the first key or click on the new state and undo it (a wild card's colour
  // picker closing under the player, an UNO call switched off again).
  useLayoutEffect(() => {
    setUnoArmed(false);
    setWildCard(null);
    setDumpOrder([]);
    setDumpMode(view.decision === "dump" && mine);
  }, [st.seq]);

  const dumpCards = groups.dumps.length ? groups.dumps[0].split(" ").slice(1).filter((x) => x !== "uno") : [];
  const dumping = mine && dumpMode && groups.dumps.length > 0;

  const play = (code) => {
    if (parseCard(code).wild) {
      setWildCard(code);
      return;
    }
    const action = chooseAction(groups.plays.get(code) || [], code, null, unoArmed);
    if (action) send(action);
  };
  const pickWildColor = (color) => {
    const action = chooseAction(groups.plays.get(wildCard) || [], wildCard, color, unoArmed);
    setWildCard(null);
    if (action) send(action);
  };
  const toggleDump = (index) => {
    setDumpOrder((order) => (order.includes(index) ? order.filter((i) => i !== index) : order.concat([index])));
  };
  const dumpAction = () => {
    const codes = dumpOrder.map((i) => view.hand[i]);
    const text = `dump ${codes.join(" ")}`;
    const withUno = groups.dumps.some((a) => a.endsWith(" uno"));
    const withoutUno = groups.dumps.some((a) => !a.endsWith(" uno"));
    if (withUno && (unoArmed || !withoutUno)) return `${text} uno`;
    return text;
  };
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
      if (key === "s") {
        event.preventDefault();
        setShowScores((v) => !v);
        return;
      }
      if (key === "h") {
        event.preventDefault();
        focusHand(handRef.current, 0);
        return;
      }
      if (!mine || sending) return;
      if (key === "d" && other.has("draw")) act("draw");
      else if (key === "k" && other.has("keep")) act("keep");
      else if (key === "k" && other.has("pass")) act("pass");
      else if (key === "p" && other.has("pass")) act("pass");
      else if (key === "r" && other.has("reject")) act("reject");
      else if (key === "c" && other.has("challenge")) act("challenge");
      else if (key === "a" && other.has("accept")) act("accept");
      else if (key === "c" && other.has("catch")) act("catch");
      else if (key === "i" && other.has("ignore")) act("ignore");
      else if (key === "n" && other.has("nodump")) act("nodump");
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

  const revealed = view.events.filter((e) => e.kind === "reveal" && e.cards && e.cards.length);

  return html`<div class="table">
    <div class="table-main">
    <ul class="opponents" aria-label=${t("Players")}>
      ${othersInOrder(view.players, me).map((seat) => html`<${Opponent} key=${seat} seat=${seat} view=${view}
        players=${players} me=${me} />`)}
    </ul>
    <${Center} view=${view} />
    ${roundOver && html`<${RoundOver} info=${roundOver} view=${view} players=${players} me=${me}
      onClose=${closeRoundOver} />`}
    ${view.match_over && html`<${MatchOver} view=${view} players=${players} me=${me} askRematch=${askRematch}
      rematchAsked=${rematchAsked} game=${game} spectator=${me === null} />`}
    <section class="prompt" data-testid="prompt" aria-label=${t("What happens now")}>
      <p class=${mine ? "prompt-text mine" : "prompt-text"} data-testid="prompt-text">
        ${describeDecision(view, players, me)}</p>
      ${st.deadline && !view.match_over && html`<${Deadline} deadline=${st.deadline} mine=${mine} />`}
      ${st.last && html`<p class="muted" data-testid="last-action">${describeAction(st.last.seat, st.last.action,
        players, me, view.pending_draw > 2)}</p>`}
      ${revealed.map((ev, i) => html`<div class="revealed" data-testid="revealed-hand" key=${i}>
        <p>${t("{name} showed you the hand they held:", { name: nameOf(players, ev.seat, me) })}</p>
        <div class="card-row">${ev.cards.map((c, j) => html`<${Card} key=${j} code=${c} size="small" />`)}</div>
      </div>`)}
      ${mine && html`<${Controls} view=${view} groups=${groups} send=${send} sending=${sending} unoArmed=${unoArmed}
        setUnoArmed=${setUnoArmed} dumpMode=${dumpMode} setDumpMode=${setDumpMode} dumping=${dumping}
        dumpReady=${dumpReady} dumpAction=${dumpAction} dumpCards=${dumpCards} clearDump=${() => setDumpOrder([])} />`}
      ${wildCard && html`<${ColorPicker} title=${t("Choose the colour for your {card}", { card: cardName(wildCard) })}
        onPick=${pickWildColor} onCancel=${() => setWildCard(null)} testid="wild-color-picker" />`}
    </section>
    ${me !== null && html`<${Hand} view=${view} groups=${groups} mine=${mine} sending=${sending} play=${play}
      handRef=${handRef} dumping=${dumping} dumpOrder=${dumpOrder} toggleDump=${toggleDump} wildCard=${wildCard} />`}
    <div class="table-tools">
      <button type="button" onClick=${() => setShowScores((v) => !v)} aria-expanded=${showScores ? "true" : "false"}
        data-testid="toggle-scores">${t("Score sheet")} <kbd aria-hidden="true">S</kbd></button>
      ${view.match_over && html`<${Link} href=${`/replay/${game}`} testid="replay-link">${t("Watch the replay")}</${Link}>`}
    </div>
    </div>
    <aside class="table-side">
      ${(showScores || view.match_over) && html`<${ScoreSheet} view=${view} players=${players} me=${me} />`}
      <${EventLog} log=${log} />
    </aside>
  </div>`;
}

function Controls(props) {
  const { view, groups, send, sending, unoArmed, setUnoArmed, dumpMode, setDumpMode, dumping, dumpReady, dumpAction,
    dumpCards, clearDump } = props;
  const other = groups.other;
  const b = (action, label, key, testid, primary) => html`<button type="button" class=${primary ? "primary" : ""}
    disabled=${sending} data-testid=${testid} onClick=${() => send(action)}
    data-autofocus=${primary ? "true" : null}>${label}${key && html` <kbd aria-hidden="true">${key}</kbd>`}</button>`;
  const buttons = [];
  if (view.decision === "draft" && view.candidate) {
    buttons.push(html`<div class="candidate" data-testid="candidate">
      <p>${t("Candidate card:")}</p>
      <${Card} code=${view.candidate} testid="candidate-card" />
    </div>`);
  }
  if (other.has("keep")) buttons.push(b("keep", t("Keep it"), "K", "action-keep", true));
  if (other.has("reject")) buttons.push(b("reject", t("Reject it"), "R", "action-reject"));
  if (view.decision === "color") {
    buttons.push(html`<${ColorPicker} title=${t("Name the colour")} onPick=${(c) => send(`color ${c}`)}
      testid="turnup-color-picker" />`);
  }
  if (other.has("draw")) {
    const label = view.decision === "volley"
      ? nt("Take {n} card", "Take {n} cards", view.pending_draw)
      : t("Draw a card");
    buttons.push(b("draw", label, "D", "action-draw", view.decision === "volley" && groups.plays.size === 0));
  }
  if (other.has("pass")) buttons.push(b("pass", t("Keep the drawn card"), "K", "action-pass", groups.plays.size === 0));
  if (other.has("challenge")) buttons.push(b("challenge", t("Challenge"), "C", "action-challenge"));
  if (other.has("accept")) buttons.push(b("accept", t("Accept and draw 4"), "A", "action-accept", true));
  if (other.has("catch")) buttons.push(b("catch", t("Catch! (they draw 2)"), "C", "action-catch", true));
  if (other.has("ignore")) buttons.push(b("ignore", t("Let it go"), "I", "action-ignore"));
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
      <button type="button" class="primary" disabled=${!dumpReady || sending} data-testid="action-dump"
        onClick=${() => send(dumpAction())}>${t("Dump them in this order")}</button>
      <button type="button" onClick=${clearDump} data-testid="dump-clear">${t("Start the order again")}</button>
      ${view.decision === "turn" && html`<button type="button" onClick=${() => { clearDump(); setDumpMode(false); }}
        data-testid="dump-cancel">${t("Do not dump")}</button>`}
    </div>`);
  }
  if (other.has("nodump")) buttons.push(b("nodump", t("Do not dump"), "N", "action-nodump", groups.dumps.length === 0));
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
  const onKeyDown = (event) => {
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key)) return;
    const cards = Array.from(handRef.current.querySelectorAll("button.card:not([disabled])"));
    const at = cards.indexOf(document.activeElement);
    if (!cards.length) return;
    event.preventDefault();
    const rtl = document.documentElement.dir === "rtl";
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
  let drawnMarked = false;
  return html`<section class="hand-area" aria-labelledby="hand-title" data-testid="hand-area">
    <h2 class="hand-title" id="hand-title">${nt("Your hand ({n} card)", "Your hand ({n} cards)", view.hand.length)}</h2>
    <div class="hand" ref=${handRef} onKeyDown=${onKeyDown} data-testid="hand" role="group" aria-label=${label}>
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
        return html`<${Card} key=${code + "-" + index} code=${code}
          onPlay=${dumping ? () => toggleDump(index) : () => play(code)}
          disabled=${!enabled} badge=${badge} selected=${selected}
          extraClass=${isDrawn ? "card-drawn" : ""} testid=${"hand-card-" + code} />`;
      })}
    </div>
    ${mine && !dumping && html`<p class="muted hint">${t("Arrow keys move through your playable cards, Enter plays. D draws, H goes to your hand, S shows the scores.")}</p>`}
  </section>`;
}

function EventLog({ log }) {
  const listRef = useRef(null);
  useEffect(() => {
    if (listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [log.length]);
  return html`<section class="event-log" aria-label=${t("What happened")}>
    <h2>${t("What happened")}</h2>
    <ol ref=${listRef} data-testid="event-log" aria-live="off">
      ${log.map((line) => html`<li key=${line.key}>${line.say()}</li>`)}
    </ol>
  </section>`;
}

function RoundOver({ info, view, players, me, onClose }) {
  const button = useRef(null);
  useEffect(() => {
    if (button.current) button.current.focus();
  }, [info.number]);
  const result = info.result;
  return html`<section class="panel round-over" role="dialog" aria-modal="false" aria-labelledby="round-over-title"
      data-testid="round-over">
    <h2 id="round-over-title">${t("Round {n} is over", { n: info.number })}</h2>
    <p>${result.out === null || result.out === undefined
      ? t("The round is blocked: each player scores their own hand")
      : t("{name} went out", { name: nameOf(players, result.out, me) })}</p>
    <table class="scores">
      <thead><tr><th scope="col">${t("Player")}</th><th scope="col">${t("This round")}</th>
        <th scope="col">${t("Total")}</th></tr></thead>
      <tbody>${result.points.map((p, seat) => html`<tr>
        <th scope="row"><bdi>${nameOf(players, seat, me)}</bdi></th>
        <td data-testid=${"round-points-" + seat}>${p}</td><td data-testid=${"round-total-" + seat}>${view.scores[seat]}</td>
      </tr>`)}</tbody>
    </table>
    <button type="button" class="primary" ref=${button} onClick=${onClose} data-testid="round-over-continue">
      ${t("Next round")}</button>
  </section>`;
}

function MatchOver({ view, players, me, askRematch, rematchAsked, spectator }) {
  const heading = useRef(null);
  useEffect(() => {
    if (heading.current) heading.current.focus();
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
  return html`<section class="panel match-over" data-testid="match-over" aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${heading}>${t("The match is over")}</h2>
    <p data-testid="match-result">${text}</p>
    <p>${t("Final scores: {scores}", { scores: finalScores })}</p>
    ${!spectator && html`<button type="button" class="primary" onClick=${askRematch} data-testid="rematch">
      ${t("Rematch")}</button>`}
    ${waiting && html`<p role="status">${t("Waiting for the other players to accept the rematch…")}</p>`}
    ${!rematchAsked && others.some((p) => p.rematch_requested) && html`<p role="status">
      ${t("Your opponent asks for a rematch.")}</p>`}
  </section>`;
}
