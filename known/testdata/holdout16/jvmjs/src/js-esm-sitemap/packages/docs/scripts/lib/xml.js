export function escape(s) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function urlEntry(base, page) {
  return `  <url><loc>${escape(base + page.path)}</loc><lastmod>${page.updated}</lastmod></url>`;
}
