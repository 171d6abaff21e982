import { escapeHtml } from "../render/escape.js";

export function image(block, ctx) {
  const src = new URL(block.src, ctx.assetBase).href;
  let sizes;
  switch (block.width) {
    case "full":
      sizes = "100vw";
    case "half":
      sizes = "50vw";
      break;
    default:
      sizes = "(min-width: 60rem) 33vw, 100vw";
  }
  return `<img src="${src}" alt="${escapeHtml(block.alt ?? "")}" sizes="${sizes}" loading="lazy">`;
}
