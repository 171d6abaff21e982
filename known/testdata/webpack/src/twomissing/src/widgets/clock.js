export function clock() {
  return new Date();
}
