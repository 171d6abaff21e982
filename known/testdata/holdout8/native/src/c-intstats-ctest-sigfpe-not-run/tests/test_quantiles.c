#include "check.h"
#include "intstats.h"

int main(void)
{
	long v[100];
	int i;

	for (i = 0; i < 100; i++)
		v[i] = 100 - i;
	CHECK_EQ(is_quantile(v, 100, 500), 50);
	CHECK_EQ(is_quantile(v, 100, 990), 99);
	CHECK_EQ(is_quantile(v, 100, 1000), 100);
	CHECK_EQ(is_quantile(v, 100, 0), 1);
	DONE();
}
