import type { Shipment } from "./types.js";

export function fromCsv(text: string): Shipment[] {
  const rows = text.trim().split("\n").slice(1).map((line) => line.split(","));
  return rows.map(toShipment);
}

function toShipment(row) {
  const [id, createdAt, carrier, trackingUrl] = row;
  if (!carrier) {
    return { status: "pending", id, createdAt } as Shipment;
  }
  return { status: "dispatched", id, createdAt, carrier, trackingUrl } as Shipment;
}
