export function hero() {
  return '<section class="hero"><h1>Ship faster</h1></section>';
}
