function format(cents) {
  return "$" + (cents / 100).toFixed(2);
}

function parse(text) {
  const m = /^\$(\d+)\.(\d\d)$/.exec(text);
  return Number(m[1]) * 100 + Number(m[2]);
}

module.exports = { format, parse };
