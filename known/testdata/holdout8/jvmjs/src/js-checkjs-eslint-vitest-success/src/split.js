/**
 * @typedef {{ who: string, cents: number }} Expense
 * @typedef {{ from: string, to: string, cents: number }} Transfer
 */

/**
 * Each person's balance: what they paid minus their equal share.
 * @param {Expense[]} expenses
 * @param {string[]} people
 * @returns {Map<string, number>}
 */
export function balances(expenses, people) {
  const total = expenses.reduce((s, e) => s + e.cents, 0);
  const share = Math.floor(total / people.length);
  let remainder = total - share * people.length;
  const out = new Map(people.map((p) => [p, -share]));
  for (const p of people) {
    if (remainder-- > 0) out.set(p, (out.get(p) ?? 0) - 1);
  }
  for (const e of expenses) out.set(e.who, (out.get(e.who) ?? 0) + e.cents);
  return out;
}

/**
 * Greedy settlement: the biggest debtor pays the biggest creditor.
 * @param {Map<string, number>} bal
 * @returns {Transfer[]}
 */
export function settle(bal) {
  const debtors = [...bal].filter(([, c]) => c < 0).map(([p, c]) => ({ p, c: -c }));
  const creditors = [...bal].filter(([, c]) => c > 0).map(([p, c]) => ({ p, c }));
  /** @type {Transfer[]} */
  const out = [];
  while (debtors.length && creditors.length) {
    debtors.sort((a, b) => b.c - a.c);
    creditors.sort((a, b) => b.c - a.c);
    const d = debtors[0];
    const c = creditors[0];
    const amount = Math.min(d.c, c.c);
    out.push({ from: d.p, to: c.p, cents: amount });
    d.c -= amount;
    c.c -= amount;
    if (d.c === 0) debtors.shift();
    if (c.c === 0) creditors.shift();
  }
  return out;
}
