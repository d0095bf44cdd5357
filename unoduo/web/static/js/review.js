// The coach's review of a finished match, in the replay viewer. The server computes it in a worker
// process (POST /api/games/<id>/review, then GET the same address until it is ready: docs/protocol.md, "Reviews");
// this module draws it: a win-chance graph over the match (SVG, no library) with each of the seat's decisions
// marked in its label's colour and shape, the decision at the step shown (what was played, the best alternative
// with its cards), the worst moments as buttons, and the summary per round.
//
// Keyboard: the graph's points are one tab stop (the current decision's); ←/→ (mirrored right to left) move to the
// previous/next decision and show it, Home/End the first/last. Every point is also a button a tap or click shows.
import { html, useEffect, useLayoutEffect, useMemo, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, seatOf } from "./api.js";
import { Card, colorName } from "./cards.js";
import { renderMessage } from "./message.js";
import { nameOf } from "./names.js";
import { getMeta } from "./nav.js";
import { nt, t } from "./i18n.js";

/** The labels, from the best decision to the costliest (unoduo.analysis.LABELS). */
export const LABELS = ["best", "good", "inaccuracy", "mistake", "blunder"];
// A mark per label besides its colour (chess notation), so no label is told by colour alone.
export const LABEL_MARK = { best: "", good: "", inaccuracy: "?!", mistake: "?", blunder: "??" };
const COSTLY = new Set(["inaccuracy", "mistake", "blunder"]);
const WORST_SHOWN = 5;
const POLL_MS = 400;

/**
 * An error of the coach (a review's HTTP answer, or a hint's `error` message) in the page's language; any other code
 * as errorText words it. `context` is "review" or "hint" (docs/protocol.md, "Reviews" and "hint").
 */
export function coachErrorText(err, context) {
  switch (err && err.code) {
    case "too_many_reviews": return t("You already have a review in progress: wait until it is ready.");
    case "reviews_busy": return t("The server is busy with other reviews: try again in a few minutes.");
    case "review_failed": return t("The review failed; try again.");
    case "review_timeout": return t("The review took too long and was stopped; try a smaller budget.");
    case "hints_off": return t("Hints are only for games against bots: another person plays here.");
    case "hints_rated": return t("No hints in a rated game: the coach can review it once it is over.");
    case "hint_busy": return t("The coach is still thinking about your last hint.");
    case "hints_busy": return t("The coach is busy: ask for a hint again in a moment.");
    case "hint_failed": return t("The coach could not work out a hint; try again.");
    case "too_many_hints": return t("Too many hints: try again in a moment.");
    case "not_playing": return t("There is nothing to hint: the game is not going on.");
    case "rate_limited":
      if (context === "review") return t("Too many reviews: try again later.");
      return errorText(err, context);
    default: return errorText(err, context);
  }
}

