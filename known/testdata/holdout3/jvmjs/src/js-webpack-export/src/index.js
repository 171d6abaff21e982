import { sparkline } from "./charts/sparkline.js";
import { gauge } from "./charts/gauge.js";
import { table } from "./charts/table.js";

const demo = {
  cpu: [12, 18, 25, 22, 40, 38, 51, 47, 60, 58, 49, 42],
  disk: 0.83,
  jobs: [
    { name: "ingest", bytes: 734003200, ms: 81234 },
    { name: "rollup", bytes: 1048576, ms: 5400 },
    { name: "export", bytes: 52428, ms: 730 },
  ],
};

document.querySelector("#app").innerHTML = [
  sparkline(demo.cpu),
  gauge("disk", demo.disk),
  table(demo.jobs),
].join("\n");
