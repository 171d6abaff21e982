'use strict';

const { matches } = require('./topic');

class EventBus {
  constructor({ replay = 0 } = {}) {
    this.subs = [];
    this.history = [];
    this.replay = replay;
  }

  subscribe(pattern, handler) {
    const sub = { pattern, handler };
    this.subs.push(sub);
    for (const ev of this.history) {
      if (matches(pattern, ev.topic)) handler(ev.payload, ev.topic);
    }
    return () => {
      this.subs = this.subs.filter((s) => s !== sub);
    };
  }

  publish(topic, payload) {
    if (this.replay > 0) {
      this.history.push({ topic, payload });
      if (this.history.length > this.replay) this.history.shift();
    }
    let delivered = 0;
    for (const s of this.subs) {
      if (matches(s.pattern, topic)) {
        s.handler(payload, topic);
        delivered++;
      }
    }
    return delivered;
  }

  topics() {
    return [...new Set(this.history.map((e) => e.topic))];
  }
}

module.exports = { EventBus };
