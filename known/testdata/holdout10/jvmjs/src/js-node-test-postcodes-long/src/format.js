export function normalise(country, code) {
  const c = code.trim().toUpperCase().replace(/\s+/g, "");
  switch (country) {
    case "NL":
      return `${c.slice(0, 4)} ${c.slice(4)}`;
    case "SE":
      return `${c.slice(0, 3)} ${c.slice(3)}`;
    case "GB":
      return `${c.slice(0, -3)} ${c.slice(-3)}`;
    case "CA":
      return `${c.slice(0, 3)} ${c.slice(3)}`;
    default:
      return c;
  }
}

export function region(country, code) {
  if (country === "DE") return `Leitzone ${code[0]}`;
  if (country === "FR") return `département ${code.slice(0, 2)}`;
  return undefined;
}
