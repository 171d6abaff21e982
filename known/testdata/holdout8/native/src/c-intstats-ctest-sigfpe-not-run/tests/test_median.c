#include "check.h"
#include "intstats.h"

int main(void)
{
	long a[] = { 5, 1, 3 }, b[] = { 4, 1, 3, 2 }, c[] = { 9 };

	CHECK_EQ(is_median(a, 3), 3);
	CHECK_EQ(is_median(b, 4), 2);
	CHECK_EQ(is_median(c, 1), 9);
	CHECK_EQ(is_median(NULL, 0), 0);
	DONE();
}
