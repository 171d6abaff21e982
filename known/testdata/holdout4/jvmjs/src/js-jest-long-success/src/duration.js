// itunes:duration comes as "SS", "MM:SS" or "HH:MM:SS"
function parseDuration(text) {
  if (text == null || text === "") return null;
  const parts = String(text).trim().split(":").map(Number);
  if (parts.some((p) => !Number.isInteger(p) || p < 0)) {
    console.warn(`ignoring bad duration ${JSON.stringify(text)}: parse error`);
    return null;
  }
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}

function formatDuration(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(h ? 2 : 1, "0");
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

module.exports = { parseDuration, formatDuration };
