// Folds long header lines (RFC 5545: 75 octets, continuation starts with a space).
function fold(line) {
  const out = [];
  for (let i = 0; i < line.length; i += 75) {
    out.push((i ? " " : "") + line.slice(i, i + 75));
  }
  return out.join("\r\n");
}
module.exports = { fold };
