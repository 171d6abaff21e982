#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Lower-cases a title into a slug; the buffer has no room for the terminator. */
static char *slugify(const char *title)
{
	size_t n = strlen(title);
	char *s = malloc(n);
	for (size_t i = 0; i < n; i++)
		s[i] = title[i] == ' ' ? '-' : (char)tolower((unsigned char)title[i]);
	s[n] = '\0';
	return s;
}

static char *tag_of(const char *word)
{
	return strdup(word);
}

int main(void)
{
	char *slug = slugify("Hello World");
	int failed = strcmp(slug, "hello-world") != 0;
	char *tag = tag_of("news");
	printf("slug: %d failed, tag %s\n", failed, tag);
	free(slug);
	return failed;
}
