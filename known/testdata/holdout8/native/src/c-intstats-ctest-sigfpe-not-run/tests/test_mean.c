#include "check.h"
#include "intstats.h"

int main(void)
{
	long a[] = { 1, 2, 3, 4 }, b[] = { -5, 5 }, c[] = { 7 };

	setvbuf(stdout, NULL, _IONBF, 0);
	CHECK_EQ(is_mean(a, 4), 2);
	CHECK_EQ(is_mean(b, 2), 0);
	CHECK_EQ(is_mean(c, 1), 7);
	/* an idle counter: no samples in the window */
	CHECK_EQ(is_mean(NULL, 0), 0);
	DONE();
}
