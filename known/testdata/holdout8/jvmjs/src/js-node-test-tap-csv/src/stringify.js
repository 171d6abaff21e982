export function quote(v, sep = ",") {
  const s = String(v);
  return s.includes(sep) || s.includes('"') || s.includes("\n") ? `"${s.replaceAll('"', '""')}"` : s;
}

export function stringify(rows, sep = ",") {
  if (rows.length === 0) return "";
  const cols = Object.keys(rows[0]);
  return [cols.join(sep), ...rows.map((r) => cols.map((c) => quote(r[c] ?? "", sep)).join(sep))].join("\n") + "\n";
}
