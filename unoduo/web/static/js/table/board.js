// The table of a game in progress: the per-decision state (UNO armed, a wild's colour, the dump order, the open
// drawer), the keyboard shortcuts and the focus, composed from the bar, the seats, the piles, the prompt, the hand,
// the overlays and the drawers; with the server's choices grouped for the controls (legalControls: the page never
// decides what is legal, it only sorts what the server offers) and the setting of answering forced moves.
import { html, useEffect, useLayoutEffect, useMemo, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { cardName, parseCard } from "../cards.js";
import { HintPanel } from "../hint.js";
import { t } from "../i18n.js";
import { Drawers, TableBar } from "./drawers.js";
import { firstEnabledCard, focusHand, Hand, handOrder, saveSorting, sortingOn } from "./hand.js";
import { MatchOver, Revealed, RoundOver } from "./overlays.js";
import { Center } from "./piles.js";
import { ColorPicker, Prompt } from "./prompt.js";
import { othersInOrder, Seats } from "./seats.js";
import { isMyTurn, mayJumpIn } from "./turn.js";

/**
 * The server's choices (a state's `choices`, unoduo.present: exactly the legal actions) grouped for the
 * controls: plays by card code, dumps, colour choices, the other choices by action text ("draw", "keep", ...),
 * the choice of each keyboard key, whether an UNO call is possible, and the forced answer (one choice with
 * nothing to choose: `nodump` with no card to dump, keeping a drawn card that cannot be played), which the page
 * may give itself.
 */
export function legalControls(choices) {
  const plays = new Map();
  const dumps = [];
  const colors = [];
  const other = new Map();
  const keys = new Map();
  let unoPossible = false;
  for (const choice of choices || []) {
    if (choice.uno) unoPossible = true;
    if (choice.key && !keys.has(choice.key)) keys.set(choice.key, choice);
    if (choice.kind === "play") {
      if (!plays.has(choice.card)) plays.set(choice.card, []);
      plays.get(choice.card).push(choice);
    } else if (choice.kind === "dump") {
      dumps.push(choice);
    } else if (choice.kind === "color") {
      colors.push(choice);
    } else {
      other.set(choice.action, choice);
    }
  }
  const list = choices || [];
  const forced = list.length === 1 && (list[0].kind === "nodump" || list[0].kind === "keep_drawn") ? list[0] : null;
  const draw = list.find((c) => c.kind === "draw" || c.kind === "take") || null;
  return { plays, dumps, colors, other, keys, draw, unoPossible, forced };
}

/** The play of a card (naming `color` for a wild) among its choices, with the UNO call if armed and allowed. */
function chooseAction(options, color, uno) {
  const fit = options.filter((c) => (c.color || null) === (color || null));
  const called = fit.find((c) => c.uno);
  const plain = fit.find((c) => !c.uno);
  if (uno && called) return called.action;
  if (plain) return plain.action;
  return called ? called.action : null;
}

const AUTO_KEY = "unoduo.autoAnswer";

export function autoAnswerOn() {
  try {
    return localStorage.getItem(AUTO_KEY) !== "off";
  } catch (_err) {
    return true;
  }
}


function setAutoAnswer(on) {
  try {
    localStorage.setItem(AUTO_KEY, on ? "on" : "off");
  } catch (_err) {
    // private mode: the setting lasts for this page only
  }
}

export function Table({ st, players, send, sending, log, roundOver, closeRoundOver, askRematch, rematchAsked, game, reveal,
  closeReveal, hint, askHint, closeHint, rated, rules, lesson, reactionBar }) {
  // `reactionBar(inline)`: the quick reactions' button and bar (table/reactions.js), null where there are none.
  // `lesson`: the table of a lesson (learn.js), which ends with its own panel instead of the match's.
  const view = st.view;
  const me = view.seat;
  // Behind the round-over panel nothing of the next round is played: it waits for "Next round".
  const mine = !(roundOver && !view.match_over) && (isMyTurn(st) || mayJumpIn(st));
  const groups = useMemo(() => legalControls(mine ? st.choices : []), [st, mine]);
  const [unoArmed, setUnoArmed] = useState(false);
  const [wildCard, setWildCard] = useState(null);
  const [dumpMode, setDumpMode] = useState(false);
  const [dumpOrder, setDumpOrder] = useState([]);
  const [panel, setPanel] = useState(null);
  const [autoAnswer, setAutoAnswerState] = useState(autoAnswerOn());
  const [sorted, setSorted] = useState(sortingOn);
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
      // A digit plays the card at that place of the hand as shown (sorted or not): the first ten cards.
      const place = /^[0-9]$/.test(key) ? (key === "0" ? 9 : Number(key) - 1) : -1;
      const shownCard = place >= 0 ? handOrder(view.hand, sorted)[place] : null;
      const choice = key === "p" ? drawnPlay
        : place >= 0 ? (shownCard && (groups.plays.get(shownCard.code) || [])[0]) : groups.keys.get(key);
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

  return html`<div class="table">
    <${TableBar} spectator=${spectator} view=${view} target=${target} panel=${panel} toggle=${toggle} />
    <${Seats} others=${others} view=${view} players=${players} me=${me} many=${many} />
    <${Center} view=${view} canDraw=${mine && !sending && !autoAction && !!groups.draw}
      onDraw=${() => send(groups.draw.action)} from=${from} />
    <${Prompt} st=${st} players=${players} mine=${mine} autoAction=${autoAction}
      hint=${hint} askHint=${askHint} rated=${rated}
      controls=${{ view, groups, send, sending, unoArmed, setUnoArmed, dumpMode, setDumpMode, dumping, dumpReady,
        dumpAction, dumpCards, clearDump: () => setDumpOrder([]) }} />
    ${me !== null
      ? html`<${Hand} view=${view} groups=${groups} mine=${mine && !autoAction} sending=${sending} play=${play}
          handRef=${handRef} dumping=${dumping} dumpOrder=${dumpOrder} toggleDump=${toggleDump} wildCard=${wildCard}
          sorted=${sorted} corner=${reactionBar && !view.match_over ? reactionBar(false) : null} />`
      : html`<div></div>`}
    ${wildCard && html`<div class="overlay picker-overlay"><${ColorPicker}
      title=${t("Choose the colour for your {card}", { card: cardName(wildCard) })}
      onPick=${pickWildColor} onCancel=${() => setWildCard(null)} testid="wild-color-picker" /></div>`}
    ${reveal && html`<${Revealed} reveal=${reveal} players=${players} me=${me} onClose=${closeReveal} />`}
    ${hint && mine && html`<${HintPanel} hint=${hint} choices=${st.choices} onClose=${closeHint}
      onPlay=${(action) => { closeHint(); send(action); }} />`}
    ${roundOver && !view.match_over && html`<div class="scrim round-scrim" data-testid="round-over-scrim"
      aria-hidden="true"></div>`}
    ${roundOver && !view.match_over && html`<${RoundOver} info=${roundOver} view=${view} players=${players} me=${me}
      onClose=${closeRoundOver} target=${target} />`}
    ${view.match_over && !lesson && html`<div class="scrim" data-testid="match-over-scrim" aria-hidden="true"></div>`}
    ${view.match_over && !lesson && html`<${MatchOver} view=${view} players=${players} me=${me} askRematch=${askRematch}
      rematchAsked=${rematchAsked} game=${game} spectator=${spectator}
      reactions=${reactionBar ? reactionBar(true) : null} />`}
    <${Drawers} panel=${panel} setPanel=${setPanel} view=${view} players=${players} me=${me} log=${log} rules=${rules}
      autoAnswer=${autoAnswer} onAutoAnswer=${(on) => { setAutoAnswer(on); setAutoAnswerState(on); }}
      sorted=${me !== null ? sorted : null} onSorted=${(on) => { saveSorting(on); setSorted(on); }} />
  </div>`;
}
