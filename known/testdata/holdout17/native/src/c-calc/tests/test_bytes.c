#include "humanize.h"
#include "check.h"
int main(void)
{
	CHECK_STR(fmt_bytes(512, b_, sizeof b_), "512 B");
	CHECK_STR(fmt_bytes(2048, b_, sizeof b_), "2.0 KiB");
	CHECK_STR(fmt_bytes(1536, b_, sizeof b_), "1.5 KiB");
	CHECK_STR(fmt_bytes(3ULL << 30, b_, sizeof b_), "3.0 GiB");
	return DONE();
}
