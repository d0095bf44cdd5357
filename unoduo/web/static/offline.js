// The offline page in the player's language: the one the app last used (i18n.js keeps it), else the browser's,
// shown first and followed by English; the other languages are hidden (their fonts are probably not cached).
// Without JavaScript every language stays visible.

function stored() {
  try {
    return localStorage.getItem("unoduo.lang");
  } catch (_err) {
    return null;
  }
}

const sections = Array.from(document.querySelectorAll("main > section[lang]"));
const offered = sections.map((section) => section.lang);
const browser = (navigator.languages || [navigator.language || "en"]).map((tag) => String(tag).split(/[-_]/)[0]);
const wanted = [stored(), ...browser].find((code) => offered.includes(code)) || "en";
const first = sections.find((section) => section.lang === wanted);
first.parentElement.insertBefore(first, sections[0]);
for (const section of sections) section.hidden = section.lang !== wanted && section.lang !== "en";
document.documentElement.lang = wanted;
document.documentElement.dir = first.dir || "ltr";
document.title = first.querySelector("h1, h2").textContent;
