'use strict';
const assert = require('node:assert');
const formatDuration = require('../lib/duration');

describe('formatDuration', () => {
  it('pads minutes and seconds', () => assert.strictEqual(formatDuration(65), '00:01:05'));
  it('rounds fractional seconds', () => assert.strictEqual(formatDuration(59.6), '00:01:00'));
  it('handles hours', () => assert.strictEqual(formatDuration(3725.4), '01:02:05'));
});
