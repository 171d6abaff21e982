const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function inferType(values) {
  const present = values.filter((v) => v !== "");
  if (present.length === 0) return "empty";
  if (present.every((v) => /^-?\d+$/.test(v))) return "integer";
  if (present.every((v) => /^-?\d+\.\d+$/.test(v))) return "number";
  if (present.every((v) => ISO_DATE.test(v))) return "date";
  if (present.every((v) => v === "true" || v === "false")) return "boolean";
  return "string";
}

export function columns(rows) {
  const [header, ...body] = rows;
  return header.map((name, i) => ({ name, type: inferType(body.map((r) => r[i] ?? "")) }));
}
