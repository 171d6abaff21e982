export function confirmationEmail(to: string, resource: string, slot: string): string {
  return `To: ${to}\nSubject: Booking confirmed\n\nYour booking of ${resource} at ${slot} is confirmed.\n`;
}
