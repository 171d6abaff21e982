const MAP = { "ß": "ss", "æ": "ae", "ø": "o", "å": "a", "œ": "oe", "&": " and " };

export function slugify(title, { max = 60 } = {}) {
  let s = title.toLowerCase();
  s = s.replace(/[ßæøåœ&]/g, (c) => MAP[c]);
  s = s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  s = s.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (s.length > max) {
    s = s.slice(0, max).replace(/-[^-]*$/, "");
  }
  return s;
}
