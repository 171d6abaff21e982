export type Zone = 1 | 2 | 3 | 4;

export interface Stop {
  name: string;
  zone: Zone;
}

export const STOPS: Stop[] = [
  { name: "Piccadilly", zone: 1 },
  { name: "Deansgate", zone: 1 },
  { name: "Cornbrook", zone: 2 },
  { name: "Sale", zone: 3 },
  { name: "Altrincham", zone: 4 },
];

export function zoneOf(name: string): Zone | undefined {
  return STOPS.find((s) => s.name === name)?.zone;
}
