import { Shipment, Status } from "./types";

export function parseShipment(raw: Record<string, string>): Shipment {
  return {
    id: raw.id,
    carrier: raw.carrier,
    weightKg: raw.weight_kg,
    status: raw.status as Status,
  };
}
