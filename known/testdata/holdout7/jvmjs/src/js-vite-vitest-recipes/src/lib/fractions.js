const GLYPHS = { '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾', '1/8': '⅛' };

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

/** 1.5 -> "1 ½", 0.333 -> "⅓"; anything else keeps one decimal. */
export function toFraction(x) {
  const whole = Math.floor(x + 1e-9);
  const rest = x - whole;
  if (rest < 0.02) return String(whole);
  for (const den of [2, 3, 4, 8]) {
    const num = Math.round(rest * den);
    if (Math.abs(rest - num / den) < 0.02 && num > 0 && num < den) {
      const g = gcd(num, den);
      const glyph = GLYPHS[`${num / g}/${den / g}`];
      if (glyph) return whole ? `${whole} ${glyph}` : glyph;
    }
  }
  return x.toFixed(1);
}

export function parseAmount(text) {
  const s = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(s);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  const n = Number(s.replace(',', '.'));
  if (Number.isNaN(n)) throw new SyntaxError(`not an amount: ${text}`);
  return n;
}
