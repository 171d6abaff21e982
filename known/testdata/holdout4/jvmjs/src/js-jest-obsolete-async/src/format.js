function formatPlace(p) {
  const street = [p.number, p.street].filter(Boolean).join(" ");
  const town = [p.town, p.postcode].filter(Boolean).join(" ");
  return [street, town, p.country].filter(Boolean).join(", ");
}

function formatCoords({ lat, lon }, digits = 5) {
  const ns = lat >= 0 ? "N" : "S";
  const ew = lon >= 0 ? "E" : "W";
  return `${Math.abs(lat).toFixed(digits)}°${ns} ${Math.abs(lon).toFixed(digits)}°${ew}`;
}

module.exports = { formatPlace, formatCoords };
