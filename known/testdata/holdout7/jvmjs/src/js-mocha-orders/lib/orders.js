'use strict';

class OrderService {
  constructor(db, clock = () => new Date()) {
    this.orders = db.collection('orders');
    this.clock = clock;
  }

  async create(customerId, lines) {
    if (!lines.length) throw new Error('an order needs at least one line');
    const order = { customerId, lines, status: 'open', createdAt: this.clock().toISOString() };
    const id = await this.orders.insert(order);
    return { id, ...order };
  }

  async cancel(id) {
    const order = await this.orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    if (order.status === 'shipped') throw new Error(`order ${id} has shipped`);
    await this.orders.update(id, { status: 'cancelled' });
  }

  async openFor(customerId) {
    return (await this.orders.all()).filter((o) => o.customerId === customerId && o.status === 'open');
  }
}

module.exports = { OrderService };
