// parse reads "major.minor.patch"; a version with fewer parts is refused.
function parse(text) {
  const parts = text.split(".");
  if (parts.length !== 3) {
    throw new TypeError(`invalid version: ${text}`);
  }
  return parts.map(Number);
}

function compare(a, b) {
  const x = parse(a), y = parse(b);
  for (let i = 0; i < 3; i++) {
    if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  }
  return 0;
}

module.exports = { parse, compare };
