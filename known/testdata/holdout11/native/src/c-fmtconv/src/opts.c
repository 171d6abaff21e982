#include <string.h>
#include "fmtconv.h"
int opts_parse(int argc, char **argv, struct opts *o)
{
	o->in = FMT_CSV; o->out = FMT_JSON; o->header = 0; o->path = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--header")) o->header = 1;
		else if (!strcmp(argv[i], "--from") && i + 1 < argc) { if (format_parse(argv[++i], &o->in)) return -1; }
		else if (!strcmp(argv[i], "--to") && i + 1 < argc) { if (format_parse(argv[++i], &o->out)) return -1; }
		else o->path = argv[i];
	}
	return 0;
}
