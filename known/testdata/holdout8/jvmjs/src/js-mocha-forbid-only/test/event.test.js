const assert = require("node:assert/strict");
const { calendar, stamp, vevent } = require("../lib/event");

describe("event", () => {
  const ev = {
    uid: "42@example.com",
    start: new Date("2024-05-06T09:00:00Z"),
    end: new Date("2024-05-06T09:15:00Z"),
    summary: "Standup; room 3, floor 2",
  };

  it("stamps in UTC basic format", () => {
    assert.equal(stamp(ev.start), "20240506T090000Z");
  });

  it("escapes the summary", () => {
    assert.match(vevent(ev), /SUMMARY:Standup\\; room 3\\, floor 2/);
  });

  it("wraps events in a calendar", () => {
    const cal = calendar([ev]);
    assert.ok(cal.startsWith("BEGIN:VCALENDAR\r\n"));
    assert.ok(cal.endsWith("END:VCALENDAR\r\n"));
  });

  it("omits an empty location", () => {
    assert.doesNotMatch(vevent(ev), /LOCATION/);
  });
});
