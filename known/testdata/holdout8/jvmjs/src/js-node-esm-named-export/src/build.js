import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { splitFrontmatter } from "./lib/frontmatter.js";
import { excerpt, slugify } from "./lib/text.js";

const [src = "content", out = "dist"] = process.argv.slice(2);

const files = (await readdir(src)).filter((f) => f.endsWith(".md")).sort();
console.log(`building ${files.length} notes from ${src}/`);
await mkdir(out, { recursive: true });
const index = [];
for (const f of files) {
  const { meta, body } = splitFrontmatter(await readFile(join(src, f), "utf8"));
  const slug = slugify(meta.title ?? f);
  await writeFile(join(out, `${slug}.html`), `<h1>${meta.title}</h1>\n<p>${body}</p>\n`);
  index.push({ slug, title: meta.title, excerpt: excerpt(body) });
}
await writeFile(join(out, "index.json"), JSON.stringify(index, null, 2));
console.log(`wrote ${index.length} pages to ${out}/`);
