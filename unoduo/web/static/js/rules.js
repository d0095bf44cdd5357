// /rules: the rules in short, for players (the full text is RULES.md; the engine follows it exactly).
import { html, useEffect } from "../vendor/htm-preact-standalone.module.js";
import { t } from "./i18n.js";
import { Link } from "./nav.js";

export function RulesPage() {
  useEffect(() => {
    document.title = t("Rules");
  }, []);
  return html`<main class="page rules" data-testid="rules-page">
    <h1>${t("Rules")}</h1>
    <section class="panel">
      <h2>${t("UNO Duo (two players)")}</h2>
      <p>${t("Before the first round the players cut the deck: the higher card drafts first.")}</p>
      <p>${t("The draft: in turn, each player looks at the top card of the deck. Keep it, and the next card goes face up on the discard pile; or reject it face up and take the next card unseen. After seven picks each, the face-up cards go under the draw pile in order, and a card is turned up.")}</p>
      <p>${t("On your turn, play a card of the same colour, number or symbol as the top card, or a wild card, or draw one card. After drawing you may play that card only, or keep it.")}</p>
      <p>${t("Draw 2: the opponent takes the pending total or stacks another Draw 2 (of any colour), which raises the total by 2.")}</p>
      <p>${t("Skip: you play again. Reverse: you may then dump all your other cards of that colour, in the order you choose; only the last card dumped takes effect.")}</p>
      <p>${t("Wild: name a colour. Wild Draw 4: name a colour; the opponent accepts and draws 4, or challenges. If you held a card of the colour in play, the challenge succeeds and you draw 4; otherwise the challenger draws 6.")}</p>
      <p>${t("When a play leaves you one card, call UNO with it. If you forget, your opponent may catch you: you draw 2.")}</p>
      <p>${t("A round ends when a player has no card left. The other player scores the cards left in hand: numbers at face value, Skip, Reverse and Draw 2 at 10, Wild 15, Wild Draw 4 20. The match ends when a total reaches 200; the lower total wins.")}</p>
    </section>
    <section class="panel">
      <h2>${t("Classic UNO (2 to 10 players)")}</h2>
      <p>${t("Seven cards each, no draft and no dump. Skip makes the next player miss a turn, Reverse changes the direction, Draw 2 makes the next player draw 2 and miss a turn.")}</p>
      <p>${t("The player who goes out scores the cards left in the other hands (numbers at face value, action cards 20, wild cards 50). The first total to reach 500 wins.")}</p>
    </section>
    <p><${Link} href="/">${t("Back to the start page")}</${Link}></p>
  </main>`;
}
