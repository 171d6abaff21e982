const { render } = require("./emails/render");

function makeSignup({ users, mailer, baseUrl }) {
  return async function signup({ email, name }) {
    const user = users.create({ email, name });
    const token = Buffer.from(`${user.id}:${user.email}`).toString("base64url");
    await mailer.send({
      to: user.email,
      template: "verify",
      ...render("verify", { link: `${baseUrl}/verify?t=${token}` }),
    });
    await mailer.send({ to: user.email, template: "welcome", ...render("welcome", { name }) });
    return user;
  };
}

module.exports = { makeSignup };
