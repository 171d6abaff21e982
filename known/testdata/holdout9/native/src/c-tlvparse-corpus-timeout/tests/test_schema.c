#include <string.h>

#include "check.h"
#include "tlv.h"

int main(void)
{
	char err[128];
	const uint8_t good[] = { 0x81, 0x06, 0x02, 0x04, 0, 0, 0, 7 };
	const uint8_t bad[] = { 0x81, 0x04, 0x02, 0x02, 0, 7 };
	CHECK(schema_check(good, sizeof good, err, sizeof err) == 0);
	CHECK(schema_check(bad, sizeof bad, err, sizeof err) == -1 && strstr(err, "length 2"));
	return REPORT("schema");
}
