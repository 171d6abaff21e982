export function toSlug(title) {
  return title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function excerpt(text, words = 30) {
  const w = text.split(/\s+/).filter(Boolean);
  return w.length <= words ? w.join(" ") : w.slice(0, words).join(" ") + "…";
}
