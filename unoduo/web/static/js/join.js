// /join/<code>, the page of a friend game's invite link: who invites you, which rules (the ruleset and the house
// rules in short words, from GET /api/join/<code>), the free seats, your name and Join. A browser that already
// holds a seat of the game goes straight to its table.
import { html, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, gameOfCode, saveName, savedName, saveSeat } from "./api.js";
import { rulesetName } from "./home.js";
import { nt, t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { navigate } from "./nav.js";

/** The invitation in words: host, ruleset, players and house rules. */
function Invitation({ invite }) {
  const rules = invite.house_rules || [];
  const others = invite.names.filter((name) => name !== invite.host);
  return html`<div class="invitation" data-testid="invitation">
    <p class="invitation-host" data-testid="join-host">${t("{host} invites you to a game.", { host: invite.host })}</p>
    <dl class="invitation-facts">
      <dt>${t("Game")}</dt>
      <dd data-testid="join-ruleset">${rulesetName(invite.ruleset)}
        ${invite.ruleset === "classic" ? html` · ${nt("{n} player", "{n} players", invite.players)}` : null}</dd>
      ${invite.bots > 0 && html`<dt>${t("Bots")}</dt>
        <dd>${nt("{n} bot", "{n} bots", invite.bots)}</dd>`}
      ${others.length > 0 && html`<dt>${t("Also playing")}</dt><dd><bdi>${others.join(", ")}</bdi></dd>`}
      <dt>${t("Rules")}</dt>
      <dd data-testid="join-rules">${rules.length === 0
        ? t("The rules as printed.")
        : html`<ul>${rules.map((line) => html`<li data-testid="join-rule">${renderMessage(line)}</li>`)}</ul>`}</dd>
    </dl>
  </div>`;
}

export function JoinPage({ code }) {
  const [name, setName] = useState(savedName());
  const [invite, setInvite] = useState(null);
  const [problem, setProblem] = useState(""); // the invitation cannot be used (unknown, expired)
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const known = gameOfCode(code);
    if (known) {
      navigate(`/game/${known}`, true);
      return undefined;
    }
    let live = true;
    api.invitation(code).then((answer) => { if (live) setInvite(answer); },
      (err) => { if (live) setProblem(errorText(err)); });
    return () => { live = false; };
  }, [code]);
  const submit = async (event) => {
    event.preventDefault();
    const chosen = name.trim().slice(0, 32);
    if (!chosen) {
      setError(t("Type your name first: the other players see it."));
      return;
    }
    setBusy(true);
    setError("");
    try {
      saveName(chosen);
      const joined = await api.join(code, chosen);
      saveSeat(joined.game, joined.seat, joined.token, { joined_with: code.toUpperCase() });
      navigate(`/game/${joined.game}`, true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const full = invite && invite.free === 0;
  return html`<main class="page join-page" data-testid="join-page">
    <h1>${t("Join a game")}</h1>
    <form class="panel" onSubmit=${submit}>
      ${invite && html`<${Invitation} invite=${invite} />`}
      ${!invite && !problem && html`<p role="status" data-testid="join-loading">${t("Loading…")}</p>`}
      ${problem && html`<p class="error" role="alert" data-testid="join-problem">${problem}</p>`}
      <p class="join-code-line">${t("Join code")}: <strong data-testid="join-page-code">${code.toUpperCase()}</strong></p>
      ${full
        ? html`<p class="error" role="alert" data-testid="join-full">${t("This game is already full.")}</p>`
        : html`<label class="field">
            <span>${t("Your name")}</span>
            <input data-testid="join-name" value=${name} maxlength="32" autocomplete="nickname"
              onInput=${(e) => setName(e.target.value)} />
          </label>
          <button type="submit" class="primary big" disabled=${busy || !!problem} data-testid="join-submit">
            ${t("Join the game")}</button>`}
      ${error && html`<p class="error" role="alert" data-testid="join-error">${error}</p>`}
    </form>
  </main>`;
}
