const { dayAheadPrice } = require("../src");

jest.setTimeout(500);

test("returns the first successful price", async () => {
  await expect(dayAheadPrice(async () => 8.7)).resolves.toBe(8.7);
});

test("retries a flaky endpoint", async () => {
  let calls = 0;
  const flaky = async () => {
    calls += 1;
    if (calls < 4) throw new Error("503 Service Unavailable");
    return 9.1;
  };
  await expect(dayAheadPrice(flaky)).resolves.toBe(9.1);
  expect(calls).toBe(4);
});
