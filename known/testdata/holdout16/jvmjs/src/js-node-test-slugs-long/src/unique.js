import { slugify } from "./slug.js";

export function allocate(title, taken) {
  const base = slugify(title) || "untitled";
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function fromPath(path) {
  const last = path.split("/").filter(Boolean).pop();
  if (!last) {
    console.error("slugkit: error: empty path, using 'untitled'");
    return "untitled";
  }
  return slugify(decodeURIComponent(last));
}
