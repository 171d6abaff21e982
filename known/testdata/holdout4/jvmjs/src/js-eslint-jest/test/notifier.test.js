const { createNotifier } = require("../src/index");

function deps() {
  return {
    limit: 2,
    mail: { deliver: jest.fn().mockResolvedValue("ok") },
    sms: { post: jest.fn().mockResolvedValue("ok") },
    push: { push: jest.fn().mockResolvedValue("ok") },
  };
}

describe("notify", () => {
  let logSpy;
  beforeEach(() => {
    logSpy = jest.spyOn(console, "log").mockImplementation(() => {});
  });

  test("emails a shipped notice", async () => {
    const d = deps();
    const notify = createNotifier(d);
    await expect(notify("ana@example.org", "shipped", { name: "Ana", order: 5 })).resolves.toEqual({ channel: "email", to: "ana@example.org" });
    expect(d.mail.deliver).toHaveBeenCalledWith(expect.objectContaining({ subject: "Hi Ana, your order #5 has shipped" }));
  });
  test("splits long sms", async () => {
    const d = deps();
    const notify = createNotifier(d);
    await notify("07700 900123", "delivered", { order: 9, where: " to the ".padEnd(150, "-") });
    expect(d.sms.post).toHaveBeenCalledTimes(2);
  });
  test("throttles the third message", async () => {
    const d = deps();
    const notify = createNotifier(d);
    await notify("device:00ff00ff00ff00ff", "refund", { amount: "£1", order: 1 });
    await notify("device:00ff00ff00ff00ff", "refund", { amount: "£1", order: 2 });
    await expect(notify("device:00ff00ff00ff00ff", "refund", { amount: "£1", order: 3 })).resolves.toEqual({ skipped: "throttled" });
  });
  test("unreachable address", async () => {
    await expect(createNotifier(deps())("nobody", "shipped", {})).rejects.toThrow("cannot reach nobody");
    logSpy.mockRestore();
  });
});
