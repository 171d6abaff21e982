export const formatPrice = (v) => `€${v.toFixed(2)}`;
