export type Priority = "low" | "normal" | "urgent";

export interface Ticket {
  id: number;
  title: string;
  priority: Priority;
  assignee?: string;
  openedAt: Date;
  closedAt?: Date;
  tags: string[];
}

export interface Agent {
  login: string;
  displayName: string;
  maxOpen: number;
}
