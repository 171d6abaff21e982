#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "csvsum.h"
int main(void)
{
	const char *path = "tests/data/sample.csv";
	FILE *in = fopen(path, "r");
	if (!in) {
		printf("test_parse_file: cannot open %s: %s\n", path, strerror(errno));
		return 1;
	}
	double sum;
	long rows;
	if (csv_sum_column(in, 1, &sum, &rows) != 0 || rows != 3 || sum != 255) {
		printf("test_parse_file: rows=%ld sum=%g, want rows=3 sum=255\n", rows, sum);
		return 1;
	}
	puts("parse_file: ok");
	return 0;
}
