#include <string.h>
#include "fmtconv.h"
const char *format_name(enum format f)
{
	switch (f) {
	case FMT_CSV: return "csv";
	case FMT_TSV: return "tsv";
	case FMT_JSON: return "json";
	case FMT_YAML: return "yaml";
	}
	return "?";
}
int format_parse(const char *s, enum format *out)
{
	static const enum format all[] = {FMT_CSV, FMT_TSV, FMT_JSON, FMT_YAML};
	for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
		if (strcmp(s, format_name(all[i])) == 0) { *out = all[i]; return 0; }
	return -1;
}
