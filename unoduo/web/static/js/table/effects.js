// Motion and sound for the table, through guards: an error in motion.js or sound.js never stops the game (an
// animation or a sound is never worth an error).
import * as motionModule from "../motion.js";
import * as soundModule from "../sound.js";

export const motion = motionModule;
export const sound = soundModule;

export function playSound(name) {
  try {
    if (sound) sound.playSound(name);
  } catch (_err) {
    // a sound is never worth an error
  }
}

export function motionCall(name, ...args) {
  try {
    if (motion && typeof motion[name] === "function") return motion[name](...args);
  } catch (_err) {
    // an animation is never worth an error
  }
  return null;
}
