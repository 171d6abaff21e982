#include <stdio.h>
#include "relay.h"

/* writes a burst of events for the integration test */
int main(int argc, char **argv)
{
	const char *path = argc > 1 ? argv[1] : "run/event.fifo";
	FILE *f = fopen(path, "w");

	if (!f) {
		perror(path);
		return 1;
	}
	for (int i = 0; i < 5; i++)
		fprintf(f, "load %d\n", i * 10);
	fclose(f);
	printf("emitter: 5 events written to %s\n", path);
	return 0;
}
