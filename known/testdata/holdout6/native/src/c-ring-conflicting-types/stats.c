#include "ring.h"

double ring_fill(const struct ring *r)
{
	return r->size ? (double)r->used / (double)r->size : 0.0;
}
