// Learn by playing (/learn, /learn/<id>): the lessons of unoduo.learn, each a real position on the real table
// against a scripted opponent. The lessons API is stateless (docs/learn.md): the page keeps the actions accepted so
// far and sends them all with each new one (POST /api/lessons/<id>); the answer is the table's own `state` message
// for seat 0 (rendered by the same table components as a game) and the lesson's words: what to try now, the
// reaction to the last move (right, or why not: a move that is legal but not the lesson's point is taken back,
// and the page shows it going back) and, at the end, the one-line summary. Every word of a lesson comes from
// unoduo.present through the API; the page only shows it. Progress is remembered in this browser (localStorage).
import { html, useEffect, useLayoutEffect, useRef, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText, saveSeat, savedName } from "./api.js";
import { rulesetName } from "./home.js";
import { currentLanguage, onLanguageChange, t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { Link, navigate } from "./nav.js";
import { Table } from "./table/board.js";
import { motionCall, playSound } from "./table/effects.js";

const DONE_KEY = "unoduo.learn.done";
const RULESETS = ["duo", "classic"];

/** The ids of the lessons finished in this browser. */
export function doneLessons() {
  try {
    const ids = JSON.parse(localStorage.getItem(DONE_KEY) || "[]");
    return new Set(Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : []);
  } catch (_err) {
    return new Set();
  }
}

function markDone(id) {
  const done = doneLessons();
  if (done.has(id)) return;
  done.add(id);
  try {
    localStorage.setItem(DONE_KEY, JSON.stringify([...done]));
  } catch (_err) {
    // private mode: remembered for this page only
  }
}

/** The learn.css stylesheet, added once (the other pages do not need it). */
function useLearnStyles() {
  useEffect(() => {
    const href = new URL("../css/learn.css", import.meta.url).href;
    if (!document.querySelector(`link[href="${href}"]`)) {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.appendChild(link);
    }
  }, []);
}

/** Re-render (and re-ask the server's words) when the language changes. */
function useLanguage() {
  const [lang, setLang] = useState(currentLanguage());
  useEffect(() => onLanguageChange((next) => setLang(next)), []);
  return lang;
}

/** The lessons of each ruleset in teaching order: {duo: [...], classic: [...]}, or an error in words. */
function useLessonLists(lang) {
  const [lists, setLists] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    let live = true;
    Promise.all(RULESETS.map((ruleset) => api.lessons(ruleset, lang))).then((answers) => {
      if (!live) return;
      const found = {};
      RULESETS.forEach((ruleset, i) => { found[ruleset] = (answers[i] && answers[i].lessons) || []; });
      setLists(found);
      setError("");
    }, (err) => { if (live) setError(errorText(err)); });
    return () => { live = false; };
  }, [lang]);
  return { lists, error };
}

/** Start a game against the easy bot of `ruleset` and open its table. */
async function playBot(ruleset, setError) {
  try {
    const made = await api.createGame({ ruleset, opponent: "bot", difficulty: "easy", name: savedName() });
    saveSeat(made.game, made.seat, made.token, {});
    navigate(`/game/${made.game}`);
  } catch (err) {
    setError(errorText(err, "create"));
  }
}

// ---------------------------------------------------------------- /learn: the list of lessons

