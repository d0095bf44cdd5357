// The single-page app: language, header with the language switcher, and the router over the SPA routes
// (/, /game/<id>, /join/<code>, /watch/<id>, /replay/<id>, /rules, /learn, /learn/<id>, /puzzles,
// /puzzles/<id>; accounts: /account, /rated, /leaderboard,
// /players/<name>).
import { html, render, useEffect, useState } from "../vendor/htm-preact-standalone.module.js";
import { AccountPage, LeaderboardPage, ProfilePage, RatedPage, useAccount } from "./accounts.js";
import { api, loadAccount } from "./api.js";
import { keepEarlySocket } from "./conn.js";
import { getMeta, Link, setMeta } from "./nav.js";
import { currentLanguage, onLanguageChange, pickLanguage, setLanguage, t } from "./i18n.js";
import { HomePage } from "./home.js";
import { JoinPage } from "./join.js";
import { LearnPage, LessonPage } from "./learn.js";
import { PuzzlePage } from "./puzzles.js";
import { ReplayPage } from "./replay.js";
import { RulesPage } from "./rules.js";
import { TablePage } from "./table.js";

function route(path) {
  const parts = path.replace(/\/+$/, "").split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: "home" };
  if (parts.length === 2 && parts[0] === "game") return { page: "game", id: parts[1] };
  if (parts.length === 2 && parts[0] === "watch") return { page: "watch", id: parts[1] };
  if (parts.length === 2 && parts[0] === "join") return { page: "join", code: parts[1] };
  if (parts.length === 2 && parts[0] === "replay") return { page: "replay", id: parts[1] };
  if (parts.length === 1 && parts[0] === "rules") return { page: "rules" };
  if (parts.length === 1 && parts[0] === "learn") return { page: "learn" };
  if (parts.length === 2 && parts[0] === "learn") return { page: "lesson", id: parts[1] };
  if (parts.length === 1 && parts[0] === "puzzles") return { page: "puzzle", id: null };
  if (parts.length === 2 && parts[0] === "puzzles") return { page: "puzzle", id: parts[1] };
  if (parts.length === 1 && parts[0] === "account") return { page: "account" };
  if (parts.length === 1 && parts[0] === "rated") return { page: "rated" };
  if (parts.length === 1 && parts[0] === "leaderboard") return { page: "leaderboard" };
  if (parts.length === 2 && parts[0] === "players") return { page: "profile", name: parts[1] };
  return { page: "missing" };
}

function LanguageSwitcher() {
  const languages = getMeta().languages || { en: "English" };
  const onChange = (event) => setLanguage(event.target.value, true);
  return html`<label class="lang-switch">
    <span class="visually-hidden">${t("Language")}</span>
    <select data-testid="language" onChange=${onChange} value=${currentLanguage()} aria-label=${t("Language")}>
      ${Object.entries(languages).map(
        ([code, name]) => html`<option value=${code} lang=${code} selected=${code === currentLanguage()}>${name}</option>`,
      )}
    </select>
  </label>`;
}

function Header() {
  const account = useAccount();
  const accountLabel = account ? account.name : t("Log in");
  return html`<header class="site-header">
    <${Link} href="/" testid="home-link" cls="brand">${t("UNO Duo")}</${Link}>
    <nav aria-label=${t("Main")}>
      <${Link} href="/learn" testid="learn-link">${t("Learn")}</${Link}>
      <${Link} href="/puzzles" testid="puzzles-link">${t("Puzzles")}</${Link}>
      <${Link} href="/rules" testid="rules-link">${t("Rules")}</${Link}>
      <${Link} href="/rated" testid="rated-link">${t("Rated play")}</${Link}>
      <${Link} href="/leaderboard" testid="leaderboard-link">${t("Leaderboard")}</${Link}>
      <${Link} href="/account" testid="account-link" cls="account-link"><bdi>${accountLabel}</bdi></${Link}>
    </nav>
    <${LanguageSwitcher} />
  </header>`;
}

function App() {
  const [path, setPath] = useState(location.pathname);
  const [, setLang] = useState(currentLanguage());
  useEffect(() => {
    const onNav = () => setPath(location.pathname);
    window.addEventListener("popstate", onNav);
    window.addEventListener("unoduo:navigate", onNav);
    const off = onLanguageChange((lang) => setLang(lang));
    return () => {
      window.removeEventListener("popstate", onNav);
      window.removeEventListener("unoduo:navigate", onNav);
      off();
    };
  }, []);
  const where = route(path);
  let page;
  switch (where.page) {
    case "home": page = html`<${HomePage} />`; break;
    case "game": page = html`<${TablePage} key=${"g" + where.id} game=${where.id} spectator=${false} />`; break;
    case "watch": page = html`<${TablePage} key=${"w" + where.id} game=${where.id} spectator=${true} />`; break;
    case "join": page = html`<${JoinPage} code=${where.code} />`; break;
    case "replay": page = html`<${ReplayPage} key=${where.id} game=${where.id} />`; break;
    case "rules": page = html`<${RulesPage} />`; break;
    case "learn": page = html`<${LearnPage} />`; break;
    case "lesson": page = html`<${LessonPage} key=${where.id} id=${where.id} />`; break;
    case "puzzle": page = html`<${PuzzlePage} key=${"p" + (where.id || "")} id=${where.id} />`; break;
    case "account": page = html`<${AccountPage} />`; break;
    case "rated": page = html`<${RatedPage} />`; break;
    case "leaderboard": page = html`<${LeaderboardPage} />`; break;
    case "profile": page = html`<${ProfilePage} key=${where.name} name=${where.name} />`; break;
    default:
      page = html`<main class="page" data-testid="not-found"><h1>${t("Page not found")}</h1>
        <p><${Link} href="/">${t("Back to the start page")}</${Link}></p></main>`;
  }
  return html`<${Header} />${page}`;
}

async function start() {
  // A table's socket (opened by index.html), the server's facts and the account (preloaded) all come at once.
  if (/^\/(game|watch)\/[^/]+\/?$/.test(location.pathname)) keepEarlySocket();
  const account = loadAccount();
  try {
    setMeta(await api.meta());
  } catch (_err) {
    // keep the defaults: the page still works in English
  }
  await Promise.all([setLanguage(pickLanguage(getMeta().languages)), account]);
  render(html`<${App} />`, document.getElementById("app"));
  document.body.dataset.ready = "true";
}

start();
