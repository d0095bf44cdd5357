// A small re-enactment of a finished game record (RECORDS.md) for the replay viewer: it follows the effects of
// the recorded actions (RULES.md R12-R86, C1-C21) to show every hand, the top card and the scores at each step.
// It does not judge legality (the server's engine already did). Rebuild shuffles and classic wild returns are
// redone with the engine's own seeded generator (pyrandom.js), so every card is known. If the story ever stops
// adding up (a record without decks, say), `desync` is set and the viewer says so instead of guessing; unknown
// cards are then shown as "?".

import { engineShuffle, PyRandom } from "./pyrandom.js";

const RANKS = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "+2"];
const COLOR_ORDER = "RYGB";

export function cardColor(code) {
  return code === "W" || code === "W+4" || code === "?" ? null : code[0];
}

function rankOf(code) {
  return code === "W" || code === "W+4" ? code : code.slice(1);
}

function sortKey(code) {
  if (code === "?") return 1000;
  if (code === "W") return 900;
  if (code === "W+4") return 901;
  return COLOR_ORDER.indexOf(code[0]) * 20 + RANKS.indexOf(code.slice(1));
}

export function sortHand(hand) {
  return hand.slice().sort((a, b) => sortKey(a) - sortKey(b));
}

function isNumber(code) {
  return /^[RYGB][0-9]$/.test(code);
}

function playable(card, top, color) {
  if (card === "W" || card === "W+4") return true;
  if (cardColor(card) === color) return true;
  if (!top || top === "W" || top === "W+4") return false;
  if (isNumber(card) && isNumber(top)) return rankOf(card) === rankOf(top);
  return !isNumber(card) && !isNumber(top) && rankOf(card) === rankOf(top);
}

function value(code, ruleset) {
  if (code === "?") return NaN;
  if (code === "W") return ruleset === "classic" ? 50 : 15;
  if (code === "W+4") return ruleset === "classic" ? 50 : 20;
  if (isNumber(code)) return Number(code[1]);
  return ruleset === "classic" ? 20 : 10;
}

/**
 * Re-enact `record`; returns {steps, names, players, ruleset}. steps[0] is the table before the first action.
 * `seedText` is the record's seed as written in the JSON text (seeds go up to 2**63, beyond a JS number).
 */
