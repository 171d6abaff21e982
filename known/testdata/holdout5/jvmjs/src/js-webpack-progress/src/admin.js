import { storeTable } from "./lib/store.js";
import { formatTable, money } from "./lib/format.js";
import { datesTable } from "./lib/dates.js";
import { apiTable } from "./lib/api.js";

export function adminSummary() {
  return `${storeTable.length + formatTable.length + datesTable.length + apiTable.length} rows, fee ${money(1250)}`;
}

// optional admin plugins, by name from the server's config
export function loadPlugin(name) {
  return require(name);
}
