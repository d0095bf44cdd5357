// What happened and what to do, in words: the view's events, the last action and the pending decision.
import { cardList, cardName, colorName, COLORS } from "./cards.js";
import { nt, t } from "./i18n.js";

/** The display name of `seat` from the point of view of `me` ("You" for one's own seat). */
export function nameOf(players, seat, me) {
  if (seat === null || seat === undefined) return "";
  if (me !== null && me !== undefined && seat === me) return t("You");
  const player = (players || []).find((p) => p.seat === seat);
  // First-strong isolate ... pop directional isolate: a name in any script keeps its direction inside a
  // sentence of another (the plain-text form of <bdi>).
  if (player && player.default_name) return `\u2068${defaultName(player.default_name)}\u2069`;
  if (player && player.name) return `\u2068${player.name}\u2069`;
  return t("Seat {n}", { n: seat + 1 });
}

/** A name the server generated (`{id: "Bot {n}", params: {n: 2}}`), in the language shown. */
function defaultName(generated) {
  const params = generated.params || {};
  switch (generated.id) {
    case "Bot {n}": return t("Bot {n}", params);
    // An id this page does not know yet: shown as the server wrote it, with its parameters filled in.
    default: return String(generated.id).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
  }
}

function drawReason(reason) {
  switch (reason) {
    case "volley": return t("the Draw 2 volley");
    case "wild_draw4": return t("the Wild Draw 4");
    case "challenge_lost": return t("a lost challenge");
    case "caught": return t("a missed UNO call");
    case "draw2": return t("a Draw 2");
    case "turn_up": return t("the turn-up card");
    case "last_card": return t("the last card played");
    case "challenge_won": return t("an illegal Wild Draw 4");
    default: return "";
  }
}

/** One event of view.events in words, or null for bookkeeping events not worth a line. */
export function describeEvent(ev, players, me) {
  const who = nameOf(players, ev.seat, me);
  const cards = ev.cards || [];
  const n = ev.count || cards.length;
  switch (ev.kind) {
    case "cut":
      return t("{name} cut {card}", { name: who, card: cardName(cards[0]) });
    case "round_start":
      return t("Round {n} begins", { n: ev.info });
    case "keep":
      return cards.length
        ? t("{name} kept {card}", { name: who, card: cardName(cards[0]) })
        : t("{name} kept the candidate card", { name: who });
    case "reject":
      return t("{name} rejected {card}", { name: who, card: cardName(cards[0]) });
    case "draft_discard":
      return t("{card} goes face up on the discard pile", { card: cardName(cards[0]) });
    case "draft_take":
      return cards.length
        ? t("{name} took {card}", { name: who, card: cardName(cards[0]) })
        : t("{name} took the next card", { name: who });
    case "draft_end":
      return t("The draft is over: the discards go under the draw pile");
    case "deal":
      return cards.length ? t("You were dealt {cards}", { cards: cardList(cards) }) : null;
    case "turn_up":
      return t("Turn-up card: {card}", { card: cardName(cards[0]) });
    case "return_wild":
      return t("{card} goes back into the draw pile", { card: cardName(cards[0]) });
    case "color":
      return t("{name} named {color}", { name: who, color: colorName(COLORS[ev.info]) });
    case "play": {
      const named = typeof ev.info === "number" && ev.info >= 0 ? COLORS[ev.info] : null;
      return t("{name} played {card}", { name: who, card: cardName(cards[0], named) });
    }
    case "uno":
      return t("{name} called UNO!", { name: who });
    case "dump":
      return t("{name} dumped {cards}", { name: who, cards: cardList(cards) });
    case "nodump":
      return t("{name} did not dump", { name: who });
    case "draw": {
      const reason = drawReason(ev.info);
      if (cards.length) {
        return reason
          ? t("{name} drew {cards} ({reason})", { name: who, cards: cardList(cards), reason })
          : t("{name} drew {cards}", { name: who, cards: cardList(cards) });
      }
      return reason
        ? nt("{name} drew {n} card ({reason})", "{name} drew {n} cards ({reason})", n, { name: who, reason })
        : nt("{name} drew {n} card", "{name} drew {n} cards", n, { name: who });
    }
    case "pass":
      return t("{name} kept the drawn card", { name: who });
    case "empty_draw":
      return t("{name} could not draw: no card left", { name: who });
    case "rebuild":
      return t("The discards were turned into a new draw pile");
    case "challenge":
      return t("{name} challenged the Wild Draw 4", { name: who });
    case "accept":
      return t("{name} accepted the Wild Draw 4", { name: who });
    case "reveal":
      return cards.length
        ? t("{name} showed you the hand: {cards}", { name: who, cards: cardList(cards) })
        : t("{name} showed the hand to the challenger", { name: who });
    case "challenge_result":
      return ev.info === "illegal" ? t("The Wild Draw 4 was illegal") : t("The Wild Draw 4 was legal");
    case "catch":
      return t("{name} caught a missed UNO call", { name: who });
    case "ignore":
      return t("{name} let the missed UNO call go", { name: who });
    case "round_end":
      return ev.seat === undefined || ev.seat === null
        ? t("The round is blocked: each player scores their own hand")
        : t("{name} went out: the round is over", { name: who });
    case "match_end":
      return ev.seat === undefined || ev.seat === null
        ? t("The match is a draw")
        : t("{name} won the match", { name: who });
    default:
      return null;
  }
}

