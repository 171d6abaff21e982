const LENGTHS = { GB: 22, DE: 22, FR: 27, ES: 24, IT: 27, NL: 18, IE: 22, BE: 16, PT: 25, AT: 20 };

export function normalise(iban) {
  return iban.replace(/\s+/g, "").toUpperCase();
}

function mod97(digits) {
  let rem = 0;
  for (const ch of digits) {
    rem = (rem * 10 + Number(ch)) % 97;
  }
  return rem;
}

export function isValid(input) {
  const iban = normalise(input);
  const country = iban.slice(0, 2);
  if (LENGTHS[country] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

export function format(input) {
  return normalise(input).replace(/(.{4})/g, "$1 ").trim();
}
