import specials from "./data/specials.json";
import { renderBoard } from "./render.js";

document.getElementById("board").innerHTML = renderBoard(specials);
