// Whether this page was used with a keyboard: the keyboard letters of the table (a button's <kbd>, the "(D)" of a
// prompt, the hand's key hint) are shown only from the first key pressed outside a text field, so that a touch
// phone shows none. Kept for the page's life (a reload starts again without them); `data-keyboard="used"` on the
// root element lets the CSS show the <kbd> marks.
import { useEffect, useState } from "../vendor/htm-preact-standalone.module.js";

let used = false;
const listeners = new Set();

function onKey(event) {
  if (used || event.isComposing || event.key === "Unidentified" || event.key === "Process") return;
  const target = event.target;
  if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT"
    || target.isContentEditable)) return;
  used = true;
  document.documentElement.dataset.keyboard = "used";
  for (const listener of Array.from(listeners)) listener(true);
  removeEventListener("keydown", onKey, true);
}

if (typeof addEventListener === "function") addEventListener("keydown", onKey, true);

export function keyboardUsed() {
  return used;
}

/** Subscribe to the first use of the keyboard (called once with true); returns the unsubscribe function. */
export function onKeyboardUse(listener) {
  if (used) {
    listener(true);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A sentence without its keyboard letters: "draw (D)." -> "draw.", "catch (C, Ravi draws 2)" -> "catch (Ravi
 * draws 2)". The letters are the server's (unoduo.present), a single Latin capital in brackets in every language.
 */
export function withoutKeyLetters(text) {
  return String(text).replace(/\s*\([A-Z]\)/g, "").replace(/\(([A-Z]), /g, "(");
}

/** Whether the keyboard was used on this page, as a Preact hook (true from the first key on). */
export function useKeyboardUsed() {
  const [state, setState] = useState(used);
  useEffect(() => onKeyboardUse(setState), []);
  return state;
}
