import { scaleRecipe } from '../lib/scale.js';

export function editorView(root, recipe, onPrint) {
  const input = document.createElement('input');
  input.type = 'number';
  input.min = '1';
  input.value = String(recipe.servings);
  const list = document.createElement('ul');
  const button = document.createElement('button');
  button.textContent = 'Print';
  const update = () => {
    list.replaceChildren(
      ...scaleRecipe(recipe.lines, recipe.servings, Number(input.value)).map((l) => {
        const li = document.createElement('li');
        li.textContent = l;
        return li;
      }),
    );
  };
  input.addEventListener('input', update);
  button.addEventListener('click', () => onPrint(Number(input.value)));
  root.replaceChildren(input, button, list);
  update();
}
