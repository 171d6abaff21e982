export { customerMessage, smsText } from "./notify.js";
export { fromCsv } from "./import.js";
export type { Shipment } from "./types.js";
