// /rules: each idea of UNO Duo with card pictures and a small worked example, classic UNO in short, and the
// glossary of every word the game uses. The words are the server's (GET /api/rulebook, unoduo.present.rulebook
// and unoduo.present.glossary); the full text is docs/rules.md, which the engine follows exactly.
import { html, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { api, errorText } from "./api.js";
import { Card } from "./cards.js";
import { t } from "./i18n.js";
import { renderMessage } from "./message.js";
import { Link } from "./nav.js";

let rulebookRequest = null;

/** One idea: its title, the rule, and the example's cards with what happens. */
function Idea({ idea }) {
  return html`<section class="panel idea" id=${"rule-" + idea.id} data-testid=${"rule-" + idea.id}>
    <h2>${renderMessage(idea.title)}</h2>
    <p>${renderMessage(idea.text)}</p>
    <figure class="example">
      <div class="example-cards" data-testid=${"example-" + idea.id}>
        ${idea.example.top && html`<span class="example-top" data-testid=${"example-top-" + idea.id}>
          <${Card} code=${idea.example.top} size="small" /><span class="muted">${t("Top card")}</span></span>`}
        ${idea.example.cards.map((code, i) => html`<${Card} key=${i} code=${code} size="small" />`)}
      </div>
      <figcaption><strong>${t("Example:")}</strong> ${renderMessage(idea.example.text)}</figcaption>
    </figure>
  </section>`;
}

function Glossary({ terms }) {
  return html`<section class="panel glossary" id="glossary" data-testid="glossary">
    <h2>${t("Words of the game")}</h2>
    <dl>
      ${terms.map((term) => html`<div class="term" id=${"term-" + term.id} data-testid=${"term-" + term.id}>
        <dt>${renderMessage(term.term)}</dt>
        <dd>${renderMessage(term.definition)}</dd>
      </div>`)}
    </dl>
  </section>`;
}

export function RulesPage() {
  const [book, setBook] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    document.title = t("Rules");
    let live = true;
    if (!rulebookRequest) rulebookRequest = api.rulebook().catch((err) => { rulebookRequest = null; throw err; });
    rulebookRequest.then((data) => { if (live) setBook(data); }, (err) => { if (live) setError(errorText(err)); });
    return () => { live = false; };
  }, []);
  const contents = book && html`<nav class="panel rules-contents" aria-label=${t("On this page")}>
    <ol>
      ${book.duo.map((idea) => html`<li><a href=${"#rule-" + idea.id}>${renderMessage(idea.title)}</a></li>`)}
      <li><a href="#classic">${t("Classic UNO (2 to 10 players)")}</a></li>
      <li><a href="#glossary">${t("Words of the game")}</a></li>
    </ol>
  </nav>`;
  return html`<main class="page rules" data-testid="rules-page" data-ready=${book ? "true" : "false"}>
    <h1>${t("Rules")}</h1>
    <p class="rules-intro">${t("Before the first round the players cut the deck: the higher card drafts first.")}</p>
    ${error && html`<p class="error" role="alert">${error}</p>`}
    ${!book && !error && html`<p>${t("Loading…")}</p>`}
    ${contents}
    ${book && book.duo.map((idea) => html`<${Idea} key=${idea.id} idea=${idea} />`)}
    ${book && html`<section class="panel" id="classic" data-testid="rules-classic">
      <h2>${t("Classic UNO (2 to 10 players)")}</h2>
      ${book.classic.map((text) => html`<p>${renderMessage(text)}</p>`)}
    </section>`}
    ${book && html`<${Glossary} terms=${book.glossary} />`}
    <p><${Link} href="/">${t("Back to the start page")}</${Link}></p>
  </main>`;
}
