const { renderLabel } = require("../src/label");

test("renders an express label", () => {
  const label = renderLabel({
    id: 4821, name: "J. Okafor", street: "12 Mill Lane", town: "Hebden Bridge",
    postcode: "HX7 8AD", express: true, kg: 1.25,
  });
  expect(label).toMatchSnapshot();
});

test("standard service by default", () => {
  expect(renderLabel({ id: 1, name: "A", street: "B", town: "C", postcode: "D", kg: 2 }).service).toBe("STANDARD 48");
});
