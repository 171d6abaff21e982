function formatLatency(w) {
  return `${w.start}: p95 ${w.latency.p95.toFixed(1)} ms`;
}

function summarize(metrics) {
  const lines = [`# ${metrics.service}`];
  for (const w of metrics.windows) {
    lines.push(formatLatency(w));
  }
  return lines.join('\n');
}

module.exports = { summarize };
