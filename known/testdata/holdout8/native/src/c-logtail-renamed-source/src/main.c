#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "logtail.h"

static void usage(const char *prog)
{
	fprintf(stderr, "usage: %s [-n LINES] [-m MAX] [-i] [-v] [-g PATTERN] FILE\n", prog);
	exit(2);
}

int main(int argc, char **argv)
{
	struct filter f = { 0 };
	int opt, nlines = 10, max = 0;
	FILE *in;

	while ((opt = getopt(argc, argv, "n:m:ivg:")) != -1) {
		switch (opt) {
		case 'n': nlines = atoi(optarg); break;
		case 'm': max = atoi(optarg); break;
		case 'i': f.ignore_case = 1; break;
		case 'v': f.invert = 1; break;
		case 'g': f.pattern = optarg; break;
		default: usage(argv[0]);
		}
	}
	if (optind != argc - 1)
		usage(argv[0]);
	in = fopen(argv[optind], "r");
	if (!in) {
		perror(argv[optind]);
		return 1;
	}
	fseek(in, tail_offset(in, nlines), SEEK_SET);
	follow(in, &f, max, stdout);
	fclose(in);
	return 0;
}
