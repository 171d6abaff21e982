// Fills {{placeholders}} in a notification template.
function render(template, values) {
  let out = template;
  for (const [key, value] of Object.entries(values)) {
    out = out.replace(`{{${key}}}`, String(value));
  }
  const missing = out.match(/\{\{(\w+)\}\}/);
  if (missing) {
    throw new Error(`template value missing: ${missing[1]}`);
  }
  return out;
}

module.exports = { render };
