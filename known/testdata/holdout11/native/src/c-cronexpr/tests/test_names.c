#include "cronexpr.h"
#include "check.h"
int main(void)
{
	CHECK_INT(cron_month_number("Mar"), 3);
	CHECK_INT(cron_dow_number("SUN"), 0);
	CHECK_INT(cron_month_number("smarch"), -1);
	DONE();
}
