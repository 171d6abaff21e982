import api from "./lib/api.js";
import { renderTimeline } from "./views/timeline.js";

const form = document.querySelector("#track");
form.addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const code = new FormData(form).get("code");
  const parcel = await api.fetchJson(`/parcels/${encodeURIComponent(code)}`);
  renderTimeline(document.querySelector("#timeline"), parcel);
});
