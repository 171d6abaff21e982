#include <stdio.h>
#include <stdlib.h>
#include "log.h"
int main(int argc, char **argv)
{
	struct ringbuf r;
	char line[4096];
	unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 10;
	if (ringbuf_init(&r, n)) return 1;
	while (fgets(line, sizeof line, stdin)) ringbuf_push(&r, line);
	for (size_t i = 0; i < r.len; i++) fputs(r.lines[(r.head + i) % r.cap], stdout);
	return 0;
}
