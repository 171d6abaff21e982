export { loadLevels, belowReorderPoint } from "./levels.js";
export { shelfLabel, describeWeight } from "./labels.js";
export { draftOrder, orderTotal, summary } from "./orders.js";
