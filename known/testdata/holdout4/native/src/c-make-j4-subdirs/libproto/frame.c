#include <stdlib.h>
#include "proto.h"

struct frame *proto_frame_new(enum frame_type type, uint32_t seq)
{
	struct frame *f = calloc(1, sizeof *f);
	if (f) {
		f->type = type;
		f->seq = seq;
	}
	return f;
}

/* renamed from proto_frame_free; the client was not updated */
void proto_frame_release(struct frame *f)
{
	free(f);
}
