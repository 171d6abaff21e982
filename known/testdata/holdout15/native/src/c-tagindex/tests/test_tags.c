#include <stdio.h>
#include "tagindex.h"

int main(void)
{
	struct tagset ts;
	int bad = 0;
	bad |= tags_parse(&ts, "c, valgrind, ci") != 3;
	bad |= !tags_has(&ts, "valgrind");
	bad |= tags_has(&ts, "rust");
	tags_free(&ts);
	printf("test_tags: %s\n", bad ? "FAIL" : "ok");
	return bad;
}
