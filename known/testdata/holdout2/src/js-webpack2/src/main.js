import debounce from 'lodash-es/debounce';
import { formatPrice } from './format';
const search = debounce((q) => console.log('search', q, formatPrice(1)), 200);
search('shoes');
