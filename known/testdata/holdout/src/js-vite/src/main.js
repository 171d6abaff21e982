import './style.css';
import { hero } from './sections/hero.js';
import { pricing } from './sections/pricing.js';

document.querySelector('#app').innerHTML = hero() + pricing();
