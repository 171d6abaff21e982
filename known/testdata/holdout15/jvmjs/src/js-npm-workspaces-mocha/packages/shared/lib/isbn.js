"use strict";

function clean(s) {
  return String(s).replace(/[-\s]/g, "");
}

function isbn13Valid(s) {
  const d = clean(s);
  if (!/^\d{13}$/.test(d)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d[i]) * (i % 2 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(d[12]);
}

function from10(s) {
  const core = "978" + clean(s).slice(0, 9);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(core[i]) * (i % 2 ? 3 : 1);
  return core + ((10 - (sum % 10)) % 10);
}

module.exports = { clean, isbn13Valid, from10 };
