// Evaluates feature flags for a user: explicit overrides, then percentage rollouts.

function bucket(userId, flag) {
  let h = 2166136261;
  for (const ch of `${flag}:${userId}`) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h % 100;
}

export function evaluate(flags, user) {
  const out = {};
  for (const [name, def] of Object.entries(flags)) {
    if (def.users && def.users.includes(user.id)) {
      out[name] = true;
    } else if (def.segments && def.segments.some((s) => user.segments?.includes(s))) {
      out[name] = true;
    } else if (typeof def.rollout === "number") {
      out[name] = bucket(user.id, name) < def.rollout;
    } else {
      out[name] = Boolean(def.enabled);
    }
  }
  return out;
}

export function merge(base, override) {
  return { ...base, ...override };
}

export { bucket };