export function reenact(record, seedText) {
  if (seedText === undefined) seedText = String(record.seed === undefined ? 0 : record.seed);
  const ruleset = record.ruleset;
  const n = record.players || 2;
  const options = record.options || {};
  const target = options.target_score || (ruleset === "classic" ? 500 : 200);
  const shuffleRebuild = options.rebuild_shuffle !== false;
  const illegalTest = options.wd4_illegal_if || "color_match";
  const decks = record.decks || [];
  const actions = (record.actions || []).map((line) => {
    const space = line.indexOf(" ");
    return { seat: Number(line.slice(0, space)), text: line.slice(space + 1) };
  });
  const g = {
    round: 0, scores: (record.start_scores || Array(n).fill(0)).slice(), hands: [], pile: [], discard: [], color: null,
    pending: 0, direction: 1, first: 0, wd4: null, offender: null, deferred: null, emptyDraws: 0, desync: false,
    over: false, winner: null, rounds: [], pick: 0, draftDiscards: [], turnupWd4: false, note: "",
  };
  const steps = [];
  const next = (s) => (((s + g.direction) % n) + n) % n;
  const victimOf = (s) => (ruleset === "duo" ? 1 - s : next(s));

  function snapshot(index, action) {
    steps.push({
      index, action, round: g.round, hands: g.hands.map(sortHand), top: g.discard[g.discard.length - 1] || null,
      color: g.color, pending: g.pending, pile: g.pile.length, scores: g.scores.slice(), desync: g.desync,
      over: g.over, winner: g.winner, rounds: g.rounds.slice(), note: g.note, direction: g.direction,
      drafting: ruleset === "duo" && g.pick < 14 && !g.over,
    });
    g.note = "";
  }

  function roundRng() {
    if (!g.rng) g.rng = new PyRandom(`unoduo/${seedText}/round/${g.round}`);
    return g.rng;
  }

  function rebuild() {
    if (g.discard.length <= 1) return false;
    const rest = g.discard.slice(0, -1);
    g.discard = g.discard.slice(-1);
    // R66: shuffled with the round's generator (as the engine does), or turned over: oldest discard on top.
    g.pile = shuffleRebuild ? engineShuffle(roundRng(), rest).reverse() : rest;
    g.note = "rebuild";
    return true;
  }

  function draw(seat, count) {
    let took = 0;
    for (let i = 0; i < count; i++) {
      if (!g.pile.length && !rebuild()) break;
      g.hands[seat].push(g.pile.shift());
      took++;
    }
    return took;
  }

  function removeFromHand(seat, code) {
    const hand = g.hands[seat];
    let at = hand.indexOf(code);
    if (at < 0) at = hand.indexOf("?");
    if (at < 0) {
      g.desync = true;
      return;
    }
    hand.splice(at, 1);
  }

  function startRound() {
    g.round += 1;
    const deck = decks[g.round - 1];
    g.hands = Array.from({ length: n }, () => []);
    g.discard = [];
    g.color = null;
    g.pending = 0;
    g.direction = 1;
    g.wd4 = null;
    g.offender = null;
    g.deferred = null;
    g.emptyDraws = 0;
    g.pick = 0;
    g.draftDiscards = [];
    g.rng = null;
    if (!deck) {
      g.desync = true;
      g.pile = [];
      return;
    }
    g.pile = deck.slice();
  }

  /** Classic: deal and turn up (C3, C4), once the first actor of the round tells who the first player is. */
  function classicDeal(firstActor) {
    const deck = g.pile;
    g.pile = deck.slice(7 * n);
    let turned = g.pile.shift();
    while (turned === "W" || turned === "W+4") {
      // C4: the wild goes directly under a uniformly chosen card of the pile (the engine's own draw).
      const under = roundRng().randrange(g.pile.length);
      g.pile.splice(under + 1, 0, turned);
      turned = g.pile.shift();
    }
    const rank = turned ? rankOf(turned) : "0";
    let offset = 0;
    if (rank === "S" || rank === "+2" || (rank === "R" && n === 2)) offset = 1;
    if (rank === "R" && n > 2) offset = -1;
    const first = (((firstActor - offset) % n) + n) % n;
    for (let i = 0; i < 7 * n; i++) g.hands[(first + i) % n].push(deck[i]);
    g.discard = turned ? [turned] : [];
    g.color = turned ? cardColor(turned) : null;
    if (rank === "R" && n > 2) g.direction = -1;
    if (rank === "+2") draw(first, 2);
  }

  function duoAfterDraft() {
    const p1 = g.first;
    g.pile = g.pile.concat(g.draftDiscards);
    g.discard = [];
    const turned = g.pile.shift();
    g.discard = [turned];
    g.color = cardColor(turned);
    if (rankOf(turned) === "+2") draw(1 - p1, 2);
    g.turnupWd4 = turned === "W+4";
  }

  function endRound(out) {
    const points = Array(n).fill(0);
    if (out === null) {
      if (ruleset === "duo") for (let s = 0; s < n; s++) points[s] = g.hands[s].reduce((a, c) => a + value(c, ruleset), 0);
    } else if (ruleset === "duo") {
      points[1 - out] = g.hands[1 - out].reduce((a, c) => a + value(c, ruleset), 0);
    } else {
      points[out] = g.hands.reduce((sum, hand, s) => (s === out ? sum : sum + hand.reduce((a, c) => a + value(c, ruleset), 0)), 0);
    }
    if (points.some((p) => Number.isNaN(p))) g.desync = true;
    for (let s = 0; s < n; s++) g.scores[s] += Number.isNaN(points[s]) ? 0 : points[s];
    g.rounds.push({ points, out, blocked: out === null });
    if (Math.max(...g.scores) >= target) {
      g.over = true;
      const best = ruleset === "duo" ? Math.min(...g.scores) : Math.max(...g.scores);
      const winners = g.scores.map((sc, s) => (sc === best ? s : -1)).filter((s) => s >= 0);
      g.winner = winners.length === 1 ? winners[0] : null;
    } else {
      g.roundEnded = true;
    }
  }

  function afterPlay(seat, card, uno, finalEffect) {
    if (!g.hands[seat].length) {
      if (rankOf(card) === "+2") draw(victimOf(seat), g.pending);
      else if (card === "W+4") draw(victimOf(seat), 4);
      g.pending = 0;
      endRound(seat);
      return;
    }
    let effect = null;
    if (finalEffect === "+2") {
      if (ruleset === "classic" && !options.stack_draw2) {
        const victim = next(seat);
        effect = () => {
          draw(victim, 2);
          g.pending = 0;
        };
      }
    }
    if (g.hands[seat].length === 1 && !uno) {
      g.offender = seat;
      g.deferred = effect;
    } else if (effect) {
      effect();
    }
  }

  function wd4Illegal(seat, top, color) {
    const hand = g.hands[seat];
    if (ruleset === "classic" || illegalTest === "color_match") return hand.some((c) => cardColor(c) === color);
    if (illegalTest === "any_nonwild_playable") return hand.some((c) => cardColor(c) && playable(c, top, color));
    return hand.some((c) => playable(c, top, color));
  }

  startRound();
  if (ruleset === "classic" && actions.length) classicDeal(actions[0].seat);
  snapshot(-1, null);
  actions.forEach(({ seat, text }, index) => {
    if (g.over) {
      g.desync = true;
      snapshot(index, { seat, text });
      return;
    }
    if (g.roundEnded) {
      g.roundEnded = false;
      startRound();
      if (ruleset === "classic") classicDeal(seat);
    }
    const tokens = text.split(" ");
    const uno = tokens[tokens.length - 1] === "uno";
    const args = uno ? tokens.slice(1, -1) : tokens.slice(1);
    const kind = tokens[0];
    if (ruleset === "duo" && g.pick === 0 && (kind === "keep" || kind === "reject")) g.first = seat;
    const emptyBefore = g.emptyDraws;
    g.emptyDraws = 0;
    switch (kind) {
      case "keep":
      case "reject": {
        const a = g.pile.shift();
        const b = g.pile.shift();
        const [kept, shown] = kind === "keep" ? [a, b] : [b, a];
        g.hands[seat].push(kept);
        g.draftDiscards.push(shown);
        g.discard.push(shown);
        g.pick += 1;
        if (g.pick === 14) duoAfterDraft();
        break;
      }
      case "color":
        g.color = args[0];
        if (g.turnupWd4) {
          draw(1 - seat, 4);
          g.turnupWd4 = false;
        }
        break;
      case "play": {
        const card = args[0];
        const top = g.discard[g.discard.length - 1];
        const colorBefore = g.color;
        removeFromHand(seat, card);
        if (card === "W+4") g.wd4 = { seat, illegal: wd4Illegal(seat, top, colorBefore) };
        g.discard.push(card);
        g.color = args[1] || cardColor(card);
        const rank = rankOf(card);
        if (rank === "+2") g.pending += 2;
        if (card === "W+4") g.pending = 4;
        if (rank === "R" && ruleset === "classic" && n > 2) g.direction = -g.direction;
        afterPlay(seat, card, uno, rank === "+2" ? "+2" : null);
        break;
      }
      case "dump": {
        for (const card of args) {
          removeFromHand(seat, card);
          g.discard.push(card);
        }
        const last = args[args.length - 1];
        g.color = cardColor(last);
        if (rankOf(last) === "+2") g.pending = 2;
        afterPlay(seat, last, uno, rankOf(last) === "+2" ? "+2" : null);
        break;
      }
      case "draw": {
        if (g.pending > 0) {
          draw(seat, g.pending);
          g.pending = 0;
        } else if (ruleset === "classic" && options.draw_until_playable) {
          let took = 0;
          while (took < 10) {
            if (draw(seat, 1) === 0) break;
            took++;
            const card = g.hands[seat][g.hands[seat].length - 1];
            if (card === "?") g.desync = true;
            if (playable(card, g.discard[g.discard.length - 1], g.color)) break;
          }
          if (took === 0) g.emptyDraws = emptyBefore + 1;
        } else if (draw(seat, 1) === 0) {
          g.emptyDraws = emptyBefore + 1;
        }
        if (g.emptyDraws >= n) endRound(null);
        break;
      }
      case "accept":
        draw(seat, 4);
        g.pending = 0;
        break;
      case "challenge": {
        // Who acts next tells the outcome for sure (R48/R49, C13): the challenger moves on only if it won.
        const after = actions[index + 1];
        const illegal = after ? after.seat === seat : g.wd4 && g.wd4.illegal;
        if (g.wd4 && illegal) draw(g.wd4.seat, 4);
        else draw(seat, 6);
        g.pending = 0;
        break;
      }
      case "catch":
        if (g.offender !== null) draw(g.offender, 2);
        g.offender = null;
        if (g.deferred) g.deferred();
        g.deferred = null;
        break;
      case "ignore":
        g.offender = null;
        if (g.deferred) g.deferred();
        g.deferred = null;
        break;
      default:
        // pass, nodump: nothing moves
        break;
    }
    snapshot(index, { seat, text });
  });
  return { steps, names: record.names || [], players: n, ruleset, target };
}
