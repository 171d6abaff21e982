import { load, save } from "./utils/storage";
import { reminderTime } from "./utils/reminders";

const form = document.querySelector("#settings");
form.addEventListener("submit", (ev) => {
  ev.preventDefault();
  const state = load();
  state.reminder = reminderTime(form.elements.time.value);
  save(state);
});
