import { checkIn } from "./checkin.js";
import { message, messages } from "./messages.js";
import { isLate } from "./clock.js";

export { checkIn, message, isLate };
