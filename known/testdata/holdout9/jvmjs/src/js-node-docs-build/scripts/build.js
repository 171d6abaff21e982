'use strict';

const fs = require('fs');
const path = require('path');
const yaml = require('js-yaml');
const { parse } = require('../lib/frontmatter');
const { render } = require('../lib/markdown');

const root = path.join(__dirname, '..');
const site = yaml.load(fs.readFileSync(path.join(root, 'site.yml'), 'utf8'));
const out = path.join(root, 'public');
fs.mkdirSync(out, { recursive: true });

console.log(`building "${site.title}" (${site.pages.length} pages)`);
const pages = [];
for (const file of site.pages) {
  const { data, body } = parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const name = path.basename(file, '.md') + '.html';
  fs.writeFileSync(path.join(out, name), `<title>${data.title}</title>\n${render(body)}\n`);
  pages.push({ ...data, name });
  console.log(`  wrote public/${name}`);
}

if (site.feed) {
  const { atom } = require('../lib/feed');
  fs.writeFileSync(path.join(out, 'feed.xml'), atom(site, pages));
  console.log('  wrote public/feed.xml');
}
console.log('done');
