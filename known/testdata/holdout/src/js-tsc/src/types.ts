export interface Todo {
  id: number;
  title: string;
  done: boolean;
  dueDate?: Date;
}

export type Filter = 'all' | 'open' | 'done';
