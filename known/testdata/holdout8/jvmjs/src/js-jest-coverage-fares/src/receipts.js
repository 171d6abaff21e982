function formatCents(cents) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}€${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

function receiptLines(trips) {
  return trips.map((t) => `${t.from} → ${t.to}  ${formatCents(t.cents)}`);
}

function receiptEmail(user, trips, total) {
  const lines = receiptLines(trips);
  if (trips.length === 0) {
    return null;
  }
  return {
    to: user.email,
    subject: `Your trips on ${trips[0].date}`,
    text: [...lines, "", `Total ${formatCents(total)}`].join("\n"),
  };
}

function receiptCsv(trips) {
  const header = "date,from,to,cents";
  const rows = trips.map((t) => [t.date, t.from, t.to, t.cents].join(","));
  return [header, ...rows].join("\n");
}

module.exports = { formatCents, receiptLines, receiptEmail, receiptCsv };