/** An action string of RECORDS.md said by seat `seat` ("play W+4 G uno", "draw", ...), in words. */
export function describeAction(seat, action, players, me, pendingBefore) {
  const who = nameOf(players, seat, me);
  const tokens = String(action || "").split(" ");
  const kind = tokens[0];
  const uno = tokens[tokens.length - 1] === "uno";
  const rest = uno ? tokens.slice(1, -1) : tokens.slice(1);
  let text;
  switch (kind) {
    case "keep": text = t("{name} kept the candidate card", { name: who }); break;
    case "reject": text = t("{name} rejected the candidate card", { name: who }); break;
    case "color": text = t("{name} named {color}", { name: who, color: colorName(rest[0]) }); break;
    case "play":
      text = rest[0] && rest[0].endsWith("+2") && pendingBefore
        ? t("{name} stacked {card}", { name: who, card: cardName(rest[0]) })
        : t("{name} played {card}", { name: who, card: cardName(rest[0], rest[1]) });
      break;
    case "draw": text = t("{name} drew", { name: who }); break;
    case "pass": text = t("{name} kept the drawn card", { name: who }); break;
    case "dump": text = t("{name} dumped {cards}", { name: who, cards: cardList(rest) }); break;
    case "nodump": text = t("{name} did not dump", { name: who }); break;
    case "challenge": text = t("{name} challenged the Wild Draw 4", { name: who }); break;
    case "accept": text = t("{name} accepted the Wild Draw 4", { name: who }); break;
    case "catch": text = t("{name} caught a missed UNO call", { name: who }); break;
    case "ignore": text = t("{name} let the missed UNO call go", { name: who }); break;
    default: text = action;
  }
  return uno ? t("{action} and called UNO!", { action: text }) : text;
}

/** What the seat to act is deciding, in words, from `me`'s point of view. */
export function describeDecision(view, players, me) {
  if (!view || view.match_over) return t("The match is over");
  const mine = me !== null && me !== undefined && view.to_act === me;
  const who = nameOf(players, view.to_act, me);
  const pending = view.pending_draw;
  switch (view.decision) {
    case "draft":
      return mine
        ? t("Draft: keep the candidate card, or reject it and take the next card unseen")
        : t("{name} is drafting", { name: who });
    case "color":
      return mine ? t("Name the colour of the turned-up wild card") : t("{name} is naming a colour", { name: who });
    case "turn":
      return mine ? t("Your turn: play a card or draw") : t("{name}'s turn", { name: who });
    case "after_draw":
      return mine
        ? t("You drew {card}: play it or keep it", { card: cardName(view.drawn) })
        : t("{name} drew a card and is deciding", { name: who });
    case "dump":
      return mine
        ? t("Dump all your {color} cards in the order you choose, or do not dump", {
          color: colorName(view.dump_color),
        })
        : t("{name} may dump cards after the Reverse", { name: who });
    case "volley":
      return mine
        ? nt(
          "Draw 2 volley: take {n} card or stack a Draw 2",
          "Draw 2 volley: take {n} cards or stack a Draw 2",
          pending,
        )
        : nt("{name} must take {n} card or stack", "{name} must take {n} cards or stack", pending, { name: who });
    case "challenge":
      return mine
        ? t("A Wild Draw 4: accept it (draw 4) or challenge it (draw 6 if it was legal)")
        : t("{name} decides whether to challenge the Wild Draw 4", { name: who });
    case "catch":
      return mine
        ? t("Your opponent did not call UNO: catch them (they draw 2) or let it go")
        : t("{name} may catch the missed UNO call", { name: who });
    default:
      return "";
  }
}
