function parse(v) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.]+))?$/.exec(v);
  if (!m) throw new TypeError(`invalid version: ${v}`);
  return { major: +m[1], minor: +m[2], patch: +m[3], pre: m[4] || null };
}

function compare(a, b) {
  const x = parse(a), y = parse(b);
  for (const k of ['major', 'minor', 'patch']) {
    if (x[k] !== y[k]) return x[k] < y[k] ? -1 : 1;
  }
  return 0;
}

function satisfies(v, range) {
  if (range.startsWith('^')) {
    const base = parse(range.slice(1));
    const x = parse(v);
    return x.major === base.major && compare(v, range.slice(1)) >= 0;
  }
  return compare(v, range) === 0;
}

module.exports = { parse, compare, satisfies };
