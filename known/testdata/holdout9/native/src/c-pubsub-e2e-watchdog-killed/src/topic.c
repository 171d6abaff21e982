#include <string.h>

#include "pubsub.h"

int topic_match(const char *pattern, const char *topic)
{
	while (*pattern) {
		if (*pattern == '#')
			return 1;
		if (*pattern == '+') {
			while (*topic && *topic != '/')
				topic++;
			pattern++;
		} else if (*pattern == *topic) {
			pattern++;
			topic++;
		} else
			return 0;
	}
	return *topic == '\0';
}
