#include "sink.h"
#include "ring.h"
#include <stdio.h>

int main(int argc, char **argv)
{
	struct sink s;
	struct ring r;
	const char *m;
	int unused_flag = 0;

	if (sink_open(&s, argc > 1 ? argv[1] : NULL, SINK_INFO) != 0)
		return 1;
	ring_init(&r);
	ring_push(&r, "started");
	ring_push(&r, "ready");
	while ((m = ring_pop(&r)) != NULL)
		sink_write(&s, SINK_INFO, m);
	sink_close(&s);
	return 0;
}
