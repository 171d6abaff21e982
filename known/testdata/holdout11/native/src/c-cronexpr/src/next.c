#include "cronexpr.h"
int cron_next_minute(uint64_t minutes, uint64_t hours, int from)
{
	for (int t = from + 1; t < 24 * 60; t++)
		if ((hours >> (t / 60) & 1) && (minutes >> (t % 60) & 1))
			return t;
	return -1;
}
