#include <stdio.h>
#include "config.h"
#include "log.h"

int report(const struct config *c)
{
	int unused_count;
	log_msg("host=%s port=%u\n", c->host, c->port);
	int rc = log_flush();
	if (rc != 0)
		fprintf(stderr, "report: flush failed\n");
	return rc;
}
