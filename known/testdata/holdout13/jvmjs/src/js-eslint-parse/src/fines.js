const DAILY = 0.25;
const CAP = 5;

export function fine(dueDate, returnedDate) {
  const days = Math.ceil((returnedDate - dueDate) / 86_400_000);
  if (days <= 0) return 0;
  return Math.min(days * DAILY, CAP);
}

export function summary(loans) {
  const total = loans.reduce((s, l) => s + fine(l.due, l.returned), 0);
  return {
    count: loans.length,
    total,
    overdue: loans.filter((l) => fine(l.due, l.returned) > 0).length,
  };
}

export function waive(loan, reason) {
  return { ...loan, waived: true, reason, };
}

export const policy = {
  daily: DAILY,
  cap: CAP,
  graceDays: 0,
  currency: "GBP"
  reminders: [3, 7],
};
