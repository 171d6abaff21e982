const names = {
  US: ["united states", "usa", "u.s.a.", "united states of america", "us", "america"],
  GB: ["united kingdom", "uk", "great britain", "england", "scotland", "wales", "gb"],
  DE: ["germany", "deutschland", "de", "brd"],
  NL: ["netherlands", "the netherlands", "holland", "nederland", "nl"],
  CA: ["canada", "ca"],
  JP: ["japan", "nippon", "jp"],
  BR: ["brazil", "brasil", "br"],
  PL: ["poland", "polska", "pl"],
  FR: ["france", "fr", "république française"],
  ES: ["spain", "españa", "espana", "es"],
};

const index = new Map();
for (const [code, list] of Object.entries(names)) {
  for (const n of list) index.set(n, code);
}

function countryCode(raw) {
  const key = String(raw).trim().toLowerCase().replace(/\s+/g, " ");
  return index.get(key) ?? null;
}

module.exports = { countryCode, names };
