'use strict';

// An in-memory stand-in for the document store; async since it now loads seed data.
async function makeDb(seed = {}) {
  const data = new Map(Object.entries(seed).map(([name, docs]) => [name, new Map(docs)]));
  let next = 1;
  return {
    collection(name) {
      if (!data.has(name)) data.set(name, new Map());
      const docs = data.get(name);
      return {
        async insert(doc) { const id = String(next++); docs.set(id, { ...doc }); return id; },
        async get(id) { return docs.get(id); },
        async update(id, patch) { docs.set(id, { ...docs.get(id), ...patch }); },
        async all() { return [...docs.values()]; },
      };
    },
  };
}

module.exports = { makeDb };
