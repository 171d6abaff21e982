export interface PendingShipment {
  status: "pending";
  id: string;
  createdAt: string;
}

export interface DispatchedShipment {
  status: "dispatched";
  id: string;
  createdAt: string;
  carrier: string;
  trackingUrl: string;
}

export type Shipment = PendingShipment | DispatchedShipment;
