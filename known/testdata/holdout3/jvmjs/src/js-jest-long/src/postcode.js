const patterns = {
  US: /^\d{5}(-\d{4})?$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
  JP: /^\d{3}-?\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  PL: /^\d{2}-\d{3}$/,
};

function normalizePostcode(country, raw) {
  const re = patterns[country];
  if (!re) throw new Error(`unsupported country ${country}`);
  const s = String(raw).trim().toUpperCase().replace(/\s+/g, " ");
  if (!re.test(s)) return null;
  switch (country) {
    case "NL":
      return s.replace(/^(\d{4}) ?([A-Z]{2})$/, "$1 $2");
    case "GB":
    case "CA":
      return s.replace(" ", "").replace(/^(.+)(.{3})$/, "$1 $2");
    case "JP":
      return s.replace(/^(\d{3})-?(\d{4})$/, "$1-$2");
    case "BR":
      return s.replace(/^(\d{5})-?(\d{3})$/, "$1-$2");
    default:
      return s;
  }
}

module.exports = { normalizePostcode, countries: Object.keys(patterns) };
