import { pluralCategory } from "./plural.js";

export function interpolate(template, vars) {
  return template.replace(/\{(\w+)\}/g, (_, k) => (k in vars ? String(vars[k]) : `{${k}}`));
}

export function translate(catalog, locale, key, vars = {}) {
  const entry = catalog[locale]?.[key] ?? catalog.en?.[key];
  if (entry === undefined) return key;
  if (typeof entry === "string") return interpolate(entry, vars);
  const cat = pluralCategory(locale, vars.count ?? 0);
  return interpolate(entry[cat] ?? entry.other, vars);
}

export function formatList(locale, items) {
  return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
}
