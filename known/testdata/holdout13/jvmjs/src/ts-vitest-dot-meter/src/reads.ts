export interface Read {
  meter: string;
  at: Date;
  kwh: number;
}

/** Parses "meter;ISO time;kWh" lines; blank lines and # comments are skipped. */
export function parseReads(text: string): Read[] {
  return text
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => {
      const [meter, at, kwh] = l.split(";");
      const value = Number(kwh);
      if (!meter || !at || Number.isNaN(value)) throw new Error(`bad read line: ${l}`);
      return { meter, at: new Date(at), kwh: value };
    });
}

/** Consumption between consecutive reads of each meter. */
export function usage(reads: Read[]): Map<string, number> {
  const byMeter = new Map<string, Read[]>();
  for (const r of reads) byMeter.set(r.meter, [...(byMeter.get(r.meter) ?? []), r]);
  const out = new Map<string, number>();
  for (const [m, rs] of byMeter) {
    rs.sort((a, b) => a.at.getTime() - b.at.getTime());
    out.set(m, rs[rs.length - 1]!.kwh - rs[0]!.kwh);
  }
  return out;
}
