// CLDR plural categories for the locales we ship
export function pluralCategory(locale, n) {
  const lang = locale.split("-")[0];
  switch (lang) {
    case "ja":
    case "zh":
      return "other";
    case "fr":
      return n === 0 || n === 1 ? "one" : "other";
    case "pl": {
      const m10 = n % 10;
      const m100 = n % 100;
      if (n === 1) return "one";
      if (m10 >= 2 && m10 <= 4 && !(m100 >= 12 && m100 <= 14)) return "few";
      return "many";
    }
    default:
      return n === 1 ? "one" : "other";
  }
}
