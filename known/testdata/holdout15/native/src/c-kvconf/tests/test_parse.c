#include "check.h"
#include "kvconf.h"
int main(void)
{
	struct kvconf c = {0};
	CHECK(kv_parse(&c, "host = example.org\nport=8080\n\n  user =  ci  \n") == 3);
	CHECK_STR(kv_get(&c, "host"), "example.org");
	CHECK_STR(kv_get(&c, "user"), "ci");
	kv_free(&c);
	DONE("test_parse");
}
