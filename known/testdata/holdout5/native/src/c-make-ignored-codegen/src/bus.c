#include <stdlib.h>
#include <string.h>
#include "msgbus.h"

struct bus {
	char name[32];
	size_t queue_len;
	size_t posted;
};

struct bus *bus_open(const char *name, size_t queue_len)
{
	struct bus *b = calloc(1, sizeof *b);
	if (b == NULL)
		return NULL;
	strncpy(b->name, name, sizeof b->name - 1);
	b->queue_len = queue_len;
	return b;
}

void bus_close(struct bus *b)
{
	free(b);
}

int bus_post(struct bus *b, uint16_t type, const void *msg)
{
	int i;
	b->posted++;
	for (i = 0; i < b->queue_len; i++)
		if (i == type)
			break;
	return dispatch_one(b, type, msg);
}
