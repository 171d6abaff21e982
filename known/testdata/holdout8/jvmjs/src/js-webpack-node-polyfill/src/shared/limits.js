export const MAX_BYTES = 25 * 1024 * 1024;
export const ACCEPT = ["image/png", "image/jpeg", "application/pdf"];

export function checkFile(file) {
  if (file.size > MAX_BYTES) return `${file.name} is larger than 25 MB`;
  if (!ACCEPT.includes(file.type)) return `${file.name}: ${file.type || "unknown type"} not accepted`;
  return null;
}
