#include "check.h"
#include "kvconf.h"
int main(void)
{
	struct kvconf base = {0}, local = {0};
	kv_parse(&base, "port=80\nhost=a\n");
	kv_parse(&local, "port=8080\n");
	/* local settings override the base */
	kv_merge(&base, &local);
	CHECK_STR(kv_get(&base, "port"), "8080");
	CHECK_STR(kv_get(&base, "host"), "a");
	kv_free(&base);
	kv_free(&local);
	DONE("test_merge");
}
