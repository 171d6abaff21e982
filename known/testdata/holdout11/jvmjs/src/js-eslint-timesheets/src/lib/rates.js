const BASE = { junior: 32, senior: 55, lead: 70 };

export function hourlyRate(grade, kind) {
  let rate = BASE[grade];
  if (rate === undefined) {
    throw new Error(`unknown grade: ${grade}`);
  }
  switch (kind) {
    case "weekend":
      rate *= 1.5;
    case "night":
      rate *= 1.25;
      break;
    case "normal":
      break;
    default:
      throw new Error(`unknown shift kind: ${kind}`);
  }
  return rate;
}
