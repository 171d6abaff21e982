#include "jobq.h"
#include "t.h"
int main(void)
{
	EXPECT_EQ(backoff_ms(0, 100, 5000), 100);
	EXPECT_EQ(backoff_ms(1, 100, 5000), 200);
	EXPECT_EQ(backoff_ms(3, 100, 5000), 800);
	printf("backoff_delays: 100 200 800\n");
	return 0;
}
