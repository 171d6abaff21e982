#include <stdio.h>
#include "proto.h"

int send_frame(struct frame *f);

int main(int argc, char **argv)
{
	struct frame *f = proto_frame_new(FRAME_DATA, (uint32_t)argc);
	int rc = send_frame(f);
	printf("%s: sent %s frame: %d\n", argv[0], proto_type_name(f->type), rc);
	return rc != 0;
}
