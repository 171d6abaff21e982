import { createWriteStream } from "node:fs";
import { once } from "node:events";

export function quote(value) {
  const s = String(value);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export async function writeCsv(path, rows) {
  const out = createWriteStream(path, { flags: "wx" });
  await once(out, "open");
  for (const row of rows) {
    out.write(row.map(quote).join(",") + "\n");
  }
  out.end();
  await once(out, "finish");
}
