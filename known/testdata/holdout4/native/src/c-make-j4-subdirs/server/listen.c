#include <stdio.h>
#include "proto.h"

int handle_frame(const struct frame *f);

int main(void)
{
	struct frame *f = proto_frame_new(FRAME_HELLO, 1);
	int rc = handle_frame(f);
	proto_frame_release(f);
	printf("relayd: handled with %d\n", rc);
	return 0;
}
