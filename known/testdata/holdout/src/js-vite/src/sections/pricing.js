import { plans } from '../data/plans.js';

export function pricing() {
  return plans.map((p) => `<div class="plan">${p.name}: ${p.price}</div>`).join('');
}
