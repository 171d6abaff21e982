export function fare(zones, { child = false } = {}) {
  const base = [0, 290, 380, 450][Math.min(zones, 3)];
  return child ? Math.round(base * 0.5) : base;
}
