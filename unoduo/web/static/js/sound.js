// Short table sounds synthesised with Web Audio (no sound files): soft envelopes, sine and triangle tones and
// filtered noise, never a raw square wave. Nothing plays before the first user gesture (browsers forbid it, and a
// page that beeps on load is rude): the AudioContext is created on the first pointerdown or keydown.
//
// API (see docs/web.md, "Motion and sound"):
//   playSound(name) -> boolean      schedules one of SOUND_NAMES now; false when muted, before the first gesture,
//                                   for an unknown name or without Web Audio (never throws)
//   setMuted(bool), isMuted()       remembered in localStorage ("unoduo.muted")
//   onMutedChange(fn) -> off()      fn(muted) after every setMuted (to keep several toggles in step)
//   soundReady()                    true once a gesture has unlocked audio
//   renderSound(name, sampleRate)   -> Promise<AudioBuffer|null>: the sound rendered offline (tests, previews)
//   SOUND_NAMES                     play, draw, turn, uno, win, lose, shuffle, deal, reaction

const MUTED_KEY = "unoduo.muted";
export const SOUND_NAMES = ["play", "draw", "turn", "uno", "win", "lose", "shuffle", "deal", "reaction"];

/** Each sound's length in seconds (the offline render uses it; a live sound stops by itself). */
const LENGTH = { play: 0.22, draw: 0.3, turn: 0.6, uno: 0.62, win: 1.5, lose: 1.15, shuffle: 0.55, deal: 0.4,
  reaction: 0.3 };
const MASTER_GAIN = 0.85;
// band-passed noise keeps a small share of white noise's energy: lift it to the tones' loudness
const NOISE_BOOST = 2.2;

let context = null;
let unlocked = false;
let muted = readMuted();
const lastPlayed = new Map();
const listeners = new Set();

function readMuted() {
  try {
    return localStorage.getItem(MUTED_KEY) === "1";
  } catch (_err) {
    return false;
  }
}

export function isMuted() {
  return muted;
}

export function setMuted(value) {
  muted = !!value;
  try {
    localStorage.setItem(MUTED_KEY, muted ? "1" : "0");
  } catch (_err) {
    // private mode or storage full: the choice still holds for this page
  }
  for (const fn of Array.from(listeners)) {
    try {
      fn(muted);
    } catch (err) {
      console.error(err);
    }
  }
}

export function onMutedChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function soundReady() {
  return unlocked && context !== null;
}

function audioContextClass() {
  if (typeof window === "undefined") return null;
  return window.AudioContext || window.webkitAudioContext || null;
}

/** The first gesture: create (or resume) the AudioContext. Later gestures resume it if the browser paused it. */
function onGesture() {
  unlocked = true;
  try {
    if (!context) {
      const Ctx = audioContextClass();
      if (!Ctx) return;
      context = new Ctx({ latencyHint: "interactive" });
    }
    if (context.state === "suspended" && typeof context.resume === "function") {
      context.resume().catch(() => undefined);
    }
  } catch (_err) {
    context = null; // no audio on this device: every playSound() then returns false
  }
}

if (typeof window !== "undefined") {
  window.addEventListener("pointerdown", onGesture, { capture: true, passive: true });
  window.addEventListener("keydown", onGesture, { capture: true, passive: true });
}

/** Schedule `name` on any (live or offline) context at time `t0` into `out`. */
function schedule(ctx, name, t0, out) {
  const master = ctx.createGain();
  master.gain.value = MASTER_GAIN;
  master.connect(out);
  VOICES[name](ctx, t0, master);
}

/** A tone with a soft attack and an exponential decay (a mallet or a soft bell); partials add warmth. */
function tone(ctx, out, { at, freq, peak = 0.3, attack = 0.01, decay = 0.3, type = "sine", glide = 0, partials = [] }) {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.linearRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  gain.connect(out);
  const voices = [[1, 1], ...partials];
  for (const [ratio, level] of voices) {
    const osc = ctx.createOscillator();
    osc.type = type;
    osc.frequency.setValueAtTime(freq * ratio, at);
    if (glide) osc.frequency.exponentialRampToValueAtTime(freq * ratio * glide, at + attack + decay);
    let node = osc;
    if (level !== 1) {
      const g = ctx.createGain();
      g.gain.value = level;
      osc.connect(g);
      node = g;
    }
    node.connect(gain);
    osc.start(at);
    osc.stop(at + attack + decay + 0.02);
  }
}

const noiseBuffers = new WeakMap();

/** One second of white noise per context (seeded, so an offline render is the same every time). */
function noiseOf(ctx) {
  let buffer = noiseBuffers.get(ctx);
  if (!buffer) {
    buffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    let seed = 0x2545f491;
    for (let i = 0; i < data.length; i += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      data[i] = ((seed >>> 0) / 4294967296) * 2 - 1;
    }
    noiseBuffers.set(ctx, buffer);
  }
  return buffer;
}

