let seq = 0;

export function issue(kind) {
  seq += 1;
  switch (kind) {
    case "priority":
      const prefix = "P";
      return { id: `${prefix}${String(seq).padStart(3, "0")}`, kind };
    case "standard":
      return { id: `S${String(seq).padStart(3, "0")}`, kind };
    default:
      throw new Error(`unknown ticket kind ${kind}`);
  }
}

export function formatTicket(t) {
  return `${t.id} (${t.kind})`;
}
