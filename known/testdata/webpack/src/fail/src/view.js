export function render(x) {
  return x +;
}
