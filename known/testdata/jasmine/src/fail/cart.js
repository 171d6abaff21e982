function total(items) {
  return items.reduce((sum, it) => sum + it.price * it.qty, 0);
}

function discount(amount, code) {
  const rates = { TEN: 0.1, HALF: 0.5 };
  return amount * (1 - rates[code.toUpperCase()]);
}

module.exports = { total, discount };
