const { escapeText } = require("./escape");
const { fold } = require("./fold");

function stamp(d) {
  return d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function vevent({ uid, start, end, summary, location }) {
  const lines = ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, `SUMMARY:${escapeText(summary)}`];
  if (location) lines.push(`LOCATION:${escapeText(location)}`);
  lines.push("END:VEVENT");
  return lines.map(fold).join("\r\n");
}

function calendar(events, prodId = "-//ical-lite//EN") {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${prodId}`, ...events.map(vevent), "END:VCALENDAR"].join("\r\n") + "\r\n";
}

module.exports = { vevent, calendar, stamp };
