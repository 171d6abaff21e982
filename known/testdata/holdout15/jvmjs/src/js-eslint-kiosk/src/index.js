import { Queue } from "./queue.js";
import { issue } from "./tickets.js";
import { loadLayout, render } from "./display.js";

const q = new Queue(3);
const calls = [];
q.on("called", (c) => calls.push(c));
for (const kind of ["standard", "priority", "standard"]) q.push(issue(kind));
q.next(1);
q.next(2);
const layout = await loadLayout("layout.json");
console.warn(render(layout, calls));
