const callingCodes = { US: "1", CA: "1", DE: "49", NL: "31", GB: "44", JP: "81", BR: "55", PL: "48", FR: "33", ES: "34" };

function toE164(country, raw) {
  const cc = callingCodes[country];
  if (!cc) throw new Error(`unsupported country ${country}`);
  let digits = String(raw).replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return /^\+\d{8,15}$/.test(digits) ? digits : null;
  if (digits.startsWith("00")) return toE164(country, "+" + digits.slice(2));
  if (cc === "1") {
    if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
    return digits.length === 10 ? `+1${digits}` : null;
  }
  if (digits.startsWith("0")) digits = digits.slice(1);
  const e = `+${cc}${digits}`;
  return e.length >= 9 && e.length <= 16 ? e : null;
}

module.exports = { toE164, callingCodes };
