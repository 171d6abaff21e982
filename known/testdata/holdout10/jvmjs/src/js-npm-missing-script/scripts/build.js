import { mkdir, writeFile } from "node:fs/promises";
import { badge } from "../src/badge.js";

const people = [
  { first: "Ines", last: "Duarte", company: "Lisbon Labs" },
  { first: "Tomasz", last: "Nowak" },
];
await mkdir("dist", { recursive: true });
for (const p of people) {
  const b = badge(p);
  await writeFile(`dist/${p.last.toLowerCase()}.json`, JSON.stringify(b, null, 2));
  console.log(`built dist/${p.last.toLowerCase()}.json`);
}
