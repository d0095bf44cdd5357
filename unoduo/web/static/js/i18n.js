// The ONE translation function of the browser: every user-visible string is a literal argument of t("...") or
// nt("...", "...", n), so `pybabel extract -F babel.cfg` (javascript extractor, keywords t and nt:1,2) finds it.
// Catalogs come from GET /api/i18n/<lang> as {"lang", "dir", "plural", "messages"}. Placeholders are {name}.
// The gettext plural expression is evaluated by a tiny parser below: no eval / new Function (the CSP forbids them).

let catalog = { lang: "en", dir: "ltr", messages: {} };
let pluralIndex = (n) => (n !== 1 ? 1 : 0);
const listeners = new Set();

const STORE_KEY = "unoduo.lang";

function fill(text, params) {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}

/** The translation of `msgid` in the current language, with {placeholders} filled from `params`. */
export function t(msgid, params) {
  const found = catalog.messages[msgid];
  return fill(typeof found === "string" && found ? found : msgid, params);
}

/** The plural form for count `n`; `n` is also available as {n} in the text. */
export function nt(singular, plural, n, params) {
  const all = Object.assign({ n }, params || {});
  const forms = catalog.messages[singular];
  if (Array.isArray(forms) && forms.length) {
    const index = pluralIndex(n);
    if (index >= 0 && index < forms.length && forms[index]) return fill(forms[index], all);
  }
  return fill(n === 1 ? singular : plural, all);
}

/** Mark a string for extraction without translating it now (for tables built at import time). */
export function tMark(msgid) {
  return msgid;
}

export function currentLanguage() {
  return catalog.lang;
}

export function onLanguageChange(callback) {
  listeners.add(callback);
  return () => listeners.delete(callback);
}

// ---------------------------------------------------------------- plural expressions (C syntax over n)

const TOKEN = /\s*(\d+|n|\?|:|\|\||&&|==|!=|<=|>=|<|>|\+|-|\*|\/|%|!|\(|\))/y;

/** Compile a gettext plural expression such as "(n != 1)" or "n%10==1 && n%100!=11 ? 0 : ..." into a function. */
export function compilePlural(source) {
  const tokens = [];
  TOKEN.lastIndex = 0;
  const text = String(source).trim().replace(/;$/, "");
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new Error(`bad plural expression at ${start}: ${text}`);
    tokens.push(match[1]);
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
  }
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (want) => {
    if (want !== undefined && tokens[pos] !== want) throw new Error(`expected ${want} in ${text}`);
    return tokens[pos++];
  };
  const binary = (next, ops) => () => {
    let left = next();
    while (ops.includes(peek())) {
      const op = take();
      const right = next();
      const l = left;
      left = (n) => apply(op, l(n), right(n));
    }
    return left;
  };
  function primary() {
    const tok = take();
    if (tok === "n") return (n) => n;
    if (tok === "(") {
      const inner = ternary();
      take(")");
      return inner;
    }
    if (tok === "!") {
      const inner = primary();
      return (n) => (inner(n) ? 0 : 1);
    }
    if (tok === "-") {
      const inner = primary();
      return (n) => -inner(n);
    }
    if (/^\d+$/.test(tok || "")) {
      const value = Number(tok);
      return () => value;
    }
    throw new Error(`unexpected ${tok} in ${text}`);
  }
  const mul = binary(primary, ["*", "/", "%"]);
  const add = binary(mul, ["+", "-"]);
  const rel = binary(add, ["<", ">", "<=", ">="]);
  const eq = binary(rel, ["==", "!="]);
  const and = binary(eq, ["&&"]);
  const or = binary(and, ["||"]);
  function ternary() {
    const cond = or();
    if (peek() !== "?") return cond;
    take("?");
    const yes = ternary();
    take(":");
    const no = ternary();
    return (n) => (cond(n) ? yes(n) : no(n));
  }
  const expr = ternary();
  if (pos !== tokens.length) throw new Error(`trailing tokens in ${text}`);
  return (n) => Number(expr(n));
}

function apply(op, a, b) {
  switch (op) {
    case "*": return a * b;
    case "/": return b === 0 ? 0 : Math.trunc(a / b);
    case "%": return b === 0 ? 0 : a % b;
    case "+": return a + b;
    case "-": return a - b;
    case "<": return a < b ? 1 : 0;
    case ">": return a > b ? 1 : 0;
    case "<=": return a <= b ? 1 : 0;
    case ">=": return a >= b ? 1 : 0;
    case "==": return a === b ? 1 : 0;
    case "!=": return a !== b ? 1 : 0;
    case "&&": return a && b ? 1 : 0;
    case "||": return a || b ? 1 : 0;
    default: throw new Error(`operator ${op}`);
  }
}

// ---------------------------------------------------------------- choosing and loading a language

/**
 * The language to use: `?lang=` in the address (for translators: any catalog the server has, such as a pseudo
 * locale, not remembered), else the stored choice, else the browser's languages matched against `available`,
 * else en.
 */
export function pickLanguage(available) {
  const codes = Object.keys(available || { en: "English" });
  const asked = new URLSearchParams(location.search).get("lang");
  if (asked && /^[A-Za-z]{2,8}([_-][A-Za-z0-9]{1,8})?$/.test(asked)) return asked;
  let stored = null;
  try {
    stored = localStorage.getItem(STORE_KEY);
  } catch (_err) {
    stored = null;
  }
  if (stored && codes.includes(stored)) return stored;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const code = String(tag).split(/[-_]/)[0].toLowerCase();
    if (codes.includes(code)) return code;
  }
  return "en";
}

// The languages whose script has a web font of its own: static/fonts/<lang>.css, added to the page only when the
// page is shown in that language, so no other page downloads it (fonts.css explains the menu's language names).
const SCRIPT_FONTS = new Set(["ml", "kn", "ur"]);

/** Add the stylesheet of `lang`'s web font (once); relative to this module, so a versioned page gets a versioned,
 * long-cached address. The fonts themselves download when text of their script is drawn (unicode-range). */
export function loadScriptFont(lang) {
  if (!SCRIPT_FONTS.has(lang) || document.querySelector(`link[data-script-font="${lang}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL(`../fonts/${lang}.css`, import.meta.url).href;
  link.dataset.scriptFont = lang;
  document.head.append(link);
}

/** Fetch and install the catalog of `lang`; remember the choice if `remember`. Falls back to English on error. */
export async function setLanguage(lang, remember = false) {
  loadScriptFont(lang); // in parallel with the catalog
  let data = { lang: "en", dir: "ltr", plural: "(n != 1)", messages: {} };
  // English is the language of the msgids themselves: its catalog is empty, so no round trip is spent on it
  if (lang !== "en") {
    try {
      const response = await fetch(`/api/i18n/${encodeURIComponent(lang)}`);
      if (response.ok) data = await response.json();
    } catch (_err) {
      // keep English: the game stays usable offline from the catalog
    }
  }
  try {
    pluralIndex = compilePlural(data.plural || "(n != 1)");
  } catch (_err) {
    pluralIndex = (n) => (n !== 1 ? 1 : 0);
  }
  catalog = { lang: data.lang || lang, dir: data.dir || "ltr", messages: data.messages || {} };
  loadScriptFont(catalog.lang);
  document.documentElement.lang = catalog.lang;
  document.documentElement.dir = catalog.dir;
  if (remember) {
    try {
      localStorage.setItem(STORE_KEY, catalog.lang);
    } catch (_err) {
      // private mode: the choice lasts for this page only
    }
  }
  for (const callback of listeners) callback(catalog.lang);
  return catalog.lang;
}
