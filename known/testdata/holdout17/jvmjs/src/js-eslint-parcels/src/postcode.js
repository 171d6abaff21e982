const OUTWARD = /^([A-Z]{1,2})\d/;

export function postcodeArea(postcode) {
  const m = OUTWARD.exec(postcode.toUpperCase().trim());
  return m ? m[1] : "??";
}

export function isValid(postcode) {
  const normalised = postcode.toUpperCase().replace(/\s+/g, " ").trim();
  return /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(normalised);
}
