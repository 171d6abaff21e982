#include "humanize.h"
#include "check.h"
int main(void)
{
	CHECK_STR(fmt_duration(42, b_, sizeof b_), "42s");
	CHECK_STR(fmt_duration(125, b_, sizeof b_), "2m05s");
	CHECK_STR(fmt_duration(7380, b_, sizeof b_), "2h03m");
	return DONE();
}
