#include <stdio.h>
#include "sensord.h"
int emit_reading(const struct reading *r)
{
	return printf("sensor=%d value=%.3f ts=%ld\n", r->id, r->value, r->ts) < 0 ? -1 : 0;
}
