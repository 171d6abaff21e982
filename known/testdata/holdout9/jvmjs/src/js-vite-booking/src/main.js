import { renderCalendar } from "./components/calendar.js";
import { renderForm } from "./components/form.js";

const root = document.querySelector("#booking");
const cal = document.createElement("div");
const form = document.createElement("div");
root.append(cal, form);
renderCalendar(cal);
renderForm(form, { opening: "17:30", closing: "22:00", booked: ["19:00", "19:30"] });
