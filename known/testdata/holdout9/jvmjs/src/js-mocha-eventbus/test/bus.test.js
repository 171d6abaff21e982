'use strict';

const assert = require('assert');
const { EventBus } = require('../lib/bus');

describe('EventBus', function () {
  it('delivers to matching subscribers', function (done) {
    const bus = new EventBus();
    bus.subscribe('user.*', (payload, topic) => {
      assert.strictEqual(topic, 'user.signed_up');
      assert.deepStrictEqual(payload, { id: 7 });
      done();
    });
    bus.publish('user.signed_up', { id: 7 });
  });

  it('calls back once per matching subscription', function (done) {
    const bus = new EventBus();
    const onOrder = () => done();
    bus.subscribe('order.*', onOrder);
    bus.subscribe('order.#', onOrder);
    bus.publish('order.paid', { id: 1 });
  });

  it('unsubscribes', function () {
    const bus = new EventBus();
    const off = bus.subscribe('a', () => assert.fail('should not be called'));
    off();
    assert.strictEqual(bus.publish('a', {}), 0);
  });

  it('replays the last events to late subscribers', function () {
    const bus = new EventBus({ replay: 2 });
    bus.publish('t.1', 1);
    bus.publish('t.2', 2);
    bus.publish('t.3', 3);
    const seen = [];
    bus.subscribe('t.*', (p) => seen.push(p));
    assert.deepStrictEqual(seen, [2, 3]);
  });

  it('lists the topics in its history', function () {
    const bus = new EventBus({ replay: 10 });
    bus.publish('b.x', 1);
    bus.publish('a.y', 2);
    bus.publish('b.x', 3);
    assert.deepStrictEqual(bus.topics(), ['a.y', 'b.x']);
  });
});
