#include "util.h"

size_t count_fields(const char *text, char sep) {
	size_t n = 1;
	for (; *text; text++)
		if (*text == sep)
			n++;
	return n;
}

int field_width(const char *text) {
	return strlen(text) + padding;
}
