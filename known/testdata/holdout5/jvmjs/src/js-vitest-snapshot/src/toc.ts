import { slugger } from "./slugify";

export interface TocEntry {
  level: number;
  text: string;
  anchor: string;
}

export function toc(md: string, maxLevel = 3): TocEntry[] {
  const slug = slugger();
  const out: TocEntry[] = [];
  let fenced = false;
  for (const line of md.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const h = !fenced && /^(#{1,6})\s+(.*)$/.exec(line.trimEnd());
    if (h) {
      const anchor = slug(h[2]);
      if (h[1].length <= maxLevel) out.push({ level: h[1].length, text: h[2], anchor });
    }
  }
  return out;
}
