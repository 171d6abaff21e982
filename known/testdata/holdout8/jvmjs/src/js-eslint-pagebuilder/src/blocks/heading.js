import { escapeHtml } from "../render/escape.js";

export function heading(block) {
  const level = Math.min(Math.max(block.level ?? 2, 1), 6);
  let id = block.anchor ?? slug(block.text);
  return `<h${level} id="${id}">${escapeHtml(block.text)}</h${level}>`;
}

function slug(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
