import { getItem, putItem, listItems } from "../lib/db.js";
import { validateItem } from "../lib/validate.js";

export function handleGet(req, res) {
  const item = getItem(req.params.id);
  if (!item) return res.status(404).json({ error: "not found" });
  return res.json(item);
}

export function handlePut(req, res) {
  const problems = validateItem(req.body);
  if (problems.length) return res.status(400).json({ errors: problems });
  return res.json(putItem({ ...req.body, id: req.params.id }));
}

export function handleExpiring(req, res, next) {
  const days = Number(req.query.days ?? 7);
  const cutoff = Date.now() + days * 86_400_000;
  console.log(`expiring within ${days} days`);
  return res.json([]);
}
