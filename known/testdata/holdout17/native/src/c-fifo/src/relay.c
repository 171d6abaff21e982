#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "relay.h"

int relay_parse(const char *line, char *topic, size_t cap, long *value)
{
	const char *sp = strchr(line, ' ');
	size_t n;

	if (!sp)
		return -1;
	n = (size_t)(sp - line);
	if (n == 0 || n >= cap)
		return -1;
	memcpy(topic, line, n);
	topic[n] = '\0';
	*value = strtol(sp + 1, NULL, 10);
	return 0;
}
