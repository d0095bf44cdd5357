// The server's choices of a state turned into what the controls need: the choices grouped by kind and key, and the
// action of a card's play. The page never decides what is legal; it only sorts what the server offers.
/**
 * The server's choices (a state's `choices`, unoduo.present: exactly the legal actions) grouped for the
 * controls: plays by card code, dumps, colour choices, the other choices by action text ("draw", "keep", ...),
 * the choice of each keyboard key, whether an UNO call is possible, and the forced answer (one choice with
 * nothing to choose: `nodump` with no card to dump, keeping a drawn card that cannot be played), which the page
 * may give itself.
 */
export function legalControls(choices) {
  const plays = new Map();
  const dumps = [];
  const colors = [];
  const other = new Map();
  const keys = new Map();
  let unoPossible = false;
  for (const choice of choices || []) {
    if (choice.uno) unoPossible = true;
    if (choice.key && !keys.has(choice.key)) keys.set(choice.key, choice);
    if (choice.kind === "play") {
      if (!plays.has(choice.card)) plays.set(choice.card, []);
      plays.get(choice.card).push(choice);
    } else if (choice.kind === "dump") {
      dumps.push(choice);
    } else if (choice.kind === "color") {
      colors.push(choice);
    } else {
      other.set(choice.action, choice);
    }
  }
  const list = choices || [];
  const forced = list.length === 1 && (list[0].kind === "nodump" || list[0].kind === "keep_drawn") ? list[0] : null;
  const draw = list.find((c) => c.kind === "draw" || c.kind === "take") || null;
  return { plays, dumps, colors, other, keys, draw, unoPossible, forced };
}

/** The play of a card (naming `color` for a wild) among its choices, with the UNO call if armed and allowed. */
export function chooseAction(options, color, uno) {
  const fit = options.filter((c) => (c.color || null) === (color || null));
  const called = fit.find((c) => c.uno);
  const plain = fit.find((c) => !c.uno);
  if (uno && called) return called.action;
  if (plain) return plain.action;
  return called ? called.action : null;
}
