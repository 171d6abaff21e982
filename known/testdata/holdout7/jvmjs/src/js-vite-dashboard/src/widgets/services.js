import { getJson } from '../lib/api.js';
import { relative } from '../lib/formatDate.js';

export async function servicesWidget() {
  const el = document.createElement('section');
  el.className = 'widget';
  el.innerHTML = '<h2>Services</h2><ul></ul>';
  const services = await getJson('/services');
  const ul = el.querySelector('ul');
  for (const s of services) {
    const li = document.createElement('li');
    li.className = `status-${s.status}`;
    li.textContent = `${s.name}: ${s.status} (checked ${relative(new Date(s.checkedAt))})`;
    ul.append(li);
  }
  return el;
}
