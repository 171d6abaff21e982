#include "check.h"
#include "kvconf.h"
int main(void)
{
	struct kvconf c = {0};
	kv_parse(&c, "greeting = hello world\n");
	CHECK_STR(kv_get(&c, "greeting"), "hello world");
	kv_free(&c);
	DONE("test_quotes");
}
