const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "1h30m", "45s", "250ms", "2d" -> milliseconds */
export function parseDuration(text: string): number {
  const re = /(\d+)(ms|s|m|h|d)/g;
  let total = 0;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text)) !== null) {
    total += Number(match[1]) * (UNITS[match[2]!] ?? 0);
  }
  return total;
}
