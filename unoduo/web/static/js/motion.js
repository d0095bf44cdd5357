// Motion for the card table: FLIP moves, cards flying between piles and hands, small accents, a celebration, and a
// queue that applies game states strictly in order. Web Animations API only (no dependency, no CSS keyframes).
//
// API (see docs/web.md, "Motion and sound"):
//   snapshot(root) -> Map            rects of every element under root carrying data-card-key (and of every
//                                    data-anchor), taken just before the DOM changes
//   flip(root, before, opts)         after the DOM changed: elements whose key survived move from their old rect;
//     -> Promise                     new elements with data-from="draw" | "hand" | "seat-N" fly in from the element
//                                    carrying the same data-anchor; elements that left fly to data-anchor="discard"
//                                    (opts.leave: "discard" (default) | "none"; a card leaving the discard pile
//                                    itself does not fly); a new element whose data-from
//                                    names where a card just left (same data-card code) flies from that card's spot.
//                                    opts: {duration (ms, default 320), stagger (ms between flying cards, 35),
//                                    leave}. Resolves when every animation is done (at once under reduced motion).
//   pulse(el), shake(el)             short accents (UNO call, volley counter; a refused action)
//   countUp(target, from, to, ms)    counts from `from` to `to` (round-end points): target is an element whose
//                                    text is rewritten, or a function given each value (a Preact state setter)
//   celebrate(root)                  a burst of little cards over the page for a won match, removed afterwards
//   revealHand(el)                   the cards under el turn face up one after the other (challenge reveal)
//   reducedMotion()                  true under prefers-reduced-motion: reduce; every function then resolves at
//                                    once without creating any animation
//   createStateQueue(apply, opts)    {push(state), flush(), idle(), pending()}: states are applied one at a time,
//                                    in order, awaiting apply(state, {instant}); never reordered nor dropped.
//                                    flush() finishes running animations and applies every pending state at once
//                                    (apply gets {instant: true}); opts.flushWhen(state): when true for a pushed
//                                    state, everything queued before it is flushed and it is applied normally
//                                    (e.g. the state that makes it this player's turn); opts.onError(err).
//   finishAll()                      jumps every animation started here to its end
//
// Every animation is 150-450 ms so that a player can act as soon as it is their turn; only celebrate() lasts
// longer, and it never blocks the page (pointer-events: none).

const EASE_OUT = "cubic-bezier(0.2, 0.8, 0.2, 1)";
const EASE_IN_OUT = "cubic-bezier(0.45, 0, 0.25, 1)";
const MOVE_MS = 320;
const STAGGER_MS = 35;
const MAX_STAGGER_MS = 280;

/** Animations started by this module that have not finished yet (so that flush() can end them). */
const running = new Set();

/** True when the user asked for less motion (then nothing animates). */
export function reducedMotion() {
  try {
    return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  } catch (_err) {
    return false;
  }
}

function canAnimate(el) {
  return !!el && typeof el.animate === "function" && !reducedMotion();
}

/** Start an animation and remember it; its promise resolves when it ends or is cancelled (never rejects). */
function animate(el, keyframes, options) {
  const animation = el.animate(keyframes, options);
  running.add(animation);
  const done = animation.finished.then(
    () => undefined,
    () => undefined,
  );
  return done.then(() => {
    running.delete(animation);
  });
}

/** Jump every animation started by this module to its end (their promises resolve). */
export function finishAll() {
  for (const animation of Array.from(running)) {
    try {
      animation.finish();
    } catch (_err) {
      animation.cancel(); // an infinite or detached animation cannot finish: end it
    }
  }
}

