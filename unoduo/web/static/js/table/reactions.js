// Quick reactions between the people at a table (docs/protocol.md, "Reactions"): a small button by the player's
// hand opens a bar of fixed reactions ("Good game", "Oops", 😊 ...; ids only go over the wire, never free text),
// and a reaction received shows for a few seconds in a bubble by its sender's seat, with a sound and a polite
// screen-reader announcement. A per-game mute (kept in localStorage) hides them all and silences them. Games
// against bots alone show no bar (nobody to tell); spectators see the bubbles but have no bar.
import { html, useEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";
import { nameOf } from "../names.js";
import { playSound } from "./effects.js";

/** The reactions, in the bar's order: the server's ids (REACTIONS in unoduo/web/protocol.py) and their words
 * (each a function, so that it is worded in the language of the moment it is shown). */
export const REACTIONS = [
  { id: "good_game", label: () => t("Good game") },
  { id: "well_played", label: () => t("Well played") },
  { id: "oops", label: () => t("Oops") },
  { id: "hurry_up", label: () => t("Hurry up?") },
  { id: "thanks", label: () => t("Thanks") },
  { id: "smile", label: () => t("Smiling"), emoji: "😊" },
  { id: "laugh", label: () => t("Laughing"), emoji: "😄" },
  { id: "wow", label: () => t("Wow"), emoji: "😮" },
];
const BY_ID = new Map(REACTIONS.map((r) => [r.id, r]));
/** How long a bubble stays, in milliseconds. */
export const SHOW_MS = 4000;
// The errors of a refused reaction: said kindly by the bar, never in the table's error line.
export const REACTION_ERRORS = new Set(["reaction_too_soon", "unknown_reaction", "no_reactions", "not_a_person"]);
const MUTE_KEY = "unoduo.reactionsMuted"; // the ids of the games whose reactions are muted, newest last
const MUTE_KEEP = 50;

/** The reaction's words in the language shown (its emoji's name for an emoji). */
export function reactionLabel(id) {
  const reaction = BY_ID.get(id);
  return reaction ? reaction.label() : "";
}

/** Whether `seat` may send reactions: a seated person with another person at the table. */
export function mayReact(players, seat) {
  if (seat === null || seat === undefined) return false;
  return (players || []).some((p) => p.kind === "human" && p.seat !== seat);
}

function mutedGames() {
  try {
    const list = JSON.parse(localStorage.getItem(MUTE_KEY) || "[]");
    return Array.isArray(list) ? list : [];
  } catch (_err) {
    return [];
  }
}

export function reactionsMuted(game) {
  return mutedGames().includes(game);
}

function saveMuted(game, on) {
  const others = mutedGames().filter((id) => id !== game);
  const list = on ? others.concat([game]).slice(-MUTE_KEEP) : others;
  try {
    localStorage.setItem(MUTE_KEY, JSON.stringify(list));
  } catch (_err) {
    // private mode: the choice holds for this page only
  }
}

/**
 * The page's side of the reactions of `game`: the bubbles on show, the mute, the bar's kind notice and what to
 * announce. `received(msg)` takes a `reaction` message, `refused(msg)` an error of REACTION_ERRORS, `sent()`
 * clears the notice.
 */
export function useReactions(game) {
  const [bubbles, setBubbles] = useState([]);
  const [muted, setMutedState] = useState(() => reactionsMuted(game));
  const [notice, setNotice] = useState("");
  const [announce, setAnnounce] = useState("");
  const counter = useRef(0);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  useEffect(() => {
    const now = reactionsMuted(game);
    setMutedState(now);
    mutedRef.current = now;
    setBubbles([]);
  }, [game]);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(""), SHOW_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const received = (msg, players, me) => {
    if (mutedRef.current || !BY_ID.has(msg.reaction)) return;
    counter.current += 1;
    const key = counter.current;
    setBubbles((old) => old.filter((b) => b.seat !== msg.seat).concat([{ key, seat: msg.seat, id: msg.reaction }]));
    setTimeout(() => setBubbles((old) => old.filter((b) => b.key !== key)), SHOW_MS);
    playSound("reaction");
    setAnnounce(t("{name}: {reaction}", { name: nameOf(players, msg.seat, me), reaction: reactionLabel(msg.reaction) }));
  };
  const setMuted = (on) => {
    saveMuted(game, on);
    mutedRef.current = on;
    setMutedState(on);
    if (on) setBubbles([]);
  };
  const refused = (msg) => setNotice(msg.code === "reaction_too_soon"
    ? t("Please wait a moment before the next reaction.") : t("That reaction could not be sent."));
  return { bubbles, muted, setMuted, notice, announce, received, refused, sent: () => setNotice("") };
}

/**
 * The reaction button and its bar. `inline`: laid out in the flow (the match-over panel) rather than by the hand.
 * `send(id)` sends a reaction and says whether it went.
 */
export function ReactionBar({ reactions, send, inline }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef(null);
  const barRef = useRef(null);
  const { muted, setMuted, notice } = reactions;
  useEffect(() => {
    if (!open || !barRef.current) return;
    const first = barRef.current.querySelector("button");
    if (first) first.focus({ preventScroll: true });
  }, [open]);
  const close = () => {
    setOpen(false);
    if (toggleRef.current) toggleRef.current.focus({ preventScroll: true });
  };
  const onKeyDown = (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    // Keys typed in the bar are the bar's: the table's shortcuts (digits play cards) must not fire behind it.
    event.stopPropagation();
  };
  const choose = (id) => {
    if (send(id)) close();
  };
  return html`<div class=${"reactions" + (inline ? " reactions-inline" : "")} data-testid=${inline ? "reactions-end" : "reactions"}
      onKeyDown=${onKeyDown}>
    <button type="button" class="tool reaction-toggle" ref=${toggleRef} aria-expanded=${open ? "true" : "false"}
      aria-controls=${inline ? "reaction-bar-end" : "reaction-bar"} data-testid="reaction-toggle"
      onClick=${() => setOpen((v) => !v)}>
      <span class="tool-icon" aria-hidden="true">☺</span><span class=${inline ? "" : "visually-hidden"}>${t("Reactions")}</span>
    </button>
    ${open && html`<div class="reaction-bar" id=${inline ? "reaction-bar-end" : "reaction-bar"} ref=${barRef}
        role="group" aria-label=${t("Send a reaction")} data-testid="reaction-bar">
      ${REACTIONS.map((r) => html`<button type="button" key=${r.id} class=${"reaction-choice" + (r.emoji ? " emoji" : "")}
          data-testid=${"react-" + r.id} aria-label=${r.emoji ? r.label() : null} title=${r.emoji ? r.label() : null}
          onClick=${() => choose(r.id)}>${r.emoji ? html`<span aria-hidden="true">${r.emoji}</span>` : r.label()}</button>`)}
      <button type="button" class="reaction-mute" aria-pressed=${muted ? "true" : "false"} data-testid="reaction-mute"
        onClick=${() => setMuted(!muted)}>${t("Mute reactions in this game")}</button>
    </div>`}
    ${notice && html`<p class="reaction-notice" role="status" data-testid="reaction-notice">${notice}</p>`}
  </div>`;
}

/** Where a bubble for `seat` goes on the page `root`: by the seat's place (your own: above your hand). */
function bubblePlace(root, seat, me) {
  if (!root) return null;
  const anchor = root.querySelector(seat === me ? "[data-anchor=hand]" : `[data-anchor=seat-${seat}]`);
  if (!anchor) return null;
  const page = root.getBoundingClientRect();
  const box = anchor.getBoundingClientRect();
  const middle = box.left + box.width / 2 - page.left;
  // Kept inside the page: a bubble is at most 16rem wide, so its middle stays 8rem (or a fifth) from the edges.
  const margin = Math.min(128, page.width / 5);
  const x = Math.max(margin, Math.min(page.width - margin, middle));
  if (seat === me) return { x, y: box.top - page.top, above: true };
  return { x, y: box.bottom - page.top, above: false };
}

/** The bubbles on show, each by its sender's seat on the page `rootRef` holds; hidden from screen readers (the
 * page announces each reaction once, in its own live region). */
export function ReactionBubbles({ reactions, players, me, rootRef }) {
  if (reactions.muted || !reactions.bubbles.length) return null;
  return html`<div class="reaction-bubbles" aria-hidden="true">
    ${reactions.bubbles.map((bubble) => {
      const place = bubblePlace(rootRef.current, bubble.seat, me);
      if (!place) return null;
      const reaction = BY_ID.get(bubble.id);
      return html`<div key=${bubble.key} class=${"reaction-bubble" + (place.above ? " above" : " below")}
          data-testid=${"reaction-bubble-" + bubble.seat} data-reaction=${bubble.id}
          style=${`left: ${place.x.toFixed(0)}px; top: ${place.y.toFixed(0)}px`}>
        ${reaction.emoji ? html`<span class="reaction-emoji">${reaction.emoji}</span>` : reaction.label()}
        <span class="reaction-by">${nameOf(players, bubble.seat, me)}</span>
      </div>`;
    })}
  </div>`;
}
