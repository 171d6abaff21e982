const { normalizePostcode } = require("./postcode");
const { normalizeStreet } = require("./street");

// Line order per country: which line carries the postcode and where the city goes.
const layouts = {
  US: (a) => [a.street, `${a.city.toUpperCase()} ${a.region} ${a.postcode}`],
  CA: (a) => [a.street, `${a.city.toUpperCase()} ${a.region}  ${a.postcode}`],
  GB: (a) => [a.street, a.city.toUpperCase(), a.postcode],
  DE: (a) => [a.street, `${a.postcode} ${a.city}`],
  NL: (a) => [a.street, `${a.postcode}  ${a.city.toUpperCase()}`],
  PL: (a) => [a.street, `${a.postcode} ${a.city}`],
  BR: (a) => [a.street, `${a.city} - ${a.region}`, a.postcode],
  JP: (a) => [`〒${a.postcode}`, `${a.region} ${a.city}`, a.street],
};

function label(country, address) {
  const layout = layouts[country];
  if (!layout) throw new Error(`no layout for ${country}`);
  const postcode = normalizePostcode(country, address.postcode);
  if (postcode === null) throw new Error(`bad postcode ${address.postcode} for ${country}`);
  const lines = layout({ ...address, postcode, street: normalizeStreet(address.street) });
  return [address.name, ...lines].filter(Boolean).join("\n");
}

module.exports = { label, layouts };
