export { convert, dimensionOf, UNITS } from './units.js';
export { convertTemperature } from './temperature.js';
export { parseQuantity, add, compare } from './quantity.js';
export { formatQuantity, bestUnit } from './format-quantity.js';
