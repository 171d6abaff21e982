import type { Ticket } from "./types.js";

export function toCsv(tickets: Ticket[]): string {
  const header = "id,title,priority,assignee,tags";
  const rows = tickets.map(function (t) {
    return [t.id, JSON.stringify(t.title), t.priority, t.assignee ?? "", t.tags.join("|")].join(",");
  });
  return [header, ...rows].join("\n");
}

export function parseTags(cell) {
  return cell.split("|").filter((s: string) => s.length > 0);
}
