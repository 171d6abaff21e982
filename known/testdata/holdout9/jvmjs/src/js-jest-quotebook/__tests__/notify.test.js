const { notifyQuote } = require("../src/notify");

function fakeMailer() {
  return { send: jest.fn().mockResolvedValue(undefined) };
}

const small = { number: "Q-1", customerEmail: "buyer@example.org", totalCents: 12000 };
const large = { ...small, number: "Q-2", totalCents: 900000 };

describe("notifyQuote", () => {
  test("small quotes go to the customer only", async () => {
    const mailer = fakeMailer();
    await notifyQuote(small, mailer);
    expect(mailer.send).toHaveBeenCalledTimes(1);
  });

  test("large quotes also go to the sales lead", async () => {
    const mailer = fakeMailer();
    await notifyQuote(large, mailer);
    expect(mailer.send).toHaveBeenCalledWith("sales-lead@example.com", "Approve quote Q-2", large);
  });
});
