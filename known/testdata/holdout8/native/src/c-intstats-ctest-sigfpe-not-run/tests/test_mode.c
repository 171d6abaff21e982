#include "check.h"
#include "intstats.h"

int main(void)
{
	long a[] = { 3, 1, 3, 2, 1, 3 }, b[] = { 2, 1 };

	CHECK_EQ(is_mode(a, 6), 3);
	CHECK_EQ(is_mode(b, 2), 1);
	DONE();
}
