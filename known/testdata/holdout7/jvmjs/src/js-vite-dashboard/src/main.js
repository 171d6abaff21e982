import { servicesWidget } from './widgets/services.js';
import { deploysWidget } from './widgets/deploys.js';

const app = document.querySelector('#app');

async function render() {
  const widgets = await Promise.allSettled([servicesWidget(), deploysWidget()]);
  app.replaceChildren(
    ...widgets.map((w) => {
      if (w.status === 'fulfilled') return w.value;
      const err = document.createElement('section');
      err.className = 'widget status-down';
      err.textContent = `widget failed: ${w.reason.message}`;
      return err;
    }),
  );
}

render();
setInterval(render, 30_000);
