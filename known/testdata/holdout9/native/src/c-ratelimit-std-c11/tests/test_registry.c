#include "ratelimit/ratelimit.h"
#include "check.h"

int main(void)
{
	struct rl_registry *r = rl_registry_new(1, 1);
	CHECK(rl_registry_allow(r, "a", 0) == 1);
	CHECK(rl_registry_allow(r, "a", 0) == 0);
	CHECK(rl_registry_allow(r, "b", 0) == 1);
	CHECK(rl_registry_size(r) == 2);
	rl_registry_free(r);
	DONE("registry");
}