function rectOf(el) {
  const r = el.getBoundingClientRect();
  return {
    left: r.left,
    top: r.top,
    width: r.width,
    height: r.height,
    // the size without transforms (a fanned card is rotated; its bounding box is larger than the card)
    boxWidth: el.offsetWidth || r.width,
    boxHeight: el.offsetHeight || r.height,
    node: el,
    // the card's code (on the element or the card inside a slot), to match a card leaving with its arrival
    code: el.dataset.card || el.querySelector("[data-card]")?.dataset.card || null,
    // the anchor the element sat in (a hand, a seat), to match a card back leaving a seat with its arrival
    anchor: (el.parentElement && el.parentElement.closest("[data-anchor]")?.dataset.anchor) || null,
  };
}

const center = (r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });

/**
 * The rects of every element under `root` with data-card-key, keyed by that key, plus every data-anchor under
 * the key "anchor:NAME". Take it just before rendering the next state, then call flip() after rendering.
 */
export function snapshot(root) {
  const map = new Map();
  if (!root || typeof root.querySelectorAll !== "function") return map;
  for (const el of root.querySelectorAll("[data-card-key]")) map.set(el.dataset.cardKey, rectOf(el));
  for (const el of root.querySelectorAll("[data-anchor]")) map.set(`anchor:${el.dataset.anchor}`, rectOf(el));
  return map;
}

/**
 * Where a card flies from or to when it comes from an anchor: the anchor's centre at the card's own size (an
 * anchor may be a whole hand, so its size says nothing about a card's).
 */
function anchorRect(root, before, name, card) {
  const el = root.querySelector(`[data-anchor="${name}"]`);
  const rect = el ? rectOf(el) : before.get(`anchor:${name}`);
  if (!rect) return null;
  const width = card.boxWidth;
  const height = card.boxHeight;
  const c = center(rect);
  return { left: c.x - width / 2, top: c.y - height / 2, width, height, boxWidth: width, boxHeight: height };
}

function baseTransform(el) {
  const value = getComputedStyle(el).transform;
  return value && value !== "none" ? value : "";
}

