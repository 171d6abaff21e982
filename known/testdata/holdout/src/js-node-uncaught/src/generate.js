const fs = require('fs');
const { summarize } = require('./summarize');

const [, , input] = process.argv;
console.log(`reading ${input}`);
const metrics = JSON.parse(fs.readFileSync(input, 'utf8'));
console.log(`service ${metrics.service}: ${metrics.windows.length} windows`);
const report = summarize(metrics);
fs.writeFileSync('report.md', report);
console.log('wrote report.md');
