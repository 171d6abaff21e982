import { editorView } from './views/editor.js';
import { printView } from './views/print.js';

const recipe = {
  title: 'Pancakes',
  servings: 4,
  lines: ['250 g flour', '2 eggs', '500 ml milk', '1 tbsp sugar', '1/2 tsp salt', '30 g butter'],
};

editorView(document.querySelector('#app'), recipe, async (servings) => {
  // the print view is rarely used: load it on demand
  const { printView: open } = await import('./views/print.js');
  open(recipe, servings);
});

window.__printNow = (n) => printView(recipe, n);
