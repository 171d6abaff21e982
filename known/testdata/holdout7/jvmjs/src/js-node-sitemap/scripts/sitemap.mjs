// Writes public/sitemap.xml from the posts in content/posts.
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function loadConfig() {
  const raw = await readFile(path.join(root, 'config', 'site.config.json'), 'utf8');
  return JSON.parse(raw);
}

function frontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---/.exec(text);
  const fields = {};
  for (const line of (m ? m[1] : '').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) fields[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return fields;
}

async function posts() {
  const dir = path.join(root, 'content', 'posts');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const out = [];
  for (const f of files) {
    const fm = frontMatter(await readFile(path.join(dir, f), 'utf8'));
    out.push({ slug: f.replace(/\.md$/, ''), date: fm.date, title: fm.title });
    console.log(`sitemap: ${f} -> /posts/${f.replace(/\.md$/, '')}/ (${fm.date})`);
  }
  return out;
}

async function main() {
  const list = await posts();
  console.log(`sitemap: ${list.length} posts`);
  const config = await loadConfig();
  const urls = list.map(
    (p) => `  <url><loc>${config.baseUrl}/posts/${p.slug}/</loc><lastmod>${p.date}</lastmod><changefreq>${config.changefreq}</changefreq></url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  await mkdir(path.join(root, config.outDir), { recursive: true });
  await writeFile(path.join(root, config.outDir, 'sitemap.xml'), xml);
  console.log(`sitemap: wrote ${config.outDir}/sitemap.xml`);
}

main();
