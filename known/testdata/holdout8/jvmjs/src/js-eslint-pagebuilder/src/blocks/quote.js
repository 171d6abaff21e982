import { escapeHtml } from "../render/escape.js";

export function quote(block) {
  const cite = block.cite ? `<cite>${escapeHtml(block.cite)}</cite>` : "";
  return `<blockquote>${escapeHtml(block.text)}${cite}</blockquote>`;
}
