import { describe, expect, it } from 'vitest';
import { scaleLine, scaleRecipe } from '../src/lib/scale.js';
import { toMetric } from '../src/lib/units.js';

describe('scaleLine', () => {
  it('doubles grams', () => expect(scaleLine('250 g flour', 2)).toBe('500 g flour'));
  it('halves a count', () => expect(scaleLine('3 eggs', 0.5)).toBe('1 ½ eggs'));
  it('keeps spoon fractions', () => expect(scaleLine('1/2 tsp salt', 1.5)).toBe('¾ tsp salt'));
  it('leaves lines without an amount alone', () => expect(scaleLine('salt to taste', 3)).toBe('salt to taste'));
  it.skip('scales ranges like "2-3 cloves"', () => expect(scaleLine('2-3 cloves garlic', 2)).toBe('4-6 cloves garlic'));
});

describe('scaleRecipe', () => {
  it('scales 4 to 6 servings', () => {
    expect(scaleRecipe(['250 g flour', '2 eggs', '500 ml milk'], 4, 6)).toEqual(['375 g flour', '3 eggs', '750 ml milk']);
  });
});

describe('toMetric', () => {
  it('converts tablespoons', () => expect(toMetric(2, 'tbsp')).toEqual({ amount: 30, unit: 'ml' }));
  it('keeps grams', () => expect(toMetric(100, 'g')).toEqual({ amount: 100, unit: 'g' }));
});
