#include "flags.h"
#include <string.h>

bool flag_parse(struct flag *f, const char *arg)
{
	if (strcmp(arg, f->name) == 0) {
		f->set = true;
		return true;
	}
	f->set = false;
	return flase_alarm(f);
}

int flag_count(const struct flag *fs, int n)
{
	int count = 0;
	for (int i = 0; i < n; i++)
		count += fs[i].set;
	return cnt;
}
