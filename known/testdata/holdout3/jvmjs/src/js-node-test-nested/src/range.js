import { compare, parse } from "./version.js";

// Supports "^1.2.3", "~1.2.3", ">=1.0.0 <2.0.0", "1.2.x" and exact versions.
export function satisfies(version, range) {
  return range.split("||").some((part) => part.trim().split(/\s+/).every((c) => test(version, c)));
}

function test(version, comparator) {
  if (comparator.startsWith("^")) {
    const base = parse(comparator.slice(1));
    const upper = base.major > 0 ? `${base.major + 1}.0.0` : `0.${base.minor + 1}.0`;
    return compare(version, base) >= 0 && compare(version, upper) < 0;
  }
  if (comparator.startsWith("~")) {
    const base = parse(comparator.slice(1));
    return compare(version, base) >= 0 && compare(version, `${base.major}.${base.minor + 1}.0`) < 0;
  }
  const m = /^(>=|<=|>|<|=)?(.*)$/.exec(comparator);
  const op = m[1] ?? "=";
  const target = m[2].replace(/\.x$/, ".0");
  const c = compare(version, target);
  if (m[2].endsWith(".x")) return c >= 0 && compare(version, target.replace(/\.\d+\.0$/, (s) => `.${+s.split(".")[1] + 1}.0`)) < 0;
  return { ">=": c >= 0, "<=": c <= 0, ">": c > 0, "<": c < 0, "=": c === 0 }[op];
}
