#include <stdio.h>
#include "proxy.h"

int server_run(const struct config *c)
{
	size_t accepted = 0;
	unsigned spare;
	log_msg(1, "listening on %s:%d with %d workers", c->listen_host,
		c->listen_port, c->workers);
	for (int i = 0; i < c->workers; i++)
		accepted += (size_t)i;
	printf("accepted %d connections on port %d\n", accepted, c->listen_port);
	return 0;
}
