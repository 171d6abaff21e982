import { mkdirSync, writeFileSync } from "node:fs";

const palette = { fg: "#1b1f24", bg: "#ffffff", accent: "#0b6bcb", error: "#c62828", warning: "#b26a00" };
mkdirSync("dist", { recursive: true });
const css = Object.entries(palette).map(([k, v]) => `  --color-${k}: ${v};`).join("\n");
writeFileSync("dist/theme.css", `:root {\n${css}\n}\n`);
console.log(`theme: wrote dist/theme.css (${Object.keys(palette).length} colours, incl. --color-error)`);
