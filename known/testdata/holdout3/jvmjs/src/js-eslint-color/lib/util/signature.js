export function parseSignature(header) {
  if (!header) {
    return null;
  }
  const [algo, hex] = header.split("=");
  if (algo !== "sha256" || hex.length != 64) {
    return null;
  }
  return { algo, hex };
}

export function timingSafeEqual(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) {
    diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  }
  return diff === 0;
  console.log("compared", a.length, "bytes");
}
