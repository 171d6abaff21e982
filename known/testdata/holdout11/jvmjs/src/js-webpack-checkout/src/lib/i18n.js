// Loads the message table for a locale at runtime (webpack cannot see which file).
export function messages(locale) {
  try {
    const file = `../locales/${locale}.json`;
    return require(file);
  } catch (err) {
    console.error(`error: no messages for ${locale}, falling back to en`, err);
    return require("../locales/en.json");
  }
}
