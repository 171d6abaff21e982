'use strict';

// "12.50" -> 1250; accepts a leading £ and thousands separators
function parsePence(text) {
  const t = String(text).trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) {
    throw new TypeError(`not an amount: ${text}`);
  }
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

// "S" / "s" / "20%" -> "S"
function parseCode(text) {
  const t = String(text).trim().toUpperCase();
  if (t === '20%') return 'S';
  if (t === '5%') return 'R';
  if (t === '0%') return 'Z';
  return t;
}

module.exports = { parsePence, parseCode };
