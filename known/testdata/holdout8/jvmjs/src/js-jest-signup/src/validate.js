const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateSignup(input) {
  const errors = [];
  if (!input.email || !EMAIL.test(input.email)) errors.push("email");
  if (!input.name || input.name.trim().length < 2) errors.push("name");
  return errors;
}

module.exports = { validateSignup };
