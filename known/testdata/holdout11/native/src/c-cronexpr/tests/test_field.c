#include "cronexpr.h"
#include "check.h"
int main(void)
{
	uint64_t m; const char *err = 0;
	CHECK_INT(cron_field_parse("*/15", 0, 59, &m, &err), 0);
	CHECK(m == (1ULL | 1ULL << 15 | 1ULL << 30 | 1ULL << 45));
	CHECK_INT(cron_field_parse("1-3,7", 0, 23, &m, &err), 0);
	CHECK(m == (0xEULL | 1ULL << 7));
	DONE();
}
