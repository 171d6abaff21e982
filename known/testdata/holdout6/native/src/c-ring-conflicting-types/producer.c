#include <stdio.h>
#include "ring.h"

int produce(struct ring *r, int count)
{
	int dropped = 0;

	for (int i = 0; i < count; i++) {
		char msg[32];
		int n = snprintf(msg, sizeof msg, "event-%04d", i);
		if (ring_push(r, msg, (size_t)n + 1) != 0)
			dropped++;
	}
	return dropped;
}
