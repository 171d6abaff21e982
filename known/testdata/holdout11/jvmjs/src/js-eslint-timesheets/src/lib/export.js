import { hourlyRate } from "./rates.js";

export function toCsv(entries) {
  const header = "date,worker,grade,kind,hours,amount";
  const lines = entries.map((e) => {
    const amount = (hourlyRate(e.grade, e.kind) * e.hours).toFixed(2);
    return [e.date, e.worker, e.grade, e.kind, e.hours, amount].join(",");
  });
  console.log(`exported ${entries.length} timesheet entries`);
  return [header, ...lines].join("\n");
}

export function errorReport(failures) {
  for (const f of failures) {
    console.error(`error: ${f.worker} ${f.date}: ${f.reason}`);
  }
  return failures.length;
}
