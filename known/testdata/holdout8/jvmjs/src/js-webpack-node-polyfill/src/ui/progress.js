export function progressBar(el) {
  const bar = document.createElement("progress");
  bar.max = 100;
  el.append(bar);
  return (pct) => {
    bar.value = Math.round(pct);
  };
}
