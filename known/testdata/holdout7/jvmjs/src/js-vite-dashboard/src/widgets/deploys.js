import { getJson } from '../lib/api.js';
import { shortTime } from '../lib/format-date.js';

export async function deploysWidget() {
  const el = document.createElement('section');
  el.className = 'widget';
  el.innerHTML = '<h2>Deploys today</h2><ol></ol>';
  const deploys = await getJson('/deploys?since=today');
  const ol = el.querySelector('ol');
  for (const d of deploys) {
    const li = document.createElement('li');
    li.textContent = `${shortTime(new Date(d.at))} ${d.service} ${d.version} by ${d.author}`;
    ol.append(li);
  }
  return el;
}
