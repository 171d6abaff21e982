const TEMPLATES = {
  shipped: "Hi {name}, your order #{order} has shipped.",
  delayed: "Hi {name}, order #{order} is delayed by {days} day(s). Sorry!",
  delivered: "Order #{order} was delivered{where}.",
  refund: "A refund of {amount} for order #{order} is on its way.",
};

function fill(template, vars) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => {
    if (!(key in vars)) {
      throw new Error(`missing variable ${key}`);
    }
    return String(vars[key]);
  });
}

function render(kind, vars) {
  const template = TEMPLATES[kind];
  if (!template) {
    throw new Error(`unknown template ${kind}`);
  }
  let text = fill(template, vars);
  return text.length > 160 ? text.slice(0, 157) + "..." : text.replace(/\.$/, "");
}

module.exports = { render, fill, TEMPLATES };
