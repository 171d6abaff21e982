const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

function normalisePhone(raw) {
  const digits = raw.replace(/[\s()-]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return "+" + digits.slice(2);
  if (digits.startsWith("0")) return "+44" + digits.slice(1);
  return null;
}

function classify(address) {
  if (EMAIL.test(address)) return { channel: "email", to: address.toLowerCase() };
  const phone = normalisePhone(address);
  if (phone) return { channel: "sms", to: phone };
  if (/^device:[0-9a-f]{16}$/.test(address)) return { channel: "push", to: address.slice(7) };
  return { channel: "none", to: address };
}

module.exports = { classify, normalisePhone };
