import type { Shipment } from "./types.js";

export function customerMessage(s: Shipment): string {
  if (s.status === "pending") {
    return `Your order ${s.id} is being packed.`;
  }
  return `Your order ${s.id} is on its way with ${s.carrier}: ${s.trackingUrl}`;
}

export function smsText(s: Shipment): string {
  const link = s.trackingUrl ?? "";
  return `Order ${s.id}: ${s.status}${link ? " " + link : ""}`;
}
