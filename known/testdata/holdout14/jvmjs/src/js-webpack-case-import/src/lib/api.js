export async function fetchBoard(stopCode) {
  const res = await fetch(`/api/stops/${encodeURIComponent(stopCode)}/departures`);
  if (!res.ok) throw new Error(`board ${stopCode}: HTTP ${res.status}`);
  return res.json();
}
