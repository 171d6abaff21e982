#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fmt.h"
#include "ring.h"

int main(int argc, char **argv)
{
	size_t keep = 10;
	char line[1024], out[1100];
	struct ring r;
	long seq = 0;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0) {
			printf("usage: %s [-n LINES]\nkeeps the last LINES lines of stdin (default 10)\n", PACKAGE_NAME);
			return 0;
		}
		if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			keep = (size_t)atol(argv[++i]);
	}
	if (ring_init(&r, keep) != 0)
		return 1;
	while (fgets(line, sizeof line, stdin)) {
		line[strcspn(line, "\n")] = '\0';
		fmt_line(out, sizeof out, ++seq, "info", line);
		ring_add(&r, out);
	}
	for (size_t i = 0; i < r.count; i++)
		puts(ring_get(&r, i));
	ring_free(&r);
	return 0;
}
