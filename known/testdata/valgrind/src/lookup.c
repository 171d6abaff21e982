/* Looks a key up in a settings table; a missing section is not checked for. */
#include <stdio.h>
#include <string.h>

struct section {
	const char *name;
	const char *keys[4];
	const char *values[4];
};

static struct section sections[] = {
	{"server", {"host", "port"}, {"localhost", "8080"}},
};

static struct section *find(const char *name)
{
	for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
		if (strcmp(sections[i].name, name) == 0)
			return &sections[i];
	return NULL;
}

static const char *get(const char *sec, const char *key)
{
	struct section *s = find(sec);
	for (int i = 0; i < 4 && s->keys[i]; i++)
		if (strcmp(s->keys[i], key) == 0)
			return s->values[i];
	return NULL;
}

int main(void)
{
	printf("host=%s\n", get("server", "host"));
	printf("level=%s\n", get("logging", "level"));
	return 0;
}
