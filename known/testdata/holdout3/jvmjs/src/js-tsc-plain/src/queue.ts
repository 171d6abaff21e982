export interface Job {
  id: string;
  payload: unknown;
  attempts: number;
}

export class JobQueue {
  private jobs: Job[] = [];

  push(job: Job): void {
    this.jobs.push(job);
  }

  take(n: number): Job[] {
    return this.jobs.splice(0, n);
  }

  get size(): number {
    return this.jobs.length;
  }
}