export function LearnPage() {
  useLearnStyles();
  const lang = useLanguage();
  const { lists, error } = useLessonLists(lang);
  const done = doneLessons();
  useEffect(() => { document.title = t("Learn"); }, [lang]);
  return html`<main class="page learn-list" data-testid="learn-page">
    <h1>${t("Learn by playing")}</h1>
    <p class="learn-intro">${t("Short lessons on a real table, one idea each. Try a move: the lesson tells you if it was right, and why.")}</p>
    ${error && html`<p class="error" role="alert" data-testid="learn-error">${error}</p>`}
    ${!lists && !error && html`<p data-testid="loading">${t("Loading…")}</p>`}
    ${lists && RULESETS.map((ruleset) => {
      const lessons = lists[ruleset];
      const finished = lessons.filter((l) => done.has(l.id)).length;
      return html`<section class="panel lesson-group" key=${ruleset} data-testid=${"lessons-" + ruleset}>
        <h2>${rulesetName(ruleset)} <span class="lesson-progress" data-testid=${"progress-" + ruleset}>
          ${t("{done} of {total} done", { done: finished, total: lessons.length })}</span></h2>
        <ol class="lesson-list">
          ${lessons.map((lesson) => html`<li key=${lesson.id} class=${done.has(lesson.id) ? "done" : ""}
              data-testid="lesson-item" data-lesson=${lesson.id} data-done=${done.has(lesson.id) ? "true" : "false"}>
            <${Link} href=${`/learn/${encodeURIComponent(lesson.id)}`} testid=${"lesson-link-" + lesson.id}>
              <span class="lesson-mark" aria-hidden="true">${done.has(lesson.id) ? "✓" : ""}</span>
              <span class="lesson-words"><strong>${renderMessage(lesson.title)}</strong>
                <span class="lesson-goal">${renderMessage(lesson.goal)}</span></span>
              ${done.has(lesson.id) && html`<span class="visually-hidden">${t("(done)")}</span>`}
            </${Link}></li>`)}
        </ol>
      </section>`;
    })}
  </main>`;
}

// ---------------------------------------------------------------- /learn/<id>: one lesson on the table

/** The narration lines of a whole-view state, as messages (one per told event). */
function toldLines(state) {
  return (state.narration || []).filter((line) => !!line);
}

/** The hand cards a taken-back action had put on the pile (none for a draw or a choice). */
function cardsOf(action) {
  const words = String(action || "").split(" ");
  if (words[0] === "play") return [words[1]];
  if (words[0] === "dump") return words.slice(1).filter((w) => w !== "uno");
  return [];
}

/**
 * Show a taken-back move: each card it played goes to the discard pile and comes back to the hand (a move that
 * played no card shakes the draw pile). Nothing happens under reduced motion; the callout says it anyway.
 */
function showTakenBack(root, action) {
  if (!root) return;
  const pile = root.querySelector("[data-anchor=discard]");
  const hand = root.querySelector("[data-anchor=hand]");
  const cards = cardsOf(action).filter((code) => hand && hand.querySelector(`[data-card="${code}"]`));
  // What went back, for those who read the page (tests): the cards, or "draw" for a move that played none.
  root.dataset.takenBack = cards.length ? cards.join(" ") : "draw";
  if (motionCall("reducedMotion")) return;
  if (!cards.length || !pile || !hand) {
    const draw = root.querySelector("[data-anchor=draw]");
    if (draw) motionCall("shake", draw);
    return;
  }
  const target = pile.getBoundingClientRect();
  cards.forEach((code, i) => {
    const el = hand.querySelector(`[data-card="${code}"]`);
    const button = el && (el.closest("button") || el);
    if (!button || typeof button.animate !== "function") return;
    const from = button.getBoundingClientRect();
    const dx = target.left + target.width / 2 - (from.left + from.width / 2);
    const dy = target.top + target.height / 2 - (from.top + from.height / 2);
    button.animate([
      { transform: "translate(0, 0)" },
      { transform: `translate(${dx}px, ${dy}px)`, offset: 0.4 },
      { transform: `translate(${dx}px, ${dy}px)`, offset: 0.6 },
      { transform: "translate(0, 0)" },
    ], { duration: 900, delay: i * 80, easing: "ease-in-out" });
  });
}

