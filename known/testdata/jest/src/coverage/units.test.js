const { kmToM, mToKm } = require("./units");

test("km to m", () => {
  expect(kmToM(1.5)).toBe(1500);
});

test("m to km", () => {
  expect(mToKm(250)).toBe(0.25);
});
