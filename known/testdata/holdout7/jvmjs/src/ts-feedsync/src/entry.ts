export interface FeedEntry {
  id: string;
  title: string;
  published: Date;
  link: string;
  tags: string[];
}

const ITEM = /<item>([\s\S]*?)<\/item>/g;

function tag(xml: string, name: string): string | null {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? m[1].trim() : null;
}

export function parseEntries(xml: string, defaultTag: string): FeedEntry[] {
  const out: FeedEntry[] = [];
  for (const [, body] of xml.matchAll(ITEM)) {
    const link = tag(body, 'link');
    out.push({
      id: tag(body, 'guid') ?? link ?? '',
      title: decode(tag(body, 'title')),
      published: new Date(tag(body, 'pubDate') ?? 0),
      link: link ?? '',
      tags: [defaultTag],
    });
  }
  return out;
}

export function decode(s: string): string {
  return s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
}
