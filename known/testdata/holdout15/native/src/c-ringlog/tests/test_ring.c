#include <stdio.h>
#include <string.h>
#include "ringlog.h"

int main(void)
{
	struct ringlog r;
	char buf[RL_LINE];
	int bad = 0;
	rl_init(&r, 3);
	for (int i = 0; i < 5; i++) {
		snprintf(buf, sizeof buf, "line %d", i);
		rl_push(&r, buf);
	}
	bad |= strcmp(rl_get(&r, 0), "line 2") != 0;
	bad |= strcmp(rl_get(&r, 2), "line 4") != 0;
	rl_format(buf, sizeof buf, "warn", "disk 91% full");
	bad |= strcmp(buf, "[warn ] disk 91% full") != 0;
	rl_free(&r);
	printf("test_ring: %s\n", bad ? "FAIL" : "ok");
	return bad;
}
