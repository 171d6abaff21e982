#include "csv.h"

size_t csv_count_fields(const char *line)
{
	size_t n = 1;
	for (; *line; line++)
		if (*line == ',')
			n++;
	return n;
}
