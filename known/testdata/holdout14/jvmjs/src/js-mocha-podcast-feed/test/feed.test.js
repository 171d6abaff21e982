'use strict';
const assert = require('node:assert');
const { channel } = require('../lib/feed');

const show = { title: 'The Late Shift' };
const episodes = [
  { id: 'ls-101', title: 'Night buses', url: 'https://cdn.example.org/ls-101.mp3', bytes: 24117248, published: '2025-03-01T22:00:00Z', seconds: 3012 },
  { id: 'ls-102', title: 'Bakers & bread', url: 'https://cdn.example.org/ls-102.mp3', bytes: 30408704, published: '2025-03-08T22:00:00Z', seconds: 3725.4 },
];

describe('channel', () => {
  it('lists the newest episode first', () => {
    const xml = channel(show, episodes);
    assert.ok(xml.indexOf('ls-102') < xml.indexOf('ls-101'));
  });

  it('writes durations as HH:MM:SS', () => {
    const xml = channel(show, episodes);
    assert.ok(xml.includes('<itunes:duration>01:02:05</itunes:duration>'));
  });

  it('escapes titles', () => {
    assert.ok(channel(show, episodes).includes('<title>Bakers &amp; bread</title>'));
  });
});
