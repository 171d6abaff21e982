const { classify, normalisePhone } = require("../src/recipients");

describe("normalisePhone", () => {
  test.each([
    ["07700 900123", "+447700900123"],
    ["+44 7700 900123", "+447700900123"],
    ["0044 (0)7700-900123", "+4407700900123"],
    ["(020) 7946 0018", "+442079460018"],
    ["+1 415-555-0100", "+14155550100"],
  ])("%s -> %s", (raw, want) => {
    expect(normalisePhone(raw)).toBe(want);
  });
  test("rejects a bare local number", () => {
    expect(normalisePhone("7946 0018")).toBeNull();
  });
});

describe("classify", () => {
  test.each([
    ["Ana@Example.org", "email", "ana@example.org"],
    ["ben@shop.co.uk", "email", "ben@shop.co.uk"],
    ["07700 900123", "sms", "+447700900123"],
    ["device:00ff00ff00ff00ff", "push", "00ff00ff00ff00ff"],
    ["device:xyz", "none", "device:xyz"],
    ["not an address", "none", "not an address"],
  ])("%s is %s", (address, channel, to) => {
    expect(classify(address)).toEqual({ channel, to });
  });
});
