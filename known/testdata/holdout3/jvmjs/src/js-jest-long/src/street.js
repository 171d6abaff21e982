const abbreviations = {
  street: "St", avenue: "Ave", boulevard: "Blvd", road: "Rd", drive: "Dr", lane: "Ln",
  court: "Ct", place: "Pl", square: "Sq", terrace: "Ter", highway: "Hwy", parkway: "Pkwy",
  north: "N", south: "S", east: "E", west: "W", apartment: "Apt", suite: "Ste",
};

function titleCase(word) {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function normalizeStreet(raw) {
  return String(raw)
    .trim()
    .split(/\s+/)
    .map((w) => {
      const key = w.toLowerCase().replace(/[.,]$/, "");
      if (abbreviations[key]) return abbreviations[key];
      if (/^\d/.test(w)) return w.toUpperCase();
      return titleCase(w);
    })
    .join(" ");
}

module.exports = { normalizeStreet, abbreviations };
