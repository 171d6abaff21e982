const assert = require('assert');
const { parseLine, parse, parseFile } = require('../lib/csv');

describe('parseLine', function () {
  it('splits on commas', function () {
    assert.deepStrictEqual(parseLine('a,b,c'), ['a', 'b', 'c']);
  });
  it('keeps quoted commas', function () {
    assert.deepStrictEqual(parseLine('"a,b",c'), ['a,b', 'c']);
  });
  it('handles escaped quotes', function () {
    assert.deepStrictEqual(parseLine('"say ""hi""",x'), ['say "hi"', 'x']);
  });
  it('supports other separators', function () {
    assert.deepStrictEqual(parseLine('a;b', ';'), ['a', 'b']);
  });
});

describe('parse', function () {
  it('maps rows to objects', function () {
    assert.deepStrictEqual(parse('x,y\n1,2'), [{ x: '1', y: '2' }]);
  });
  it('ignores a trailing newline', function () {
    assert.deepStrictEqual(parse('x,y\n1,2\n'), [{ x: '1', y: '2' }]);
  });
});

describe('parseFile', function () {
  it('reads through the injected fs', async function () {
    const fakeFs = { readFile: async () => 'a\n1' };
    const rows = await parseFile(fakeFs, 'data.csv');
    assert.strictEqual(rows.length, 1);
  });
  it('propagates read errors', async function () {
    const fakeFs = {};
    await assert.rejects(parseFile(fakeFs, 'missing.csv'), /ENOENT/);
  });
});
