export function badge(person) {
  const name = `${person.first} ${person.last}`.trim();
  return { name, company: person.company ?? "", qr: `BEGIN:VCARD\nFN:${name}\nEND:VCARD` };
}
