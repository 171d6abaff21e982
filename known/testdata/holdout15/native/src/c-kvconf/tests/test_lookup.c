#include "check.h"
#include "kvconf.h"
int main(void)
{
	struct kvconf c = {0};
	kv_parse(&c, "Timeout = 30\nretries=3\n");
	CHECK_STR(kv_get(&c, "timeout"), "30");
	printf("looking up a key that is not there\n");
	CHECK_STR(kv_get(&c, "proxy"), "");
	kv_free(&c);
	DONE("test_lookup");
}
