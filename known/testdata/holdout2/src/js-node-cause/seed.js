const fs = require('fs');

class SeedError extends Error {
  constructor(message, options) { super(message, options); this.name = 'SeedError'; }
}

function readFixtures(dir) {
  const files = ['users.json', 'products.json', 'orders.json'];
  return files.map((f) => {
    console.log(`seed: reading ${dir}/${f}`);
    try {
      return JSON.parse(fs.readFileSync(`${dir}/${f}`, 'utf8'));
    } catch (err) {
      throw new SeedError(`cannot load fixture ${f}`, { cause: err });
    }
  });
}

fs.mkdirSync('fixtures', { recursive: true });
fs.writeFileSync('fixtures/users.json', '[{"id":1}]');
fs.writeFileSync('fixtures/products.json', '[{"sku":"a"},]');
const data = readFixtures('fixtures');
console.log(`seeded ${data.length} tables`);
