import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

// Renders pages/*.md to dist/*.html and checks that every relative link resolves.
const pages = readdirSync("pages").filter((f) => f.endsWith(".md")).sort();
mkdirSync("dist", { recursive: true });
const broken = [];
for (const page of pages) {
  const text = readFileSync(join("pages", page), "utf8");
  for (const m of text.matchAll(/\]\((\.\/[^)#]+)(#[^)]*)?\)/g)) {
    if (!existsSync(join("pages", m[1]))) {
      broken.push(`${page}: ${m[1]}`);
    }
  }
  const html = text.replace(/^# (.*)$/m, "<h1>$1</h1>");
  writeFileSync(join("dist", page.replace(/\.md$/, ".html")), html);
  console.log(`content: rendered ${page}`);
}
if (broken.length > 0) {
  console.error(`content: ${broken.length} broken link(s):`);
  for (const b of broken) console.error(`  ${b}`);
  process.exit(1);
}
console.log(`content: ${pages.length} pages, all links ok`);
