const os = require("os");

function drain(items) {
  let done = [];
  for (const item of items) {
    done.push(item.id);
  }
  console.log("drained", done.length);
  return done;
}

module.exports = { drain };
