#include <stdlib.h>
#include <string.h>
#include "net.h"
#include "util.h"

int addr_parse(const char *s, struct mq_addr *a)
{
	const char *colon = strrchr(s, ':');
	if (!colon || colon == s)
		return -1;
	size_t hl = colon - s;
	if (hl >= sizeof a->host)
		return -1;
	util_strlcpy(a->host, s, hl + 1);
	long port = strtol(colon + 1, NULL, 10);
	if (port <= 0 || port > 65535)
		return -1;
	a->port = (uint16_t)port;
	return 0;
}
