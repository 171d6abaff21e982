#include "cronexpr.h"
#include "check.h"
int main(void)
{
	uint64_t m, h; const char *err;
	cron_field_parse("0,30", 0, 59, &m, &err);
	cron_field_parse("9-17", 0, 23, &h, &err);
	CHECK_INT(cron_next_minute(m, h, 8 * 60 + 10), 9 * 60);
	/* "at or after": 9:30 itself fires at 9:30 */
	CHECK_INT(cron_next_minute(m, h, 9 * 60 + 30), 9 * 60 + 30);
	CHECK_INT(cron_next_minute(m, h, 17 * 60 + 31), -1);
	DONE();
}
