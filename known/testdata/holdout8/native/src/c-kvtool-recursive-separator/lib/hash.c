#include "kv.h"

/* FNV-1a */
unsigned long kv_hash(const char *s)
{
	unsigned long h = 14695981039346656037UL;

	while (*s) {
		h ^= (unsigned char)*s++;
		h *= 1099511628211UL;
	}
	return h;
}
