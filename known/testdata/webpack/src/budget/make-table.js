// Writes src/postcodes.js: every postcode with its city and street count, the lookup table
// the widget inlines (the mistake that blows the bundle budget). Fixed seed: same file each run.
const fs = require("fs");
let seed = 7;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const cities = ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag", "Eindhoven", "Groningen"];
const rows = [];
for (let i = 0; i < 6000; i++) {
  const pc = `${1000 + rand(9000)} ${String.fromCharCode(65 + rand(26))}${String.fromCharCode(65 + rand(26))}`;
  rows.push(`  ["${pc}", "${cities[rand(cities.length)]}", ${1 + rand(400)}],`);
}
fs.writeFileSync("src/postcodes.js", "// Every postcode with its city and street count, inlined.\nexport const POSTCODES = [\n" + rows.join("\n") + "\n];\n");
