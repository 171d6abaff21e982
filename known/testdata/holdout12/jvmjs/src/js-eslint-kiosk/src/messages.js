export const messages = {
  welcome: "Welcome! Please scan your appointment code.",
  notFound: "We could not find your appointment.",
  late: "You are more than 15 minutes late; please see the front desk.",
  seated: "Please take a seat.",
  welcome: "Welcome to the clinic. Scan your code to check in.",
};

export function message(key, fallback) {
  const text = messages[key];
  return text || fallback;
}
