#include <stdint.h>

static uint32_t last_seq;

int session_touch(uint32_t seq)
{
	if (seq <= last_seq)
		return -1;
	last_seq = seq;
	return 0;
}
