#include <stdio.h>
#include <unistd.h>
#include "feedpoll.h"

int with_retry(const char *url, struct body *out, int attempts)
{
	long status = 0;
	for (int i = 0; i < attempts; i++) {
		if (fetch_url(url, out, &status) == 0 && status < 500)
			return 0;
		fprintf(stderr, "attempt %d failed (status %ld), retrying\n", i + 1, status);
		sleep(1u << i);
	}
	return -1;
}
