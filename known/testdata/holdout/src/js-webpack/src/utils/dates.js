export function formatDate(d) {
  return d.toISOString().slice(0, 10);
}
