export function render(hit) {
  const p = document.createElement('p');
  p.textContent = hit ? `${hit.name}, ${hit.region} (${hit.prefix})` : 'Unknown postcode';
  return p;
}
