import { greet } from "./greet";
document.body.textContent = greet(1);
