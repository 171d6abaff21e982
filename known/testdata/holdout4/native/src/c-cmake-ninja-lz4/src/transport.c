#include <stdio.h>
#include "logship/logship.h"

int transport_send(const struct ship_config *cfg, const char *data, int len)
{
	int attempt;
	fprintf(stderr, "logship: sending %d bytes to %s\n", len, cfg->endpoint);
	return 0;
}
