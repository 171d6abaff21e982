const { renderInvoice, renderAddress } = require('../src/render');

const inv = { number: 'INV-0042', currency: 'EUR', items: [ { name: 'Widget', qty: 2, price: 9.5 }, { name: 'Gadget', qty: 1, price: 24 } ] };

describe('renderInvoice', () => {
  test('matches the stored invoice', () => {
    expect(renderInvoice(inv)).toMatchSnapshot();
  });
  test('shows the number first', () => {
    expect(renderInvoice(inv).split('\n')[0]).toBe('Invoice INV-0042');
  });
});

describe('renderAddress', () => {
  test('three lines', () => {
    expect(renderAddress({ name: 'A', street: 'B 1', zip: '10115', city: 'Berlin' }).split('\n')).toHaveLength(3);
  });
});
