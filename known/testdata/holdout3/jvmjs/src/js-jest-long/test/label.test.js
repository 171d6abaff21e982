const { label, layouts } = require("../src/label");

const samples = {
  US: { street: "1600 amphitheatre parkway", city: "Mountain View", region: "CA", postcode: "94043" },
  CA: { street: "290 bremner boulevard", city: "Toronto", region: "ON", postcode: "m5v3l9" },
  GB: { street: "10 downing street", city: "London", postcode: "sw1a2aa" },
  DE: { street: "platz der republik 1", city: "Berlin", postcode: "11011" },
  NL: { street: "dam 1", city: "Amsterdam", postcode: "1012jS" },
  PL: { street: "wiejska 4", city: "Warszawa", postcode: "00-902" },
  BR: { street: "avenida paulista 1578", city: "São Paulo", region: "SP", postcode: "01310200" },
  JP: { street: "1-1 chiyoda", city: "Chiyoda-ku", region: "Tokyo", postcode: "1008111" },
};
const recipients = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", ""];

describe("label", () => {
  for (const country of Object.keys(layouts)) {
    describe(country, () => {
      test.each(recipients)("recipient %j", (name) => {
        const text = label(country, { ...samples[country], name });
        const lines = text.split("\n");
        expect(lines[0]).toBe(name || lines[0]);
        expect(text).not.toMatch(/undefined|null/);
        expect(lines.length).toBeGreaterThanOrEqual(name ? 3 : 2);
      });
      test("postcode is normalised", () => {
        expect(label(country, samples[country])).not.toContain(samples[country].postcode + "\n");
      });
    });
  }
  test("rejects a bad postcode", () => {
    expect(() => label("DE", { ...samples.DE, postcode: "1011" })).toThrow("bad postcode 1011 for DE");
  });
});
