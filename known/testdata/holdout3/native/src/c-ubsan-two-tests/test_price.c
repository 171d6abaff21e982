#include <stdio.h>
#include "bits.h"

#define EXPECT(cond) \
	do { printf("%s: %s\n", (cond) ? "PASS" : "FAIL", #cond); } while (0)

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	EXPECT(price_total(199, 3) == 597);
	EXPECT(price_total(0, 1000) == 0);
	EXPECT(price_total(-250, 2) == -500);
	EXPECT(price_total(2500000, 1200) == 3000000000LL);
	return 0;
}
