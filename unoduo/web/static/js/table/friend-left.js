// A friend gone away (a friend game): once a person's seat has had no connection for the game's leave notice
// (the host's choice, welcome.leave_notice), the others read "Ravi left: wait, or let a bot play their seat" with
// a button that asks the server for the stand-in bot (the let_bot_play message, unoduo/web/play/leaving.py); the
// bot plays until the friend comes back. The server checks the time itself: this page's clock only shows it.
import { html, useEffect, useRef, useState } from "../../vendor/htm-preact-standalone.module.js";
import { t } from "../i18n.js";

/** The seats of people gone for at least `notice` seconds as this page saw them (a state of seat -> since). */
function useGoneSeats(players, mySeat, notice) {
  const since = useRef({});
  const [, tick] = useState(0);
  const now = Date.now();
  for (const player of players) {
    const gone = player.kind === "human" && player.joined && !player.connected && player.seat !== mySeat;
    if (!gone) delete since.current[player.seat];
    else if (!(player.seat in since.current)) since.current[player.seat] = now;
  }
  const pending = Object.values(since.current).map((start) => start + notice * 1000 - now).filter((ms) => ms > 0);
  const next = pending.length ? Math.min(...pending) : null;
  useEffect(() => {
    if (next === null) return undefined;
    const timer = setTimeout(() => tick((n) => n + 1), next + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return players.filter((p) => p.seat in since.current && now - since.current[p.seat] >= notice * 1000);
}

export function FriendLeft({ players, mySeat, notice, playing, letBotPlay }) {
  const gone = useGoneSeats(players || [], mySeat, notice || 30);
  if (!playing || gone.length === 0) return null;
  return html`<div class="friend-left" data-testid="friend-left">
    ${gone.map((player) => player.away
      ? html`<p role="status" data-testid="friend-left-bot" data-seat=${player.seat}>
          ${t("A bot plays for {name} until they come back.", { name: player.name })}</p>`
      : html`<div class="friend-left-notice" role="alert" data-testid="friend-left-notice" data-seat=${player.seat}>
          <p>${t("{name} left: wait, or let a bot play their seat", { name: player.name })}</p>
          <button type="button" class="primary" data-testid="let-bot-play" onClick=${() => letBotPlay(player.seat)}>
            ${t("Let a bot play for {name}", { name: player.name })}</button>
        </div>`)}
  </div>`;
}
