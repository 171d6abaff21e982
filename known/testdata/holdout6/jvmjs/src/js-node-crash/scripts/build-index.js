import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";

const dir = "content/posts";

function readPost(file) {
  const text = readFileSync(join(dir, file), "utf8");
  const [, head, body] = text.split("---\n");
  const meta = Object.fromEntries(
    head.trim().split("\n").map((l) => {
      const i = l.indexOf(":");
      return [l.slice(0, i).trim(), l.slice(i + 1).trim()];
    }),
  );
  return { file, meta, words: body.split(/\s+/).filter(Boolean).length };
}

function tagsOf(post) {
  return post.meta.tags.split(",").map((t) => t.trim().toLowerCase());
}

const posts = readdirSync(dir).filter((f) => f.endsWith(".md")).sort().map(readPost);
console.log(`index: read ${posts.length} posts`);
for (const p of posts) {
  console.log(`  ${p.file}: ${p.words} words`);
}

const byTag = {};
for (const post of posts) {
  for (const tag of tagsOf(post)) {
    (byTag[tag] ??= []).push(post.file);
  }
}

mkdirSync("public", { recursive: true });
writeFileSync("public/tags.json", JSON.stringify(byTag, null, 2));
console.log(`index: wrote ${Object.keys(byTag).length} tags`);
