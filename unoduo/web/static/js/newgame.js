// "More ways to play": the whole new-game form (ruleset, opponent, bot level, players, move timer) with the rule
// options as presets (Official, Family, Quick, Custom) and, under Custom, every option with its short label,
// grouped by ruleset. The presets, labels and groups are the server's (GET /api/options, unoduo.present.options).
import { html, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, saveName, saveSeat } from "./api.js";
import { nt, t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { getMeta, navigate } from "./nav.js";

let optionsRequest = null;

/** GET /api/options once per page load: `{rulesets, groups, presets}` (null while it loads). */
export function useRuleOptions() {
  const [data, setData] = useState(null);
  useEffect(() => {
    let live = true;
    if (!optionsRequest) optionsRequest = api.options().catch((err) => { optionsRequest = null; throw err; });
    optionsRequest.then((answer) => { if (live) setData(answer || {}); }, () => { if (live) setData({}); });
    return () => { live = false; };
  }, []);
  return data;
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

/** One rule option as a control: its short label on the line, the whole sentence below it (server messages). */
function RuleOption({ spec, value, onChange }) {
  const testid = "option-" + spec.name;
  const label = renderMessage(spec.label || spec.description);
  const hint = html`<span class="option-hint muted">${renderMessage(spec.description)}</span>`;
  if (spec.type === "bool") {
    const checked = value === undefined ? !!spec.default : value;
    return html`<label class="option-row option-bool" data-option=${spec.name}>
      <span class="option-line"><input type="checkbox" checked=${checked} data-testid=${testid}
        onChange=${(e) => onChange(e.target.checked)} /> <span class="option-label">${label}</span></span>
      ${hint}</label>`;
  }
  if (spec.type === "choice") {
    // Radio buttons rather than a list: each value wraps onto as many lines as it needs on a narrow phone.
    const chosen = value === undefined ? spec.default : value;
    return html`<fieldset class="option-row option-choice" data-option=${spec.name} data-testid=${testid}>
      <legend class="option-label">${label}</legend>
      ${(spec.choices || []).map((c) => html`<label class="option-line">
        <input type="radio" name=${testid} value=${c.value} checked=${c.value === chosen}
          data-testid=${testid + "-" + c.value} onChange=${() => onChange(c.value)} />
        <span>${renderMessage(c.label || c.description)}</span></label>`)}
      ${hint}</fieldset>`;
  }
  return html`<label class="option-row" data-option=${spec.name}><span class="option-label">${label}</span>
    <input type="number" min=${spec.minimum ?? undefined} max=${spec.maximum ?? undefined} inputmode="numeric"
      placeholder=${String(spec.default)} value=${value === undefined ? "" : value} data-testid=${testid}
      onInput=${(e) => onChange(e.target.value)} />${hint}</label>`;
}

/** The options of one ruleset under their group headings (only this ruleset, both rulesets, house rules). */
function OptionGroups({ specs, groups, values, setOption, ruleset }) {
  const known = (groups || []).map((g) => g.id);
  const loose = specs.filter((s) => !known.includes(s.group));
  const block = (id, title, list) => list.length > 0 && html`<div class="option-group" data-group=${id}
    data-testid=${"option-group-" + id}>
    ${title && html`<h3>${title}</h3>`}
    ${list.map((spec) => html`<${RuleOption} key=${ruleset + spec.name} spec=${spec} value=${values[spec.name]}
      onChange=${setOption(spec.name)} />`)}
  </div>`;
  return html`${(groups || []).map((g) => block(g.id, renderMessage(g.title), specs.filter((s) => s.group === g.id)))}
    ${block("other", "", loose)}`;
}

export function rulesetLabel(ruleset) {
  return ruleset === "classic" ? t("Classic UNO (2 to 10 players)") : t("UNO Duo (two players)");
}

/**
 * The new-game form. `name` is the home page's name field (shared with "Play a bot now"); `checkName()` returns
 * the name to send, or null after showing the home page's inline message for an empty name.
 */
export function NewGameForm({ checkName }) {
  const meta = getMeta();
  const [ruleset, setRuleset] = useState("duo");
  const [opponent, setOpponent] = useState("bot");
  const [difficulty, setDifficulty] = useState("easy");
  const [players, setPlayers] = useState(2);
  const [timer, setTimer] = useState("default");
  const [leaveNotice, setLeaveNotice] = useState("30"); // a friend game: seconds before "Ravi left" is shown
  const data = useRuleOptions();
  const schema = (data && data.rulesets) || null;
  const presets = (data && data.presets) || [];
  const [preset, setPreset] = useState("official");
  const [customOpen, setCustomOpen] = useState(false);
  // The values set per ruleset (name -> value); an option left alone keeps the server's default.
  const [optionValues, setOptionValues] = useState({ duo: {}, classic: {} });
  const values = optionValues[ruleset] || {};
  const setOption = (optionName) => (value) => {
    setPreset("custom");
    setOptionValues(Object.assign({}, optionValues,
      { [ruleset]: Object.assign({}, values, { [optionName]: value }) }));
  };
  const choosePreset = (chosen) => {
    setPreset(chosen.id);
    if (chosen.id === "custom") {
      setCustomOpen(true);
      return;
    }
    setOptionValues({ duo: Object.assign({}, chosen.options.duo), classic: Object.assign({}, chosen.options.classic) });
  };
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const submit = async (event) => {
    event.preventDefault();
    const name = checkName();
    if (name === null) return;
    setBusy(true);
    setError("");
    const body = { ruleset, opponent, difficulty, name };
    if (ruleset === "classic") {
      body.players = Number(players);
      if (opponent !== "bot") body.humans = 2;
    }
    // A public game always has a turn timer: "No limit" is not offered for it.
    if (opponent !== "bot" && timer !== "default" && !(opponent === "public" && timer === "off")) {
      body.turn_timer = timer === "off" ? null : Number(timer);
    }
    if (opponent === "friend") body.leave_notice = Number(leaveNotice);
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
  return html`<form class="new-game" onSubmit=${submit} data-testid="new-game-form" novalidate>
    <fieldset class="field">
      <legend>${t("Rules")}</legend>
      ${(meta.rulesets || ["duo", "classic"]).map((r) => html`<label class="choice">
        <input type="radio" name="ruleset" value=${r} checked=${ruleset === r} data-testid=${"ruleset-" + r}
          onChange=${() => setRuleset(r)} /> ${rulesetLabel(r)}</label>`)}
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
      <input type="number" min="2" max="10" value=${players} data-testid="players" inputmode="numeric"
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
    ${opponent === "friend" && html`<label class="field">
      <span>${t("If your friend goes away")}</span>
      <select data-testid="leave-notice" value=${leaveNotice} onChange=${(e) => setLeaveNotice(e.target.value)}>
        ${[15, 30, 60, 120, 300].map((s) => html`<option value=${String(s)} selected=${leaveNotice === String(s)}>
          ${nt("offer a bot after {n} second", "offer a bot after {n} seconds", s)}</option>`)}
      </select>
    </label>`}
    <fieldset class="field presets" data-testid="presets">
      <legend>${t("Rule options")}</legend>
      ${presets.map((p) => html`<label class="choice preset">
        <input type="radio" name="preset" value=${p.id} checked=${preset === p.id} data-testid=${"preset-" + p.id}
          onChange=${() => choosePreset(p)} />
        <span><strong>${renderMessage(p.label)}</strong> <span class="muted">${renderMessage(p.summary)}</span></span>
      </label>`)}
    </fieldset>
    <details class="field rule-options" data-testid="rule-options" open=${customOpen}
      onToggle=${(e) => setCustomOpen(e.currentTarget.open)}>
      <summary>${t("Every rule option")}</summary>
      <div data-testid="rule-options-list">
        <${OptionGroups} specs=${(schema && schema[ruleset]) || []} groups=${data && data.groups && data.groups[ruleset]}
          values=${values} setOption=${setOption} ruleset=${ruleset} />
      </div>
    </details>
    <button type="submit" class="primary" disabled=${busy} data-testid="start-game">
      ${startLabel}</button>
    ${error && html`<p class="error" role="alert" data-testid="new-game-error">${error}</p>`}
  </form>`;
}

export function difficultyName(level) {
  switch (level) {
    case "easy": return t("Easy");
    case "medium": return t("Medium");
    case "hard": return t("Hard");
    case "expert": return t("Expert");
    case "master": return t("Master");
    default: return level || "";
  }
}
