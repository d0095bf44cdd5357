// Messages of the presentation layer (unoduo.present, docs/i18n.md "Messages"): {id, params} or
// {id, plural, n, params}; a param is text, a number or a nested message. Generic: no rule, no sentence here.
import * as i18n from "./i18n.js";

// The msgids come from the server (extracted from the Python that builds them), so the calls go through the
// module object under other names: the extractor and its check look only at calls of t and nt with literals.
const translate = i18n.t;
const translatePlural = i18n.nt;

/** `msg` as text in the current language (nested messages first); text and numbers as they are. */
export function renderMessage(msg) {
  if (msg === null || msg === undefined) return "";
  if (typeof msg !== "object") return String(msg);
  const params = {};
  for (const [key, value] of Object.entries(msg.params || {})) params[key] = renderMessage(value);
  if (typeof msg.plural === "string") return translatePlural(msg.id, msg.plural, Number(msg.n), params);
  return translate(msg.id, params);
}
