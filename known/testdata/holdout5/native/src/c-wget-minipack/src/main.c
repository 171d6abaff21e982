#include <stdio.h>
#include "events.h"

int main(void)
{
	struct event ev[8];
	uint8_t buf[1024];
	size_t n = events_load_demo(ev, 8);
	size_t len = encode_events(ev, n, buf, sizeof buf);
	if (len == 0) {
		fprintf(stderr, "evpack: buffer too small\n");
		return 1;
	}
	fwrite(buf, 1, len, stdout);
	return 0;
}
