'use strict';

const assert = require('node:assert/strict');
const test = require('node:test');
const { enqueue, drain } = require('../src/worker');

test('drains every job in order', async () => {
  const seen = [];
  enqueue('a', 1);
  enqueue('b', 2);
  await drain(async (job) => seen.push(job.name));
  assert.deepEqual(seen, ['a', 'b']);
});
