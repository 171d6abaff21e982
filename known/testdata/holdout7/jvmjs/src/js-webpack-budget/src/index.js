import { lookup } from './lookup.js';
import { render } from './render.js';

export function mount(el) {
  const input = el.querySelector('input[name=postcode]');
  const out = el.querySelector('.result');
  input.addEventListener('input', () => {
    const hit = lookup(input.value);
    out.replaceChildren(render(hit));
  });
}

if (typeof window !== 'undefined') {
  window.PostcodeWidget = { mount };
}
