// The table's own settings kept in the browser: whether the page answers forced moves itself.
const AUTO_KEY = "unoduo.autoAnswer";

export function autoAnswerOn() {
  try {
    return localStorage.getItem(AUTO_KEY) !== "off";
  } catch (_err) {
    return true;
  }
}


export function setAutoAnswer(on) {
  try {
    localStorage.setItem(AUTO_KEY, on ? "on" : "off");
  } catch (_err) {
    // private mode: the setting lasts for this page only
  }
}
