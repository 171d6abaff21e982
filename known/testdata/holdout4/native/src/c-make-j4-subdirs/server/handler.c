#include <stdio.h>
#include "proto.h"

int session_touch(uint32_t seq);

int handle_frame(const struct frame *f)
{
	switch (f->type) {
	case FRAME_HELLO:
		return session_touch(f->seq);
	case FRAME_DATA:
		printf("data frame %u: %zu bytes\n", f->seq, f->len);
		return 0;
	case FRAME_PING:
		return session_touch(f->seq);
	default:
		return -1;
	}
}
