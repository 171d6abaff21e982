// Normalises Irish and UK mobile numbers to E.164 for the SMS provider.
function toE164(raw) {
  const digits = raw.replace(/[\s()-]/g, "");
  if (/^\+\d{11,12}$/.test(digits)) return digits;
  if (/^00\d{11,12}$/.test(digits)) return "+" + digits.slice(2);
  if (/^08\d{8}$/.test(digits)) return "+353" + digits.slice(1);
  if (/^07\d{9}$/.test(digits)) return "+44" + digits.slice(1);
  throw new Error(`cannot normalise phone number: ${raw}`);
}

module.exports = { toE164 };