/** Keyframes taking `el` (now at `to`) from rect `from` to its place, over its own transform (a fan's tilt). */
function travelFrames(el, from, to, fade) {
  const a = center(from);
  const b = center(to);
  const scaleX = from.boxWidth && to.boxWidth ? from.boxWidth / to.boxWidth : 1;
  const scaleY = from.boxHeight && to.boxHeight ? from.boxHeight / to.boxHeight : 1;
  const base = baseTransform(el);
  const scale = Math.abs(scaleX - 1) > 0.02 || Math.abs(scaleY - 1) > 0.02 ? ` scale(${scaleX}, ${scaleY})` : "";
  const start = { transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)${scale} ${base}`.trim(), zIndex: 20 };
  const end = { transform: base || "none", zIndex: 20 };
  if (fade) {
    start.opacity = 0.2;
    end.opacity = 1;
  }
  return [start, end];
}

let layer = null;

/** A fixed, click-through layer on top of the page for ghosts and confetti. */
function overlay() {
  if (layer && layer.isConnected) return layer;
  layer = document.createElement("div");
  layer.className = "motion-layer";
  layer.setAttribute("aria-hidden", "true");
  Object.assign(layer.style, {
    position: "fixed",
    inset: "0",
    pointerEvents: "none",
    zIndex: "1000",
    overflow: "hidden",
    contain: "strict",
  });
  document.body.appendChild(layer);
  return layer;
}

function dropLayerIfEmpty() {
  if (layer && !layer.firstChild) {
    layer.remove();
    layer = null;
  }
}

/** A copy of a card that left the DOM, placed where it was, to fly it away. */
function ghostOf(rect) {
  const ghost = rect.node.cloneNode(true);
  // a picture only: no test id, id, card code or key that a query (or a test) could take for the real card
  for (const el of [ghost, ...ghost.querySelectorAll("*")]) {
    for (const name of ["data-card-key", "data-testid", "id", "data-card", "data-anchor", "tabindex", "aria-label"]) {
      el.removeAttribute(name);
    }
  }
  ghost.setAttribute("aria-hidden", "true");
  ghost.inert = true;
  Object.assign(ghost.style, {
    position: "fixed",
    margin: "0",
    left: `${rect.left + (rect.width - rect.boxWidth) / 2}px`,
    top: `${rect.top + (rect.height - rect.boxHeight) / 2}px`,
    width: `${rect.boxWidth}px`,
    height: `${rect.boxHeight}px`,
    boxSizing: "border-box",
  });
  ghost.style.setProperty("--card-w", `${rect.boxWidth}px`);
  overlay().appendChild(ghost);
  return ghost;
}

/**
 * Animate what changed under `root` since `before` (a snapshot()). See the header for the rules; resolves when
 * every animation has ended.
 */
export function flip(root, before, opts = {}) {
  if (!root || !before || reducedMotion() || typeof root.querySelectorAll !== "function") return Promise.resolve();
  const duration = opts.duration || MOVE_MS;
  const stagger = opts.stagger === undefined ? STAGGER_MS : opts.stagger;
  const leave = opts.leave || "discard";
  const jobs = [];
  const present = new Set();
  const arrivals = [];
  for (const el of root.querySelectorAll("[data-card-key]")) {
    const key = el.dataset.cardKey;
    present.add(key);
    const old = before.get(key);
    if (old) {
      const now = rectOf(el);
      const moved = Math.abs(center(old).x - center(now).x) > 1 || Math.abs(center(old).y - center(now).y) > 1
        || Math.abs(old.boxWidth - now.boxWidth) > 1;
      if (moved && canAnimate(el)) {
        jobs.push(animate(el, travelFrames(el, old, now, false), { duration, easing: EASE_IN_OUT }));
      }
    } else if (el.dataset.from) {
      arrivals.push(el);
    }
  }
  // Cards gone since the snapshot; a newcomer showing the same card from the same place takes over its spot.
  const gone = [];
  for (const [key, rect] of before) {
    if (!key.startsWith("anchor:") && !present.has(key)) gone.push(rect);
  }
  const sourceOf = (from) => (from === "hand" || from === "draw" || from.startsWith("seat-") ? from : null);
  const counts = new Map();
  for (const el of arrivals) {
    const from = sourceOf(el.dataset.from);
    if (!from || !canAnimate(el)) continue;
    const code = el.dataset.card || el.querySelector("[data-card]")?.dataset.card || null;
    let twin = -1;
    if (from !== "draw") {
      twin = code ? gone.findIndex((r) => r.code === code && r.anchor === from) : -1;
      if (twin < 0) twin = gone.findIndex((r) => r.anchor === from && !r.code);
      if (twin < 0 && code) twin = gone.findIndex((r) => r.code === code);
    }
    let start = null;
    if (twin >= 0) {
      start = gone[twin];
      gone.splice(twin, 1);
    }
    const now = rectOf(el);
    if (!start) start = anchorRect(root, before, from, now);
    if (!start) continue;
    const n = counts.get(from) || 0;
    counts.set(from, n + 1);
    const delay = Math.min(n * stagger, MAX_STAGGER_MS);
    jobs.push(animate(el, travelFrames(el, start, now, from === "draw"), {
      duration, delay, easing: EASE_OUT, fill: "backwards",
    }));
  }
  // a card that left the discard pile itself (the oldest of the few shown) is already there: no flight
  const flying = gone.filter((rect) => rect.anchor !== "discard");
  if (leave === "discard" && flying.length) {
    if (typeof document.body.animate === "function") {
      flying.slice(0, 30).forEach((rect, i) => {
        const target = anchorRect(root, before, "discard", rect);
        if (!target) return;
        const ghost = ghostOf(rect);
        const [there, here] = travelFrames(ghost, target, rect, false);
        const frames = [
          { ...here, opacity: 1 },
          { ...there, opacity: 1, offset: 0.8 },
          { ...there, opacity: 0 },
        ];
        const delay = Math.min(i * stagger, MAX_STAGGER_MS);
        jobs.push(animate(ghost, frames, { duration, delay, easing: EASE_IN_OUT, fill: "both" }).then(() => {
          ghost.remove();
          dropLayerIfEmpty();
        }));
      });
    }
  }
  return Promise.all(jobs).then(() => undefined);
}

/** A short swell and glow (the UNO call, the volley counter growing, a colour change). */
export function pulse(el) {
  if (!canAnimate(el)) return Promise.resolve();
  return animate(el, [
    { transform: "scale(1)", filter: "brightness(1)" },
    { transform: "scale(1.14)", filter: "brightness(1.25)", offset: 0.4 },
    { transform: "scale(1)", filter: "brightness(1)" },
  ], { duration: 320, easing: EASE_OUT, composite: "add" });
}

/** A small horizontal shake (a refused action, a caught missed UNO). */
export function shake(el) {
  if (!canAnimate(el)) return Promise.resolve();
  return animate(el, [
    { transform: "translateX(0)" },
    { transform: "translateX(-6px)" },
    { transform: "translateX(6px)" },
    { transform: "translateX(-4px)" },
    { transform: "translateX(3px)" },
    { transform: "translateX(0)" },
  ], { duration: 360, easing: "ease-in-out", composite: "add" });
}

/**
 * Count a number from `from` to `to` over `ms` (default 450 ms; at most 1200), easing out; it ends exactly at
 * `to`. `target` is an element (its text is rewritten) or a function given each value: a number that a Preact
 * component also draws must be counted through its state (a function), never by rewriting the element, or the
 * component's own text node and the written one both show ("00").
 */
export function countUp(target, from, to, ms = 450) {
  if (!target) return Promise.resolve();
  const write = typeof target === "function" ? (n) => target(n) : (n) => {
    target.textContent = String(n);
  };
  const span = Math.max(0, Math.min(Number(ms) || 0, 1200));
  if (reducedMotion() || span === 0 || from === to || typeof requestAnimationFrame !== "function") {
    write(to);
    return Promise.resolve();
  }
  write(from);
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now) => {
      const k = Math.min(1, (now - start) / span);
      const eased = 1 - (1 - k) ** 3;
      write(k >= 1 ? to : Math.round(from + (to - from) * eased));
      if (k >= 1) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/** The cards under `el` (face-up cards carry data-card) turn over one after the other, ~60 ms apart. */
export function revealHand(el) {
  if (!canAnimate(el)) return Promise.resolve();
  const cards = Array.from(el.querySelectorAll("[data-card], .card"));
  if (cards.length === 0) return Promise.resolve();
  const gap = Math.min(60, 240 / cards.length);
  return Promise.all(cards.map((card, i) => animate(card, [
    { transform: "perspective(600px) rotateY(90deg)", opacity: 0.4 },
    { transform: "perspective(600px) rotateY(0deg)", opacity: 1 },
  ], { duration: 220, delay: i * gap, easing: EASE_OUT, fill: "backwards", composite: "add" }))).then(() => undefined);
}

const CONFETTI_COLORS = ["#c62828", "#f9a825", "#2e7d32", "#1565c0", "#fafafa"];
const CONFETTI_SHAPES = ["■", "▲", "●", "◆", "★"];

/**
 * A fountain of little cards and shapes rising from the bottom of `root`'s box (default: the viewport) and
 * falling away, about 1.6 s; the pieces are removed afterwards. Never intercepts clicks.
 */
export function celebrate(root) {
  if (reducedMotion() || typeof document === "undefined" || typeof document.body.animate !== "function") {
    return Promise.resolve();
  }
  const box = root && root.getBoundingClientRect ? root.getBoundingClientRect()
    : { left: 0, top: 0, width: innerWidth, height: innerHeight };
  const width = Math.max(1, Math.min(box.width || innerWidth, innerWidth));
  const height = Math.max(1, Math.min(box.height || innerHeight, innerHeight));
  const left = Math.max(0, box.left);
  const host = overlay();
  const burst = document.createElement("div");
  burst.className = "motion-celebration";
  burst.dataset.testid = "celebration";
  host.appendChild(burst);
  const pieces = Math.round(Math.min(70, 24 + width / 20));
  const jobs = [];
  for (let i = 0; i < pieces; i += 1) {
    const piece = document.createElement("span");
    const color = CONFETTI_COLORS[i % CONFETTI_COLORS.length];
    const isCard = i % 3 === 0;
    Object.assign(piece.style, {
      position: "fixed",
      left: `${left + width / 2 + (Math.random() - 0.5) * width * 0.3}px`,
      top: `${Math.min(innerHeight, box.top + height) - 10}px`,
      width: isCard ? "16px" : "auto",
      height: isCard ? "24px" : "auto",
      borderRadius: "3px",
      background: isCard ? color : "transparent",
      border: isCard ? "2px solid #fff" : "none",
      color,
      fontSize: "20px",
      lineHeight: "1",
      willChange: "transform, opacity",
    });
    if (!isCard) piece.textContent = CONFETTI_SHAPES[i % CONFETTI_SHAPES.length];
    burst.appendChild(piece);
    const dx = (Math.random() - 0.5) * width * 0.9;
    const rise = height * (0.45 + Math.random() * 0.45);
    const spin = (Math.random() - 0.5) * 720;
    const duration = 1200 + Math.random() * 600;
    jobs.push(animate(piece, [
      { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
      { transform: `translate(${dx * 0.6}px, ${-rise}px) rotate(${spin / 2}deg)`, opacity: 1, offset: 0.45 },
      { transform: `translate(${dx * 0.85}px, ${-rise * 0.8}px) rotate(${spin * 0.8}deg)`, opacity: 1, offset: 0.7 },
      { transform: `translate(${dx}px, ${-rise * 0.55}px) rotate(${spin}deg)`, opacity: 0 },
    ], { duration, delay: Math.random() * 250, easing: "cubic-bezier(0.2, 0.6, 0.4, 1)", fill: "both" }));
  }
  return Promise.all(jobs).then(() => {
    burst.remove();
    dropLayerIfEmpty();
  });
}

/**
 * A queue of game states applied strictly in order: apply(state, {instant}) is awaited before the next one
 * starts; nothing is reordered, merged or dropped. flush() ends running animations and applies every pending
 * state at once (instant: true), e.g. when it becomes this player's turn.
 */
export function createStateQueue(apply, opts = {}) {
  const pending = [];
  let draining = null;
  let instantUntil = 0; // states pushed up to this count are applied instantly (set by flush)
  let pushed = 0;
  let applied = 0;
  const report = opts.onError || ((err) => console.error("state queue:", err));

  async function drain() {
    while (pending.length) {
      const state = pending.shift();
      applied += 1;
      const instant = applied <= instantUntil || reducedMotion();
      try {
        await apply(state, { instant });
      } catch (err) {
        report(err);
      }
      if (applied <= instantUntil) finishAll(); // an apply that animates anyway must not hold a flush
    }
    draining = null;
  }

  function flush() {
    instantUntil = pushed;
    finishAll();
    return idle();
  }

  function push(state) {
    pending.push(state);
    pushed += 1;
    if (opts.flushWhen && opts.flushWhen(state)) {
      // everything before this state at once; this one is applied normally: its DOM is final as soon as it is
      // rendered, so the player can act while its short animation plays
      instantUntil = Math.max(instantUntil, pushed - 1);
      finishAll();
    }
    if (!draining) draining = drain();
  }

  function idle() {
    return draining ? draining.then(() => (draining ? idle() : undefined)) : Promise.resolve();
  }

  return { push, flush, idle, pending: () => pending.length };
}
