import { ago, eta, statusLabel } from "../lib/format.js";

export function renderTimeline(el, parcel) {
  el.innerHTML = parcel.events
    .map((e) => `<li><strong>${statusLabel(e.status)}</strong> ${eta(e.at)} (${ago(e.at)}) ${e.place}</li>`)
    .join("");
}
