// The colour picker: four colour buttons with their keys (R, Y, G, B), for a wild card's colour and a turned-up
// wild's colour.
import { html, useLayoutEffect, useRef } from "../../vendor/htm-preact-standalone.module.js";
import { COLOR_GLYPH, colorName, COLORS } from "../cards.js";
import { t } from "../i18n.js";

export function ColorPicker({ title, onPick, onCancel, testid }) {
  const first = useRef(null);
  const handlers = useRef({ onPick, onCancel });
  handlers.current = { onPick, onCancel };
  // A layout effect: the colour keys must work as soon as the picker is on screen. With a plain effect (run
  // after paint) a key pressed right after Enter on a wild card could arrive before the listener and be lost.
  useLayoutEffect(() => {
    if (first.current) first.current.focus();
    const onKey = (event) => {
      const key = event.key.toUpperCase();
      const target = event.target;
      if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
      if (COLORS.includes(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        event.stopPropagation();
        handlers.current.onPick(key);
      } else if (event.key === "Escape" && handlers.current.onCancel) {
        event.preventDefault();
        handlers.current.onCancel();
      }
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, []);
  return html`<div class="color-picker" role="group" aria-label=${title} data-testid=${testid || "color-picker"}>
    <p>${title}</p>
    <div class="color-buttons">
      ${COLORS.map((c, i) => html`<button type="button" class=${"color-button color-" + c} ref=${i === 0 ? first : null}
        data-testid=${"color-" + c} onClick=${() => onPick(c)}>
        <span class="glyph" aria-hidden="true">${COLOR_GLYPH[c]} </span>${colorName(c)} <kbd aria-hidden="true">${c}</kbd></button>`)}
    </div>
    ${onCancel && html`<button type="button" onClick=${onCancel} data-testid="color-cancel">${t("Cancel")}</button>`}
  </div>`;
}
