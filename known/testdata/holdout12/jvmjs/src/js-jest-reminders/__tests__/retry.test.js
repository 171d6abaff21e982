const { withRetry } = require("../src/retry");

describe("withRetry", () => {
  test("returns the first success", async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error("busy")).mockResolvedValue("ok");
    await expect(withRetry(fn, { delayMs: 1 })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(2);
  });

  test("gives up after the last attempt", async () => {
    const fn = jest.fn().mockRejectedValue(new Error("gateway down"));
    await expect(withRetry(fn, { attempts: 4 })).rejects.toThrow("gateway down");
    expect(fn).toHaveBeenCalledTimes(4);
  });
});
