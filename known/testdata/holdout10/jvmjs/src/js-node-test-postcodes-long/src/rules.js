export const RULES = {
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  PL: /^\d{2}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  PT: /^\d{4}-\d{3}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
  CA: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
  US: /^\d{5}(-\d{4})?$/,
  IE: /^[A-Z]\d{2} [A-Z\d]{4}$/,
};

export function isValid(country, code) {
  const rule = RULES[country];
  if (!rule) throw new RangeError(`no postcode rule for ${country}`);
  return rule.test(code.trim().toUpperCase());
}
