export function stopHeader(stop) {
  const h = document.createElement("h2");
  h.textContent = `${stop.name} (stop ${stop.code})`;
  return h;
}
