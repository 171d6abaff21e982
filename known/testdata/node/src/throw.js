// An uncaught exception at startup, after some output.
const fs = require("fs");

console.log("loading routes");
const routes = JSON.parse(fs.readFileSync(__dirname + "/routes.json", "utf8"));
console.log(routes.length);
