// /replay/<id>: a finished match step by step, every hand shown. The page only renders what the server's engine
// computed (GET /api/games/<id>/replay for the outline, GET /api/games/<id>/replay/<round> for a round's steps,
// fetched on demand and cached); no rule is re-implemented here.
//
// Controls: play/pause, speed 0.5x-8x, a round menu, first/back/next/last buttons, a slider, and the keys
// ArrowLeft/ArrowRight (mirrored in right-to-left pages), Home, End and Space, which never scroll the page.
import { html, useEffect, useLayoutEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { celebrate, flip, snapshot } from "./motion.js";
import { seatOf } from "./api.js";
import { Link } from "./nav.js";
import { t } from "./i18n.js";
import { loadReplay, replayErrorText } from "./replay-data.js";
import { ReplayBoard, ReplayNarration, ReplayMoves, ReplayResult } from "./replay-board.js";
import { ReviewPanel } from "./review.js";
import { ScoreSheet } from "./scoresheet.js";

/** Speeds offered; 1x shows a step every BASE_STEP_MS. */
export const SPEEDS = [0.5, 1, 2, 4, 8];
const BASE_STEP_MS = 900;

function useReplayStyles() {
  useEffect(() => {
    const href = new URL("../css/replay.css", import.meta.url).href;
    if (!document.querySelector(`link[href="${href}"]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.appendChild(link);
    }
  }, []);
}

const ICON_PATHS = {
  first: "M5 4h2.5v16H5zM20 4v16L8.5 12z",
  prev: "M18 4v16L6 12z",
  next: "M6 4v16l12-8z",
  last: "M16.5 4H19v16h-2.5zM4 4v16l11.5-8z",
  play: "M7 4v16l13-8z",
  pause: "M6 4h4.5v16H6zM13.5 4H18v16h-4.5z",
};

/** A small control icon drawn in SVG (the media-control characters are missing from many fonts). */
function Icon({ shape }) {
  return html`<svg class="replay-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
    ><path d=${ICON_PATHS[shape]} fill="currentColor" /></svg>`;
}

/** The record's address; a friend game's carries the join code this browser holds (a link sends no token). */
function recordHref(game) {
  const seat = seatOf(game);
  const code = seat && (seat.join_code || seat.joined_with);
  const base = `/api/games/${encodeURIComponent(game)}/record`;
  return code ? `${base}?code=${encodeURIComponent(code)}` : base;
}

export function ReplayPage({ game }) {
  useReplayStyles();
  const [replay, setReplay] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("Replay");
    let live = true;
    loadReplay(game).then((r) => live && setReplay(r), (err) => live && setError(replayErrorText(err)));
    return () => {
      live = false;
    };
  }, [game]);
  if (error) {
    return html`<main class="page replay" data-testid="replay-page"><h1>${t("Replay")}</h1>
      <p class="error" role="alert" data-testid="replay-error">${error}</p>
      <p><${Link} href=${`/game/${game}`}>${t("Back to the game")}</${Link}></p></main>`;
  }
  if (!replay) {
    return html`<main class="page replay" data-testid="replay-page" aria-busy="true"><h1>${t("Replay")}</h1>
      <p>${t("Loading…")}</p></main>`;
  }
  return html`<${Replay} replay=${replay} game=${game} />`;
}

function Replay({ replay, game }) {
  const last = replay.total - 1;
  const [at, setAt] = useState(0);
  const [shown, setShown] = useState(null); // the last step whose round is loaded (kept while the next loads)
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [loadError, setLoadError] = useState("");
  const boardRef = useRef(null);
  const flipFrom = useRef(null);
  const atRef = useRef(0); // the step asked for last, ahead of the next render (keys may repeat faster)
  const interval = BASE_STEP_MS / speed;

  // The step at `at`, or the round's steps still loading (then the previous step stays on screen).
  useEffect(() => {
    let live = true;
    const step = replay.stepNow(at);
    if (step) {
      setShown(step);
      setLoadError("");
    } else {
      replay.step(at).then(
        (s) => {
          if (live) {
            setShown(s);
            setLoadError("");
          }
        },
        (err) => live && setLoadError(replayErrorText(err)),
      );
    }
    replay.prefetchAround(at);
    return () => {
      live = false;
    };
  }, [at]);

  useEffect(() => {
    if (!playing) return undefined;
    if (at >= last) {
      setPlaying(false);
      return undefined;
    }
    if (!shown || shown.index !== at) return undefined; // wait for the round to arrive
    const timer = setTimeout(() => step1(1), interval);
    return () => clearTimeout(timer);
  }, [playing, at, shown, speed]);

  /** Show step i; a single step forward is animated (cards fly) unless too fast to follow. */
  function go(i, animate) {
    const target = Math.max(0, Math.min(last, i));
    const from = atRef.current;
    if (target === from) return;
    atRef.current = target;
    flipFrom.current = animate && target === from + 1 && interval >= 150 && boardRef.current
      && shown && shown.index === from ? snapshot(boardRef.current) : null;
    setAt(target);
  }
  const step1 = (delta) => go(atRef.current + delta, delta === 1);

  useLayoutEffect(() => {
    const before = flipFrom.current;
    if (before && shown && shown.index === at && boardRef.current) {
      flipFrom.current = null;
      flip(boardRef.current, before, { duration: Math.min(320, interval * 0.6) });
      if (shown.over) celebrate(boardRef.current); // the match was just won, step by step
    }
  }, [shown]);

  useEffect(() => {
    const onKey = (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target;
      const tag = target && target.tagName;
      if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || (target && target.isContentEditable)) return;
      const rtl = document.documentElement.dir === "rtl";
      const forward = rtl ? "ArrowLeft" : "ArrowRight";
      const backward = rtl ? "ArrowRight" : "ArrowLeft";
      if (event.key === forward) step1(1);
      else if (event.key === backward) step1(-1);
      else if (event.key === "Home") go(0, false);
      else if (event.key === "End") go(last, false);
      else if (event.key === " " && tag !== "BUTTON" && tag !== "A") setPlaying((p) => !p);
      else return;
      // the page must not scroll: the board stays where the player is looking
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last, interval, shown]);

  const step = shown;
  const loading = !step || step.index !== at;
  const roundNow = replay.roundOf(at);
  const togglePlay = () => {
    if (!playing && at >= last) go(0, false);
    setPlaying(!playing);
  };
  return html`<main class="page replay" data-testid="replay-page" data-step=${at} data-steps=${last}
      data-shown=${step ? step.index : -1} data-interval=${interval} data-playing=${playing ? "true" : "false"}
      aria-busy=${loading ? "true" : "false"}>
    <div class="replay-main">
    <h1 class="replay-title">${t("Replay")}</h1>
    ${step && html`<${ReplayBoard} step=${step} replay=${replay} boardRef=${boardRef} onSwipe=${step1} />`}
    ${!step && html`<p class="replay-board-placeholder">${t("Loading…")}</p>`}
    ${step && html`<${ReplayNarration} step=${step} replay=${replay} quiet=${playing} />`}
    ${loadError && html`<p class="error" role="alert" data-testid="replay-error">${loadError}</p>`}
    <div class="panel replay-controls" role="group" aria-label=${t("Replay controls")}>
      <div class="replay-buttons">
        <button type="button" onClick=${() => go(0, false)} disabled=${at === 0} data-testid="replay-first"
          aria-label=${t("Start")} title=${t("Start")}><${Icon} shape="first" /></button>
        <button type="button" onClick=${() => step1(-1)} disabled=${at === 0} data-testid="replay-prev"
          aria-label=${t("Back")} title=${t("Back")}><${Icon} shape="prev" /></button>
        <button type="button" class="primary replay-play" onClick=${togglePlay} data-testid="replay-play"
          aria-pressed=${playing ? "true" : "false"}><${Icon} shape=${playing ? "pause" : "play"} />
          <span>${playing ? t("Pause") : t("Play")}</span></button>
        <button type="button" onClick=${() => step1(1)} disabled=${at === last} data-testid="replay-next"
          aria-label=${t("Next")} title=${t("Next")}><${Icon} shape="next" /></button>
        <button type="button" onClick=${() => go(last, false)} disabled=${at === last} data-testid="replay-last"
          aria-label=${t("End")} title=${t("End")}><${Icon} shape="last" /></button>
      </div>
      <input type="range" min="0" max=${last} value=${at} aria-label=${t("Move")} class="replay-slider"
        aria-valuetext=${t("Move {i} of {n}", { i: at + 1, n: last + 1 })}
        onInput=${(e) => go(Number(e.target.value), false)} data-testid="replay-slider" />
      <div class="replay-selects">
        <label>${t("Round")}
          <select data-testid="replay-round" value=${String(roundNow)}
            onChange=${(e) => go(replay.firstStepOf(Number(e.target.value)), false)}>
            ${replay.rounds.map((r) => html`<option value=${String(r.round)} selected=${r.round === roundNow}>${r.round}</option>`)}
          </select></label>
        <label>${t("Speed")}
          <select data-testid="replay-speed" value=${String(speed)} onChange=${(e) => setSpeed(Number(e.target.value))}>
            ${SPEEDS.map((s) => html`<option value=${String(s)} selected=${s === speed}>${s}×</option>`)}
          </select></label>
        <span class="replay-position" data-testid="replay-position">${t("Move {i} of {n}", { i: at + 1, n: last + 1 })}</span>
      </div>
      <p class="replay-keys muted" data-testid="replay-keys">${t("←/→: one move · Home/End: first/last move · Space: play/pause")}</p>
    </div>
    <${ReviewPanel} replay=${replay} game=${game} at=${at} go=${(i) => go(i, false)} />
    </div>
    <aside class="replay-side">
    ${step && html`<${ReplayResult} step=${step} replay=${replay} />`}
    ${step && html`<${ScoreSheet} view=${step.sheet} players=${replay.players} me=${null} />`}
    ${step && html`<${ReplayMoves} replay=${replay} round=${step.round} at=${at} onPick=${(i) => go(i, false)} />`}
    <p class="replay-links"><${Link} href=${`/game/${game}`}>${t("Back to the game")}</${Link}>
      <span aria-hidden="true"> · </span><a href=${recordHref(game)} download data-testid="download-record">
        ${t("Download the record (JSON)")}</a></p>
    </aside>
  </main>`;
}
