'use strict';

const assert = require('assert');
const { matches } = require('../lib/topic');

describe('topic matching', function () {
  it('matches exact topics', function () {
    assert.ok(matches('order.created', 'order.created'));
    assert.ok(!matches('order.created', 'order.paid'));
  });

  it('* matches one segment', function () {
    assert.ok(matches('order.*', 'order.paid'));
    assert.ok(!matches('order.*', 'order.line.added'));
  });

  it('# matches the rest', function () {
    assert.ok(matches('order.#', 'order.line.added'));
    assert.ok(matches('#', 'anything.at.all'));
  });
});
