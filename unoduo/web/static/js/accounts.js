// Optional accounts: /account (log in, sign up, password, delete), /players/<name> (profile), /leaderboard and
// /rated (the matchmaking queue). Guests never need any of this.
import { html, useEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, currentAccount, deleteAccount, enter, errorText, logOut, onAccountChange, saveSeat } from "./api.js";
import { currentLanguage, nt, t } from "./i18n.js";
import { difficultyName, rulesetName } from "./home.js";
import { Link, navigate } from "./nav.js";
import { AccountPuzzles } from "./puzzle-record.js";

/** The account of this browser, kept current (null for a guest). */
export function useAccount() {
  const [account, setAccount] = useState(currentAccount());
  useEffect(() => onAccountChange(setAccount), []);
  return account;
}

function systemName(system) {
  return system === "classic" ? t("Classic UNO") : t("UNO Duo");
}

function accountErrorText(err) {
  return errorText(err, "account");
}

/** A rating as people read it: "1523" or "1523?" while provisional (with words for screen readers). */
function Rating({ rating, testid }) {
  if (!rating) return null;
  const provisional = rating.provisional;
  return html`<span class=${"rating" + (provisional ? " provisional" : "")} data-testid=${testid || null} dir="ltr"
    data-rating=${rating.rating} title=${provisional ? t("Provisional: a few more rated games are needed.") : ""}>
    ${rating.rating}${provisional ? html`<abbr aria-hidden="true">?</abbr>` : ""}
    ${provisional && html`<span class="visually-hidden">${t("(provisional)")}</span>`}</span>`;
}

// ---------------------------------------------------------------- /account

function EnterForm() {
  const [mode, setMode] = useState("login");
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event) => {
    event.preventDefault();
    setBusy(true);
    setError("");
    try {
      await enter(mode, name.trim(), password);
      navigate("/rated");
    } catch (err) {
      setError(accountErrorText(err));
      setBusy(false);
    }
  };
  const signup = mode === "signup";
  return html`<form class="panel account-form" onSubmit=${submit} data-testid="account-form" data-mode=${mode}>
    <div class="tabs" role="tablist">
      <button type="button" role="tab" aria-selected=${!signup} class=${signup ? "" : "selected"}
        data-testid="mode-login" onClick=${() => setMode("login")}>${t("Log in")}</button>
      <button type="button" role="tab" aria-selected=${signup} class=${signup ? "selected" : ""}
        data-testid="mode-signup" onClick=${() => setMode("signup")}>${t("Create an account")}</button>
    </div>
    <label class="field"><span>${t("Name")}</span>
      <input data-testid="account-name" value=${name} maxlength="24" autocomplete="username" required
        onInput=${(e) => setName(e.target.value)} /></label>
    <label class="field"><span>${t("Password")}</span>
      <input type="password" data-testid="account-password" value=${password} maxlength="128" required
        autocomplete=${signup ? "new-password" : "current-password"} minlength=${signup ? 8 : undefined}
        onInput=${(e) => setPassword(e.target.value)} /></label>
    ${signup && html`<p class="muted hint">${t("At least 8 characters. The games you played in this browser move to your account.")}</p>`}
    <button type="submit" class="primary" disabled=${busy} data-testid="account-submit">
      ${signup ? t("Create an account") : t("Log in")}</button>
    ${error && html`<p class="error" role="alert" data-testid="account-error">${error}</p>`}
    <p class="muted hint">${t("An account is optional: it keeps your name, your rating and your games. Guests play as before.")}</p>
  </form>`;
}

function PasswordForm() {
  const [password, setPassword] = useState("");
  const [next, setNext] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState("");
  const submit = async (event) => {
    event.preventDefault();
    setError("");
    setMessage("");
    try {
      await api.changePassword(password, next);
      setPassword("");
      setNext("");
      setMessage(t("Password changed. Other devices are logged out."));
    } catch (err) {
      setError(accountErrorText(err));
    }
  };
  return html`<form class="panel" onSubmit=${submit} data-testid="password-form">
    <h2>${t("Change the password")}</h2>
    <label class="field"><span>${t("Current password")}</span>
      <input type="password" value=${password} autocomplete="current-password" required data-testid="old-password"
        onInput=${(e) => setPassword(e.target.value)} /></label>
    <label class="field"><span>${t("New password")}</span>
      <input type="password" value=${next} autocomplete="new-password" minlength="8" required
        data-testid="new-password" onInput=${(e) => setNext(e.target.value)} /></label>
    <button type="submit" data-testid="password-submit">${t("Change the password")}</button>
    ${message && html`<p role="status" data-testid="password-done">${message}</p>`}
    ${error && html`<p class="error" role="alert">${error}</p>`}
  </form>`;
}

