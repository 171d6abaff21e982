import { formatBytes, formatDurationMs } from "../util/format.js";
import { seriesColour } from "../util/color.js";

export function table(rows) {
  const body = rows
    .map((r, i) => `<tr style="color:${seriesColour(i)}"><td>${r.name}</td><td>${formatBytes(r.bytes)}</td><td>${formatDurationMs(r.ms)}</td></tr>`)
    .join("");
  return `<table><thead><tr><th>name</th><th>size</th><th>time</th></tr></thead><tbody>${body}</tbody></table>`;
}
