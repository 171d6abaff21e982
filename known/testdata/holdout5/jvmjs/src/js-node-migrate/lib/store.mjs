// An in-memory stand-in for the target database: async like the real client.
const tick = () => new Promise((resolve) => setImmediate(resolve));

export class Store {
  constructor() {
    this.customers = new Map();
    this.auditRows = new Set();
  }

  async upsertMany(rows) {
    await tick();
    for (const r of rows) this.customers.set(r.id, r);
    return rows.length;
  }

  // The audit table has a unique key on (source, id): a customer seen twice is rejected,
  // the way the database client rejects, with a plain object rather than an Error.
  async audit(source, rows) {
    await tick();
    for (const r of rows) {
      const key = `${source}:${r.id}`;
      if (this.auditRows.has(key)) {
        throw { code: "E_UNIQUE", table: "audit_log", detail: `duplicate key (source, id)=(${source}, ${r.id})` };
      }
      this.auditRows.add(key);
    }
  }
}
