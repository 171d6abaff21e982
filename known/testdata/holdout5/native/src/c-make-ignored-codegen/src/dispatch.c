#include <stdio.h>
#include "msgbus.h"
#include "msgtypes.h"

static unsigned long counts[MSG_COUNT + 1];

int dispatch_one(struct bus *b, uint16_t type, const void *msg)
{
	(void)b;
	if (type == 0 || type > MSG_COUNT)
		return -1;
	counts[type]++;
	if (type == MSG_BYE) {
		const struct msg_bye *m = msg;
		fprintf(stderr, "peer left: %s\n", m->reason);
	}
	return 0;
}
