// Players' display names. A name the server generated (`default_name`, e.g. "Bot {n}") is a message rendered
// in the language shown; every other sentence about the game comes from the server (unoduo.present).
import { t } from "./i18n.js";
import { renderMessage } from "./message.js";

/** The display name of `seat` from the point of view of `me` ("You" for one's own seat). */
export function nameOf(players, seat, me) {
  if (seat === null || seat === undefined) return "";
  if (me !== null && me !== undefined && seat === me) return t("You");
  const player = (players || []).find((p) => p.seat === seat);
  // First-strong isolate ... pop directional isolate: a name in any script keeps its direction inside a
  // sentence of another (the plain-text form of <bdi>).
  if (player && player.default_name) return `\u2068${renderMessage(player.default_name)}\u2069`;
  if (player && player.name) return `\u2068${player.name}\u2069`;
  return t("Seat {n}", { n: seat + 1 });
}
