import { greet } from "./greet";
import confetti from "party-lib";
document.body.textContent = greet(confetti);
