export function statusBadge(status) {
  const el = document.createElement("span");
  el.className = `badge badge-${status}`;
  el.textContent = status.replace(/_/g, " ");
  return el;
}
