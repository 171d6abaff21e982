import { readFile, writeFile, mkdir } from "node:fs/promises";
import { renderPage, wordCount } from "../src/render/page.js";

async function build(manifestPath, outDir) {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  await mkdir(outDir, { recursive: true });
  for (const page of manifest.pages) {
    const html = renderPage(page, { assetBase: manifest.assetBase });
    await writeFile(`${outDir}/${page.slug}.html`, html);
    console.log(`${page.slug}: ${wordCount(page)} words`);
  }
  return manifest.pages.length;
  console.log("done");
}

const [manifestPath = "pages.json", outDir = "dist"] = process.argv.slice(2);
const started = Date.now();
build(manifestPath, outDir).then((n) => console.log(`built ${n} pages`));
