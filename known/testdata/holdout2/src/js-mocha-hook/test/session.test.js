const assert = require('assert');

function connect(url) {
  if (!url) throw new Error('SESSION_DB_URL is not set');
  return { url, get: () => null };
}

describe('session store', function () {
  let db;
  before(function () { db = connect(process.env.SESSION_DB_URL); });
  it('returns null for an unknown id', function () { assert.strictEqual(db.get('x'), null); });
  it('expires entries', function () { assert.ok(db); });
});

describe('cookie', function () {
  it('signs values', function () { assert.strictEqual('a.sig'.split('.').length, 2); });
  it('rejects tampered values', function () { assert.deepStrictEqual({ ok: true }, { ok: false, reason: 'bad signature' }); });
  it('parses max-age', function () { assert.strictEqual(Number('3600'), 3600); });
});
