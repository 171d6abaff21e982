#include "ratelimit/ratelimit.h"
#include "check.h"

int main(void)
{
	struct rl_bucket b;
	rl_bucket_init(&b, 10, 2, 0);
	CHECK(rl_bucket_take(&b, 1, 0));
	CHECK(rl_bucket_take(&b, 1, 0));
	CHECK(!rl_bucket_take(&b, 1, 0));
	CHECK(rl_bucket_take(&b, 1, 100000000));
	DONE("bucket");
}
