'use strict';
const { escapeXml } = require('./escape');
const { formatDuration } = require('./duration');

function item(ep) {
  return [
    '<item>',
    `<title>${escapeXml(ep.title)}</title>`,
    `<enclosure url="${escapeXml(ep.url)}" length="${ep.bytes}" type="audio/mpeg"/>`,
    `<guid isPermaLink="false">${escapeXml(ep.id)}</guid>`,
    `<pubDate>${new Date(ep.published).toUTCString()}</pubDate>`,
    `<itunes:duration>${formatDuration(ep.seconds)}</itunes:duration>`,
    '</item>',
  ].join('');
}

function channel(show, episodes) {
  const items = episodes
    .slice()
    .sort((a, b) => b.published.localeCompare(a.published))
    .map(item)
    .join('');
  return `<rss version="2.0"><channel><title>${escapeXml(show.title)}</title>${items}</channel></rss>`;
}

module.exports = { item, channel };
