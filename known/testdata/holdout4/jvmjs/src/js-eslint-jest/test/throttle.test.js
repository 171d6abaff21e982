const { createThrottle } = require("../src/throttle");

function clock(start = 0) {
  let t = start;
  const now = () => t;
  now.advance = (ms) => { t += ms; };
  return now;
}

describe("createThrottle", () => {
  test.each([1, 2, 3, 5, 8])("allows exactly %i per window", (limit) => {
    const now = clock();
    const allow = createThrottle(limit, 1000, now);
    for (let i = 0; i < limit; i++) expect(allow("a")).toBe(true);
    expect(allow("a")).toBe(false);
  });
  test("recipients are independent", () => {
    const allow = createThrottle(1, 1000, clock());
    expect(allow("a")).toBe(true);
    expect(allow("b")).toBe(true);
  });
  test.each([999, 1000, 1500])("window slides after %ims", (ms) => {
    const now = clock();
    const allow = createThrottle(1, 1000, now);
    allow("a");
    now.advance(ms);
    expect(allow("a")).toBe(ms >= 1000);
  });
});
