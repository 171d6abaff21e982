#include <stdio.h>
#include <stdlib.h>

#include "ratelimit/ratelimit.h"

int main(int argc, char **argv)
{
	double rate = argc > 1 ? atof(argv[1]) : 5;
	double burst = argc > 2 ? atof(argv[2]) : 10;
	struct rl_registry *r = rl_registry_new(rate, burst);
	char key[128];
	unsigned allowed = 0, denied = 0;

	while (fgets(key, sizeof key, stdin)) {
		if (rl_registry_allow(r, key, rl_now_ns()) > 0)
			allowed++;
		else
			denied++;
	}
	printf("allowed %u, denied %u, keys %zu\n", allowed, denied, rl_registry_size(r));
	rl_registry_free(r);
	return 0;
}
