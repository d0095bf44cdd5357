// The panels over or instead of the table: a hand shown to you, the end of a round (points counted up, who leads),
// the end of the match (the result, a rated game's rating change, rematch, replay and review links), the waiting
// room with its invite link and join code, the connection banner, and the clear page for no such game or no seat.
import { html, useEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { useAccount } from "../accounts.js";
import { api } from "../api.js";
import { Card } from "../cards.js";
import { nt, t } from "../i18n.js";
import { nameOf } from "../names.js";
import { Link } from "../nav.js";
import { ScoreSheet } from "../scoresheet.js";
import { motionCall } from "./effects.js";
import { Deadline } from "./prompt.js";
import { lowerTotalWins } from "./turn.js";

export function Revealed({ reveal, players, me, onClose }) {
  return html`<section class="overlay revealed" data-testid="revealed-hand" role="dialog" aria-modal="false"
      aria-label=${t("{name} showed you the hand they held:", { name: nameOf(players, reveal.seat, me) })}>
    <p>${t("{name} showed you the hand they held:", { name: nameOf(players, reveal.seat, me) })}</p>
    <div class="card-row">${reveal.cards.map((c, j) => html`<${Card} key=${j} code=${c} size="small" />`)}</div>
    <button type="button" class="primary" onClick=${onClose} data-testid="revealed-close">${t("Close")}</button>
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

/**
 * A number counted up from 0 (motion.js countUp) through this component's own state: Preact alone draws it
 * (countUp rewriting the cell as well showed "00", two text nodes). `data-points` holds the final value.
 */
function CountedNumber({ to, testid }) {
  const [shown, setShown] = useState(to);
  useEffect(() => {
    const running = motionCall("countUp", setShown, 0, to, 700);
    if (!running) setShown(to);
  }, [to]);
  return html`<td data-testid=${testid} data-points=${to}>${shown}</td>`;
}

/** How points were given this round, in one line (who scores what, by the ruleset). */
function scoringRule(view, result) {
  if (result.out === null || result.out === undefined) {
    return t("The round is blocked: each player scores their own hand");
  }
  return lowerTotalWins(view)
    ? t("Going out scores 0; the other players score the cards left in their hands.")
    : t("Going out scores the cards left in the other players' hands.");
}

/** The cards that scored: this seat's own hand when it scored (each card with its value), else how many cards
 * each other seat kept (their faces stay hidden: no seat sees another's hand). */
function ScoredCards({ info, players, me }) {
  const scored = info.scored;
  if (!scored) return null;
  const mine = scored.cards;
  const points = info.result.points;
  return html`<div class="scored" data-testid="scored-cards">
    ${mine && mine.length > 0 && html`<p>${t("Your cards that scored:")}</p>
      <ul class="scored-cards" aria-label=${t("Your cards that scored:")}>
        ${mine.map((c, j) => html`<li key=${j} data-testid="scored-card" data-card=${c.code} data-value=${c.value}>
          <${Card} code=${c.code} size="small" /><span class="card-value">${c.value}</span></li>`)}
      </ul>
      <p class="scored-sum" data-testid="scored-sum">${t("{list} = {n} points", {
        list: mine.map((c) => c.value).join(" + "), n: points[me] })}</p>`}
    ${scored.kept.map((k) => html`<p key=${k.seat} data-testid=${"kept-" + k.seat}>${nt(
      "{name} kept {n} card: {points} points", "{name} kept {n} cards: {points} points", k.count,
      { name: nameOf(players, k.seat, me), points: points[k.seat] })}</p>`)}
  </div>`;
}

export function RoundOver({ info, view, players, me, onClose, target }) {
  const button = useRef(null);
  useEffect(() => {
    if (button.current) button.current.focus({ preventScroll: true });
  }, [info.number]);
  const result = info.result;
  const wentOut = result.out === null || result.out === undefined ? null : result.out;
  return html`<section class="overlay round-over" role="dialog" aria-modal="true" aria-labelledby="round-over-title"
      data-testid="round-over" data-held=${info.held || 0}>
    <h2 id="round-over-title">${t("Round {n} is over", { n: info.number })}</h2>
    <p class="went-out">${wentOut === null
      ? t("Nobody went out.")
      : wentOut === me ? t("You went out!") : t("{name} went out", { name: nameOf(players, wentOut, me) })}</p>
    <p class="muted" data-testid="scoring-rule">${scoringRule(view, result)}</p>
    <table class="scores">
      <thead><tr><th scope="col">${t("Player")}</th><th scope="col">${t("This round")}</th>
        <th scope="col">${t("Total")}</th></tr></thead>
      <tbody>${result.points.map((p, seat) => html`<tr class=${seat === me ? "me" : ""}>
        <th scope="row"><bdi>${nameOf(players, seat, me)}</bdi></th>
        <${CountedNumber} to=${p} testid=${"round-points-" + seat} />
        <td data-testid=${"round-total-" + seat}>${view.scores[seat]}</td>
      </tr>`)}</tbody>
    </table>
    <${ScoredCards} info=${info} players=${players} me=${me} />
    <p class="why" data-testid="round-standing">${standing(view, players, me, target)}</p>
    <p class="muted">${t("The next round is dealt when you are ready.")}</p>
    ${info.deadline && html`<${Deadline} deadline=${info.deadline} mine=${true} />`}
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

export function MatchOver({ view, players, me, askRematch, rematchAsked, spectator, game, reactions }) {
  // `reactions`: the quick reactions' button and bar ("Good game"), in a game with other people; else null.
  const heading = useRef(null);
  useEffect(() => {
    if (heading.current) heading.current.focus({ preventScroll: true });
  }, []);
  const winner = view.winner;
  const drawn = winner === null || winner === undefined;
  let headline;
  let text;
  if (drawn) {
    headline = spectator ? t("The match is over") : t("A draw");
    text = t("The match is a draw");
  } else if (winner === me) {
    headline = t("You won");
    text = t("You won the match!");
  } else {
    headline = spectator ? t("The match is over") : t("You lost");
    text = t("{name} won the match", { name: nameOf(players, winner, me) });
  }
  const outcome = drawn ? "draw" : winner === me ? "won" : spectator ? "over" : "lost";
  const others = players.filter((p) => p.seat !== me && p.kind === "human");
  const waiting = rematchAsked && others.some((p) => !p.rematch_requested);
  const lowerWins = lowerTotalWins(view);
  return html`<section class=${"overlay match-over outcome-" + outcome} data-testid="match-over"
      data-outcome=${outcome} aria-labelledby="match-over-title">
    <h2 id="match-over-title" tabindex="-1" ref=${heading} data-testid="match-headline">${headline}</h2>
    <p data-testid="match-result" class=${winner === me ? "celebrate" : ""}>${text}</p>
    <p class="muted">${lowerWins ? t("The lowest total wins.") : t("The highest total wins.")}</p>
    <table class="scores final-scores" data-testid="final-scores">
      <thead><tr><th scope="col">${t("Player")}</th><th scope="col">${t("Total")}</th></tr></thead>
      <tbody>${view.scores.map((score, seat) => html`<tr class=${seat === winner ? "winner" : ""}>
        <th scope="row"><bdi>${nameOf(players, seat, me)}</bdi></th>
        <td data-testid=${"final-score-" + seat}>${score}</td></tr>`)}</tbody>
    </table>
    <${RatedResult} game=${game} />
    <details class="match-rounds" open><summary>${t("Every round")}</summary>
      <${ScoreSheet} view=${view} players=${players} me=${me} /></details>
    <div class="controls">
      ${!spectator && html`<button type="button" class="primary" onClick=${askRematch} data-testid="rematch">
        ${t("Rematch")}</button>`}
      <${Link} href="/" testid="new-game-link">${t("New game")}</${Link}>
      ${!spectator && html`<${Link} href=${`/replay/${game}?review=${me}`} testid="review-link">
        ${t("Review my decisions")}</${Link}>`}
      <${Link} href=${`/replay/${game}`} testid="replay-link">${t("Watch the replay")}</${Link}>
    </div>
    ${reactions}
    ${waiting && html`<p role="status">${t("Waiting for the other players to accept the rematch…")}</p>`}
    ${!rematchAsked && others.some((p) => p.rematch_requested) && html`<p role="status">
      ${t("Your opponent asks for a rematch.")}</p>`}
  </section>`;
}

/** One clear page instead of the table: no such game, or no seat here. */
export function TableMessage({ title, text, testid, watch }) {
  return html`<main class="page" data-testid=${testid}>
    <h1>${title}</h1>
    ${text && html`<p>${text}</p>`}
    ${watch && html`<p><${Link} href=${watch} testid="watch-link">${t("Watch it instead")}</${Link}></p>`}
    <p><${Link} href="/">${t("Back to the start page")}</${Link}></p>
  </main>`;
}

export function ConnectionBanner({ status }) {
  if (status === "open") return null;
  const text = status === "closed" ? t("Disconnected.") : t("Connection lost. Reconnecting…");
  return html`<p class="banner" role="status" data-testid="reconnecting">${text}</p>`;
}

/** While seats are free: only that the game waits, with the invite link and the join code. */
export function Waiting({ welcome }) {
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
  // Phones (and some desktops) offer the system's share sheet: feature-detected, never assumed.
  const canShare = typeof navigator.share === "function";
  const share = () => navigator.share({ title: t("UNO Duo"), text: t("Play UNO Duo with me"), url: link })
    .catch(() => {}); // closed without sharing: nothing to say
  return html`<div data-testid="invite">
    <h3>${isPublic ? t("Public game") : t("Invite a friend")}</h3>
    <p>${isPublic
      ? t("Anyone can join this game from the list of public games. You can also send this link or the join code.")
      : t("Send this link to your friend, or give them the join code. The game starts when they join.")}</p>
    <label class="field">
      <span>${t("Invite link")}</span>
      <input readonly value=${link} data-testid="invite-link" onFocus=${(e) => e.target.select()} />
    </label>
    ${canShare && html`<button type="button" class="primary" onClick=${share} data-testid="share-invite">
      ${t("Share the invitation")}</button>`}
    <button type="button" onClick=${() => copy(link, "link")} data-testid="copy-link">${t("Copy the link")}</button>
    <p class="code-line"><span>${t("Join code")}:</span>
      <strong class="code" data-testid="join-code-display">${welcome.join_code}</strong>
      <button type="button" onClick=${() => copy(welcome.join_code, "code")} data-testid="copy-code">
        ${t("Copy the code")}</button></p>
    ${copied && html`<p role="status">${t("Copied.")}</p>`}
  </div>`;
}
