import { money, shortDate } from "../lib/format";

export function ordersTable(orders, onSelect) {
  return (
    <table className="orders">
      <tbody>
        {orders.map((o) => (
          <tr key={o.id} onClick={() => onSelect(o.id)}>
            <td>{shortDate(o.placedAt)}</td>
            <td>{o.customer}</td>
            <td>{money(o.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
