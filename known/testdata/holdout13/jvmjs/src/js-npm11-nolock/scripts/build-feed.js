import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";

const items = readdirSync("releases").filter((f) => f.endsWith(".json")).map((f) => JSON.parse(readFileSync(`releases/${f}`, "utf8")));
mkdirSync("dist", { recursive: true });
writeFileSync("dist/feed.json", JSON.stringify(items, null, 2));
console.log(`feed: ${items.length} items`);
