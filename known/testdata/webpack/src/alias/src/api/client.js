// The "@" alias to src/ is configured for the editor only, not for webpack.
export async function fetchOrders() {
  return [{ id: 1, cents: 1250 }];
}

export function formatCents(c) {
  return (c / 100).toFixed(2);
}
