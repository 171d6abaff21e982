#include <stdio.h>
#include <time.h>
#include "inventory.h"

void audit_log(const char *what, const char *sku)
{
	time_t now = time(NULL);
	char stamp[32];
	strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", gmtime(&now));
	fprintf(stderr, "audit %s %s %s\n", stamp, what, sku);
}
