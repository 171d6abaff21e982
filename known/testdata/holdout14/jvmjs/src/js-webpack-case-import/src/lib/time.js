export function minutesUntil(departure, now) {
  const [h, m] = departure.split(":").map(Number);
  const dep = h * 60 + m;
  const cur = now.getHours() * 60 + now.getMinutes();
  return (dep - cur + 24 * 60) % (24 * 60);
}

export function label(minutes) {
  return minutes === 0 ? "Due" : `${minutes} min`;
}
