import type { Agent, Ticket } from "./types.js";

export function openTickets(tickets: Ticket[]): Ticket[] {
  return tickets.filter((t) => t.closedAt === undefined);
}

export function loadOf(agent: Agent, tickets: Ticket[]): number {
  return openTickets(tickets).filter((t) => t.assignee === agent.login).length;
}

export function pickAgent(agents: Agent[], tickets: Ticket[]): Agent | undefined {
  return agents
    .filter((a) => loadOf(a, tickets) < a.maxOpen)
    .sort((a, b) => loadOf(a, tickets) - loadOf(b, tickets))[0];
}
