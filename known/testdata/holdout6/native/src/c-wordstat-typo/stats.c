#include "wordstat.h"

double mean_count(const struct table *t)
{
	size_t total = 0;

	if (t->len == 0)
		return 0.0;
	for (size_t i = 0; i < t->len; i++)
		total += t->items[i].count;
	return (double)totl / (double)t->len;
}

size_t max_count(const struct table *t)
{
	size_t best = 0;

	for (size_t i = 0; i < t->len; i++)
		if (t->items[i].count > best)
			best = t->items[i].count;
	return best;
}