function DeleteForm() {
  const [password, setPassword] = useState("");
  const [sure, setSure] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event) => {
    event.preventDefault();
    setError("");
    try {
      await deleteAccount(password);
      navigate("/");
    } catch (err) {
      setError(accountErrorText(err));
    }
  };
  return html`<form class="panel danger" onSubmit=${submit} data-testid="delete-form">
    <h2>${t("Delete the account")}</h2>
    <p class="muted">${t("Your name, password, ratings and sessions are deleted. Games stay for the other players, with your seat shown as a numbered player.")}</p>
    <label class="field"><span>${t("Current password")}</span>
      <input type="password" value=${password} autocomplete="current-password" required data-testid="delete-password"
        onInput=${(e) => setPassword(e.target.value)} /></label>
    <label class="choice"><input type="checkbox" checked=${sure} data-testid="delete-sure"
      onChange=${(e) => setSure(e.target.checked)} /> ${t("I understand that this cannot be undone.")}</label>
    <button type="submit" disabled=${!sure} data-testid="delete-submit">${t("Delete the account")}</button>
    ${error && html`<p class="error" role="alert">${error}</p>`}
  </form>`;
}

export function AccountPage() {
  const account = useAccount();
  useEffect(() => { document.title = t("Account"); }, []);
  if (!account) {
    return html`<main class="page narrow" data-testid="account-page"><h1>${t("Account")}</h1><${EnterForm} /></main>`;
  }
  const out = async () => { await logOut(); navigate("/"); };
  return html`<main class="page narrow" data-testid="account-page">
    <h1>${t("Account")}</h1>
    <section class="panel">
      <p data-testid="logged-in-as">${t("Logged in as")} <strong><bdi>${account.name}</bdi></strong></p>
      <p><${Link} href=${`/players/${encodeURIComponent(account.name)}`} testid="my-profile">${t("Your profile")}</${Link}></p>
      <button type="button" data-testid="logout" onClick=${out}>${t("Log out")}</button>
    </section>
    <${AccountPuzzles} account=${account} lang=${currentLanguage()} />
    <${PasswordForm} />
    <${DeleteForm} />
  </main>`;
}

// ---------------------------------------------------------------- /players/<name>

/** The rating over the last rated games as a small line chart (SVG, no library). */
function History({ points, system }) {
  if (!points || points.length === 0) return html`<p class="muted">${t("No rated games yet.")}</p>`;
  const values = [1500, ...points.map((p) => p.rating)];
  const low = Math.min(...values) - 20;
  const high = Math.max(...values) + 20;
  const width = 300;
  const height = 80;
  const x = (i) => (values.length === 1 ? 0 : (i * width) / (values.length - 1));
  const y = (v) => height - ((v - low) * height) / (high - low);
  const line = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  const label = t("Rating after each rated game of {system}: {ratings}",
    { system: systemName(system), ratings: points.map((p) => p.rating).join(", ") });
  // The first and the latest rating written beside their points (above a low point, below a high one), so the
  // line has a scale; the digits read the same in every language.
  const ends = values.length > 1 ? [0, values.length - 1] : [0];
  const labelY = (v) => (y(v) > height / 2 ? y(v) - 9 : y(v) + 20);
  return html`<svg class="rating-chart" viewBox=${`-4 -8 ${width + 8} ${height + 16}`} role="img" aria-label=${label}
    data-testid=${"history-" + system}>
    <polyline points=${line} fill="none" stroke="currentColor" stroke-width="2.5" />
    ${values.map((v, i) => html`<circle cx=${x(i)} cy=${y(v)} r="3.5" fill="currentColor" />`)}
    ${ends.map((i) => html`<text class="rating-chart-value" x=${x(i)} y=${labelY(values[i])}
      text-anchor=${i === 0 ? "start" : "end"} direction="ltr" aria-hidden="true">${values[i]}</text>`)}
  </svg>`;
}

function resultText(game) {
  if (game.status !== "over") return t("In progress");
  if (game.winner === null || game.winner === undefined) return t("No winner");
  return game.winner === game.seat ? t("Won") : t("Lost");
}

