const CODES = { G: "gluten", D: "dairy", N: "nuts", E: "egg", S: "soy" };

export function allergens(codes) {
  return codes.split("").map((c) => CODES[c] ?? `unknown(${c})`);
}
