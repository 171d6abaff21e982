#include "check.h"
#include "intstats.h"

int main(void)
{
	long out[8];

	CHECK_EQ(is_parse("1 2 3", out, 8), 3);
	CHECK_EQ(out[2], 3);
	CHECK_EQ(is_parse("10,-20;30", out, 8), 3);
	CHECK_EQ(out[1], -20);
	CHECK_EQ(is_parse("", out, 8), 0);
	CHECK_EQ(is_parse("1 2 3 4 5 6 7 8 9", out, 8), 8);
	DONE();
}