/** Load css/coach.css once (the review and the hints share it). */
export function useCoachStyles() {
  useEffect(() => {
    const href = new URL("../css/coach.css", import.meta.url).href;
    if (!document.querySelector(`link[href="${href}"]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.appendChild(link);
    }
  }, []);
}

/** A label in words (TRANSLATORS: how good a decision was, as a chess program says it). */
export function labelWord(label) {
  switch (label) {
    case "best": return t("Best");
    case "good": return t("Good");
    case "inaccuracy": return t("Inaccuracy");
    case "mistake": return t("Mistake");
    case "blunder": return t("Blunder");
    default: return label;
  }
}

function percent(value) {
  return Math.round(100 * Math.max(0, Math.min(1, Number(value) || 0)));
}

/** The budgets offered (playouts per decision), from the server's range in /api/meta (limits.review). */
export function reviewBudgets() {
  const limits = (getMeta().limits || {}).review || { budget: 400, min: 10, max: 2000 };
  const clamp = (n) => Math.max(limits.min, Math.min(limits.max, Math.round(n)));
  const levels = [
    { key: "quick", budget: clamp(limits.budget / 4) },
    { key: "standard", budget: clamp(limits.budget) },
    { key: "deep", budget: clamp(limits.budget * 4) },
  ];
  return levels.filter((level, i) => levels.findIndex((other) => other.budget === level.budget) === i);
}

function budgetWord(key) {
  if (key === "quick") return t("Quick");
  if (key === "deep") return t("Deep");
  return t("Standard");
}

/** The seat to review first: ?review=<seat> in the address, this browser's seat, the first person, seat 0. */
function firstSeat(game, players) {
  const asked = new URLSearchParams(location.search).get("review");
  const seats = players.map((p) => p.seat);
  if (asked !== null && seats.includes(Number(asked))) return Number(asked);
  const mine = seatOf(game);
  if (mine && seats.includes(mine.seat)) return mine.seat;
  const person = players.find((p) => p.kind === "human");
  return person ? person.seat : 0;
}

/** The review of (game, seat, budget): its status from the server, polled while it is queued or running. */
function useReview(game, seat, budget, autostart) {
  const [status, setStatus] = useState({ status: "loading" });
  const [error, setError] = useState("");
  const timer = useRef(null);
  const live = useRef(0);

  const follow = (promise, generation) => {
    promise.then((answer) => {
      if (generation !== live.current) return;
      setStatus(answer);
      setError("");
      if (answer.status === "queued" || answer.status === "running") {
        timer.current = setTimeout(() => follow(api.review(game, seat, budget), generation), POLL_MS);
      }
    }, (err) => {
      if (generation !== live.current) return;
      setError(coachErrorText(err, "review"));
      setStatus((old) => (old.status === "loading" ? { status: "none" } : old));
    });
  };

  useEffect(() => {
    live.current += 1;
    const generation = live.current;
    setStatus({ status: "loading" });
    setError("");
    follow(autostart ? api.askReview(game, seat, budget) : api.review(game, seat, budget), generation);
    return () => {
      live.current += 1;
      clearTimeout(timer.current);
    };
  }, [game, seat, budget]);

  const ask = () => {
    clearTimeout(timer.current);
    live.current += 1;
    setStatus((old) => ({ ...old, status: "queued", queue_position: null }));
    follow(api.askReview(game, seat, budget), live.current);
  };
  return { status, error, ask };
}

/** The review panel under the replay's controls: the request, its progress, then the review. */
export function ReviewPanel({ replay, game, at, go }) {
  useCoachStyles();
  const players = replay.players;
  const [seat, setSeat] = useState(() => firstSeat(game, players));
  const budgets = useMemo(reviewBudgets, []);
  const [level, setLevel] = useState(() => (budgets.find((b) => b.key === "standard") || budgets[0]).key);
  const budget = (budgets.find((b) => b.key === level) || budgets[0]).budget;
  const autostart = useMemo(() => new URLSearchParams(location.search).get("review") !== null, []);
  const { status, error, ask } = useReview(game, seat, budget, autostart);
  const review = status.status === "done" ? status.review : null;
  const busy = status.status === "queued" || status.status === "running";
  return html`<section class="panel review" data-testid="review" aria-labelledby="review-title"
      data-status=${status.status}>
    <div class="review-head">
      <h2 id="review-title">${t("The coach's review")}</h2>
      <label>${t("Player")}
        <select data-testid="review-seat" value=${String(seat)} onChange=${(e) => setSeat(Number(e.target.value))}>
          ${players.map((p) => html`<option value=${String(p.seat)} selected=${p.seat === seat}>${nameOf(players,
            p.seat, null)}</option>`)}
        </select></label>
      <label>${t("Depth")}
        <select data-testid="review-budget" value=${level} onChange=${(e) => setLevel(e.target.value)}>
          ${budgets.map((b) => html`<option value=${b.key} selected=${b.key === level}>${budgetWord(b.key)}</option>`)}
        </select></label>
    </div>
    ${(status.status === "none" || status.status === "failed") && html`<div class="review-ask">
      <p class="muted">${t("The coach replays each decision of this player with only what they knew then, and marks the costly ones.")}</p>
      <button type="button" class="primary" onClick=${ask} data-testid="review-start">${t("Review")}</button></div>`}
    ${status.status === "failed" && status.error && html`<p class="error" role="alert" data-testid="review-error">
      ${coachErrorText(status.error, "review")}</p>`}
    ${error && html`<p class="error" role="alert" data-testid="review-error">${error}</p>`}
    ${busy && html`<${ReviewProgress} status=${status} />`}
    ${status.status === "loading" && html`<p class="muted">${t("Loading…")}</p>`}
    ${review && html`<${ReviewBody} review=${review} replay=${replay} at=${at} go=${go} seat=${seat} />`}
  </section>`;
}

function ReviewProgress({ status }) {
  const total = status.total || 0;
  let text;
  if (status.status === "queued") {
    text = status.queue_position
      ? t("Waiting for the coach: number {n} in line", { n: status.queue_position })
      : t("Waiting for the coach…");
  } else if (total) {
    text = t("Reviewing: {done} of {total} decisions", { done: status.done, total });
  } else {
    text = t("Reviewing…");
  }
  return html`<div class="review-progress" data-testid="review-progress" role="status">
    <progress max=${total || 1} value=${total ? status.done : undefined} aria-label=${text}></progress>
    <span>${text}</span></div>`;
}

// A decision's number is the replay's "Move" of its action (step index + 1, counted from 1 like the replay's
// position and its list of moves): d.index + 2.

/** The decision whose step is shown (its position or its action), else null. */
function decisionAt(decisions, at) {
  return decisions.find((d) => d.index + 1 === at) || decisions.find((d) => d.index === at) || null;
}

function ReviewBody({ review, replay, at, go, seat }) {
  const [measure, setMeasure] = useState("match");
  const decisions = review.decisions || [];
  const current = decisionAt(decisions, at);
  // Draft picks and challenges are judged only roughly (docs/analysis.md, "Limits"): never among the worst moments.
  const worst = decisions.filter((d) => d.judged && COSTLY.has(d.label)).sort((a, b) => b.loss - a.loss)
    .slice(0, WORST_SHOWN);
  const show = (d) => go(d.index + 1);
  return html`<div class="review-body" data-testid="review-body">
    <p class="review-accuracy" data-testid="review-accuracy">${t("{name}: accuracy {n}%", {
      name: nameOf(replay.players, seat, null), n: Math.round(review.accuracy) })}</p>
    <div class="review-measure" role="radiogroup" aria-label=${t("Win chance of")}>
      <label><input type="radio" name="review-measure" checked=${measure === "match"} data-testid="review-measure-match"
        onChange=${() => setMeasure("match")} /> ${t("the match")}</label>
      <label><input type="radio" name="review-measure" checked=${measure === "round"} data-testid="review-measure-round"
        onChange=${() => setMeasure("round")} /> ${t("the round")}</label>
    </div>
    <${WinGraph} decisions=${decisions} replay=${replay} at=${at} go=${go} measure=${measure} current=${current} />
    <${Legend} counts=${review.labels || {}} />
    <div class="review-worst" data-testid="review-worst">
      <h3>${t("Worst moments")}</h3>
      ${worst.length === 0 && html`<p class="muted">${t("No costly decision: well played.")}</p>`}
      ${worst.length > 0 && html`<div class="review-worst-buttons">${worst.map((d) => html`<button type="button"
          key=${d.index} class=${"review-worst-button label-" + d.label} onClick=${() => show(d)}
          aria-current=${current === d ? "true" : null} data-testid="review-worst-button" data-step=${d.index + 1}>
          <span class="review-mark" aria-hidden="true">${LABEL_MARK[d.label]}</span>
          ${t("Move {i} (round {round}): {label}, −{loss}%", { i: d.index + 2, round: d.round,
            label: labelWord(d.label), loss: percent(d.loss) })}</button>`)}</div>`}
    </div>
    <${DecisionDetail} decision=${current} at=${at} />
    <${RoundTable} rounds=${review.rounds || []} go=${go} decisions=${decisions} />
  </div>`;
}

function Legend({ counts }) {
  return html`<ul class="review-legend" data-testid="review-legend" aria-label=${t("Labels")}>
    ${LABELS.map((label) => html`<li key=${label} class=${"label-" + label}>
      <span class="review-swatch" aria-hidden="true">${LABEL_MARK[label]}</span>
      ${t("{label}: {n}", { label: labelWord(label), n: counts[label] || 0 })}</li>`)}
  </ul>`;
}

// The plot's inner margin (in % of its height) above 100 % and below 0 %, so the points there are not cut off.
const PAD = 6;
const yPercent = (chance) => PAD + (100 - 2 * PAD) * (1 - chance);

/** The chart: y is the seat's win chance (0-100 %), x the replay's steps; one point after each decision. */
function WinGraph({ decisions, replay, at, go, measure, current }) {
  const last = Math.max(1, replay.total - 1);
  const rtl = document.documentElement.dir === "rtl";
  const dots = useRef(null);
  const focusNext = useRef(false);
  const value = (d, when) => (measure === "match" ? d[when === "before" ? "match_before" : "match_after"]
    : d[when === "before" ? "win_before" : "win_after"]);
  // The line: before and after each decision; a round's chances start afresh, so the round line breaks there.
  let path = "";
  let area = "";
  let previousRound = null;
  let areaStart = null;
  let areaEnd = null;
  for (const d of decisions) {
    const x0 = (1000 * d.index) / last;
    const x1 = (1000 * (d.index + 1)) / last;
    const y0 = 2 * yPercent(value(d, "before"));
    const y1 = 2 * yPercent(value(d, "after"));
    const fresh = previousRound === null || (measure === "round" && d.round !== previousRound);
    path += `${fresh ? "M" : "L"}${x0.toFixed(1)} ${y0.toFixed(1)}L${x1.toFixed(1)} ${y1.toFixed(1)}`;
    if (measure === "match") {
      area += `${areaStart === null ? "M" : "L"}${x0.toFixed(1)} ${y0.toFixed(1)}L${x1.toFixed(1)} ${y1.toFixed(1)}`;
      if (areaStart === null) areaStart = x0;
      areaEnd = x1;
    }
    previousRound = d.round;
  }
  const floor = (2 * yPercent(0)).toFixed(1);
  if (area) area += `L${areaEnd.toFixed(1)} ${floor}L${areaStart.toFixed(1)} ${floor}Z`;
  const selected = current || decisions.find((d) => d.index >= at) || decisions[decisions.length - 1];

  useLayoutEffect(() => {
    if (!focusNext.current || !dots.current) return;
    focusNext.current = false;
    const button = dots.current.querySelector("[tabindex='0']");
    if (button) button.focus({ preventScroll: true });
  });

  const onKeyDown = (event) => {
    const i = decisions.indexOf(selected);
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    let next = null;
    if (event.key === forward) next = decisions[Math.min(decisions.length - 1, i + 1)];
    else if (event.key === backward) next = decisions[Math.max(0, i - 1)];
    else if (event.key === "Home") next = decisions[0];
    else if (event.key === "End") next = decisions[decisions.length - 1];
    else return;
    event.preventDefault(); // the replay's own arrow keys step one action; here they go decision by decision
    event.stopPropagation();
    if (next) {
      focusNext.current = true;
      go(next.index + 1);
    }
  };
  const x = (step) => `${(100 * step) / last}%`;
  const dotLabels = decisions.map((d) => {
    const chosen = choiceOf(d, d.action);
    const what = chosen ? renderMessage(chosen.label) : d.action;
    return t("Move {i}, {what}: {label}, win chance {before}% then {after}%", {
      i: d.index + 2, what, label: labelWord(d.label), before: percent(value(d, "before")),
      after: percent(value(d, "after")) });
  });
  return html`<div class="review-graph" data-testid="review-graph" data-measure=${measure}
      data-points=${decisions.length}>
    <div class="review-axis" aria-hidden="true">${[1, 0.5, 0].map((v) => html`<span key=${v}
      style=${`inset-block-start: ${yPercent(v)}%`}>${100 * v}%</span>`)}</div>
    <div class="review-plot">
      <svg viewBox="0 0 1000 200" preserveAspectRatio="none" aria-hidden="true" focusable="false"
          class="review-svg">
        <line x1="0" y1="100" x2="1000" y2="100" class="review-even" vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2 * yPercent(1)} x2="1000" y2=${2 * yPercent(1)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        <line x1="0" y1=${2 * yPercent(0)} x2="1000" y2=${2 * yPercent(0)} class="review-edge"
          vector-effect="non-scaling-stroke" />
        ${replay.rounds.slice(1).map((r) => html`<line key=${r.round} x1=${(1000 * r.first_step) / last}
          x2=${(1000 * r.first_step) / last} y1="0" y2="200" class="review-round-line"
          vector-effect="non-scaling-stroke" />`)}
        ${area && html`<path d=${area} class="review-area" />`}
        <path d=${path} class="review-line" vector-effect="non-scaling-stroke" data-testid="review-line" />
      </svg>
      <div class="review-now" style=${`inset-inline-start: ${x(at)}`} aria-hidden="true"></div>
      ${replay.rounds.length > 1 && replay.rounds.length <= 12 && replay.rounds.map((r) => html`<span key=${r.round}
        class="review-round-label" style=${`inset-inline-start: ${x(r.first_step)}`} aria-hidden="true"
        >${r.round}</span>`)}
      <div class="review-dots" ref=${dots} role="group" aria-label=${t("Decisions on the graph")}
          onKeyDown=${onKeyDown}>
        ${decisions.map((d, k) => {
          const label = dotLabels[k];
          return html`<button type="button" key=${d.index} class=${"review-dot label-" + d.label
              + (d.judged ? "" : " unjudged") + (d === selected ? " selected" : "")}
            style=${`inset-inline-start: ${x(d.index + 1)}; inset-block-start: ${yPercent(value(d, "after"))}%`}
            tabindex=${d === selected ? "0" : "-1"} aria-label=${label} title=${label}
            aria-current=${d === current ? "step" : null} data-testid="review-dot" data-step=${d.index + 1}
            data-label=${d.label} onClick=${() => go(d.index + 1)}
            ><span aria-hidden="true">${d.judged ? LABEL_MARK[d.label] : ""}</span></button>`;
        })}
      </div>
    </div>
  </div>`;
}

/** The choice (unoduo.present's words and cards) of `action` in the decision, if the server gave it. */
function choiceOf(decision, action) {
  return (decision.choices || []).find((c) => c.action === action) || null;
}

/** An action as the page shows it: its cards and its words. */
export function ChoiceView({ choice, action, testid }) {
  if (!choice) return html`<span class="review-choice" data-testid=${testid || null}><code>${action}</code></span>`;
  const cards = choice.cards && choice.cards.length ? choice.cards : choice.card ? [choice.card] : [];
  return html`<span class="review-choice" data-testid=${testid || null} data-action=${choice.action}>
    ${cards.length > 0 && html`<span class="review-cards">${cards.map((code, i) => html`<${Card} key=${i} code=${code}
      size="small" named=${choice.color} />`)}</span>`}
    ${cards.length === 0 && choice.color && html`<span class=${"review-color color-" + choice.color} aria-hidden="true"
      title=${colorName(choice.color)}></span>`}
    <span class="review-choice-label">${renderMessage(choice.label)}</span></span>`;
}

function DecisionDetail({ decision, at }) {
  if (!decision) {
    return html`<div class="review-detail muted" data-testid="review-detail" data-step=${at}>
      ${t("Choose a point on the graph or a worst moment to see the coach's view of that decision.")}</div>`;
  }
  const d = decision;
  const alternatives = (d.alternatives || []).filter((a) => a.action !== d.action && a.action !== d.best);
  const winOf = (action) => (d.alternatives || []).find((a) => a.action === action);
  return html`<div class=${"review-detail label-" + d.label} data-testid="review-detail" data-step=${at}
      data-index=${d.index} data-label=${d.label}>
    <h3><span class="review-badge" data-testid="review-detail-label">${LABEL_MARK[d.label]
      ? `${LABEL_MARK[d.label]} ` : ""}${labelWord(d.label)}</span>
      ${t("Move {i} (round {round})", { i: d.index + 2, round: d.round })}</h3>
    <dl>
      <dt>${t("Played")}</dt>
      <dd><${ChoiceView} choice=${choiceOf(d, d.action)} action=${d.action} testid="review-played" />
        <span class="review-chance">${t("{n}% to win the round", { n: percent(d.win_after) })}</span></dd>
      ${d.best !== d.action && html`<dt>${t("Best")}</dt>
      <dd><${ChoiceView} choice=${choiceOf(d, d.best)} action=${d.best} testid="review-best" />
        <span class="review-chance">${t("{n}% to win the round", { n: percent(d.win_before) })}</span></dd>`}
    </dl>
    ${d.forced && html`<p class="muted">${t("Forced: it was the only legal move.")}</p>`}
    ${!d.forced && d.best === d.action && html`<p>${t("The coach agrees with this move.")}</p>`}
    ${!d.forced && d.best !== d.action && html`<p data-testid="review-loss">${t(
      "It cost {n} points of round-win chance (±{se}).", { n: percent(d.loss), se: percent(d.loss_se) })}</p>`}
    ${!d.judged && html`<p class="muted">${t("Draft picks and challenges are judged only roughly by the coach.")}</p>`}
    ${alternatives.length > 0 && html`<details class="review-alternatives"><summary>${nt(
      "{n} other choice", "{n} other choices", alternatives.length)}</summary>
      <ul>${alternatives.map((a) => html`<li key=${a.action}><${ChoiceView} choice=${choiceOf(d, a.action)}
        action=${a.action} /> <span class="review-chance">${t("{n}% to win the round",
        { n: percent((winOf(a.action) || a).win) })}</span></li>`)}</ul></details>`}
  </div>`;
}

function RoundTable({ rounds, go, decisions }) {
  if (!rounds.length) return null;
  const firstOf = (round) => decisions.find((d) => d.round === round);
  return html`<table class="review-rounds" data-testid="review-rounds">
    <caption>${t("Rounds")}</caption>
    <thead><tr><th scope="col">${t("Round")}</th><th scope="col">${t("Accuracy")}</th>
      <th scope="col">${t("Result")}</th><th scope="col">${t("Costly decisions")}</th></tr></thead>
    <tbody>${rounds.map((r) => {
      const first = firstOf(r.round);
      const costly = decisions.filter((d) => d.round === r.round && d.judged && COSTLY.has(d.label)).length;
      return html`<tr key=${r.round}>
        <th scope="row">${first ? html`<a href="#" onClick=${(e) => { e.preventDefault(); go(first.index); }}
          >${r.round}</a>` : r.round}</th>
        <td>${Math.round(r.accuracy)}%</td>
        <td>${r.won === null ? "" : r.won ? t("won") : t("lost")}</td>
        <td>${costly}</td></tr>`;
    })}</tbody></table>`;
}
