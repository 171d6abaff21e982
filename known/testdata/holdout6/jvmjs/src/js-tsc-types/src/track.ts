import { Shipment } from "./types";

export function daysInTransit(s: Shipment, now: Date): number {
  const end = s.deliveredAt ?? now;
  return Math.floor((end.getTime() - s.createdAt.getTime()) / 86_400_000);
}

export function isLate(s: Shipment, now: Date, slaDays: number): boolean {
  return s.status !== "delivered" && daysInTransit(s, now) > slaDays;
}
