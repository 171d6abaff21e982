import { readFile } from "node:fs/promises";
import { describe } from "./format.js";
import { balances, settle } from "./split.js";

const path = process.argv[2] ?? "trip.json";
const trip = JSON.parse(await readFile(path, "utf8"));
const debug = process.env.DEBUG === "1";
console.log(describe(settle(balances(trip.expenses, trip.people))));
