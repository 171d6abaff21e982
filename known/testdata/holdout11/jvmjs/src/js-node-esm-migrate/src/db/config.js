export const config = {
  url: process.env.DATABASE_URL ?? "sqlite:./ledger.db",
  table: process.env.MIGRATIONS_TABLE ?? "schema_migrations",
};
