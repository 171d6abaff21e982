#include <ctype.h>
#include <string.h>
#include "slug.h"

char *trim(const char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	return s;
}
