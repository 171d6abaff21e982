import { lookup } from "../blocks/registry.js";

export function renderPage(page, ctx) {
  const counts = {};
  const parts = [];
  for (const block of page.blocks) {
    const type = lookup(block.type);
    counts[block.type] = (counts[block.type] ?? 0) + 1;
    if (counts[block.type] > type.maxPerPage) {
      throw new Error(`too many ${block.type} blocks on ${page.slug}`);
    }
    parts.push(type.render(block, ctx));
  }
  return `<main>${parts.join("\n")}</main>`;
}

export function findBlock(page, id) {
  let i = 0, block;
  while (block = page.blocks[i++]) {
    if (block.id === id) {
      return block;
    }
  }
  return undefined;
}

export function wordCount(page) {
  return page.blocks
    .filter((b) => typeof b.text === "string")
    .reduce((n, b) => n + b.text.split(/\s+/).length, 0);
}
