export { UNITS, dimensionOf } from "./units.js";
export { convert, round } from "./convert.js";
export { parseQuantity } from "./parse.js";
