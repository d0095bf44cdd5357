// The start page (js/join.js is /join/<code>). It shows cards, says in a line what UNO Duo is, and offers two
// things: "Play a bot now" (Duo, Easy, at once) and "Learn UNO Duo" (/learn; first on a first visit), with the
// player's name remembered; "More ways to play" holds the rest (friend or public game, classic UNO, bot level,
// rule presets and options, join by code). The daily puzzle's card (puzzle-daily.js) comes under them; public
// games and the player's own games follow.
import { html, useCallback, useEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { allTokens, api, errorText, gameOfCode, saveName, savedName, saveSeat } from "./api.js";
import { Card } from "./cards.js";
import { nt, t } from "./i18n.js";
import { Link, navigate } from "./nav.js";
import { NewGameForm } from "./newgame.js";
import { DailyPuzzleCard } from "./puzzle-daily.js";

export { difficultyName } from "./newgame.js";

export function rulesetName(ruleset) {
  return ruleset === "classic" ? t("Classic UNO") : t("UNO Duo");
}

export function statusName(status) {
  switch (status) {
    case "waiting": return t("Waiting for players");
    case "playing": return t("In progress");
    case "over": return t("Finished");
    default: return status || "";
  }
}

const LOBBY_REFRESH_MS = 5000;

/** When a lobby game was created, in words ("created 3 minutes ago"). */
function createdAgo(created) {
  const minutes = Math.max(0, Math.floor((Date.now() - Date.parse(created)) / 60000));
  if (!Number.isFinite(minutes) || minutes < 1) return t("created just now");
  return nt("created {n} minute ago", "created {n} minutes ago", minutes);
}

/** One public game of the lobby: who is seated, what is open, the rules, and a Join button. */
function LobbyGame({ game }) {
  const mine = gameOfCode(game.join_code);
  const describedBy = "lobby-game-" + game.game;
  const target = game.options && game.options.target_score;
  const timer = game.turn_timer ? Math.round(game.turn_timer) : 0;
  const join = () => navigate(`/join/${encodeURIComponent(game.join_code)}`);
  return html`<li class="lobby-game" data-testid=${"lobby-game-" + game.game}>
    <div id=${describedBy}>
      <strong>${rulesetName(game.ruleset)}</strong>
      <span> · ${t("Seated:")} ${game.names.map((n, i) => html`${i ? ", " : ""}<bdi>${n}</bdi>`)}</span>
      <span> · ${nt("{n} seat free", "{n} seats free", game.free)}</span>
      ${game.bots > 0 && html`<span> · ${nt("{n} bot", "{n} bots", game.bots)}</span>`}
      <br /><span class="muted">${nt("{n} player", "{n} players", game.players)}</span>
      ${timer > 0 && html`<span class="muted"> · ${nt("{n} second per move", "{n} seconds per move", timer)}</span>`}
      ${target && html`<span class="muted"> · ${t("Target score {n}", { n: target })}</span>`}
      <span class="muted"> · ${createdAgo(game.created)}</span>
    </div>
    <button type="button" class=${mine ? "" : "primary"} aria-describedby=${describedBy}
      data-testid=${"lobby-join-" + game.game} onClick=${join}>${mine ? t("Open your game") : t("Join")}</button>
  </li>`;
}

/** "Public games": the lobby, refreshed every 5 s while the page is visible, and on demand. */
function PublicGames() {
  const [games, setGames] = useState(null);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [more, setMore] = useState(false);
  const inFlight = useRef(false);
  const alive = useRef(true);
  // How many of the server's lobby pages are shown: "Show more games" adds one; refreshes keep them all.
  const pages = useRef(1);
  const load = useCallback(async (manual) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const seen = new Set();
      const list = [];
      let offset = 0;
      let next = null;
      for (let page = 0; page < pages.current; page++) {
        const data = await api.lobby(offset);
        for (const game of Array.isArray(data && data.games) ? data.games : []) {
          // A game can move between pages while they are read: show it once.
          if (!seen.has(game.game)) list.push(game);
          seen.add(game.game);
        }
        next = data && Number.isInteger(data.next) ? data.next : null;
        if (next === null) break;
        offset = next;
      }
      if (!alive.current) return;
      setGames(list);
      setMore(next !== null);
      setError("");
      // Only a refresh the player asked for is announced (the automatic one every 5 s would be noise).
      if (manual === true) {
        setStatus(nt("{n} public game is waiting for players.", "{n} public games are waiting for players.",
          list.length));
      }
    } catch (err) {
      if (alive.current) setError(errorText(err));
    } finally {
      inFlight.current = false;
    }
  }, []);
  useEffect(() => {
    alive.current = true;
    load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") load();
    }, LOBBY_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      alive.current = false;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [load]);
  const loadingText = t("Loading…");
  const emptyText = t("No public game is waiting for players. Create one: choose “Anyone can join”.");
  let body = null;
  if (games === null) body = error ? null : html`<p>${loadingText}</p>`;
  else if (games.length === 0) body = html`<p class="muted" data-testid="lobby-empty">${emptyText}</p>`;
  else body = html`<ul class="lobby-list">${games.map((g) => html`<${LobbyGame} key=${g.game} game=${g} />`)}</ul>`;
  return html`<section class="panel lobby" data-testid="lobby" aria-labelledby="lobby-title">
    <div class="panel-head">
      <h2 id="lobby-title">${t("Public games")}</h2>
      <button type="button" data-testid="lobby-refresh" onClick=${() => load(true)}>${t("Refresh")}</button>
    </div>
    <p class="visually-hidden" role="status" aria-live="polite" data-testid="lobby-status">${status}</p>
    ${error && html`<p class="error" role="alert" data-testid="lobby-error">${error}</p>`}
    ${body}
    ${more && html`<button type="button" class="lobby-more" data-testid="lobby-more"
      onClick=${() => { pages.current += 1; load(true); }}>${t("Show more games")}</button>`}
  </section>`;
}

