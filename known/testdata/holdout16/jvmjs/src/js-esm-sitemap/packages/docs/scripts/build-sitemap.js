import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { urlEntry } from "./lib/xml";

const BASE = process.env.SITE_URL ?? "https://docs.example.org";
const pages = JSON.parse(readFileSync(new URL("../content/pages.json", import.meta.url), "utf8"));
const body = pages.map((p) => urlEntry(BASE, p)).join("\n");
mkdirSync("dist", { recursive: true });
writeFileSync("dist/sitemap.xml", `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
console.log(`sitemap: ${pages.length} urls`);