function GameLine({ game }) {
  const others = game.seats.filter((s) => s.seat !== game.seat);
  const change = game.change;
  const sep = " · ";
  return html`<li data-testid=${"profile-game-" + game.game}>
    <strong>${rulesetName(game.ruleset)}</strong>${sep}${others.map((s, i) => html`${i ? ", " : ""}<bdi>${s.kind === "bot"
      ? t("Bot ({level})", { level: difficultyName(s.difficulty) }) : s.name}</bdi>`)}${sep}${resultText(game)}
    <bdi dir="ltr"> (${game.scores.join(" : ")})</bdi>
    ${game.rated && html`${sep}<span class="muted">${t("rated")}</span>`}
    ${typeof change === "number" && html` <span class=${change >= 0 ? "up" : "down"} dir="ltr">
      ${change >= 0 ? "+" : "−"}${Math.abs(change)}</span>`}
    ${game.status === "over" && !game.broken && html` · <${Link} href=${`/replay/${game.game}`}>${t("Replay")}</${Link}>`}
  </li>`;
}

export function ProfilePage({ name }) {
  const [profile, setProfile] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = name;
    setProfile(null);
    api.profile(name).then(setProfile, (err) => setError(accountErrorText(err)));
  }, [name]);
  if (error) return html`<main class="page" data-testid="profile-page"><p class="error">${error}</p></main>`;
  if (!profile) return html`<main class="page" data-testid="profile-page"><p>${t("Loading…")}</p></main>`;
  return html`<main class="page" data-testid="profile-page">
    <h1><bdi data-testid="profile-name">${profile.name}</bdi></h1>
    <div class="home-grid">
      ${["duo", "classic"].map((system) => html`<section class="panel" data-testid=${"profile-" + system}>
        <h2>${systemName(system)}</h2>
        <p class="big-rating"><bdi dir="ltr"><${Rating} rating=${profile.ratings[system]} testid=${"rating-" + system} />
          <span class="muted"> ± ${profile.ratings[system].deviation}</span></bdi></p>
        <p class="muted">${nt("{n} rated game", "{n} rated games", profile.ratings[system].games)}</p>
        <${History} points=${profile.history[system]} system=${system} />
      </section>`)}
    </div>
    <section class="panel">
      <h2>${t("Recent games")}</h2>
      ${profile.games.length === 0 ? html`<p class="muted">${t("No games yet.")}</p>`
        : html`<ul class="game-list" data-testid="profile-games">
          ${profile.games.map((g) => html`<${GameLine} key=${g.game} game=${g} />`)}</ul>`}
    </section>
  </main>`;
}

// ---------------------------------------------------------------- /leaderboard

export function LeaderboardPage() {
  const [system, setSystem] = useState("duo");
  const [board, setBoard] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => { document.title = t("Leaderboard"); }, []);
  useEffect(() => {
    setBoard(null);
    api.leaderboard(system).then(setBoard, (err) => setError(accountErrorText(err)));
  }, [system]);
  return html`<main class="page" data-testid="leaderboard-page">
    <h1>${t("Leaderboard")}</h1>
    <div class="tabs" role="tablist">
      ${["duo", "classic"].map((s) => html`<button type="button" role="tab" aria-selected=${s === system}
        class=${s === system ? "selected" : ""} data-testid=${"board-" + s} onClick=${() => setSystem(s)}>
        ${systemName(s)}</button>`)}
    </div>
    ${error && html`<p class="error">${error}</p>`}
    <section class="panel">
      ${board === null ? html`<p>${t("Loading…")}</p>` : board.players.length === 0
        ? html`<p class="muted">${t("No rated players yet.")}</p>`
        : html`<table class="board" data-testid="leaderboard">
          <thead><tr><th>#</th><th>${t("Player")}</th><th>${t("Rating")}</th><th>${t("Games")}</th></tr></thead>
          <tbody>${board.players.map((p) => html`<tr data-testid=${"board-row-" + p.name}>
            <td>${p.rank}</td>
            <td><${Link} href=${`/players/${encodeURIComponent(p.name)}`}><bdi>${p.name}</bdi></${Link}></td>
            <td><${Rating} rating=${p} /></td><td>${p.games}</td></tr>`)}</tbody>
        </table>`}
      <p class="muted hint">${t("A question mark marks a provisional rating: a few more rated games are needed.")}</p>
    </section>
    ${board && html`<section class="panel" data-testid="bot-ratings">
      <h2>${t("Bots")}</h2>
      <p class="muted">${t("Bots play at fixed ratings measured in tournaments between them, so you can see where you stand.")}</p>
      <ul class="game-list">${board.bots.map((b) => html`<li>${difficultyName(b.difficulty)}: <strong>${b.rating}</strong></li>`)}</ul>
    </section>`}
  </main>`;
}

