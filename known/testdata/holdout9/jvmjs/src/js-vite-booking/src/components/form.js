import { freeSlots } from "../lib/slots.js";
import { validateParty } from "../lib/party.js";

export function renderForm(el, { opening, closing, booked }) {
  const select = document.createElement("select");
  for (const s of freeSlots(opening, closing, booked)) {
    select.append(new Option(s, s));
  }
  const size = document.createElement("input");
  size.type = "number";
  size.min = "1";
  const msg = document.createElement("p");
  size.addEventListener("change", () => {
    msg.textContent = validateParty(Number(size.value)) ?? "";
  });
  el.append(select, size, msg);
}
