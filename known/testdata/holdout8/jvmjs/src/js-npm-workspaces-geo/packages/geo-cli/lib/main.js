#!/usr/bin/env node
import { distanceCommand, headingCommand, midpointCommand } from "./commands.js";

const [cmd, ...args] = process.argv.slice(2);
const commands = { distance: distanceCommand, heading: headingCommand, midpoint: midpointCommand };
if (!commands[cmd]) {
  console.error(`usage: geokit <${Object.keys(commands).join("|")}> COORD COORD`);
  process.exit(2);
}
console.log(commands[cmd](args));
