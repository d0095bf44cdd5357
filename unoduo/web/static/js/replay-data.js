// The replay's data: the outline from GET /api/games/<id>/replay and each round's steps from
// GET /api/games/<id>/replay/<round>, fetched when first needed and kept. The server's engine computed every view;
// this module only reshapes them for the board.
import { ApiError, errorText, getJson } from "./api.js";
import { t } from "./i18n.js";

/** An error of the replay endpoints in words. */
export function replayErrorText(err) {
  return errorText(err);
}

/**
 * One step of the server's replay as the board draws it. `round` is the round the step belongs to in the outline
 * (a round's last action already shows the next deal in `view`; `viewRound` is the view's own round).
 */
export function frameOf(step, round, outline) {
  const view = step.view || {};
  const players = view.players || outline.players.length;
  const sizes = view.hand_sizes || [];
  const hands = Array.isArray(view.hands)
    ? view.hands
    : Array.from({ length: players }, (_, seat) => Array(sizes[seat] || 0).fill(null)); // not shown: backs
  return {
    index: step.index,
    round,
    viewRound: view.round,
    action: step.action || null,
    seat: step.seat ?? null,
    hands,
    top: view.top || null,
    color: view.color || null,
    discard: view.discard || (view.top ? [view.top] : []),
    drawPile: view.draw_pile ?? 0,
    pending: view.pending_draw || 0,
    direction: view.direction ?? 1,
    toAct: view.to_act ?? null,
    decision: view.decision || "",
    candidate: view.decision === "draft" ? view.candidate || null : null,
    scores: view.scores || Array(players).fill(0),
    over: !!view.match_over,
    winner: view.winner ?? null,
    events: step.events || [],
    narration: step.narration || [],
    sheet: {
      players,
      rounds: view.rounds || [],
      start_scores: view.start_scores || Array(players).fill(0),
      scores: view.scores || Array(players).fill(0),
      options: view.options || outline.options || {},
      ruleset: view.ruleset || outline.ruleset,
    },
  };
}

/** Fetch the outline of game `game`'s replay; the object returned loads rounds on demand and caches them. */
export async function loadReplay(game) {
  const base = `/api/games/${encodeURIComponent(game)}/replay`;
  const outline = await getJson(base);
  const rounds = (outline.rounds || []).slice().sort((a, b) => a.first_step - b.first_step);
  const players = (outline.players || []).map((p, i) => ({ ...p, seat: p.seat ?? i }));
  const total = outline.total_steps ?? rounds.reduce((n, r) => n + r.steps, 0);
  const loaded = new Map(); // round -> frames (by step offset in the round)
  const loading = new Map(); // round -> promise of frames

  const roundOf = (index) => {
    for (const r of rounds) if (index >= r.first_step && index < r.first_step + r.steps) return r.round;
    return rounds.length ? rounds[rounds.length - 1].round : 1;
  };
  const outlineOf = (round) => rounds.find((r) => r.round === round);

  function loadRound(round) {
    if (loaded.has(round)) return Promise.resolve(loaded.get(round));
    if (!loading.has(round)) {
      const promise = getJson(`${base}/${encodeURIComponent(round)}`).then(
        (data) => {
          const frames = (data.steps || []).map((s) => frameOf(s, round, { players, ...outline }));
          frames.sort((a, b) => a.index - b.index);
          loaded.set(round, frames);
          loading.delete(round);
          return frames;
        },
        (err) => {
          loading.delete(round); // a later attempt asks again
          throw err;
        },
      );
      loading.set(round, promise);
    }
    return loading.get(round);
  }

  const frameIn = (frames, round, index) => {
    const first = outlineOf(round) ? outlineOf(round).first_step : 0;
    const frame = frames[index - first];
    return frame && frame.index === index ? frame : frames.find((f) => f.index === index) || null;
  };

  return {
    game,
    ruleset: outline.ruleset,
    options: outline.options || {},
    players,
    rounds,
    total,
    roundOf,
    firstStepOf: (round) => (outlineOf(round) ? outlineOf(round).first_step : 0),
    /** The frame of step `index` if its round is loaded, else null. */
    stepNow(index) {
      const round = roundOf(index);
      return loaded.has(round) ? frameIn(loaded.get(round), round, index) : null;
    },
    /** The frame of step `index`, loading its round if needed. */
    async step(index) {
      const round = roundOf(index);
      const frame = frameIn(await loadRound(round), round, index);
      if (!frame) throw new ApiError(0, "missing_step", t("Something went wrong. Try again."));
      return frame;
    },
    /** The loaded frames of `round` (null until loaded). */
    framesOf: (round) => loaded.get(round) || null,
    /** Load the rounds next to step `index` in the background (play and stepping never wait at a boundary). */
    prefetchAround(index) {
      const round = roundOf(index);
      const r = outlineOf(round);
      if (!r) return;
      const ignore = () => undefined;
      loadRound(round).catch(ignore);
      if (index - r.first_step > r.steps / 2 || r.steps - (index - r.first_step) < 40) {
        const next = rounds[rounds.indexOf(r) + 1];
        if (next) loadRound(next.round).catch(ignore);
      }
      if (index - r.first_step < 3) {
        const previous = rounds[rounds.indexOf(r) - 1];
        if (previous) loadRound(previous.round).catch(ignore);
      }
    },
  };
}
