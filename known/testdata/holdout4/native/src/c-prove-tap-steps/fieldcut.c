/* fieldcut: print selected comma-separated fields of each input line */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_field(const char *line, int want, int sep)
{
	int field = 1;
	const char *start = line;
	for (const char *c = line;; c++) {
		if (*c == sep || *c == '\n' || *c == '\0') {
			if (field == want) {
				fwrite(start, 1, (size_t)(c - start), stdout);
				return;
			}
			if (*c != sep)
				return;
			field++;
			start = c + 1;
		}
	}
}

int main(int argc, char **argv)
{
	char line[4096];
	int sep = ',';
	int nfields = 0, fields[32];
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-d") == 0 && i + 1 < argc)
			sep = argv[++i][0];
		else if (strcmp(argv[i], "-f") == 0 && i + 1 < argc) {
			for (char *tok = strtok(argv[++i], ","); tok && nfields < 32; tok = strtok(NULL, ","))
				fields[nfields++] = atoi(tok);
		} else {
			fprintf(stderr, "fieldcut: unknown argument '%s'\n", argv[i]);
			return 2;
		}
	}
	if (nfields == 0) {
		fprintf(stderr, "fieldcut: no fields given (use -f LIST)\n");
		return 2;
	}
	while (fgets(line, sizeof line, stdin)) {
		for (int i = 0; i < nfields; i++) {
			if (i)
				putchar(sep);
			print_field(line, fields[i], sep);
		}
		putchar('\n');
	}
	return 0;
}
