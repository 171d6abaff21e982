#include <string.h>

#include "minilex.h"

/* drops leading "./" and collapses "//" in place */
char *path_normalize(char *path)
{
	while (path[0] == '.' && path[1] == '/')
		strcpy(path, path + 2);
	char *r = path, *w = path;
	while (*r) {
		*w++ = *r;
		if (*r == '/')
			while (r[1] == '/')
				r++;
		r++;
	}
	*w = '\0';
	return path;
}
