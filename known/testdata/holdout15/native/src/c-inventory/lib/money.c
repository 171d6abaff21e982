#include <stdio.h>
#include "inventory.h"

void money_format(long cents, char *buf, size_t n)
{
	long whole = cents / 100, frac = cents % 100;
	if (frac < 0)
		frac = -frac;
	snprintf(buf, n, "%ld.%02ld", whole, frac)
}
