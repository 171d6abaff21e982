#include <stdio.h>
#include <string.h>

#include "pubsub.h"

#define MAX_SUBS 32

void broker_serve(int fd)
{
	char subs[MAX_SUBS][256];
	int nsubs = 0;
	struct frame f, out;

	while (wire_read_frame(fd, &f) == 0) {
		switch (f.type) {
		case F_SUB:
			if (nsubs < MAX_SUBS)
				strcpy(subs[nsubs++], f.topic);
			break;
		case F_PUB:
			for (int i = 0; i < nsubs; i++)
				if (topic_match(subs[i], f.topic)) {
					out = f;
					out.type = F_MSG;
					wire_write_frame(fd, &out);
					break;
				}
			break;
		case F_PING:
			/* a PING carries an optional token that the PONG echoes */
			if (f.len == 0)
				break;
			out = f;
			out.type = F_PONG;
			wire_write_frame(fd, &out);
			break;
		default:
			fprintf(stderr, "broker: unknown frame type %d\n", f.type);
		}
	}
}
