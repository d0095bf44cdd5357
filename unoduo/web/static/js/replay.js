// /replay/<id>: a finished match, move by move, with every hand (GET /api/games/<id>/record).
import { html, useEffect, useMemo, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api } from "./api.js";
import { Card, COLOR_GLYPH, cardName, colorName } from "./cards.js";
import { describeAction, nameOf } from "./describe.js";
import { apiErrorText } from "./home.js";
import { nt, t } from "./i18n.js";
import { Link } from "./nav.js";
import { reenact } from "./replay-engine.js";
import { ScoreSheet } from "./scoresheet.js";

export function ReplayPage({ game }) {
  const [record, setRecord] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("Replay");
    api.recordWithSeed(game).then(setRecord, (err) => setError(apiErrorText(err)));
  }, [game]);
  if (error) {
    return html`<main class="page" data-testid="replay-page"><h1>${t("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${error}</p>
      <p><${Link} href=${`/game/${game}`}>${t("Back to the game")}</${Link}></p></main>`;
  }
  if (!record) return html`<main class="page" data-testid="replay-page"><p>${t("Loading…")}</p></main>`;
  return html`<${Replay} record=${record.record} seedText=${record.seedText} game=${game} />`;
}

function Replay({ record, seedText, game }) {
  const story = useMemo(() => reenact(record, seedText), [record]);
  const last = story.steps.length - 1;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const listRef = useRef(null);
  const players = Array.from({ length: story.players }, (_, seat) => ({ seat, name: story.names[seat] || "" }));
  const step = story.steps[at];

  useEffect(() => {
    if (!playing) return undefined;
    if (at >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setAt((i) => Math.min(last, i + 1)), 700);
    return () => clearTimeout(timer);
  }, [playing, at]);

  useEffect(() => {
    const onKey = (event) => {
      const tag = event.target && event.target.tagName;
      if (tag === "INPUT" || tag === "SELECT" || event.ctrlKey || event.metaKey || event.altKey) return;
      const rtl = document.documentElement.dir === "rtl";
      if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) setAt((i) => Math.min(last, i + 1));
      else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) setAt((i) => Math.max(0, i - 1));
      else if (event.key === "Home") setAt(0);
      else if (event.key === "End") setAt(last);
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last]);

  useEffect(() => {
    const list = listRef.current;
    const current = list && list.querySelector(".current");
    if (current) current.scrollIntoView({ block: "nearest" });
  }, [at]);

  const said = step.action ? describeAction(step.action.seat, step.action.text, players, null, false) : t("Start of the match");
  const fakeView = {
    players: story.players, rounds: step.rounds, start_scores: record.start_scores || Array(story.players).fill(0),
    scores: step.scores, options: record.options || {}, ruleset: story.ruleset,
  };
  return html`<main class="page replay" data-testid="replay-page" data-step=${at} data-steps=${last}>
    <h1>${t("Replay")}</h1>
    <div class="panel replay-controls" role="group" aria-label=${t("Replay controls")}>
      <button type="button" onClick=${() => setAt(0)} disabled=${at === 0} data-testid="replay-first">${t("Start")}</button>
      <button type="button" onClick=${() => setAt(Math.max(0, at - 1))} disabled=${at === 0}
        data-testid="replay-prev">${t("Back")}</button>
      <button type="button" class="primary" onClick=${() => setPlaying(!playing)} data-testid="replay-play"
        aria-pressed=${playing ? "true" : "false"}>${playing ? t("Pause") : t("Play")}</button>
      <button type="button" onClick=${() => setAt(Math.min(last, at + 1))} disabled=${at === last}
        data-testid="replay-next">${t("Next")}</button>
      <button type="button" onClick=${() => setAt(last)} disabled=${at === last} data-testid="replay-last">${t("End")}</button>
      <input type="range" min="0" max=${last} value=${at} aria-label=${t("Move")}
        onInput=${(e) => setAt(Number(e.target.value))} data-testid="replay-slider" />
      <span data-testid="replay-position">${t("Move {i} of {n}", { i: at, n: last })}</span>
    </div>
    <section class="panel" aria-live="polite">
      <p class="prompt-text" data-testid="replay-action">${said}</p>
      <p>${t("Round {n}", { n: step.round })}${step.drafting ? html` · ${t("Draft")}` : ""}
        · ${nt("Draw pile: {n} card", "Draw pile: {n} cards", step.pile)}
        ${step.pending > 0 ? html` · ${nt("Pending: {n} card to draw", "Pending: {n} cards to draw", step.pending)}` : ""}</p>
      ${step.top && html`<div class="card-row">
        <${Card} code=${step.top} named=${step.color} testid="replay-top" />
        <p>${t("Top card: {card}", { card: cardName(step.top, step.color) })}
          ${step.color && html`<br /><span aria-hidden="true">${COLOR_GLYPH[step.color]} </span>${t("Colour: {color}",
            { color: colorName(step.color) })}`}</p>
      </div>`}
      ${step.note === "rebuild" && html`<p class="muted">${t("The discards were turned into a new draw pile")}</p>`}
      ${step.desync && html`<p class="muted" data-testid="replay-desync">
        ${t("From here on some cards cannot be shown: the record does not fix the order of reshuffled cards.")}</p>`}
    </section>
    <section class="panel replay-hands" aria-label=${t("Hands")}>
      ${step.hands.map((hand, seat) => html`<div class="seat-hand" data-testid=${"replay-hand-" + seat}>
        <h2><bdi>${nameOf(players, seat, null)}</bdi> · ${nt("{n} card", "{n} cards", hand.length)}
          · ${t("Score {n}", { n: step.scores[seat] })}</h2>
        <div class="card-row">${hand.map((code, i) => (code === "?"
          ? html`<span key=${i} class="card card-small card-back" role="img" aria-label=${t("Unknown card")}>?</span>`
          : html`<${Card} key=${i} code=${code} size="small" />`))}</div>
      </div>`)}
    </section>
    ${step.over && html`<section class="panel" data-testid="replay-result">
      <p>${step.winner === null ? t("The match is a draw")
        : t("{name} won the match", { name: nameOf(players, step.winner, null) })}</p></section>`}
    <${ScoreSheet} view=${fakeView} players=${players} me=${null} />
    <section class="panel">
      <h2>${t("Moves")}</h2>
      <ol class="action-list" ref=${listRef} start="1">
        ${story.steps.slice(1).map((s, i) => html`<li key=${i} class=${i + 1 === at ? "current" : ""}>
          <a href="#" onClick=${(e) => { e.preventDefault(); setAt(i + 1); }}>
            ${describeAction(s.action.seat, s.action.text, players, null, false)}</a></li>`)}
      </ol>
    </section>
    <p><${Link} href=${`/game/${game}`}>${t("Back to the game")}</${Link}> ·
      <a href=${`/api/games/${encodeURIComponent(game)}/record`} download data-testid="download-record">
        ${t("Download the record (JSON)")}</a></p>
  </main>`;
}
