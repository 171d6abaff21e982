export function validateItem(body) {
  const errors = [];
  if (typeof body.name !== "string" || body.name.length === 0) errors.push("name is required");
  if (!Number.isInteger(body.quantity) || body.quantity < 0) errors.push("quantity must be a non-negative integer");
  try {
    new Date(body.expires).toISOString();
  } catch (err) {
    errors.push("expires must be a date");
  }
  return errors;
}
