// Facts about a state that several parts of the table ask: whose turn it is, whether the seat may jump in, which
// total wins.
export function isMyTurn(st) {
  return !!st && st.status !== "waiting" && st.view.seat !== null && st.view.to_act === st.view.seat
    && !st.view.match_over;
}

/** House rule H13: the seat may jump in out of turn now (the server offers its plays as choices). */
export function mayJumpIn(st) {
  return !!st && st.status !== "waiting" && !st.view.match_over && !!(st.view.jump_in && st.view.jump_in.length);
}

/** Whether the lower total wins: always in Duo, in classic with the house rule "lowest wins" (H11). */
export function lowerTotalWins(view) {
  return view.ruleset !== "classic" || !!(view.options && view.options.scoring === "lowest_wins");
}
