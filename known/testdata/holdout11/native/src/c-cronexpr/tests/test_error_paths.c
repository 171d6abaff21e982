#include <string.h>
#include "cronexpr.h"
#include "check.h"
/* every malformed field must be rejected with a message */
int main(void)
{
	static const char *bad[] = {"61", "5-2", "x", "*/", "10-70"};
	uint64_t m;
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		const char *err = NULL;
		int rc = cron_field_parse(bad[i], 0, 59, &m, &err);
		printf("parse(\"%s\") -> rc=%d error: %s\n", bad[i], rc, err ? err : "(none)");
		CHECK(rc == -1);
	}
	DONE();
}
