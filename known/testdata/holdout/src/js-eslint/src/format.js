export function format(title, count) {
  switch (count) {
    case 0:
      return `${title}: none`;
    case 1:
      let word = 'item';
      return `${title}: 1 ${word}`;
    default:
      return `${title}: ${count} items`;
  }
}

export function trim(s) {
  return s.replace(/^\s+|\s+$/g, '');
}

export function isEmpty(s) {
  return s.length == 0 || s == undefinedValue;
}
