const { netToGross, parcelVolumeLitres, volumetricKg, chargeableKg } = require("../src/shipping");

describe("shipping", () => {
  test("adds VAT to whole pence", () => {
    expect(netToGross(1000)).toBe(1200);
    expect(netToGross(333)).toBe(400);
  });

  test("volume in litres", () => {
    expect(parcelVolumeLitres({ l: 30, w: 20, h: 10 })).toBe(6);
  });

  test("volumetric weight uses the 5000 divisor", () => {
    expect(volumetricKg({ l: 40, w: 30, h: 20 })).toBe(4.8);
  });

  test("chargeable weight of a light bulky parcel", () => {
    expect(chargeableKg(0.3, { l: 11, w: 7, h: 3 })).toBe(0.046);
  });
});
