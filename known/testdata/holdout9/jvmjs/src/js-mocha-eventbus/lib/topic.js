'use strict';

/** Topics are dot separated; `*` matches one segment, `#` the rest. */
function matches(pattern, topic) {
  const p = pattern.split('.');
  const t = topic.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '#') return true;
    if (i >= t.length) return false;
    if (p[i] !== '*' && p[i] !== t[i]) return false;
  }
  return p.length === t.length;
}

module.exports = { matches };
