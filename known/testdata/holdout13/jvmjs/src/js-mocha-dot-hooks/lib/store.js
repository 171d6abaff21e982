"use strict";
const fs = require("node:fs");
const path = require("node:path");

/** A JSON-file store of staff records, one file per ward. */
class Store {
  constructor(dir) {
    this.dir = dir;
  }

  load(ward) {
    const file = path.join(this.dir, `${ward}.json`);
    return JSON.parse(fs.readFileSync(file, "utf8"));
  }

  save(ward, staff) {
    fs.writeFileSync(path.join(this.dir, `${ward}.json`), JSON.stringify(staff, null, 2));
  }
}

module.exports = { Store };
