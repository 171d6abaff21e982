import { scaleRecipe } from '../lib/scale.js';

export function printView(recipe, servings) {
  const w = window.open('', '_blank');
  w.document.title = `${recipe.title} (${servings})`;
  const ul = w.document.createElement('ul');
  for (const line of scaleRecipe(recipe.lines, recipe.servings, servings)) {
    const li = w.document.createElement('li');
    li.textContent = line;
    ul.append(li);
  }
  w.document.body.append(ul);
  w.print();
}
