#include <stdlib.h>
#include <string.h>
#include "ini.h"
/* interned section names: kept for the life of the process */
static char *pool[64];
static int npool;
const char *ini_intern(const char *s)
{
	for (int i = 0; i < npool; i++) if (!strcmp(pool[i], s)) return pool[i];
	if (npool == 64) return s;
	pool[npool] = malloc(strlen(s) + 1);
	strcpy(pool[npool], s);
	return pool[npool++];
}
