export async function loadMenu(url) {
  try {
    const res = await fetch(url);
    return await res.json();
  } catch (err) {
  }
}

export function price(p) {
  if (p < 0) return 0;
  let rounded = Math.round(p * 100) / 100;
  return rounded;
}
