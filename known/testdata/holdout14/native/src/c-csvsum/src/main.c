#include <stdlib.h>
#include "csvsum.h"
int main(int argc, char **argv)
{
	double sum;
	long rows;
	int col = argc > 1 ? atoi(argv[1]) : 0;
	if (csv_sum_column(stdin, col, &sum, &rows) != 0)
		return 1;
	printf("%ld rows, sum %.2f\n", rows, sum);
	return 0;
}