// ---------------------------------------------------------------- /rated: the queue

const QUEUE_POLL_MS = 1000;

export function RatedPage() {
  const account = useAccount();
  const [mode, setMode] = useState("duo");
  const [size, setSize] = useState(4);
  const [bots, setBots] = useState(false);
  const [status, setStatus] = useState(null);
  const [error, setError] = useState("");
  const alive = useRef(true);
  useEffect(() => { document.title = t("Rated play"); }, []);
  useEffect(() => {
    alive.current = true;
    if (!account) return undefined;
    const poll = async () => {
      try {
        const now = await api.queueStatus();
        if (!alive.current) return;
        if (now.status === "matched") {
          saveSeat(now.game, now.seat, now.token, {});
          navigate(`/game/${now.game}`);
          return;
        }
        setStatus(now);
      } catch (err) {
        if (alive.current) setError(accountErrorText(err));
      }
    };
    poll();
    const timer = setInterval(poll, QUEUE_POLL_MS);
    return () => { alive.current = false; clearInterval(timer); };
  }, [account]);
  if (!account) {
    return html`<main class="page narrow" data-testid="rated-page"><h1>${t("Rated play")}</h1>
      <section class="panel"><p>${t("Rated games need an account, so that your rating follows you.")}</p>
      <p><${Link} href="/account" testid="rated-login">${t("Log in or create an account")}</${Link}></p></section></main>`;
  }
  const find = async (event) => {
    event.preventDefault();
    setError("");
    try {
      setStatus(await api.enterQueue({ mode, size: mode === "duo" ? 2 : Number(size), bots }));
    } catch (err) {
      setError(accountErrorText(err));
    }
  };
  const cancel = async () => setStatus(await api.leaveQueue());
  const waiting = status && status.status === "waiting";
  const rating = account.ratings && account.ratings[mode];
  return html`<main class="page narrow" data-testid="rated-page">
    <h1>${t("Rated play")}</h1>
    <p>${t("Your rating")}: <${Rating} rating=${rating} testid="my-rating" />${" · "}<${Link}
      href=${`/players/${encodeURIComponent(account.name)}`}>${t("Your profile")}</${Link}>${" · "}<${Link}
      href="/leaderboard">${t("Leaderboard")}</${Link}></p>
    ${waiting ? html`<section class="panel queue-wait" data-testid="queue-waiting" aria-live="polite">
        <h2>${t("Looking for players…")}</h2>
        <p>${systemName(status.mode)}${status.mode === "classic" ? " · " + nt("{n} player", "{n} players", status.size) : ""}</p>
        <p class="muted">${nt("Waiting for {n} second", "Waiting for {n} seconds", Math.round(status.waited))}${" · "}${
          t("Opponents within {points} points of your rating", { points: status.window })}</p>
        <button type="button" data-testid="queue-cancel" onClick=${cancel}>${t("Cancel")}</button>
      </section>`
      : html`<form class="panel" onSubmit=${find} data-testid="queue-form">
        <fieldset class="field"><legend>${t("Rules")}</legend>
          ${["duo", "classic"].map((m) => html`<label class="choice"><input type="radio" name="mode" value=${m}
            checked=${mode === m} data-testid=${"queue-" + m} onChange=${() => setMode(m)} /> ${systemName(m)}</label>`)}
        </fieldset>
        ${mode === "classic" && html`<label class="field"><span>${t("Players")}</span>
          <input type="number" min="2" max="10" value=${size} data-testid="queue-size"
            onInput=${(e) => setSize(e.target.value)} /></label>`}
        <label class="choice"><input type="checkbox" checked=${bots} data-testid="queue-bots"
          onChange=${(e) => setBots(e.target.checked)} /> ${t("Fill empty seats with bots if nobody comes soon")}</label>
        <button type="submit" class="primary" data-testid="queue-find">${t("Find a game")}</button>
        <p class="muted hint">${t("You are paired with players near your rating; the range widens while you wait.")}</p>
      </form>`}
    ${error && html`<p class="error" role="alert">${error}</p>`}
  </main>`;
}
