export interface Room {
  id: string;
  name: string;
  capacity: number;
}

export interface Booking {
  roomId: string;
  start: Date;
  end: Date;
  organiser: string;
}
