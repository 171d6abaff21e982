// Imports CSV rows into records; bad rows are logged and skipped, never fatal.
export function parseCsv(text) {
  return text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "")
    .map((l) => l.split(",").map((c) => c.trim()));
}

export function importRows(text, { log = console } = {}) {
  const [header, ...rows] = parseCsv(text);
  const records = [];
  const errors = [];
  rows.forEach((cells, i) => {
    const line = i + 2;
    if (cells.length !== header.length) {
      const msg = `Error: line ${line}: expected ${header.length} fields, got ${cells.length}`;
      errors.push(msg);
      log.error(msg);
      return;
    }
    const rec = Object.fromEntries(header.map((h, j) => [h, cells[j]]));
    if (rec.amount !== undefined) {
      const n = Number(rec.amount);
      if (Number.isNaN(n)) {
        const msg = `Error: line ${line}: amount "${rec.amount}" is not a number`;
        errors.push(msg);
        log.error(msg);
        return;
      }
      rec.amount = n;
    }
    records.push(rec);
  });
  if (errors.length > 0) {
    log.warn(`import finished with ${errors.length} error(s), ${records.length} row(s) imported`);
  }
  return { records, errors };
}
