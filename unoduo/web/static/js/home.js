// The start page (new game vs a bot, a friend or anyone; public games; join by code; my games) and /join/<code>.
import { html, useCallback, useEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { allTokens, api, errorText, gameOfCode, saveName, savedName, saveSeat } from "./api.js";
import { nt, t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { getMeta, Link, navigate } from "./nav.js";

export function difficultyName(level) {
  switch (level) {
    case "easy": return t("Easy");
    case "medium": return t("Medium");
    case "hard": return t("Hard");
    case "expert": return t("Expert");
    default: return level || "";
  }
}

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

// The rule options of each ruleset as the server publishes them (GET /api/options, unoduo.present.options_schema):
// the menu is built from them, so a new option in unoduo/core/options.py appears here without a change.
let optionsRequest = null;

function useRuleOptions() {
  const [schema, setSchema] = useState(null);
  useEffect(() => {
    let live = true;
    if (!optionsRequest) optionsRequest = api.options().catch((err) => { optionsRequest = null; throw err; });
    optionsRequest.then((data) => { if (live) setSchema(data.rulesets || {}); }, () => { if (live) setSchema({}); });
    return () => { live = false; };
  }, []);
  return schema;
}

/** The options to send: those the player set to something other than the default. */
function chosenOptions(specs, values) {
  const options = {};
  for (const spec of specs || []) {
    const value = values[spec.name];
    if (value === undefined) continue;
    if (spec.type === "int") {
      if (String(value).trim()) options[spec.name] = Number(value);
    } else if (value !== spec.default) {
      options[spec.name] = value;
    }
  }
  return options;
}

/** One rule option as a control: a number field, a checkbox or a list; its words are the server's messages. */
function RuleOption({ spec, value, onChange }) {
  const testid = "option-" + spec.name;
  const label = renderMessage(spec.description);
  if (spec.type === "bool") {
    const checked = value === undefined ? !!spec.default : value;
    return html`<label class="choice" data-option=${spec.name}><input type="checkbox" checked=${checked}
      data-testid=${testid} onChange=${(e) => onChange(e.target.checked)} /> ${label}</label>`;
  }
  if (spec.type === "choice") {
    const chosen = value === undefined ? spec.default : value;
    return html`<label class="field" data-option=${spec.name}><span>${label}</span>
      <select data-testid=${testid} onChange=${(e) => onChange(e.target.value)}>
        ${(spec.choices || []).map((c) => html`<option value=${c.value} selected=${c.value === chosen}>
          ${renderMessage(c.description)}</option>`)}
      </select></label>`;
  }
  return html`<label class="field" data-option=${spec.name}><span>${label}</span>
    <input type="number" min=${spec.minimum ?? undefined} max=${spec.maximum ?? undefined}
      placeholder=${String(spec.default)} value=${value === undefined ? "" : value} data-testid=${testid}
      onInput=${(e) => onChange(e.target.value)} /></label>`;
}

function NewGameForm() {
  const meta = getMeta();
  const [name, setName] = useState(savedName());
  const [ruleset, setRuleset] = useState("duo");
  const [opponent, setOpponent] = useState("bot");
  const [difficulty, setDifficulty] = useState("easy");
  const [players, setPlayers] = useState(2);
  const [timer, setTimer] = useState("default");
  const schema = useRuleOptions();
  // The values set per ruleset (name -> value); an option left alone keeps the server's default.
  const [optionValues, setOptionValues] = useState({ duo: {}, classic: {} });
  const values = optionValues[ruleset] || {};
  const setOption = (optionName) => (value) => setOptionValues(
    Object.assign({}, optionValues, { [ruleset]: Object.assign({}, values, { [optionName]: value }) }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    const body = { ruleset, opponent, difficulty, name: name.trim().slice(0, 32) };
    if (ruleset === "classic") {
      body.players = Number(players);
      if (opponent !== "bot") body.humans = 2;
    }
    // A public game always has a turn timer: "No limit" is not offered for it.
    if (opponent !== "bot" && timer !== "default" && !(opponent === "public" && timer === "off")) {
      body.turn_timer = timer === "off" ? null : Number(timer);
    }
    const options = chosenOptions(schema && schema[ruleset], values);
    if (Object.keys(options).length) body.options = options;
    try {
      saveName(body.name);
      const made = await api.createGame(body);
      saveSeat(made.game, made.seat, made.token, { join_code: made.join_code, invite_url: made.invite_url });
      navigate(`/game/${made.game}`);
    } catch (err) {
      setError(errorText(err, "create"));
      setBusy(false);
    }
  };

  const startLabel = opponent === "bot" ? t("Play")
    : opponent === "public" ? t("Create the public game") : t("Create the invitation");
  return html`<form class="panel" onSubmit=${submit} data-testid="new-game-form">
    <h2>${t("New game")}</h2>
    <label class="field">
      <span>${t("Your name")}</span>
      <input data-testid="name" value=${name} maxlength="32" autocomplete="nickname"
        onInput=${(e) => setName(e.target.value)} />
    </label>
    <fieldset class="field">
      <legend>${t("Rules")}</legend>
      ${(meta.rulesets || ["duo", "classic"]).map((r) => html`<label class="choice">
        <input type="radio" name="ruleset" value=${r} checked=${ruleset === r} data-testid=${"ruleset-" + r}
          onChange=${() => setRuleset(r)} /> ${rulesetName(r)}</label>`)}
    </fieldset>
    <fieldset class="field">
      <legend>${t("Opponent")}</legend>
      <label class="choice"><input type="radio" name="opponent" value="bot" checked=${opponent === "bot"}
        data-testid="opponent-bot" onChange=${() => setOpponent("bot")} /> ${t("A bot")}</label>
      <label class="choice"><input type="radio" name="opponent" value="friend" checked=${opponent === "friend"}
        data-testid="opponent-friend" onChange=${() => setOpponent("friend")} /> ${t("A friend (invite link)")}</label>
      <label class="choice"><input type="radio" name="opponent" value="public" checked=${opponent === "public"}
        data-testid="opponent-public"
        aria-describedby=${opponent === "public" ? "opponent-public-hint" : undefined}
        onChange=${() => { setOpponent("public"); if (timer === "off") setTimer("default"); }}
        /> ${t("Anyone can join (a public game, listed under “Public games”)")}</label>
      ${opponent === "public" && html`<p class="muted hint" id="opponent-public-hint">
        ${t("Public games always have a time limit for each move; then a bot plays for the slow player.")}</p>`}
    </fieldset>
    <label class="field">
      <span>${opponent === "bot" ? t("Bot difficulty") : t("Difficulty of any bots")}</span>
      <select data-testid="difficulty" value=${difficulty} onChange=${(e) => setDifficulty(e.target.value)}>
        ${(meta.difficulties || []).map((d) => html`<option value=${d} selected=${d === difficulty}>
          ${difficultyName(d)}</option>`)}
      </select>
    </label>
    ${ruleset === "classic" && html`<label class="field">
      <span>${t("Players")}</span>
      <input type="number" min="2" max="10" value=${players} data-testid="players"
        onInput=${(e) => setPlayers(e.target.value)} />
    </label>`}
    ${opponent !== "bot" && html`<label class="field">
      <span>${t("Time for each move")}</span>
      <select data-testid="turn-timer" value=${timer} onChange=${(e) => setTimer(e.target.value)}>
        <option value="default" selected=${timer === "default"}>${t("The server's setting")}</option>
        ${opponent === "friend" && html`<option value="off" selected=${timer === "off"}>${t("No limit")}</option>`}
        ${[30, 60, 120, 300].map((s) => html`<option value=${String(s)} selected=${timer === String(s)}>
          ${nt("{n} second (then a bot plays for the slow player)", "{n} seconds (then a bot plays for the slow player)", s)}
        </option>`)}
      </select>
    </label>`}
    <details class="field" data-testid="rule-options">
      <summary>${t("Rule options")}</summary>
      <div data-testid="rule-options-list">
        ${((schema && schema[ruleset]) || []).map((spec) => html`<${RuleOption} key=${ruleset + spec.name} spec=${spec}
          value=${values[spec.name]} onChange=${setOption(spec.name)} />`)}
      </div>
    </details>
    <button type="submit" class="primary" disabled=${busy} data-testid="start-game">
      ${startLabel}</button>
    ${error && html`<p class="error" role="alert" data-testid="new-game-error">${error}</p>`}
  </form>`;
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

export function HomePage() {
  useEffect(() => {
    document.title = t("UNO Duo");
  }, []);
  return html`<main class="page home" data-testid="home">
    <h1>${t("Play UNO Duo and classic UNO")}</h1>
    <div class="home-grid">
      <${NewGameForm} />
      <div>
        <${PublicGames} />
        <${JoinForm} />
        <${MyGames} />
        <section class="panel">
          <h2>${t("How to play")}</h2>
          <p><${Link} href="/rules" testid="home-rules">${t("Read the rules")}</${Link}></p>
        </section>
      </div>
    </div>
  </main>`;
}

/** /join/<code>: ask for a name, take the seat, open the table (or reopen it if this browser already has one). */
export function JoinPage({ code }) {
  const [name, setName] = useState(savedName());
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const known = gameOfCode(code);
    if (known) navigate(`/game/${known}`, true);
  }, [code]);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      saveName(name.trim());
      const joined = await api.join(code, name.trim().slice(0, 32));
      saveSeat(joined.game, joined.seat, joined.token, { joined_with: code.toUpperCase() });
      navigate(`/game/${joined.game}`, true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return html`<main class="page" data-testid="join-page">
    <h1>${t("Join a game")}</h1>
    <form class="panel" onSubmit=${submit}>
      <p>${t("Join code")}: <strong data-testid="join-page-code">${code.toUpperCase()}</strong></p>
      <label class="field">
        <span>${t("Your name")}</span>
        <input data-testid="join-name" value=${name} maxlength="32" onInput=${(e) => setName(e.target.value)} />
      </label>
      <button type="submit" class="primary" disabled=${busy} data-testid="join-submit">${t("Join the game")}</button>
      ${error && html`<p class="error" role="alert" data-testid="join-error">${error}</p>`}
    </form>
  </main>`;
}

