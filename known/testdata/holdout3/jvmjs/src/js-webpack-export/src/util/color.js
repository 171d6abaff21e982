const palette = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7"];

export function seriesColor(i) {
  return palette[i % palette.length];
}

export default palette;