/** The lesson's words over the table: the step, what to try now, the reaction to the last move. */
function Callout({ lesson, undone }) {
  const feedback = lesson.feedback;
  return html`<section class="lesson-callout" data-testid="lesson-callout" aria-label=${t("Lesson")}>
    <div class="lesson-head">
      <h1 class="lesson-title" data-testid="lesson-title">${renderMessage(lesson.title)}</h1>
      <span class="lesson-step" data-testid="lesson-step">
        ${t("Step {step} of {steps}", { step: Math.min(lesson.step, lesson.steps), steps: lesson.steps })}</span>
    </div>
    ${feedback && html`<p class=${"lesson-feedback " + feedback.kind} data-testid="lesson-feedback"
        data-kind=${feedback.kind}>
      <span class="feedback-mark" aria-hidden="true">${feedback.kind === "right" ? "✓" : feedback.kind === "wrong"
        ? "✗" : "ℹ"}</span>
      <span class="feedback-text">${renderMessage(feedback.text)}
        ${undone && html` <strong class="taken-back" data-testid="taken-back">${t("↩ Taken back: try again.")}</strong>`}</span>
    </p>`}
    ${!lesson.done && html`<p class="lesson-try" data-testid="lesson-prompt">${renderMessage(lesson.prompt)}</p>`}
  </section>`;
}

/** The end of a lesson: its summary, the next lesson, a game against the bot. */
function LessonDone({ lesson, next, ruleset }) {
  const first = useRef(null);
  const [error, setError] = useState("");
  useEffect(() => { if (first.current) first.current.focus({ preventScroll: true }); }, [lesson.id]);
  return html`<section class="overlay lesson-done" role="dialog" aria-modal="false" aria-labelledby="lesson-done-title"
      data-testid="lesson-done">
    <h2 id="lesson-done-title">${t("Lesson done")}</h2>
    <p class="lesson-summary" data-testid="lesson-summary">${renderMessage(lesson.summary)}</p>
    ${error && html`<p class="error" role="alert">${error}</p>`}
    <div class="lesson-buttons">
      ${next && html`<button type="button" class="primary" ref=${first} data-testid="next-lesson"
        onClick=${() => navigate(`/learn/${encodeURIComponent(next.id)}`)}>${t("Next lesson")}</button>`}
      <button type="button" class=${next ? "" : "primary"} ref=${next ? null : first} data-testid="play-bot"
        onClick=${() => playBot(ruleset, setError)}>${t("Play a bot now")}</button>
      <${Link} href="/learn" testid="all-lessons">${t("All lessons")}</${Link}>
    </div>
  </section>`;
}

