#include <stdio.h>
#include "unitconv.h"

int format_quantity(char *buf, int size, double v, const struct unit *u, int precision)
{
	int n = snprintf(buf, size, "%.*f", precision, v);
	/* strip trailing zeros */
	while (n > 1 && buf[n - 1] == '0' && precision > 0)
		buf[--n] = '\0';
	if (n > 0 && buf[n - 1] == '.')
		buf[--n] = '\0';
	return n + snprintf(buf + n, size - n, " %s", u->name);
}
