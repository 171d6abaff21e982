let table = {};

export function loadLocale(lang) {
  // the language comes from the browser
  const file = `./locales/${lang.slice(0, 2)}.js`;
  table = require(file);
  return table;
}

export function t(key) {
  return table[key] ?? key;
}
