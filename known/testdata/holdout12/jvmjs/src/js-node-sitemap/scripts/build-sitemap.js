import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

const SITE = "https://www.harbourroadclinic.example";

function parsePage(p) {
  return { loc: SITE + p.path, lastmod: p.updated && new Date(p.updated) };
}

function urlEntry(page) {
  return `  <url><loc>${page.loc}</loc><lastmod>${page.lastmod.toISOString().slice(0, 10)}</lastmod></url>`;
}

const pages = JSON.parse(readFileSync("content/pages.json", "utf8")).map(parsePage);
console.log(`sitemap: ${pages.length} pages`);
const xml = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...pages.map(urlEntry),
  "</urlset>",
].join("\n");
mkdirSync("dist", { recursive: true });
writeFileSync("dist/sitemap.xml", xml + "\n");
console.log("wrote dist/sitemap.xml");
