const { deliver, onProviderError } = require("../src/deliver");

describe("deliver", () => {
  test("retries a timeout and then succeeds", async () => {
    let calls = 0;
    const provider = {
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error("ETIMEDOUT after 3000 ms");
        return { id: "msg-77", status: "queued" };
      },
    };
    await expect(deliver(provider, { id: "n-1" })).resolves.toEqual({ id: "msg-77", status: "queued" });
    expect(calls).toBe(2);
  });

  test("gives up after the last attempt and rethrows", async () => {
    const provider = { send: async () => { throw new Error("503 Service Unavailable"); } };
    await expect(deliver(provider, { id: "n-2" }, { attempts: 2 })).rejects.toThrow("503 Service Unavailable");
  });
});

describe("onProviderError", () => {
  test.each([
    ["EAUTH", "halt"],
    ["EQUOTA", "halt"],
    ["ECONNRESET", "retry"],
  ])("%s -> %s", (code, action) => {
    const err = Object.assign(new Error("provider said no"), { code });
    expect(onProviderError(err)).toBe(action);
  });
});
