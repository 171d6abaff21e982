#include <stdio.h>
#include "broker.h"
#include "util.h"

int broker_run(const struct broker_config *c)
{
	printf("mqttlited listening on %s:%d (max %d clients)\n", c->bind, c->port, c->max_clients);
	return 0;
}

int main(int argc, char **argv)
{
	struct broker_config cfg;
	const char *path = NULL;

	config_defaults(&cfg);
	if (parse_cli(argc, argv, &cfg, &path) != 0)
		return 2;
	if (path && config_load(&cfg, path) != 0) {
		perror(path);
		return 1;
	}
	return broker_run(&cfg);
}
