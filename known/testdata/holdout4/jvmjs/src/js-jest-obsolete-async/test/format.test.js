const { formatPlace, formatCoords } = require("../src/format");

describe("formatPlace", () => {
  test("full address", () => {
    expect(formatPlace({ number: "10", street: "Downing St", town: "London", postcode: "SW1A 2AA", country: "GB" })).toMatchSnapshot();
  });
  test("no street number", () => {
    expect(formatPlace({ street: "Royal Mile", town: "Edinburgh", country: "GB" })).toMatchSnapshot();
  });
});

describe("formatCoords", () => {
  test("southern and western hemispheres", () => {
    expect(formatCoords({ lat: -33.8688, lon: -70.6693 }, 2)).toBe("33.87°S 70.67°W");
  });
  test("default precision", () => {
    expect(formatCoords({ lat: 51.5034, lon: -0.1276 })).toBe("51.50340°N 0.12760°W");
  });
});
