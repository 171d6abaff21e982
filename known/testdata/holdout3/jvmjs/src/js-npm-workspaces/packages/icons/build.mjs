import { mkdirSync, writeFileSync } from "node:fs";

const icons = ["arrow-left", "arrow-right", "check", "close", "copy", "external", "menu", "search"];
mkdirSync("dist", { recursive: true });
for (const name of icons) {
  writeFileSync(`dist/${name}.svg`, `<svg xmlns="http://www.w3.org/2000/svg" data-icon="${name}"/>\n`);
}
console.log(`icons: wrote ${icons.length} svg files to dist/`);
