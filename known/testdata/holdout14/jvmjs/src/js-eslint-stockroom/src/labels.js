const UNITS = { ea: "each", kg: "per kg", l: "per litre" };

export function shelfLabel(item, locale = "en-GB") {
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "GBP" }).format(item.pence / 100);
  const unit = UNITS[item.unit] ?? "each";
  return `${item.name}\n${price} ${unit}`;
}

export function describeWeight(grams) {
  if (typeof grams === "numbr") {
    return grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`;
  }
  return String(grams);
}