/** A burst of band-passed noise (paper, a card's edge): `from`..`to` Hz sweep, soft attack, quick decay. */
function rustle(ctx, out, { at, length, from, to = from, q = 1.2, peak = 0.35, attack = 0.006, offset = 0 }) {
  const src = ctx.createBufferSource();
  src.buffer = noiseOf(ctx);
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.Q.value = q;
  filter.frequency.setValueAtTime(from, at);
  filter.frequency.exponentialRampToValueAtTime(to, at + length);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.linearRampToValueAtTime(peak * NOISE_BOOST, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  src.connect(filter);
  filter.connect(gain);
  gain.connect(out);
  src.start(at, offset % 0.5, length + 0.02);
}

const NOTE = (semitones) => 440 * 2 ** (semitones / 12); // semitones from A4

const VOICES = {
  // a card laid on the pile: a papery snap over a soft low thump
  play(ctx, t, out) {
    rustle(ctx, out, { at: t, length: 0.09, from: 2600, to: 1400, q: 0.9, peak: 0.3 });
    tone(ctx, out, { at: t, freq: 150, peak: 0.38, attack: 0.004, decay: 0.14, glide: 0.6 });
  },
  // a card slid off the pile: a rising swish
  draw(ctx, t, out) {
    rustle(ctx, out, { at: t, length: 0.24, from: 700, to: 3200, q: 1.6, peak: 0.5, attack: 0.05, offset: 0.2 });
  },
  // your turn: two soft marimba notes, a rising fourth
  turn(ctx, t, out) {
    const partials = [[4, 0.12], [10, 0.03]];
    tone(ctx, out, { at: t, freq: NOTE(7), peak: 0.32, attack: 0.006, decay: 0.28, partials });
    tone(ctx, out, { at: t + 0.13, freq: NOTE(12), peak: 0.32, attack: 0.006, decay: 0.42, partials });
  },
  // UNO!: a bright rising triad on triangle waves with a sine shimmer
  uno(ctx, t, out) {
    [0, 4, 7].forEach((step, i) => {
      tone(ctx, out, { at: t + i * 0.08, freq: NOTE(15 + step), peak: 0.2, attack: 0.008, decay: 0.34, type: "triangle",
        partials: [[2, 0.25]] });
    });
    tone(ctx, out, { at: t + 0.24, freq: NOTE(34), peak: 0.06, attack: 0.02, decay: 0.3 });
  },
  // a win: an arpeggio up to a held major chord
  win(ctx, t, out) {
    [0, 4, 7, 12].forEach((step, i) => {
      tone(ctx, out, { at: t + i * 0.11, freq: NOTE(3 + step), peak: 0.2, attack: 0.01, decay: 0.4, type: "triangle" });
    });
    [0, 4, 7, 12].forEach((step) => {
      tone(ctx, out, { at: t + 0.5, freq: NOTE(3 + step), peak: 0.09, attack: 0.03, decay: 0.95,
        partials: [[2, 0.2]] });
    });
  },
  // a loss: a soft falling minor line, no buzz
  lose(ctx, t, out) {
    [7, 3, 0, -5].forEach((step, i) => {
      tone(ctx, out, { at: t + i * 0.17, freq: NOTE(-2 + step), peak: 0.26, attack: 0.02, decay: i === 3 ? 0.6 : 0.3,
        partials: [[2, 0.15]] });
    });
  },
  // a riffle shuffle: a run of quick paper clicks speeding up, then a soft settle
  shuffle(ctx, t, out) {
    for (let i = 0; i < 12; i += 1) {
      const at = t + 0.36 * (1 - (1 - i / 12) ** 1.4);
      rustle(ctx, out, { at, length: 0.035, from: 2200 + (i % 3) * 300, q: 2, peak: 0.4, attack: 0.002,
        offset: i * 0.03 });
    }
    rustle(ctx, out, { at: t + 0.4, length: 0.13, from: 1200, to: 600, q: 0.8, peak: 0.3, attack: 0.01 });
  },
  // a player's quick reaction: one soft rising bubble, quieter than the game's own sounds
  reaction(ctx, t, out) {
    tone(ctx, out, { at: t, freq: NOTE(10), peak: 0.22, attack: 0.012, decay: 0.24, glide: 1.5,
      partials: [[2, 0.08]] });
  },
  // dealing: three quick flicks across the table
  deal(ctx, t, out) {
    for (let i = 0; i < 3; i += 1) {
      rustle(ctx, out, { at: t + i * 0.1, length: 0.09, from: 1500, to: 3000, q: 1.4, peak: 0.4, attack: 0.004,
        offset: 0.1 + i * 0.05 });
    }
  },
};

/** Play `name` now; false (and silent) when muted, before any gesture, unknown, or without Web Audio. */
export function playSound(name) {
  if (muted || !unlocked || !context || !Object.prototype.hasOwnProperty.call(VOICES, name)) return false;
  try {
    if (context.state === "suspended") context.resume().catch(() => undefined);
    if (context.state === "closed") return false;
    const now = context.currentTime;
    // the same sound twice within 40 ms (a burst of states) would only sound louder: play it once
    if (now - (lastPlayed.get(name) ?? -1) < 0.04) return true;
    lastPlayed.set(name, now);
    schedule(context, name, now + 0.005, context.destination);
    return true;
  } catch (err) {
    console.error("sound:", err);
    return false;
  }
}

/** Render `name` offline (mono) and return its AudioBuffer, or null without OfflineAudioContext. */
export async function renderSound(name, sampleRate = 44100) {
  const Offline = typeof window !== "undefined" && (window.OfflineAudioContext || window.webkitOfflineAudioContext);
  if (!Offline || !Object.prototype.hasOwnProperty.call(VOICES, name)) return null;
  const ctx = new Offline(1, Math.ceil(LENGTH[name] * sampleRate), sampleRate);
  schedule(ctx, name, 0, ctx.destination);
  return ctx.startRendering();
}
