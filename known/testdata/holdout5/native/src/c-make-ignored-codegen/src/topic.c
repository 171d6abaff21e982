#include <string.h>
#include "msgbus.h"

/* "a/+/c" matches one level, "a/#" the rest */
int topic_match(const char *pattern, const char *topic)
{
	size_t plen = strlen(pattern);
	while (*pattern && *topic) {
		if (*pattern == '#')
			return 1;
		if (*pattern == '+') {
			while (*topic && *topic != '/')
				topic++;
			pattern++;
			continue;
		}
		if (*pattern != *topic)
			return 0;
		pattern++;
		topic++;
	}
	return *pattern == *topic || (*pattern == '/' && pattern[1] == '#');
}
