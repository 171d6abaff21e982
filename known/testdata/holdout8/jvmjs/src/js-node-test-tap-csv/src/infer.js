const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function inferType(values) {
  const present = values.filter((v) => v !== "");
  if (present.length === 0) return "empty";
  if (present.every((v) => /^-?\d+$/.test(v))) return "integer";
  if (present.every((v) => /^-?\d+(\.\d+)?$/.test(v))) return "number";
  if (present.every((v) => ISO_DATE.test(v))) return "date";
  if (present.every((v) => /^(true|false)$/i.test(v))) return "boolean";
  return "string";
}

export function inferSchema(rows) {
  const cols = Object.keys(rows[0] ?? {});
  return Object.fromEntries(cols.map((c) => [c, inferType(rows.map((r) => r[c]))]));
}

export async function inferFile(readText, path) {
  const { parse } = await import("./parse.js");
  return inferSchema(parse(await readText(path)));
}
