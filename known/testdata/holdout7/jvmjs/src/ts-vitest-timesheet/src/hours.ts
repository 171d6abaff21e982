/** Parses "1h30", "45m", "2h", "1.5h" or "90" (minutes) into minutes. */
export function parseDuration(text: string): number {
  const s = text.trim().toLowerCase();
  if (/^\d+$/.test(s)) return Number(s);
  const decimal = /^(\d+(?:\.\d+)?)h$/.exec(s);
  if (decimal) return Math.round(Number(decimal[1]) * 60);
  const m = /^(?:(\d+)h)?(?:(\d+)m)?$/.exec(s);
  if (!m || (!m[1] && !m[2])) throw new RangeError(`not a duration: "${text}"`);
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}

export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
}

export function total(entries: { minutes: number }[]): number {
  return entries.reduce((sum, e) => sum + e.minutes, 0);
}
