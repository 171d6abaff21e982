#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include "proto.h"

/* kvserve [--ready-file PATH] [--lifetime SECONDS]: writes PATH once it accepts commands */
int main(int argc, char **argv)
{
	const char *ready = "kvserve.ready";
	int lifetime = 6;

	for (int i = 1; i + 1 < argc; i += 2) {
		if (strcmp(argv[i], "--ready-file") == 0)
			ready = argv[i + 1];
		else if (strcmp(argv[i], "--lifetime") == 0)
			lifetime = atoi(argv[i + 1]);
	}
	FILE *f = fopen(ready, "w");
	if (f) {
		fprintf(f, "%d\n", (int)getpid());
		fclose(f);
	}
	sleep((unsigned)lifetime);
	return 0;
}
