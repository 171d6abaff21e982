const { makeSignup } = require("../src/signup");
const { UserStore } = require("../src/users");

describe("signup", () => {
  let mailer;
  let signup;

  beforeEach(() => {
    mailer = { send: jest.fn().mockResolvedValue({ ok: true }) };
    signup = makeSignup({ users: new UserStore(), mailer, baseUrl: "https://app.example.com" });
  });

  test("creates the user", async () => {
    const user = await signup({ email: "cy@example.com", name: "Cy" });
    expect(user).toMatchObject({ id: 1, email: "cy@example.com", verified: false });
  });

  test("sends the welcome mail first", async () => {
    await signup({ email: "cy@example.com", name: "Cy" });
    expect(mailer.send).toHaveBeenNthCalledWith(1, {
      to: "cy@example.com",
      template: "welcome",
      subject: "Welcome, Cy!",
      text: "Hi Cy, thanks for signing up.",
    });
  });

  test("sends two mails", async () => {
    await signup({ email: "cy@example.com", name: "Cy" });
    expect(mailer.send).toHaveBeenCalledTimes(2);
  });
});
