import { Shipment } from "./types";

export function totalWeight(items: Shipment[]): number {
  return items.reduce((sum, s) => sum + s.weightKg, 0);
}

export function formatWeight(kg: number, digits: number): string {
  return `${kg.toFixed(digits)} kg`;
}

export function summary(items: Shipment[]): string {
  const delivered = items.filter((s) => s.status === "delivered").length;
  return `${delivered}/${items.length} delivered, ${formatWeight(totalWeight(items), "2")}`;
}
