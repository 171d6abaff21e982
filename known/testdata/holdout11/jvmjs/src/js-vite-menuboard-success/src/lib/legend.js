import { allergens } from "./allergens.js";

export const legend = allergens("GDNES").join(" · ");
