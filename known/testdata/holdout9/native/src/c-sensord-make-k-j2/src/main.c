#include <stdio.h>
#include <unistd.h>

#include "sensord.h"

int main(int argc, char **argv)
{
	struct config cfg;
	const struct driver *drv[16];
	struct reading out[16];
	int rounds = argc > 2 ? 1 : -1;

	if (config_load(&cfg, argc > 1 ? argv[1] : "/etc/sensord.conf") < 0) {
		perror("sensord: config");
		return 1;
	}
	for (unsigned i = 0; i < cfg.nsensors; i++)
		drv[i] = registry_find(cfg.sensors[i].name);
	while (rounds--) {
		int n = poll_once(&cfg, drv, out);
		output_write(&cfg, out, n);
		usleep(cfg.interval_ms * 1000);
	}
	return 0;
}
