#define _POSIX_C_SOURCE 200809L
#include <time.h>
#include "internal.h"

long long quill_clock_ms(void)
{
	struct timespec ts;
	if (getenv("QUILL_FIXED_CLOCK"))
		return 1700000000000LL;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
