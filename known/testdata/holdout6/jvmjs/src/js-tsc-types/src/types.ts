export type Status = "created" | "in_transit" | "delivered" | "returned";

export interface Shipment {
  id: string;
  carrier: string;
  weightKg: number;
  status: Status;
  deliveredAt?: Date;
}
