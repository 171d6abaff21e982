export async function getJson(path) {
  const res = await fetch(`/api${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}
