#include "humanize.h"
#include "check.h"
int main(void)
{
	CHECK_STR(fmt_ratio(0.5, b_, sizeof b_), "50.0%");
	CHECK_STR(fmt_ratio(0.125, b_, sizeof b_), "12.5%");
	return DONE();
}
