#include <stdio.h>
#include <string.h>
#include "errtab.h"

int errtab_format(char *buf, size_t len, int code, const char *detail)
{
	if (detail && *detail)
		return snprintf(buf, len, "%s (%d): %s: %s", errtab_name(code), code, errtab_text(code), detail);
	return snprintf(buf, len, "%s (%d): %s", errtab_name(code), code, errtab_text(code));
}

/* BSD strlcpy: not in glibc 2.36 */
size_t errtab_copy_name(char *dst, size_t len, int code)
{
	return strlcpy(dst, errtab_name(code), len);
}
