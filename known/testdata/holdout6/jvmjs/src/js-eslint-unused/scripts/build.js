import { mkdirSync, readdirSync, copyFileSync } from "node:fs";
import { join } from "node:path";

const out = "dist";
mkdirSync(out, { recursive: true });
let n = 0;
for (const dir of ["src", "src/lib", "src/routes"]) {
  mkdirSync(join(out, dir), { recursive: true });
  for (const f of readdirSync(dir)) {
    if (f.endsWith(".js")) {
      copyFileSync(join(dir, f), join(out, dir, f));
      n++;
    }
  }
}
process.stdout.write(`build: copied ${n} modules to ${out}/\n`);
