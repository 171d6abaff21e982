'use strict';

const debug = require('debug')('queue-worker');
const pc = require('picocolors');

const jobs = [];

function enqueue(name, payload) {
  jobs.push({ name, payload, at: Date.now() });
  debug('enqueued %s (%d waiting)', name, jobs.length);
}

async function drain(handler) {
  while (jobs.length) {
    const job = jobs.shift();
    try {
      await handler(job);
      console.log(pc.green('done'), job.name);
    } catch (err) {
      console.log(pc.red('failed'), job.name, err.message);
    }
  }
}

module.exports = { enqueue, drain };
