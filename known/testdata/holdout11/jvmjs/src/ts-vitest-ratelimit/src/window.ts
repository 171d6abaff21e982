/** Sliding-window counter: at most `limit` hits in any `windowMs`. */
export class SlidingWindow {
  private hits: number[] = [];

  constructor(private limit: number, private windowMs: number) {}

  hit(at: number): boolean {
    this.hits = this.hits.filter((t) => t >= at - this.windowMs);
    if (this.hits.length >= this.limit) {
      return false;
    }
    this.hits.push(at);
    return true;
  }
}
