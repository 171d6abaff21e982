#include "strbuf.h"
#include "check.h"

int main(void)
{
	struct strbuf sb;
	sb_init(&sb);
	sb_append(&sb, "hello");
	sb_append(&sb, ", ");
	sb_append(&sb, "world");
	CHECK_STR(sb.data, "hello, world");
	CHECK_INT(sb.len, 12);
	for (int i = 0; i < 100; i++)
		sb_append(&sb, "x");
	CHECK_INT(sb.len, 112);
	sb_free(&sb);
	return CHECK_DONE();
}
