import { config } from "../src/db/config";
import { plan } from "../src/db/plan.js";

console.log(`migrating ${config.url} (table ${config.table})`);
for (const file of plan("migrations", [])) {
  console.log(`would apply ${file}`);
}
