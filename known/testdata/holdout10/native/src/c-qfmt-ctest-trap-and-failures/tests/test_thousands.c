#include <stdio.h>
#include <string.h>
#include "qfmt.h"
int main(void)
{
	char b[8];
	/* the buffer must hold "1,234,567" (10 bytes with the NUL): a caller
	 * that passes too small a buffer gets a trap, never a truncated number */
	int n = fmt_thousands(b, sizeof b, 1234567);
	if (n != 9) __builtin_trap();
	puts("thousands: ok");
	return 0;
}
