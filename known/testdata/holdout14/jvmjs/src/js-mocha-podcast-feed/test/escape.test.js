'use strict';
const assert = require('node:assert');
const { escapeXml } = require('../lib/escape');

describe('escapeXml', () => {
  it('escapes ampersands', () => {
    assert.strictEqual(escapeXml('Fish & Chips'), 'Fish &amp; Chips');
  });

  it('escapes angle brackets and quotes', () => {
    assert.strictEqual(escapeXml('<b>"Live"</b>'), '&lt;b&gt;&quot;Live&quot;&lt;/b&gt;');
  });

  it('escapes apostrophes for attribute values', () => {
    assert.match(escapeXml("Rock 'n' Roll Hour"), /Rock &apos;n&apos; Roll Hour/);
  });

  it('leaves plain text alone', () => {
    assert.strictEqual(escapeXml('Morning Show 42'), 'Morning Show 42');
  });
});
