const ms = require("ms");
const pc = require("picocolors");

function summarise(release) {
  const age = ms(Date.now() - Date.parse(release.publishedAt), { long: true });
  const head = `${pc.bold(release.tag)} (${age} ago)`;
  return [head, ...release.changes.map((c) => `  - ${c}`)].join("\n");
}

module.exports = { summarise };
