export const MENU = [
  { name: "Flat white", pence: 320, section: "coffee" },
  { name: "Oat latte", pence: 360, section: "coffee" },
  { name: "Chai", pence: 340, section: "tea" },
  { name: "Almond croissant", pence: 295, section: "bakery" },
];

export function bySection(items) {
  const out = new Map();
  for (const i of items) {
    if (!out.has(i.section)) out.set(i.section, []);
    out.get(i.section).push(i);
  }
  return out;
}
