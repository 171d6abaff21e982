import { describe, expect, it, vi } from "vitest";
import { withRetry } from "../src/retry.js";

const noSleep = () => Promise.resolve();

describe("withRetry", () => {
  it("returns the first success", async () => {
    const fn = vi.fn().mockResolvedValue("ok");
    await expect(withRetry(fn, { sleep: noSleep })).resolves.toBe("ok");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("retries retryable errors", async () => {
    const err = Object.assign(new Error("503"), { retryable: true });
    const fn = vi.fn().mockRejectedValueOnce(err).mockResolvedValue("ok");
    await expect(withRetry(fn, { sleep: noSleep })).resolves.toBe("ok");
  });

  it("gives up on other errors", async () => {
    const fn = vi.fn().mockRejectedValue(new Error("403"));
    await expect(withRetry(fn, { sleep: noSleep })).rejects.toThrow("403");
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
