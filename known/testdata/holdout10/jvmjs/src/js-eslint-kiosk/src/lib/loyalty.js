export function stampsFor(order) {
  let stamps = 0;
  for (const line of order.lines) {
    if (line.category === "coffee") stamps += line.qty;
    else if (line.category === "tea") stamps += line.qty;
    else if (line.category === "coffee") stamps += 2 * line.qty;
  }
  return stamps;
}

export function freeDrinkDue(card) {
  return card.stamps >= 10;
}

export function redeem(card) {
  if (!freeDrinkDue(card)) throw new RangeError(`only ${card.stamps} stamps`);
  card.stamps -= 10;
  card.redeemedAt = structuredClone(new Date());
  return card;
}
