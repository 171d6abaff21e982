const BASE = "/api/v2";

export async function getJSON(path, { signal } = {}) {
  const res = await fetch(BASE + path, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

export const api = {
  latency: (service) => getJSON(`/metrics/latency?service=${encodeURIComponent(service)}`),
  orders: (since) => getJSON(`/orders?since=${since}`),
};
