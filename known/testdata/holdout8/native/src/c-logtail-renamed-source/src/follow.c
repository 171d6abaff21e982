#include <string.h>
#include "logtail.h"

long tail_offset(FILE *in, int nlines)
{
	long pos, end;
	int c, seen = 0;

	if (fseek(in, 0, SEEK_END) != 0)
		return 0;
	end = ftell(in);
	for (pos = end - 1; pos >= 0; pos--) {
		fseek(in, pos, SEEK_SET);
		c = fgetc(in);
		if (c == '\n' && pos != end - 1 && ++seen == nlines)
			return pos + 1;
	}
	return 0;
}

int follow(FILE *in, const struct filter *f, int max_lines, FILE *out)
{
	struct sbuf line;
	char chunk[256];
	int shown = 0;

	sbuf_init(&line);
	while (fgets(chunk, sizeof chunk, in)) {
		size_t n = strlen(chunk);
		if (sbuf_append(&line, chunk, n) != 0)
			break;
		if (n && chunk[n - 1] != '\n')
			continue;
		if (filter_match(f, line.data)) {
			fputs(line.data, out);
			if (max_lines > 0 && ++shown >= max_lines)
				break;
		}
		sbuf_reset(&line);
	}
	sbuf_free(&line);
	return shown;
}
