#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "headers.h"

int header_parse(const char *line, struct header *h)
{
	const char *colon = strchr(line, ':');
	if (!colon || colon == line)
		return -1;
	h->name = strndup(line, (size_t)(colon - line));
	h->value = strdup(colon + 1);
	if (!h->name || !h->value)
		return -1;
	/* trim: skip leading blanks, cut trailing CR/LF and blanks */
	while (*h->value == ' ' || *h->value == '\t')
		h->value++;
	size_t n = strlen(h->value);
	while (n > 0 && isspace((unsigned char)h->value[n - 1]))
		h->value[--n] = '\0';
	return 0;
}

void header_free(struct header *h)
{
	free(h->name);
	free(h->value);
	h->name = h->value = NULL;
}
