import { parseField } from "./field.js";

const ALIASES = { "@hourly": "0 * * * *", "@daily": "0 0 * * *", "@weekly": "0 0 * * 0", "@monthly": "0 0 1 * *" };

export function parseExpr(text) {
  const src = ALIASES[text.trim()] ?? text.trim();
  const parts = src.split(/\s+/);
  if (parts.length !== 5) throw new SyntaxError(`expected 5 fields, got ${parts.length}`);
  const [minute, hour, dom, month, dow] = parts;
  return {
    minute: parseField(minute, 0, 59),
    hour: parseField(hour, 0, 23),
    dayOfMonth: parseField(dom, 1, 31),
    month: parseField(month, 1, 12),
    dayOfWeek: parseField(dow, 0, 6),
  };
}
