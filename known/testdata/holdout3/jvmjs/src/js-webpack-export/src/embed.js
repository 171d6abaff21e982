import { sparkline } from "./charts/sparkline.js";

// A tiny embeddable widget: <script src="embed.js" data-values="1,2,3">
for (const el of document.querySelectorAll("script[data-values]")) {
  const values = el.dataset.values.split(",").map(Number);
  el.insertAdjacentHTML("afterend", sparkline(values, { width: 80, height: 16 }));
}
