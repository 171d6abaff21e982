#include "check.h"
#include "kvconf.h"
int main(void)
{
	char buf[64];
	kv_unescape(buf, "a\\tb\\nc", sizeof buf);
	CHECK_STR(buf, "a\tb\nc");
	kv_unescape(buf, "path\\\\to", sizeof buf);
	CHECK_STR(buf, "path\\to");
	DONE("test_escape");
}
