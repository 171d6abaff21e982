export type Unit = "g" | "kg" | "ml" | "l" | "tsp" | "tbsp" | "cup";

const TO_BASE: Record<Unit, number> = {
  g: 1,
  kg: 1000,
  ml: 1,
  l: 1000,
  tsp: 5,
  tbsp: 15,
  cup: 240,
};

const MASS: Unit[] = ["g", "kg"];

export function isMass(u: Unit): boolean {
  return MASS.includes(u);
}

export function convert(amount: number, from: Unit, to: Unit): number {
  if (isMass(from) !== isMass(to)) {
    throw new Error(`cannot convert ${from} to ${to}`);
  }
  return (amount * TO_BASE[from]) / TO_BASE[to];
}

export function pretty(amount: number, unit: Unit): string {
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded} ${unit}`;
}
