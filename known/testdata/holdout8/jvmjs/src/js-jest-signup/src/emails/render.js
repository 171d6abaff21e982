const templates = {
  welcome: ({ name }) => ({ subject: `Welcome, ${name}!`, text: `Hi ${name}, thanks for signing up.` }),
  verify: ({ link }) => ({ subject: "Confirm your email", text: `Confirm your address: ${link}` }),
};

function render(template, vars) {
  const t = templates[template];
  if (!t) {
    throw new Error(`no template ${template}`);
  }
  return t(vars);
}

module.exports = { render };
