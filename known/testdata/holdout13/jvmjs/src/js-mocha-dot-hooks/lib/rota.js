"use strict";

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Round-robin: each day gets `perDay` staff, skipping anyone on leave that day. */
function plan(staff, perDay) {
  const rota = {};
  let next = 0;
  for (const day of DAYS) {
    rota[day] = [];
    let tried = 0;
    while (rota[day].length < perDay && tried < staff.length) {
      const s = staff[next % staff.length];
      next++;
      tried++;
      if (!s.leave.includes(day)) rota[day].push(s.name);
    }
  }
  return rota;
}

/** Notifies each person of their shifts; the callback gets the count sent. */
function notify(rota, send, done) {
  const byName = {};
  for (const [day, names] of Object.entries(rota)) {
    for (const n of names) (byName[n] = byName[n] || []).push(day);
  }
  setImmediate(() => {
    let sent = 0;
    for (const [name, days] of Object.entries(byName)) {
      send(name.toLowerCase(), `You are on: ${days.join(", ")}`);
      sent++;
    }
    done(null, sent);
  });
}

module.exports = { DAYS, plan, notify };
