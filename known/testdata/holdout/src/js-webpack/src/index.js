import { renderChart } from './chart';
import { formatDate } from './utils/date';
import theme from './theme.json';

const data = Array.from({ length: 400 }, (_, i) => ({ x: i, y: Math.sin(i / 10) }));
document.body.appendChild(renderChart(data, theme));
console.log('rendered at', formatDate(new Date()));
