#include "jobq.h"
#include "t.h"
int main(void)
{
	EXPECT_EQ(backoff_ms(6, 100, 5000), 5000);
	printf("backoff_cap: attempt 6 capped\n");
	EXPECT_EQ(backoff_ms(30, 100, 5000), 5000);
	printf("backoff_cap: attempt 30 capped\n");
	return 0;
}
