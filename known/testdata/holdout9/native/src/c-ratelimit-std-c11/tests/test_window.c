#include "ratelimit/ratelimit.h"
#include "check.h"

int main(void)
{
	struct rl_window w;
	rl_window_init(&w, 1000, 0);
	rl_window_add(&w, 3, 10);
	rl_window_add(&w, 4, 1500);
	CHECK(rl_window_sum(&w) == 7);
	rl_window_add(&w, 1, 61000 + 10);
	CHECK(rl_window_sum(&w) == 5);
	DONE("window");
}
