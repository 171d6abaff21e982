#include <stdio.h>
#include "config.h"
#include "log.h"

int report(const struct config *c);

int main(int argc, char **argv)
{
	struct config c = { "localhost", 8080, 0 };
	if (argc > 1 && config_load(&c, argv[1]) != 0) {
		fprintf(stderr, "portcfg: cannot read %s\n", argv[1]);
		return 1;
	}
	return report(&c);
}
