#include <stdio.h>
#include "csvsum.h"
int main(void)
{
	char text[] = "h1,h2\n1,2.5\n3,4.5\n";
	FILE *in = fmemopen(text, sizeof text - 1, "r");
	double sum;
	long rows;
	if (!in || csv_sum_column(in, 1, &sum, &rows) != 0 || rows != 2 || sum != 7.0) {
		puts("sum: wrong");
		return 1;
	}
	puts("sum: ok");
	return 0;
}