export function LessonPage({ id }) {
  useLearnStyles();
  const lang = useLanguage();
  const [actions, setActions] = useState([]);
  const [answer, setAnswer] = useState(null); // {state, lesson} of the last accepted answer
  const [sending, setSending] = useState(false);
  const [error, setError] = useState("");
  const [fatal, setFatal] = useState("");
  const [undone, setUndone] = useState(null); // the taken-back action (shown until the next move)
  const [lastTold, setLastTold] = useState([]);
  const [announce, setAnnounce] = useState("");
  const rootRef = useRef(null);
  const flipRef = useRef(null);
  const seqRef = useRef(0);
  const answerRef = useRef(null);
  const { lists } = useLessonLists(lang);

  // One request at a time: the answer for `list` (every action so far), applied with the table's motion.
  const ask = async (list, tried) => {
    setSending(true);
    let got;
    try {
      got = await api.lesson(id, list, currentLanguage());
    } catch (err) {
      setSending(false);
      if (err && (err.code === "unknown_lesson" || err.status === 404)) setFatal(t("There is no such lesson."));
      else setError(errorText(err));
      return;
    }
    const lesson = got.lesson;
    // A move taken back is not part of the lesson's story: it is not sent again.
    const kept = lesson.undone ? list.slice(0, -1) : list;
    // The last move in words: the lines this answer adds (the player's move and the opponent's reply).
    const old = answerRef.current;
    const before = old ? toldLines(old.state).length : 0;
    const lines = toldLines(got.state);
    const fresh = lines.length > before ? lines.slice(before) : [];
    setLastTold(old && !lesson.undone ? fresh.slice(-3) : []);
    seqRef.current += 1;
    flipRef.current = { before: motionCall("snapshot", rootRef.current), tried: lesson.undone ? tried : null };
    setActions(kept);
    setUndone(lesson.undone ? tried : null);
    answerRef.current = { state: got.state, lesson, seq: seqRef.current };
    setAnswer(answerRef.current);
    setError("");
    setSending(false);
    if (lesson.feedback) playSound(lesson.feedback.kind === "wrong" ? "lose" : "turn");
    if (lesson.done) markDone(id);
    const words = [lesson.feedback ? renderMessage(lesson.feedback.text) : "",
      lesson.done ? renderMessage(lesson.summary) : renderMessage(lesson.prompt)];
    setAnnounce(words.filter(Boolean).join(" "));
  };

  useEffect(() => {
    // A new lesson (or language): start over from the lesson's first position, in the words of the page.
    setAnswer(null);
    answerRef.current = null;
    setActions([]);
    setUndone(null);
    setFatal("");
    setError("");
    ask([], null);
  }, [id]);

  useEffect(() => {
    // The words follow the language: ask again for the same actions.
    if (answer) ask(actions, null);
  }, [lang]);

  useLayoutEffect(() => {
    const pending = flipRef.current;
    if (!pending) return;
    flipRef.current = null;
    const root = rootRef.current;
    if (root) delete root.dataset.takenBack;
    if (pending.tried) showTakenBack(root, pending.tried);
    else if (pending.before) motionCall("flip", root, pending.before, { leave: "none" });
  }, [answer && answer.seq]);

  useEffect(() => {
    if (answer) document.title = `${renderMessage(answer.lesson.title)} — ${t("Learn")}`;
  }, [answer && answer.seq, lang]);

  const send = (action) => {
    if (sending || !answer || answer.lesson.done) return;
    ask(actions.concat([action]), action);
  };

  if (fatal) {
    return html`<main class="page" data-testid="lesson-missing"><h1>${fatal}</h1>
      <p><${Link} href="/learn">${t("All lessons")}</${Link}></p></main>`;
  }
  const st = answer ? Object.assign({}, answer.state, { lastTold }) : null;
  const lesson = answer ? answer.lesson : null;
  const ruleset = st ? st.view.ruleset : "duo";
  const list = (lists && lists[ruleset]) || [];
  const at = list.findIndex((l) => l.id === id);
  const next = at >= 0 && at + 1 < list.length ? list[at + 1] : null;
  // The scripted opponent is neither a bot to name nor a person to wait for (and a lesson has no hints).
  const players = st ? (st.players || []).map((p) => (p.seat === st.view.seat ? p : { ...p, kind: "lesson" })) : [];
  const log = st ? toldLines(st).map((line, i) => ({ key: `l${i}`, say: () => renderMessage(line) })) : [];
  return html`<main class="page table-page learn-page" data-testid="table" ref=${rootRef}
      data-lesson=${id} data-answer=${answer ? answer.seq : 0} data-seq=${st ? st.seq : -1} data-decision=${st ? st.view.decision : ""}
      data-sending=${sending ? "true" : "false"} data-status=${st ? st.status : ""}
      data-undone=${undone ? "true" : "false"} data-done=${lesson && lesson.done ? "true" : "false"}
      data-my-turn=${st && !lesson.done && st.view.to_act === st.view.seat ? "true" : "false"}>
    <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announce">${announce}</div>
    ${error && html`<p class="error" role="alert" data-testid="table-error">${error}</p>`}
    ${lesson && html`<${Callout} lesson=${lesson} undone=${undone} />`}
    ${st
      ? html`<${Table} st=${st} players=${players} send=${send} sending=${sending || lesson.done} log=${log}
          roundOver=${null} closeRoundOver=${() => {}} askRematch=${() => {}} rematchAsked=${false} game=${null}
          reveal=${null} closeReveal=${() => {}} hint=${null} askHint=${() => {}} closeHint=${() => {}}
          rated=${false} rules=${[]} />`
      : html`<p class="table-message" data-testid="loading">${t("Loading…")}</p>`}
    ${lesson && lesson.done && html`<div class="scrim" data-testid="lesson-done-scrim" aria-hidden="true"></div>
      <${LessonDone} lesson=${{ ...lesson, id }} next=${next} ruleset=${ruleset} />`}
  </main>`;
}