function JoinForm() {
  const [code, setCode] = useState("");
  const submit = (event) => {
    event.preventDefault();
    const clean = code.trim().toUpperCase();
    if (clean) navigate(`/join/${encodeURIComponent(clean)}`);
  };
  return html`<form class="panel" onSubmit=${submit} data-testid="join-form">
    <h2>${t("Join a friend")}</h2>
    <label class="field">
      <span>${t("Join code")}</span>
      <input data-testid="join-code" value=${code} maxlength="16" autocapitalize="characters" spellcheck="false"
        onInput=${(e) => setCode(e.target.value)} />
    </label>
    <button type="submit" data-testid="join-go">${t("Join")}</button>
  </form>`;
}

function MyGames() {
  const [games, setGames] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    const tokens = allTokens();
    if (!tokens.length) {
      setGames([]);
      return;
    }
    api.myGames(tokens.slice(-200)).then((data) => setGames(data.games || []), (err) => setError(errorText(err)));
  }, []);
  if (error) return html`<section class="panel"><h2>${t("My games")}</h2><p class="error">${error}</p></section>`;
  if (games === null) return html`<section class="panel"><h2>${t("My games")}</h2><p>${t("Loading…")}</p></section>`;
  return html`<section class="panel" data-testid="my-games">
    <h2>${t("My games")}</h2>
    ${games.length === 0
      ? html`<p>${t("No games yet.")}</p>`
      : html`<ul class="game-list">
        ${games.map((g) => html`<li data-testid=${"my-game-" + g.game}>
          <${Link} href=${g.status === "over" ? `/replay/${g.game}` : `/game/${g.game}`}>
            ${rulesetName(g.ruleset)}: ${g.players.map((p, i) => html`${i ? " · " : ""}<bdi>${p.name ||
              t("Seat {n}", { n: p.seat + 1 })}</bdi> ${g.scores[p.seat] ?? ""}`)}
          </${Link}>
          <span class="muted"> — ${statusName(g.status)}</span>
          ${g.status === "over" && html` <${Link} href=${`/game/${g.game}`}>${t("Score sheet")}</${Link}>`}
        </li>`)}
      </ul>`}
  </section>`;
}

const VISITED_KEY = "unoduo.visited";

/** Has this browser seen the start page before? (Read once per page load, then remembered for next time.) */
function firstVisit() {
  try {
    const before = localStorage.getItem(VISITED_KEY);
    localStorage.setItem(VISITED_KEY, "1");
    return !before;
  } catch (_err) {
    return false;
  }
}

let firstVisitNow = null;

// The cards of the start page's fan: one of each colour, a Draw 2 and a Wild Draw 4 (the Duo volley and challenge).
const FAN = ["R7", "Y+2", "W+4", "G+2", "BR"];

