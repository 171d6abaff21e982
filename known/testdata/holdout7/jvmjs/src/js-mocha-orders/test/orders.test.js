'use strict';

const assert = require('node:assert/strict');
const { OrderService } = require('../lib/orders');
const { makeDb } = require('./helpers/db');

describe('OrderService', function () {
  let service;

  beforeEach(function () {
    const db = makeDb();
    service = new OrderService(db, () => new Date('2024-05-06T07:00:00Z'));
  });

  it('creates an order', async function () {
    const order = await service.create('c-1', [{ sku: 'AB-100', qty: 1, unitCents: 500 }]);
    assert.equal(order.status, 'open');
  });

  it('refuses an empty order', async function () {
    await assert.rejects(service.create('c-1', []), /at least one line/);
  });

  it('cancels an open order', async function () {
    const { id } = await service.create('c-1', [{ sku: 'AB-100', qty: 1, unitCents: 500 }]);
    await service.cancel(id);
    assert.deepEqual(await service.openFor('c-1'), []);
  });
});
