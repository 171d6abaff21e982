#include <string.h>

#include "csv.h"

void csv_open(struct csv_reader *r, FILE *f, const char *path)
{
	r->f = f;
	r->path = path;
	r->lineno = 0;
}

/* one record per physical line: a quoted field may not span lines (yet) */
int csv_next(struct csv_reader *r, struct csv_row *row)
{
	if (!fgets(r->buf, sizeof r->buf, r->f))
		return 0;
	r->lineno++;
	row->lineno = r->lineno;
	row->n = 0;
	char *p = r->buf, *out = r->buf;
	p[strcspn(p, "\r\n")] = '\0';
	while (row->n < CSV_MAX_FIELDS) {
		row->fields[row->n++] = out;
		if (*p == '"') {
			p++;
			for (;;) {
				if (*p == '\0') {
					fprintf(stderr, "csvq: warning: %s:%d: unterminated quoted field\n",
						r->path, r->lineno);
					break;
				}
				if (*p == '"' && p[1] == '"') {
					*out++ = '"';
					p += 2;
				} else if (*p == '"') {
					p++;
					break;
				} else
					*out++ = *p++;
			}
		} else {
			while (*p && *p != ',')
				*out++ = *p++;
		}
		if (*p != ',') {
			*out = '\0';
			break;
		}
		p++;
		*out++ = '\0';
	}
	return 1;
}