function CardFan() {
  return html`<div class="home-fan" aria-hidden="true" data-testid="home-cards">
    ${FAN.map((code, i) => html`<span class="home-fan-card" style=${`--i:${i - (FAN.length - 1) / 2}`}>
      <${Card} code=${code} /></span>`)}
  </div>`;
}

/** The player's name with its inline message; `check()` gives the trimmed name or null (and shows why). */
function useName() {
  const [name, setName] = useState(savedName());
  const [problem, setProblem] = useState("");
  const input = useRef(null);
  const check = () => {
    const clean = name.trim().slice(0, 32);
    if (!clean) {
      setProblem(t("Type your name first: the other players see it."));
      if (input.current) input.current.focus();
      return null;
    }
    setProblem("");
    saveName(clean);
    return clean;
  };
  const field = html`<div class="field home-name">
    <label for="home-name">${t("Your name")}</label>
    <input id="home-name" ref=${input} data-testid="name" value=${name} maxlength="32" autocomplete="nickname"
      aria-invalid=${problem ? "true" : "false"} aria-describedby=${problem ? "home-name-error" : undefined}
      onInput=${(e) => { setName(e.target.value); if (e.target.value.trim()) setProblem(""); }}
      onChange=${(e) => { if (e.target.value.trim()) saveName(e.target.value.trim().slice(0, 32)); }} />
    ${problem && html`<p class="error" id="home-name-error" role="alert" data-testid="name-error">${problem}</p>`}
  </div>`;
  return { field, check };
}

/** The start page's first panel: cards, what UNO Duo is, the name, "Play a bot now" and "Learn UNO Duo". */
function Welcome({ name, first }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const playNow = async () => {
    const who = name.check();
    if (who === null) return;
    setBusy(true);
    setError("");
    try {
      const made = await api.createGame({ ruleset: "duo", opponent: "bot", difficulty: "easy", name: who });
      saveSeat(made.game, made.seat, made.token, {});
      navigate(`/game/${made.game}`);
    } catch (err) {
      setError(errorText(err, "create"));
      setBusy(false);
    }
  };
  const learn = html`<a href="/learn" data-testid="learn-now" class=${"button-link" + (first ? " primary big" : "")}
    onClick=${(e) => { e.preventDefault(); navigate("/learn"); }}>${t("Learn UNO Duo")}</a>`;
  const play = html`<button type="button" class=${first ? "big" : "primary big"} disabled=${busy}
    data-testid="play-bot-now" onClick=${playNow}>${t("Play a bot now")}</button>`;
  return html`<section class="panel welcome" data-testid="welcome" data-first-visit=${first ? "true" : "false"}>
    <${CardFan} />
    <div class="welcome-text">
      <h1>${t("UNO Duo")}</h1>
      <p class="tagline" data-testid="tagline">${t("UNO for two: draft your hand, volley Draw 2s, dump a colour with a Reverse; the lower total wins.")}</p>
      ${name.field}
      <div class="welcome-actions" data-testid="welcome-actions">
        ${first ? html`${learn}${play}` : html`${play}${learn}`}
      </div>
      <p class="muted welcome-note">${t("Play a bot now: UNO Duo against the Easy bot, the official rules.")}
        ${" "}<${Link} href="/rules" testid="home-rules">${t("Rules and words of the game")}</${Link}></p>
      ${error && html`<p class="error" role="alert" data-testid="play-now-error">${error}</p>`}
    </div>
  </section>`;
}

export function HomePage() {
  useEffect(() => {
    document.title = t("UNO Duo");
  }, []);
  if (firstVisitNow === null) firstVisitNow = firstVisit();
  const name = useName();
  return html`<main class="page home" data-testid="home">
    <${Welcome} name=${name} first=${firstVisitNow} />
    <${DailyPuzzleCard} />
    <div class="home-grid">
      <div>
        <details class="panel more-ways" data-testid="more-ways">
          <summary><h2>${t("More ways to play")}</h2>
            <span class="muted">${t("A friend, a public game, classic UNO for 2 to 10, the bot's level, house rules")}</span>
          </summary>
          <${NewGameForm} checkName=${name.check} />
        </details>
        <${JoinForm} />
      </div>
      <div>
        <${PublicGames} />
        <${MyGames} />
      </div>
    </div>
  </main>`;
}

