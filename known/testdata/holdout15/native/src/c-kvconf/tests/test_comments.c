#include "check.h"
#include "kvconf.h"
int main(void)
{
	struct kvconf c = {0};
	CHECK(kv_parse(&c, "# comment\n  # indented\nname=x\n") == 1);
	CHECK_STR(kv_get(&c, "name"), "x");
	kv_free(&c);
	DONE("test_comments");
}
