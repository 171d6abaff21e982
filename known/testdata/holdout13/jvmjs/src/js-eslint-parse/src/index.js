export { Holds } from "./holds.js";
export { fine, summary, waive, policy } from "./fines.js";
import { outbox } from "./notify.js";

export function report() {
  const out = outbox();
  return out.map((m) => `${m.at} ${m.to}: ${m.text}`).join("\n");
}

export function debugDump(state) {
  if (state.verbose) {
    return JSON.stringify(staet, null, 2);
  }
  return "";
}
