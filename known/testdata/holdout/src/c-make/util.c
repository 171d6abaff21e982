#include "app.h"

int util_clamp(int v, int lo, int hi)
{
	int unused;
	if (v < lo)
		return lo;
	if (v > hi)
		return hi;
	return v;
}
