import { pickAgent } from "./queue.js";
import { summary } from "./report.js";
import { toCsv } from "./csv.js";
import type { Agent, Ticket } from "./types.js";

const agents: Agent[] = [
  { login: "mira", displayName: "Mira K", maxOpen: 5 },
  { login: "tobi", displayName: "Tobi A", maxOpen: 3 },
];
const tickets: Ticket[] = [
  { id: 1, title: "Printer on 3rd floor", priority: "low", openedAt: new Date("2025-05-20T08:00:00Z"), tags: ["hardware"] },
  { id: 2, title: "VPN drops", priority: "urgent", assignee: "mira", openedAt: new Date("2025-05-21T07:30:00Z"), tags: ["network"] },
];
console.log(summary(tickets, new Date()));
console.log(pickAgent(agents, tickets)?.login);
console.log(toCsv(tickets));
