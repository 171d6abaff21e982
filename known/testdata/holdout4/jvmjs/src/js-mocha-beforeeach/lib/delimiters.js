const CANDIDATES = [",", ";", "\t", "|"];

function sniff(sample) {
  const lines = sample.split(/\r?\n/).filter((l) => l.length > 0).slice(0, 10);
  let best = ",";
  let bestScore = -1;
  for (const d of CANDIDATES) {
    const counts = lines.map((l) => l.split(d).length - 1);
    const consistent = counts.every((c) => c === counts[0]) && counts[0] > 0;
    const score = consistent ? counts[0] : 0;
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

module.exports = { sniff };
