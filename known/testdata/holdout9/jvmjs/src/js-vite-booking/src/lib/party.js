export const MAX_PARTY = 8;

export function validateParty(size) {
  if (!Number.isInteger(size) || size < 1) return "Please choose how many people are coming.";
  if (size > MAX_PARTY) return `For more than ${MAX_PARTY} people, please call us.`;
  return null;
}
