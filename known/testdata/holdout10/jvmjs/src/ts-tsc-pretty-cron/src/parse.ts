import { DAY_OF_MONTH, DAY_OF_WEEK, HOUR, MINUTE, MONTH, type FieldSpec } from "./fields.js";

export class CronSyntaxError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export function parseField(text: string, spec: FieldSpec): number[] {
  const out = new Set<number>();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText ? Number(stepText) : 1;
    let lo = spec.min;
    let hi = spec.max;
    if (range !== "*") {
      const [a, b] = range!.split("-");
      lo = value(a!, spec);
      hi = b === undefined ? lo : value(b, spec);
    }
    if (lo < spec.min || hi > spec.max || lo > hi) {
      throw new CronSyntaxError(`${part} is out of range ${spec.min}-${spec.max}`);
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return [...out].sort((x, y) => x - y);
}

function value(text: string, spec: FieldSpec): number {
  const alias = spec.aliases?.[text.toLowerCase()];
  return alias ?? Number(text);
}

export function parse(expr: string) {
  const f = expr.trim().split(/\s+/);
  if (f.length !== 5) throw new CronSyntaxError(`expected 5 fields, got ${f.length}`, "expression");
  return {
    minute: parseField(f[0]!, MINUTE),
    hour: parseField(f[1]!, HOUR),
    dayOfMonth: parseField(f[2]!, DAY_OF_MONTH),
    month: parseField(f[3]!, MONTH),
    dayOfWeek: parseField(f[4]!, DAY_OF_WEEK),
  };
}
