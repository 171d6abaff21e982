export function render(x) {
  return "<p>" + x + "</p>";
}
