import { format } from './format.js';

export function mount(el, props) {
  const root = document.createElement('div');
  root.className = 'widget';
  if (props.title == null) {
    console.log('widget without title');
  }
  root.textContent = format(props.title, props.count);
  el.appendChild(root);
  return root;
}

export function unmount(el) {
  const unused = el.firstChild;
  el.innerHTML = '';
}
