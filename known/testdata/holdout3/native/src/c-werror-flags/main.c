#include <stdio.h>
#include "proxy.h"

int main(int argc, char **argv)
{
	struct config c;
	const char *path = argc > 1 ? argv[1] : "/etc/proxyd.conf";
	if (config_load(&c, path) != 0) {
		fprintf(stderr, "proxyd: cannot load %s\n", path);
		return 1;
	}
	return server_run(&c);
}
