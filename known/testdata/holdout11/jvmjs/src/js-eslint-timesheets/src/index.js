import { toCsv, errorReport } from "./lib/export.js";
import { overrideFor, describe } from "./lib/overrides.js";
import { hourlyRate } from "./lib/rates.js";

export { toCsv, errorReport, overrideFor, describe, hourlyRate };

export function main(entries, failures) {
  const csv = toCsv(entries);
  const failed = errorReport(failures);
  console.info(`done, ${failed} failed entries`);
  return csv;
}
