import { clock } from "./widgets/Clock.js";
import { formatTime } from "./util/format.js";

document.body.textContent = formatTime(clock());
