#include "fmtconv.h"
void emit_row(FILE *f, enum format fmt, char **cells, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		switch (fmt) {
		case FMT_CSV: fprintf(f, "%s%s", i ? "," : "", cells[i]); break;
		case FMT_TSV: fprintf(f, "%s%s", i ? "\t" : "", cells[i]); break;
		case FMT_JSON: fprintf(f, "%s\"%s\"", i ? ", " : "[", cells[i]); break;
		}
	}
	fputs(fmt == FMT_JSON ? "]\n" : "\n", f);
}
